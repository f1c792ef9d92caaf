"""Sign-in throttling (django-axes): wrong passwords are limited per account from one address,
and per address, so nobody can lock a secretary out from elsewhere; the page says plainly when
and why a sign-in is refused. The address is believed from X-Forwarded-For only as far as the
proxies the deployment trusts."""

import pytest
from django.contrib.auth.models import User
from django.test import override_settings
from django.urls import reverse

from kernel.client_ip import client_ip

pytestmark = pytest.mark.django_db
PASSWORD = "the-right-pass-4821"


@pytest.fixture
def captain():
    return User.objects.create_user("captain", password=PASSWORD)


def sign_in(client, username, password, address="203.0.113.5"):
    return client.post(
        reverse("login"), {"username": username, "password": password}, REMOTE_ADDR=address
    )


def test_five_wrong_passwords_pause_the_account_from_that_address(client, captain):
    for _ in range(4):
        assert sign_in(client, "captain", "wrong").status_code == 200  # the form, re-shown
    refused = sign_in(client, "captain", "wrong")
    assert refused.status_code == 429
    page = refused.content.decode()
    assert "Sign-in paused" in page and "5 wrong passwords in a row" in page
    assert "paused for 15 minutes" in page
    # The right password does not get in from there during the pause...
    late = sign_in(client, "captain", PASSWORD)
    assert late.status_code == 429 and "_auth_user_id" not in client.session
    # ...but the account's owner, elsewhere, is not locked out by whoever guessed.
    assert sign_in(client, "captain", PASSWORD, address="198.51.100.9").status_code == 302


def test_the_pause_is_per_address_too(client, captain):
    User.objects.create_user("other", password=PASSWORD)
    for n in range(5):
        sign_in(client, f"guess{n}", "wrong", address="203.0.113.7")
    assert sign_in(client, "other", PASSWORD, address="203.0.113.7").status_code == 429
    # Another address is not held up by that one.
    assert sign_in(client, "captain", PASSWORD, address="198.51.100.9").status_code == 302


def test_a_right_password_before_the_limit_resets_the_count(client, captain):
    for _ in range(4):
        sign_in(client, "captain", "wrong")
    assert sign_in(client, "captain", PASSWORD).status_code == 302
    client.logout()
    for _ in range(4):
        assert sign_in(client, "captain", "wrong").status_code == 200


@override_settings(TRUSTED_PROXIES=[])
def test_with_no_trusted_proxy_a_forwarded_address_is_never_believed(rf):
    request = rf.get("/", REMOTE_ADDR="10.0.0.2", HTTP_X_FORWARDED_FOR="1.2.3.4, 203.0.113.5")
    assert client_ip(request) == "10.0.0.2"


@pytest.mark.parametrize("trusted", [["10.0.0.2"], ["10.0.0.0/8"]])
def test_behind_a_trusted_proxy_the_client_is_the_address_it_appended(rf, trusted):
    request = rf.get("/", REMOTE_ADDR="10.0.0.2", HTTP_X_FORWARDED_FOR="1.2.3.4, 203.0.113.5")
    with override_settings(TRUSTED_PROXIES=trusted):
        # "1.2.3.4" may have been written by the client itself: only the last hop is trusted.
        assert client_ip(request) == "203.0.113.5"


@override_settings(TRUSTED_PROXIES=["10.0.0.0/8"])
def test_a_chain_of_trusted_proxies_is_walked_back_to_the_client(rf):
    forwarded = "1.2.3.4, 203.0.113.5, 10.0.0.9"  # the client, then the outer proxy
    request = rf.get("/", REMOTE_ADDR="10.0.0.2", HTTP_X_FORWARDED_FOR=forwarded)
    assert client_ip(request) == "203.0.113.5"


@override_settings(TRUSTED_PROXIES=["127.0.0.1"])
def test_a_made_up_forwarded_address_from_elsewhere_is_not_believed(client, captain):
    """gunicorn reached directly: the header is the client's own invention, so changing it
    does not get past the pause."""
    for n in range(5):
        client.post(
            reverse("login"),
            {"username": "captain", "password": "wrong"},
            REMOTE_ADDR="203.0.113.5",
            HTTP_X_FORWARDED_FOR=f"198.51.100.{n}",
        )
    refused = client.post(
        reverse("login"),
        {"username": "captain", "password": PASSWORD},
        REMOTE_ADDR="203.0.113.5",
        HTTP_X_FORWARDED_FOR="192.0.2.77",
    )
    assert refused.status_code == 429


def test_wrong_passwords_from_one_ipv6_64_are_counted_together(client, captain):
    # Stepping through the 2**64 addresses of one's own /64 does not reset the count.
    for n in range(5):
        sign_in(client, "captain", "wrong", address=f"2001:db8:5:6::{n + 1:x}")
    assert sign_in(client, "captain", PASSWORD, address="2001:db8:5:6::99").status_code == 429
    assert sign_in(client, "captain", PASSWORD, address="2001:db8:5:7::1").status_code == 302
