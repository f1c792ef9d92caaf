"""Invitations are no mail relay (docs/security.md "Mail"): their links start with SITE_URL
whatever Host they were asked with; they are counted per secretary and per address invited,
a team has at most LIMIT_OPEN_INVITATIONS waiting; the secretary's words (a team's name) stay
out of the subject; and one the mail server refuses is taken back."""

import re
import smtplib
from unittest import mock

import pytest
from django.core import mail
from django.test import override_settings
from django.urls import reverse
from hypothesis import given
from hypothesis import strategies as st

from leagues.models import Invitation
from tests.leagues.cards import SLUG, as_
from tests.test_no_server_errors import SETTINGS, assert_calm, bodies

pytestmark = pytest.mark.django_db
SITE = "https://pegboard.example.org"


def invite(client, email: str, code: str = "swan", **headers):
    url = reverse("leagues-invite-captain", args=[SLUG, code])
    return client.post(url, {"email": email}, **headers)


@override_settings(ALLOWED_HOSTS=["*"], SITE_URL=SITE)
def test_an_invitation_asked_with_a_hostile_host_mails_only_the_sites_link(client, league):
    as_(client, league[2], "secretary")
    assert invite(client, "new@example.org", HTTP_HOST="evil.example").status_code == 302
    (message,) = mail.outbox
    (link,) = re.findall(r"https?://\S+", message.body)
    assert link.startswith(SITE + "/leagues/invitations/") and "evil" not in message.body


def test_the_team_name_is_quoted_in_the_body_and_kept_out_of_the_subject(client, league):
    season, fixture, people = league
    fixture.home.name = "your account - reply with your password"
    with season.changing():
        fixture.home.save(update_fields=["name"])
    as_(client, people, "secretary")
    invite(client, "new@example.org")
    (message,) = mail.outbox
    assert message.subject == "An invitation to captain a team on Pegboard"
    assert "“your account - reply with your password”" in message.body
    assert "Pegboard never asks for your password by mail" in message.body


@override_settings(LIMIT_INVITATIONS="2/h")
def test_a_secretary_sends_at_most_so_many_invitations(client, league):
    as_(client, league[2], "secretary")
    assert invite(client, "a@example.org").status_code == 302
    assert invite(client, "b@example.org", code="crown").status_code == 302
    refused = invite(client, "c@example.org", code="bull")
    assert refused.status_code == 429
    assert "You have sent as many invitations as the site allows" in refused.content.decode()
    assert len(mail.outbox) == 2 and Invitation.objects.count() == 2


@override_settings(LIMIT_INVITATIONS_TO_ONE_ADDRESS="1/h")
def test_an_address_is_invited_at_most_so_often(client, league):
    as_(client, league[2], "secretary")
    assert invite(client, "a@example.org").status_code == 302
    refused = invite(client, "A@example.org", code="crown")
    assert refused.status_code == 429
    assert "A@example.org has had as many invitations" in refused.content.decode()
    assert invite(client, "b@example.org", code="crown").status_code == 302
    assert [message.to for message in mail.outbox] == [["a@example.org"], ["b@example.org"]]


@override_settings(LIMIT_OPEN_INVITATIONS=2)
def test_a_team_has_at_most_so_many_invitations_waiting(client, league):
    as_(client, league[2], "secretary")
    invite(client, "a@example.org")
    invite(client, "b@example.org")
    refused = invite(client, "c@example.org")
    assert refused.status_code == 409
    assert "The Swan has as many invitations waiting as a team may" in refused.content.decode()
    assert len(mail.outbox) == 2
    assert invite(client, "c@example.org", code="crown").status_code == 302  # another team's


def test_an_invitation_the_mail_server_refuses_is_taken_back(client, league):
    as_(client, league[2], "secretary")
    refusing = mock.patch(
        "django.core.mail.EmailMessage.send", side_effect=smtplib.SMTPServerDisconnected("gone")
    )
    with refusing:
        assert invite(client, "new@example.org").status_code == 302
    assert not Invitation.objects.exists()  # so it can be sent again
    invite(client, "new@example.org")
    assert len(mail.outbox) == 1 and Invitation.objects.count() == 1


def test_inviting_never_answers_500(client, league):
    as_(client, league[2], "secretary")
    url = reverse("leagues-invite-captain", args=[SLUG, "swan"])

    @SETTINGS
    @given(body=bodies(["email"]) | st.fixed_dictionaries({"email": st.emails()}))
    def send(body):
        assert_calm(client.post(url, body))

    send()


@override_settings(LIMIT_INVITATIONS_TO_ONE_ADDRESS="1/h")
def test_a_lookalike_spelling_of_an_address_is_the_same_inbox(client, league):
    """A full-width letter in the domain is mailed to the plain domain (IDNA): it is counted
    as that address, not as another."""
    as_(client, league[2], "secretary")
    assert invite(client, "a@example.org").status_code == 302
    assert invite(client, "a@\uff45xample.org", code="crown").status_code == 429
    assert len(mail.outbox) == 1


def test_invitations_are_counted_per_client_address_too(client, league, settings):
    """As sign-ups are: however many accounts one address signs in as, it sends so many."""
    assert "leagues-invite-captain" in settings.PER_ADDRESS_LIMITS  # (LIMIT_INVITATIONS)
    settings.PER_ADDRESS_LIMITS = {**settings.PER_ADDRESS_LIMITS, "leagues-invite-captain": "2/h"}
    as_(client, league[2], "secretary")
    assert invite(client, "a@example.org").status_code == 302
    assert invite(client, "b@example.org", code="crown").status_code == 302
    assert invite(client, "c@example.org", code="bull").status_code == 429
    assert invite(client, "c@example.org", code="bull", REMOTE_ADDR="10.9.8.7").status_code == 302
    assert len(mail.outbox) == 3
