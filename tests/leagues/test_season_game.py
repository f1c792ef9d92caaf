"""A season is of a game (issue 48): the new-season form chooses it with its own target (the
engine's), the phone games of a fixture are started to it, the card's checks follow it, the
target is the secretary's to change until the first card, and a league file keeps it."""

import datetime
import html
import re

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from leagues.importing import import_league
from leagues.models import Season
from leagues.rules.league_file import read_league_file
from tests.leagues.cards import as_, games_posted
from tests.leagues.test_secretary import SEASON

pytestmark = pytest.mark.django_db

NEW_SEASON = {**SEASON, "league": "Zagreb Bela League", "target": ""}  # the game's own


def new_league(client, game: str, **given):
    """A league of `game` made from the new-season form by its secretary, with two teams and
    their fixtures; the secretary and the home captain by name, and the first fixture."""
    people = {name: User.objects.create_user(name) for name in ("secretary", "captain")}
    client.force_login(people["secretary"])
    made = client.post(reverse("leagues-new-season"), {**NEW_SEASON, "game": game, **given})
    assert made.status_code == 302, made.content.decode()
    season = Season.objects.get()
    season.add_team("Vrba", "", [], ["Ana", "Ivo"])
    season.add_team("Kruna", "", [], ["Eva", "Luka"])
    season.teams.get(code="vrba").captains.add(people["captain"])
    # Played already: a captain's card is taken from the match's day on.
    season.generate_fixtures(season.created.date() - datetime.timedelta(days=60), 3)
    fixture = season.fixtures.get(home__code="vrba")
    return Season.objects.get(), fixture, people


def phone_game_form(client, season, fixture) -> str:
    """The new-game page the fixture's "Score a game of this match on this phone" opens."""
    page = client.get(reverse("leagues-fixture", args=[season.slug, fixture.pk])).content
    link = re.search(r'<a href="([^"]+)">Score a game of this match', page.decode())[1]
    return client.get(html.unescape(link)).content.decode()


def card(scores) -> dict:
    """A card's form of four games, each `scores`."""
    home, away = scores
    games = {f"game-{n}-home_score": home for n in range(1, 5)}
    away_scores = {f"game-{n}-away_score": away for n in range(1, 5)}
    return {"replaces": 0, **games_posted(), **games, **away_scores}


def send(client, season, fixture, scores):
    return client.post(reverse("leagues-enter-card", args=[season.slug, fixture.pk]), card(scores))


def test_the_new_season_form_offers_each_game(client):
    client.force_login(User.objects.create_user("secretary"))
    page = client.get(reverse("leagues-new-season")).content.decode()
    assert 'name="game"' in page
    for game in ("Croatian Bela (four-handed)", "Klaverjas (Dutch, four-handed)", "Trinidad"):
        assert game in page


def test_each_game_on_the_new_season_form_says_what_it_is_played_to(client):
    """The target's box is empty for the game's own, so the game chosen says it: a Croatian
    secretary sees 1001 before the season is made, in their language."""
    client.force_login(User.objects.create_user("secretary"))
    page = html.unescape(client.get(reverse("leagues-new-season")).content.decode())
    for said in (
        "All Fours (any variant may go on a card), to 15",
        "All Fours (Trinidad), to 14",
        "Croatian Bela (four-handed), to 1001",
        "Klaverjas (Dutch, four-handed), to 16 deals",
    ):
        assert f">{said}</option>" in page
    croatian = client.get(reverse("leagues-new-season"), HTTP_ACCEPT_LANGUAGE="hr")
    assert ">Hrvatska bela (u četvero), do 1001</option>" in croatian.content.decode()


def test_a_croatian_bela_league_from_the_form_is_played_to_1001(client):
    season, fixture, people = new_league(client, "bela:croatian")
    assert (season.house_variant, season.target) == ("bela:croatian", 1001)
    client.force_login(people["captain"])
    form = phone_game_form(client, season, fixture)
    assert 'value="bela:croatian"' in form and re.search(r'name="target"[^>]*value="1001"', form)
    refused = send(client, season, fixture, (15, 3))
    assert refused.status_code == 200 and not fixture.cards.exists()  # the form again
    assert "15-3 is not a finished game to 1001" in refused.content.decode()
    assert send(client, season, fixture, (1001, 756)).status_code == 302
    assert [(g.home_score, g.away_score) for g in fixture.cards.get().games.all()] == [
        (1001, 756)
    ] * 4


