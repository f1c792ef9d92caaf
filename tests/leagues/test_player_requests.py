"""A captain asks the secretary to register a player, in a league that lets captains ask; the
secretary registers or refuses them on the manage page (issue 36, point 1)."""

import pytest
from django.urls import reverse

from leagues.models import Player, PlayerRequest, Season
from tests.leagues.cards import PERSONAS, SLUG, as_, enter_url

pytestmark = pytest.mark.django_db
ASK = reverse("leagues-ask-player", args=[SLUG, "swan"])
SWAN_CAPTAINS = {"home_captain", "home_cocaptain"}


def answer_url(asked) -> str:
    return reverse("leagues-answer-player-request", args=[SLUG, asked.pk])


def version(season) -> int:
    return Season.objects.get(pk=season.pk).version


@pytest.mark.parametrize("who", PERSONAS)
def test_only_the_teams_captains_ask_and_only_when_the_league_lets_them(client, league, who):
    season, _, people = league
    as_(client, people, who)
    if who in SWAN_CAPTAINS:
        assert client.get(ASK).status_code == 403  # the league does not let captains ask yet
    season.set_registration(None, True)
    page = client.get(ASK)
    sent = client.post(ASK, {"name": "Sam Hill"})
    if who in SWAN_CAPTAINS:
        assert (page.status_code, sent.status_code) == (200, 302)
        assert list(PlayerRequest.objects.values_list("name", "team__code")) == [
            ("Sam Hill", "swan")
        ]
    else:
        expected = 302 if who == "anonymous" else 403
        assert (page.status_code, sent.status_code) == (expected, expected)
        assert not PlayerRequest.objects.exists()


def test_a_request_sent_twice_or_for_a_registered_player_is_kept_once(client, league):
    season, _, people = league
    season.set_registration(None, True)
    as_(client, people, "home_captain")
    # Pat plays for the Swan already; an unseen character makes no other Sam Hill (issue 47).
    for name in ("Sam Hill", "sam  hill", "Sa\u200bm Hi\u0307ll", "Pat"):
        assert client.post(ASK, {"name": name}).status_code == 302
    assert list(PlayerRequest.objects.values_list("name", flat=True)) == ["Sam Hill"]
    page = client.get(ASK).content.decode()
    assert "<bdi>Pat</bdi> is registered or asked for already." in page and "Sam Hill" in page


def test_the_card_page_links_the_request_for_the_captains_own_team(client, league):
    season, fixture, people = league
    link = f'href="{ASK}"'
    as_(client, people, "home_captain")
    assert link not in client.get(enter_url(fixture)).content.decode()
    season.set_registration(None, True)
    assert link in client.get(enter_url(fixture)).content.decode()
    as_(client, people, "away_captain")
    assert link not in client.get(enter_url(fixture)).content.decode()


def test_the_secretary_registers_or_refuses_through_the_door(client, league):
    season, fixture, people = league
    season.set_registration(None, True)
    swan = fixture.home
    swan.ask_to_register(people["home_captain"], "Sam Hill")
    swan.ask_to_register(people["home_captain"], "Zed")
    sam, zed = PlayerRequest.objects.order_by("name")
    as_(client, people, "secretary")
    manage = client.get(reverse("leagues-manage", args=[SLUG])).content.decode()
    assert answer_url(sam) in manage and answer_url(zed) in manage
    before = version(season)
    assert client.post(answer_url(sam), {"answer": "approve"}).status_code == 302
    assert client.post(answer_url(zed), {"answer": "refuse"}).status_code == 302
    assert version(season) == before + 2
    assert swan.players.filter(name="Sam Hill").exists()
    assert not Player.objects.filter(name="Zed").exists() and not PlayerRequest.objects.exists()
    # Answered twice: nothing changes, and the answer is calm.
    assert client.post(answer_url(sam), {"answer": "approve"}).status_code == 302
    assert swan.players.filter(name="Sam Hill").count() == 1 and version(season) == before + 2


@pytest.mark.parametrize("who", PERSONAS)
def test_only_the_secretary_answers(client, league, who):
    season, fixture, people = league
    season.set_registration(None, True)
    fixture.home.ask_to_register(people["home_captain"], "Sam Hill")
    asked = PlayerRequest.objects.get()
    as_(client, people, who)
    answer = client.post(answer_url(asked), {"answer": "approve"})
    registered = fixture.home.players.filter(name="Sam Hill").exists()
    if who == "secretary":
        assert answer.status_code == 302 and registered
    else:
        assert answer.status_code == (302 if who == "anonymous" else 403) and not registered
        assert PlayerRequest.objects.exists()


def test_the_secretary_lets_captains_ask_on_the_manage_page(client, league):
    season, _, people = league
    as_(client, people, "secretary")
    url = reverse("leagues-set-registration", args=[SLUG])
    assert client.post(url, {"guests": "2", "captains_ask": "on"}).status_code == 302
    season = Season.objects.get(pk=season.pk)
    assert (season.guests_per_season, season.captains_ask) == (2, True)
