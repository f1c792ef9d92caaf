"""The secretary invites a captain by e-mail (only the secretary; a doubled invitation is sent
once); the invitation's link signs its follower up or in as the team's captain, exactly once,
through the season's door; a used or expired one answers calmly. Signed in, the Leagues page
lists what waits for each persona."""

import datetime
import re

import pytest
from django.conf import settings
from django.contrib.auth.models import User
from django.core import mail
from django.urls import reverse
from django.utils import timezone

from kernel.models import Profile
from leagues.models import Invitation, Season
from tests.leagues.cards import PERSONAS, SLUG, as_
from tests.leagues.mailing import busy_week

pytestmark = pytest.mark.django_db


def invite_url(code="swan"):
    return reverse("leagues-invite-captain", args=[SLUG, code])


def invitation_link() -> str:
    (message,) = mail.outbox
    site = re.escape(settings.SITE_URL)
    return re.search(site + r"(/leagues/invitations/\S+/)", message.body).group(1)


@pytest.mark.parametrize("who", PERSONAS)
def test_only_the_secretary_invites_a_captain(client, league, who):
    _season, fixture, people = league
    response = as_(client, people, who).post(invite_url(), {"email": "new@example.org"})
    if who == "secretary":
        assert response.status_code == 302
        (message,) = mail.outbox
        assert message.to == ["new@example.org"] and "“The Swan”" in message.body
        assert "Swan" not in message.subject  # the secretary's words stay out of it
        assert Invitation.objects.get().team == fixture.home
    else:
        assert response.status_code == (302 if who == "anonymous" else 403)
        assert mail.outbox == [] and not Invitation.objects.exists()


def test_the_manage_page_offers_the_invitation_and_shows_it_open(client, league):
    _season, _fixture, people = league
    as_(client, people, "secretary")
    assert invite_url() in client.get(reverse("leagues-manage", args=[SLUG])).content.decode()
    page = client.post(invite_url(), {"email": "new@example.org"}, follow=True).content.decode()
    assert (
        "An invitation to captain <bdi>The Swan</bdi> is on its way to <bdi>new@example.org</bdi>."
        in page
    )
    assert "Invited: <bdi>new@example.org</bdi>" in page


def test_a_doubled_invitation_is_sent_once(client, league):
    _season, _fixture, people = league
    as_(client, people, "secretary")
    client.post(invite_url(), {"email": "new@example.org"})
    page = client.post(invite_url(), {"email": "NEW@example.org"}, follow=True).content.decode()
    assert "<bdi>new@example.org</bdi> was invited to captain <bdi>The Swan</bdi>" in page
    assert len(mail.outbox) == 1 and Invitation.objects.count() == 1


def test_a_bad_address_is_refused_beside_its_team(client, league):
    _season, _fixture, people = league
    as_(client, people, "secretary")
    response = client.post(invite_url(), {"email": "not an address"})
    assert response.status_code == 400 and not Invitation.objects.exists()


def test_the_link_signs_a_newcomer_up_as_captain_once(client, league):
    _season, fixture, people = league
    as_(client, people, "secretary").post(invite_url(), {"email": "new@example.org"})
    link = invitation_link()
    client.logout()
    page = client.get(link).content.decode()
    signup = f"{reverse('signup')}?next={link}"
    assert signup in page
    password = "a-long-pass-9731"
    response = client.post(
        signup, {"username": "newcomer", "password1": password, "password2": password}
    )
    assert response["Location"] == link
    version = Season.objects.get(slug=SLUG).version
    assert "Become <bdi>The Swan</bdi>" in client.get(link).content.decode()
    response = client.post(link, follow=True)
    assert "You are now <bdi>The Swan</bdi>&#x27;s captain." in response.content.decode()
    newcomer = User.objects.get(username="newcomer")
    assert fixture.home.captains.filter(pk=newcomer.pk).exists()
    assert newcomer.email == "new@example.org"  # where the reminders will go
    assert Profile.of(newcomer).address_confirmed  # (the invitation, mailed there, proves it)
    assert Season.objects.get(slug=SLUG).version == version + 1  # through the season's door
    # Again, by them or by anyone: nothing changes, calmly.
    again = client.post(link)
    assert again.status_code == 409 and "captain already" in again.content.decode()
    as_(client, people, "outsider")
    assert "used already" in client.get(link).content.decode()
    assert client.post(link).status_code == 409
    assert not fixture.home.captains.filter(pk=people["outsider"].pk).exists()


def test_an_expired_invitation_answers_calmly(client, league):
    _season, fixture, people = league
    invitation = Invitation.objects.create(
        team=fixture.home,
        email="late@example.org",
        created=timezone.now() - datetime.timedelta(days=15),
    )
    link = reverse("leagues-invitation", args=[invitation.token])
    as_(client, people, "outsider")
    assert "has expired" in client.get(link).content.decode()
    assert client.post(link).status_code == 409
    assert not fixture.home.captains.filter(pk=people["outsider"].pk).exists()
    assert client.get("/leagues/invitations/no-such-token/").status_code == 404


def test_an_anonymous_accept_is_sent_to_sign_in(client, league):
    _season, fixture, _people = league
    invitation = Invitation.objects.create(team=fixture.home, email="a@example.org")
    link = reverse("leagues-invitation", args=[invitation.token])
    response = client.post(link)
    assert response.status_code == 302 and response["Location"].startswith(reverse("login"))
    assert Invitation.objects.get().used_at is None


WAITING = {
    "home_captain": ["Send the card of The Swan v The Crown"],
    "home_cocaptain": ["Send the card of The Swan v The Crown"],
    "away_captain": ["Send the card of The Swan v The Crown"],
    "away_cocaptain": ["Send the card of The Swan v The Crown"],
    "other_captain": ["Confirm or dispute the card of The Crown v The Black Bull"],
    "secretary": ["Settle the disputed card of The Black Bull v The Swan"],
}


@pytest.mark.parametrize("who", PERSONAS)
def test_the_leagues_page_lists_what_waits_for_each_persona(client, who):
    _season, _fixtures, people = busy_week()
    page = as_(client, people, who).get(reverse("leagues-list")).content.decode()
    waiting = page.split("Waiting for you")[-1]
    listed = [
        re.sub(r"</?bdi>", "", line)  # (each fixture isolated in <bdi>)
        for line in re.findall(r"<li><a href=\"[^\"]+\">(.+?)</a>", waiting)
    ]
    if who == "anonymous":
        assert "Waiting for you" not in page and "No card waits for you." not in page
    elif who in WAITING:
        assert "Waiting for you" in page
        assert [line for line in listed if "card of" in line] == WAITING[who]
    else:
        assert "No card waits for you." in page