def test_a_klaverjas_league_from_the_form_is_a_boom(client):
    season, fixture, people = new_league(client, "bela:klaverjas", league="Klaverjasbond")
    assert (season.house_variant, season.target) == ("bela:klaverjas", 1500)
    client.force_login(people["captain"])
    form = phone_game_form(client, season, fixture)
    assert 'value="bela:klaverjas"' in form
    assert re.search(r'name="option_deals"[^>]*value="16"', form)
    refused = send(client, season, fixture, (1300, 1300))
    assert refused.status_code == 200 and not fixture.cards.exists()  # the form again
    assert "1300-1300 is a drawn boom" in refused.content.decode()
    assert send(client, season, fixture, (2543, 1877)).status_code == 302


def house_rules_url(season) -> str:
    return reverse("leagues-house-rules", args=[season.slug])


@pytest.mark.parametrize("who", ["secretary", "captain", "anonymous", "other_secretary"])
def test_only_the_secretary_changes_the_target_until_the_first_card(client, who):
    season, fixture, people = new_league(client, "bela:croatian")
    people["other_secretary"] = User.objects.create_user("other_secretary")
    Season.start(people["other_secretary"], "Another league", "2026-27")
    as_(client, people, who)
    posted = {"variant": "bela:croatian", "target": "701"}
    answer = client.post(house_rules_url(season), posted)
    season.refresh_from_db()
    if who != "secretary":
        assert answer.status_code == (302 if who == "anonymous" else 403)
        assert season.target == 1001
        return
    assert answer.status_code == 302 and season.target == 701
    client.force_login(people["captain"])
    assert send(client, season, fixture, (701, 500)).status_code == 302
    client.force_login(people["secretary"])
    page = client.get(f"{house_rules_url(season)}?variant=bela:croatian").content.decode()
    assert "Cards are in: the games were played to this, so it stays." in page
    assert re.search(r'name="target"[^>]*disabled', page)
    client.post(house_rules_url(season), {**posted, "target": "1001"})
    moved = client.post(house_rules_url(season), {"variant": "allfours:heckmondwike"})
    assert "Cards are in: the game and the score it is played to stay" in moved.content.decode()
    season.refresh_from_db()
    assert (season.house_variant, season.target) == ("bela:croatian", 701)


def test_another_game_on_the_house_rules_page_is_played_to_its_own_target(client):
    season, _fixture, _people = new_league(client, "")
    assert (season.house_variant, season.target) == ("", 15)
    page = client.get(f"{house_rules_url(season)}?variant=bela:croatian").content.decode()
    assert re.search(r'name="target"[^>]*value="1001"', page)
    client.post(house_rules_url(season), {"variant": "bela:croatian", "target": ""})
    season.refresh_from_db()
    assert (season.house_variant, season.target) == ("bela:croatian", 1001)
    client.post(house_rules_url(season), {"variant": "bela:klaverjas", "target": "1200"})
    season.refresh_from_db()  # typed, the secretary's own
    assert (season.house_variant, season.target) == ("bela:klaverjas", 1200)


def test_a_league_file_keeps_its_game_and_its_games_own_target():
    data = {
        "format": "pegboard-league/2",
        "name": "Split Bela League",
        "season": "2026-27",
        "house_rules": {"variant": "bela:croatian", "options": {}},
        "teams": [{"id": "vrba", "name": "Vrba"}, {"id": "kruna", "name": "Kruna"}],
        "matches": [{"home": "vrba", "away": "kruna", "games": [[1001, 756]] * 4}],
    }
    season = import_league(read_league_file(data))
    assert (season.house_variant, season.target) == ("bela:croatian", 1001)
    again = import_league(read_league_file(data))  # imported again: the same season, its game
    assert (again.pk, again.house_variant, again.target) == (season.pk, "bela:croatian", 1001)


def test_the_game_and_its_lock_are_said_in_the_players_language(client):
    season, fixture, people = new_league(client, "bela:croatian")
    croatian = {"Accept-Language": "hr"}
    form = client.get(reverse("leagues-new-season"), headers=croatian).content.decode()
    assert "Kartaška igra" in form
    client.force_login(people["captain"])
    send(client, season, fixture, (1001, 756))
    client.force_login(people["secretary"])
    page = client.get(house_rules_url(season), headers=croatian).content.decode()
    assert "Zapisnici su već stigli: igra i broj bodova do kojeg se igra ostaju" in page
