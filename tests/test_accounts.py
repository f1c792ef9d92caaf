"""Accounts that look after themselves: the profile (address, reminders, language: one's own
only), password reset through Django's own views and mail and password change through its
views, in the site's pages and languages; the reset's and an invitation's secret links stay out
of the logs."""

import re

import pytest
from django.conf import settings
from django.contrib.auth.models import User
from django.core import mail
from django.urls import reverse

from kernel.log_secrets import without_secrets
from kernel.models import Profile

pytestmark = pytest.mark.django_db
PASSWORD = "pegboard-test-pw"


@pytest.fixture
def sam(db):
    return User.objects.create_user("sam", "sam@example.org", PASSWORD)


def test_the_profile_asks_for_a_sign_in(client):
    response = client.get(reverse("profile"))
    assert response.status_code == 302 and response["Location"].startswith(reverse("login"))
    assert client.post(reverse("profile"), {"email": "x@example.org"}).status_code == 302
    assert not Profile.objects.exists()


def test_the_profile_saves_ones_own_address_reminders_and_language(client, sam):
    other = User.objects.create_user("kim", "kim@example.org", PASSWORD)
    client.force_login(sam)
    page = client.get(reverse("profile"), HTTP_ACCEPT_LANGUAGE="nl").content.decode()
    assert "Herinner me per e-mail aan formulieren" in page
    assert 'value="sam@example.org"' in page and 'value="nl" selected' in page
    response = client.post(
        reverse("profile"), {"email": "sam@pub.example", "language": "hr"}, follow=True
    )
    assert "Profile saved." in response.content.decode()
    sam.refresh_from_db()
    other.refresh_from_db()
    assert sam.email == "sam@pub.example" and other.email == "kim@example.org"
    assert (sam.profile.reminders, sam.profile.language) == (False, "hr")
    assert not Profile.objects.filter(user=other).exists()


def test_a_bad_address_is_refused_on_the_field(client, sam):
    client.force_login(sam)
    response = client.post(reverse("profile"), {"email": "not an address", "language": "fa"})
    assert response.status_code == 400
    sam.refresh_from_db()
    assert sam.email == "sam@example.org"


def test_signing_up_keeps_the_pages_language_for_the_reminders(client):
    response = client.post(
        reverse("signup") + "?next=/leagues/",
        {"username": "ann", "password1": "a-long-pass-9731", "password2": "a-long-pass-9731"},
        HTTP_ACCEPT_LANGUAGE="it",
    )
    assert response.status_code == 302 and response["Location"] == "/leagues/"
    assert User.objects.get(username="ann").profile.language == "it"


def test_signing_up_goes_back_only_to_this_site(client):
    response = client.post(
        reverse("signup") + "?next=https://evil.example/",
        {"username": "ann", "password1": "a-long-pass-9731", "password2": "a-long-pass-9731"},
    )
    assert response["Location"] == reverse("leagues-list")


def test_a_forgotten_password_is_reset_by_mail_in_the_askers_language(client, sam):
    page = client.get(reverse("login")).content.decode()
    assert reverse("password_reset") in page
    form = client.get(reverse("password_reset"), HTTP_ACCEPT_LANGUAGE="it").content.decode()
    assert "Hai dimenticato la password?" in form and "Django" not in form
    response = client.post(
        reverse("password_reset"), {"email": "sam@example.org"}, HTTP_ACCEPT_LANGUAGE="it"
    )
    assert response.status_code == 302 and response["Location"] == reverse("password_reset_done")
    (message,) = mail.outbox
    assert message.to == ["sam@example.org"]
    assert message.subject == "La tua nuova password di Pegboard"
    assert "sam" in message.body and "Qualcuno (speriamo tu)" in message.body
    site = re.escape(settings.SITE_URL)
    link = re.search(site + r"(/accounts/reset/\S+/)", message.body).group(1)
    choose = client.get(link, follow=True)
    assert "Choose a new password" in choose.content.decode()
    new = "another-long-pass-5521"
    done = client.post(
        choose.redirect_chain[-1][0], {"new_password1": new, "new_password2": new}, follow=True
    )
    assert "Password changed" in done.content.decode()
    sam.refresh_from_db()
    assert sam.check_password(new)
    # The link works once.
    client.logout()
    assert "This link has been used already" in client.get(link, follow=True).content.decode()


