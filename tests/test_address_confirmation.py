"""An address receives reminders only once its owner has confirmed it (issue 47,
kernel/addresses.py): the profile mails a signed, time-limited link to a new address; only
that account, signed in, confirms with it; a change of address un-confirms; an invitation
followed proves the address it was mailed to."""

import datetime
import re

import pytest
from django.contrib.auth.models import User
from django.core import mail, signing
from django.urls import reverse

from kernel import confirmations
from kernel.models import NO_ADDRESS, NOT_CONFIRMED, Profile, reach

pytestmark = pytest.mark.django_db
PASSWORD = "pegboard-test-pw"


@pytest.fixture
def sam(db):
    return User.objects.create_user("sam", "", PASSWORD)


def give_address(client, user, email="sam@pub.example"):
    client.force_login(user)
    return client.post(
        reverse("profile"), {"email": email, "reminders": "on", "language": "en-gb"}, follow=True
    )


def mailed_link() -> str:
    message = mail.outbox[-1]
    return re.search(r"https?://[^/\s]+(/accounts/confirm/\S+/)\n", message.body).group(1)


def confirmed(user) -> bool:
    user.refresh_from_db()
    return Profile.of(user).address_confirmed


def test_a_new_address_is_mailed_a_link_and_gets_no_reminders_until_followed(client, sam):
    page = give_address(client, sam).content.decode()
    (message,) = mail.outbox
    assert message.to == ["sam@pub.example"] and "sam" in message.body
    assert "A link to confirm sam@pub.example is on its way" in page
    assert "is not confirmed" in page and reverse("confirm-address-again") in page
    sam.refresh_from_db()
    assert reach(sam) == NOT_CONFIRMED
    link = mailed_link()
    assert "Confirm the address" in client.get(link).content.decode()
    assert not confirmed(sam)  # (looking is not confirming: a mail scanner follows links)
    page = client.post(link, follow=True).content.decode()
    assert "sam@pub.example is confirmed." in page and "is confirmed: reminders go" in page
    assert confirmed(sam) and reach(sam) is None


def test_changing_the_address_unconfirms_it(client, sam):
    give_address(client, sam)
    client.post(mailed_link())
    assert confirmed(sam)
    give_address(client, sam, "sam@elsewhere.example")
    assert not confirmed(sam) and mail.outbox[-1].to == ["sam@elsewhere.example"]
    # Saving the profile again with the same address mails nothing more.
    give_address(client, sam, "sam@elsewhere.example")
    assert len(mail.outbox) == 2


def test_a_link_for_an_address_since_changed_confirms_nothing(client, sam):
    give_address(client, sam)
    old_link = mailed_link()
    give_address(client, sam, "sam@elsewhere.example")
    response = client.post(old_link)
    assert response.status_code == 409 and "has changed since" in response.content.decode()
    assert not confirmed(sam)


def test_only_the_account_the_link_names_confirms_with_it(client, sam):
    """Typing another's address in one's own profile cannot aim reminders at it: the one who
    reads the mail is not signed in as that account."""
    give_address(client, sam, "victim@example.org")
    link = mailed_link()
    client.logout()
    response = client.post(link)
    assert response.status_code == 302 and response["Location"].startswith(reverse("login"))
    victim = User.objects.create_user("victim", "victim@example.org", PASSWORD)
    client.force_login(victim)
    assert client.post(link).status_code == 403
    assert not confirmed(sam) and not confirmed(victim)


def test_an_old_or_forged_link_confirms_nothing(client, sam, monkeypatch):
    give_address(client, sam)
    link = mailed_link()
    forged = link.replace(link.split("/")[-2], link.split("/")[-2][:-2] + "xx")
    assert client.post(forged).status_code == 404
    later = datetime.datetime.now().timestamp() + confirmations.LINK_OPEN.total_seconds() + 60
    monkeypatch.setattr(signing.time, "time", lambda: later)
    response = client.post(link)
    assert response.status_code == 409 and "expired" in response.content.decode()
    assert not confirmed(sam)


def test_the_link_is_sent_again_to_an_unconfirmed_address_only(client, sam):
    give_address(client, sam)
    client.post(reverse("confirm-address-again"))
    assert len(mail.outbox) == 2 and mail.outbox[1].to == ["sam@pub.example"]
    client.post(mailed_link())
    client.post(reverse("confirm-address-again"))
    assert len(mail.outbox) == 2


def test_no_address_is_said_apart_from_one_not_confirmed(sam):
    assert reach(sam) == NO_ADDRESS
    sam.email = "sam@pub.example"
    assert reach(sam) == NOT_CONFIRMED
    Profile.objects.create(user=sam, confirmed_email="SAM@pub.example")
    sam.refresh_from_db()
    sam.email = "sam@pub.example"
    assert reach(sam) is None


def test_an_address_given_at_sign_up_is_mailed_its_link(client):
    form = client.get(reverse("signup")).content.decode()
    assert 'name="email"' in form and "we mail a link to confirm it" in form
    passwords = {"password1": "a-long-pass-9731", "password2": "a-long-pass-9731"}
    answer = client.post(
        reverse("signup"), {"username": "ann", "email": "ann@pub.example", **passwords}, follow=True
    )
    assert "A link to confirm ann@pub.example is on its way" in answer.content.decode()
    ann = User.objects.get(username="ann")
    assert ann.email == "ann@pub.example" and reach(ann) == NOT_CONFIRMED
    (message,) = mail.outbox
    assert message.to == ["ann@pub.example"]
    client.post(mailed_link())
    assert confirmed(ann) and reach(ann) is None


def test_signing_up_without_an_address_mails_nothing(client):
    passwords = {"password1": "a-long-pass-9731", "password2": "a-long-pass-9731"}
    client.post(reverse("signup"), {"username": "bo", **passwords})
    assert User.objects.get(username="bo").email == "" and mail.outbox == []
    assert reach(User.objects.get(username="bo")) == NO_ADDRESS


def test_a_bad_address_at_sign_up_is_refused_on_its_field(client):
    passwords = {"password1": "a-long-pass-9731", "password2": "a-long-pass-9731"}
    page = client.post(reverse("signup"), {"username": "cy", "email": "cy at pub", **passwords})
    assert page.status_code == 200 and not User.objects.filter(username="cy").exists()
    assert 'id="id_email_error"' in page.content.decode()
    assert 'value="cy"' in page.content.decode()  # the entries stay on the form


def test_one_inbox_gets_few_confirmation_links_however_many_accounts_ask(client):
    # Sign-ups from many client addresses, each giving one stranger's address (written a
    # little differently each time): the inbox gets three links a day, and the accounts are
    # still made, each told plainly why no link came.
    passwords = {"password1": "a-long-pass-9731", "password2": "a-long-pass-9731"}
    spellings = ["victim@pub.example", "Victim@PUB.example", "victim@ｐｕｂ.example"]
    pages = []
    for n, email in enumerate(spellings * 2):
        answer = client.post(
            reverse("signup"),
            {"username": f"bot{n}", "email": email, **passwords},
            REMOTE_ADDR=f"198.51.100.{n + 1}",
            follow=True,
        )
        pages.append(answer.content.decode())
        client.logout()
    assert len(mail.outbox) == 3
    assert User.objects.filter(username__startswith="bot").count() == 6
    assert "has had as many links as the site sends an address" in pages[-1]
