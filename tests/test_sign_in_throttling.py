"""Sign-in throttling (django-axes): wrong passwords are limited per account and per address,
and the page says plainly when and why a sign-in is refused."""

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


def test_five_wrong_passwords_pause_the_account_even_with_the_right_one_next(client, captain):
    for _ in range(4):
        assert sign_in(client, "captain", "wrong").status_code == 200  # the form, re-shown
    refused = sign_in(client, "captain", "wrong")
    assert refused.status_code == 429
    page = refused.content.decode()
    assert "Sign-in paused" in page and "5 wrong passwords in a row" in page
    assert "paused for 15 minutes" in page
    # The right password does not get in during the pause, from anywhere.
    late = sign_in(client, "captain", PASSWORD, address="198.51.100.9")
    assert late.status_code == 429 and "_auth_user_id" not in client.session


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


def test_behind_the_proxy_the_client_is_the_address_the_proxy_appended(rf):
    request = rf.get("/", REMOTE_ADDR="10.0.0.2", HTTP_X_FORWARDED_FOR="1.2.3.4, 203.0.113.5")
    assert client_ip(request) == "10.0.0.2"
    with override_settings(SECURE_PROXY_SSL_HEADER=("HTTP_X_FORWARDED_PROTO", "https")):
        # "1.2.3.4" may have been written by the client itself: only the last hop is trusted.
        assert client_ip(request) == "203.0.113.5"