def test_the_password_change_is_for_the_signed_in_only(client, sam):
    for url in (reverse("password_change"), reverse("password_change_done")):
        response = client.get(url)
        assert response.status_code == 302 and response["Location"].startswith(reverse("login"))
    new = "another-long-pass-5521"
    data = {"old_password": PASSWORD, "new_password1": new, "new_password2": new}
    response = client.post(reverse("password_change"), data)
    assert response.status_code == 302 and response["Location"].startswith(reverse("login"))
    sam.refresh_from_db()
    assert sam.check_password(PASSWORD)


def test_the_password_change_is_the_sites_page_not_the_admins(client, sam):
    client.force_login(sam)
    assert reverse("password_change") in client.get(reverse("profile")).content.decode()
    for url in (reverse("password_change"), reverse("password_change_done")):
        response = client.get(url, HTTP_ACCEPT_LANGUAGE="nl")
        used = {template.name for template in response.templates}
        assert "base.html" in used and not any(name.startswith("admin/") for name in used)
        assert "Django" not in response.content.decode()
    page = client.get(reverse("password_change"), HTTP_ACCEPT_LANGUAGE="nl").content.decode()
    assert "<title>Wijzig je wachtwoord · Pegboard</title>" in page
    assert "Je huidige wachtwoord" in page and "Nogmaals het nieuwe wachtwoord" in page


def test_a_signed_in_user_changes_their_password_and_stays_signed_in(client, sam):
    client.force_login(sam)
    new = "another-long-pass-5521"
    data = {"old_password": PASSWORD, "new_password1": new, "new_password2": new}
    response = client.post(reverse("password_change"), data)
    assert response.status_code == 302
    assert response["Location"] == reverse("password_change_done")
    sam.refresh_from_db()
    assert sam.check_password(new)
    done = client.get(response["Location"], HTTP_ACCEPT_LANGUAGE="it").content.decode()
    assert "Password cambiata" in done and reverse("profile") in done


def test_a_wrong_current_password_changes_nothing_and_says_so(client, sam):
    client.force_login(sam)
    new = "another-long-pass-5521"
    data = {"old_password": "not-my-password", "new_password1": new, "new_password2": new}
    response = client.post(reverse("password_change"), data, HTTP_ACCEPT_LANGUAGE="it")
    assert response.status_code == 200
    assert "La password attuale non è stata inserita correttamente" in response.content.decode()
    sam.refresh_from_db()
    assert sam.check_password(PASSWORD)


def test_an_unknown_address_is_answered_alike_and_mails_nobody(client, sam):
    response = client.post(reverse("password_reset"), {"email": "nobody@example.org"})
    assert response.status_code == 302 and response["Location"] == reverse("password_reset_done")
    assert mail.outbox == []


@pytest.mark.parametrize(
    ("line", "kept"),
    [
        ('"GET /accounts/reset/MQ/cz7k9a-0123abcd/ HTTP/1.1" 302', "/accounts/reset/MQ/[secret]/"),
        ('"GET /leagues/invitations/Zx_9-aB/ HTTP/1.1" 200', "/leagues/invitations/[secret]/"),
        ('"GET /accounts/reset/done/ HTTP/1.1" 200', "/accounts/reset/done/"),
    ],
)
def test_account_links_leave_their_secret_out_of_the_logs(line, kept):
    assert kept in without_secrets(line)
    assert "cz7k9a" not in without_secrets(line) and "Zx_9" not in without_secrets(line)
