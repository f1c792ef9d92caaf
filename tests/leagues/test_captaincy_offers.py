"""A captaincy given to an existing user waits for their yes (issue 47): the secretary's
"add a captain" and the team forms ask, through the season's door; the offered user sees it
on the Leagues page and accepts or declines; nobody else can answer it; until accepted they
are not a captain and nothing waits for them (so no reminder either); the secretary sees it
asked."""

import datetime
import re

import pytest
from django.urls import reverse
from django.utils import timezone

from leagues.models import Invitation, Season
from leagues.models.waiting import cards_to_send
from tests.leagues.cards import PERSONAS, SLUG, as_

pytestmark = pytest.mark.django_db
MANAGE = reverse("leagues-manage", args=[SLUG])


def ask(client, people, username="player", code="bull"):
    as_(client, people, "secretary")
    url = reverse("leagues-add-captain", args=[SLUG, code])
    return client.post(url, {"username": username}, follow=True)


def offer_of(team, user) -> Invitation:
    return Invitation.objects.get(team=team, user=user)


def test_the_secretary_asks_and_sees_it_pending_not_a_captain(client, league):
    season, _fixture, people = league
    bull = season.teams.get(code="bull")
    before = Season.objects.get(pk=season.pk).version
    page = ask(client, people).content.decode()
    assert "player is asked to captain The Black Bull" in page
    assert "Asked to captain: <bdi>player</bdi>" in page
    assert not bull.captains.filter(pk=people["player"].pk).exists()
    assert Season.objects.get(pk=season.pk).version == before + 1  # through the season's door
    # Asked again: the same offer, not a second one.
    ask(client, people)
    assert Invitation.objects.filter(team=bull, user=people["player"]).count() == 1


def test_the_offered_user_sees_it_and_accepts(client, league):
    _season, fixture, people = league
    ask(client, people, code="swan")
    offer = offer_of(fixture.home, people["player"])
    # Not a captain yet: no card waits for them, so no reminder is sent them either.
    fixture.date = timezone.localdate() - datetime.timedelta(days=2)
    with fixture.season.changing():
        fixture.save(update_fields=["date"])
    assert list(cards_to_send(people["player"], timezone.localdate())) == []
    page = as_(client, people, "player").get(reverse("leagues-list")).content.decode()
    assert "asks you to captain <bdi>The Swan</bdi>" in page
    assert reverse("leagues-invitation", args=[offer.token]) in page
    answer = client.post(reverse("leagues-invitation", args=[offer.token]), follow=True)
    assert "You are now <bdi>The Swan</bdi>&#x27;s captain." in answer.content.decode()
    assert fixture.home.captains.filter(pk=people["player"].pk).exists()
    assert list(cards_to_send(people["player"], timezone.localdate())) == [fixture]
    manage = as_(client, people, "secretary").get(MANAGE).content.decode()
    assert "Asked to captain: <bdi>player</bdi>" not in manage


@pytest.mark.parametrize("who", [p for p in PERSONAS if p not in ("player", "anonymous")])
def test_nobody_else_can_accept_or_decline_it(client, league, who):
    _season, fixture, people = league
    ask(client, people, code="swan")
    offer = offer_of(fixture.home, people["player"])
    as_(client, people, who)
    link = reverse("leagues-invitation", args=[offer.token])
    assert "offered to someone else" in client.get(link).content.decode()
    assert client.post(link).status_code == 403
    assert client.post(reverse("leagues-invitation-decline", args=[offer.token])).status_code == 403
    assert not fixture.home.captains.filter(pk=people[who].pk).exists() or who in (
        "home_captain",
        "home_cocaptain",
    )
    assert Invitation.objects.get(pk=offer.pk).used_at is None


def test_declined_it_is_gone(client, league):
    _season, fixture, people = league
    ask(client, people, code="swan")
    offer = offer_of(fixture.home, people["player"])
    as_(client, people, "player")
    answer = client.post(reverse("leagues-invitation-decline", args=[offer.token]), follow=True)
    assert "You declined to captain The Swan." in answer.content.decode()
    assert not Invitation.objects.exists()
    assert not fixture.home.captains.filter(pk=people["player"].pk).exists()
    assert "asks you to captain" not in answer.content.decode()
    manage = as_(client, people, "secretary").get(MANAGE).content.decode()
    assert "Asked to captain" not in manage


def test_the_secretary_naming_themselves_is_captain_at_once(client, league):
    season, _fixture, people = league
    ask(client, people, username="secretary")
    assert season.teams.get(code="bull").captains.filter(pk=people["secretary"].pk).exists()
    assert not Invitation.objects.exists()


def test_the_team_forms_ask_and_a_name_taken_off_withdraws_the_offer(client, league):
    season, _fixture, people = league
    as_(client, people, "secretary")
    data = {"name": "The Duke", "venue": "", "captains": "player, outsider", "players": ""}
    assert client.post(reverse("leagues-add-team", args=[SLUG]), data).status_code == 302
    duke = season.teams.get(code="the-duke")
    assert not duke.captains.exists()
    assert {offer.user.username for offer in duke.invitations.all()} == {"player", "outsider"}
    edit = reverse("leagues-edit-team", args=[SLUG, "the-duke"])
    form = client.get(edit).content.decode()
    # The asked are named in the form, so saving it keeps them asked.
    (named,) = re.findall(r'name="captains"[^>]*value="([^"]*)"', form)
    assert set(named.split(", ")) == {"player", "outsider"}
    data["captains"] = "player"
    assert client.post(edit, data).status_code == 302
    assert [offer.user.username for offer in duke.invitations.all()] == ["player"]


def test_an_expired_offer_is_not_listed_and_cannot_be_accepted(client, league):
    _season, fixture, people = league
    ask(client, people, code="swan")
    offer = offer_of(fixture.home, people["player"])
    Invitation.objects.filter(pk=offer.pk).update(
        created=timezone.now() - datetime.timedelta(days=15)
    )
    as_(client, people, "player")
    assert "asks you to captain" not in client.get(reverse("leagues-list")).content.decode()
    assert client.post(reverse("leagues-invitation", args=[offer.token])).status_code == 409
    assert not fixture.home.captains.filter(pk=people["player"].pk).exists()
