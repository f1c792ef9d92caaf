"""A league night live (issue 53, point 4): a game of the match started from its fixture with
its pairs and the house rules, belonging to the fixture; the fixture's page and the season's
"tonight" page (and its TV view) following its hands by conditional polls (304 while nothing
changed); the table as it would stand, marked provisional; and the card offered filled in when
the last game ends."""

import uuid

import pytest
from django.urls import reverse
from django.utils import timezone

from leagues.models import CardLine, FixtureGame
from scoring.models import Game
from tests.leagues.cards import CAPTAINS, PERSONAS, SLUG, as_, enter_url, fixture_page
from tests.leagues.test_card_phone_fill import value_of
from tests.storm import storm

pytestmark = pytest.mark.django_db
MAY_START = CAPTAINS | {"secretary"}
PAIRS = {"number": 1, "home_pair": "Ann & Bob", "away_pair": "Cal & Dee"}
WINNING_HAND = {"dealer": "B", "high": "A", "low": "A", "jack": "A", "game": "A"}


def start_url(fixture) -> str:
    return reverse("leagues-start-fixture-game", args=[SLUG, fixture.pk])


@pytest.fixture
def tonight(league):
    """The league's Swan v Crown played tonight, to Heckmondwike house rules (15 up)."""
    season, fixture, people = league
    season.house_variant, season.house_options = "heckmondwike", {}
    with season.changing():
        season.save()  # (its cards are in: the rules are set as the secretary set them before)
    fixture.rearrange(timezone.localdate(), postponed=False)
    return season, fixture, people


def started(client, people, fixture, **pairs) -> Game:
    answer = as_(client, people, "home_captain").post(start_url(fixture), {**PAIRS, **pairs})
    assert answer.status_code == 302, answer.content.decode()
    return fixture.live_games.get(number=pairs.get("number", 1)).game


def won(game: Game) -> None:
    """Hands saved as a phone saves them (the game's change path), each winning the home pair
    every point, until the game is won."""
    while not game.result().finished:
        game.add_hand(WINNING_HAND, uuid.uuid4())
        game.refresh_from_db()


@pytest.mark.parametrize("who", PERSONAS)
def test_only_the_captains_and_the_secretary_start_a_game_of_the_match(client, tonight, who):
    _, fixture, people = tonight
    answer = as_(client, people, who).post(start_url(fixture), PAIRS)
    if who in MAY_START:
        game = fixture.live_games.get().game
        assert answer.status_code == 302 and game.public_id in answer["Location"]
        assert (game.game, game.variant, game.options["target"]) == ("allfours", "heckmondwike", 15)
        assert [side["name"] for side in game.sides] == ["Ann & Bob", "Cal & Dee"]
        assert game.sides[0]["players"] == ["Ann", "Bob"]
    else:
        assert answer.status_code in (302, 403) and not FixtureGame.objects.exists()
        if who == "anonymous":
            assert answer["Location"].startswith(reverse("login"))


def test_a_start_sent_twice_makes_one_game(client, tonight):
    _, fixture, people = tonight
    first, again = started(client, people, fixture), started(client, people, fixture)
    assert first == again and Game.objects.count() == 1
    assert tonight[0].version > 0  # through the season's door


def test_the_start_form_says_what_is_missing_and_keeps_the_entries(client, tonight):
    _, fixture, people = tonight
    answer = as_(client, people, "away_captain").post(start_url(fixture), {**PAIRS, "number": 9})
    page = answer.content.decode()
    assert answer.status_code == 400 and "Ann &amp; Bob" in page
    assert "less than or equal to 4" in page and not FixtureGame.objects.exists()


def test_the_fixture_page_follows_its_games_by_conditional_polls(client, tonight):
    _, fixture, people = tonight
    game = started(client, people, fixture)
    client.logout()
    assert "Ann &amp; Bob" in fixture_page(client, fixture)
    poll = reverse("leagues-fixture-games", args=[SLUG, fixture.pk])
    first = client.get(poll, HTTP_HX_REQUEST="true")
    assert first.status_code == 200 and "Being played" in first.content.decode()
    unchanged = client.get(poll, HTTP_HX_REQUEST="true", HTTP_IF_NONE_MATCH=first["ETag"])
    assert unchanged.status_code == 304
    won(game)
    moved = client.get(poll, HTTP_HX_REQUEST="true", HTTP_IF_NONE_MATCH=first["ETag"])
    assert moved.status_code == 200 and "Ended" in moved.content.decode()
    # The poll's address opened as a page is the fixture's page.
    assert client.get(poll)["Location"] == reverse("leagues-fixture", args=[SLUG, fixture.pk])


def test_tonight_shows_every_match_and_the_table_as_it_would_stand(client, tonight):
    _, fixture, people = tonight
    game = started(client, people, fixture)
    client.logout()
    url = reverse("leagues-tonight", args=[SLUG])
    first = client.get(url)
    page = first.content.decode()
    before = _swan_row(page)
    assert first.status_code == 200 and "The Swan" in page and "Ann &amp; Bob" in page
    assert client.get(url, HTTP_IF_NONE_MATCH=first["ETag"]).status_code == 304
    won(game)
    after = client.get(url, HTTP_IF_NONE_MATCH=first["ETag"])
    assert after.status_code == 200
    # The Swan's game won: the match stands 1-0 and counts, provisionally, in the table.
    page = after.content.decode()
    assert '<strong class="wall-score">1–0</strong>' in page
    assert _swan_row(page) != before and "</bdi>*" in _swan_row(page)


def test_the_season_page_leads_to_tonight(client, tonight):
    page = client.get(reverse("leagues-season", args=[SLUG])).content.decode()
    assert f'href="{reverse("leagues-tonight", args=[SLUG])}"' in page


def test_the_tv_view_reads_across_a_room(client, tonight):
    page = client.get(reverse("leagues-tonight-tv", args=[SLUG])).content.decode()
    assert 'class="tonight wall"' in page and "css/wall" in page


def test_the_card_is_offered_filled_in_when_the_last_game_ends(client, tonight):
    _, fixture, people = tonight
    games = [started(client, people, fixture, number=n) for n in range(1, 5)]
    for game in games[:3]:
        won(game)
    page = fixture_page(as_(client, people, "away_captain"), fixture)
    assert "Every game has ended" not in page
    won(games[3])
    assert "Every game has ended" in fixture_page(client, fixture)
    card = client.get(enter_url(fixture)).content.decode()
    home = str(games[0].result().scores["A"])
    assert [value_of(card, f"game-{n}-home_score") for n in range(1, 5)] == [home] * 4
    assert games[3].public_id in card
    assert "Every game has ended" not in fixture_page(as_(client, people, "player"), fixture)


def _swan_row(page: str) -> str:
    table = page.split('class="wall-table-standings')[1].split("</table>")[0]
    return next(row for row in table.split("<tr>") if "The Swan" in row)


@pytest.mark.django_db(transaction=True)
def test_both_captains_starting_game_one_at_once_make_one_game(league):
    """Two captains and a double tap at the same moment (on PostgreSQL, truly at once): the
    season's door takes them one after another, and the game made first is every one's."""
    season, fixture, people = league
    season.house_variant, season.house_options = "heckmondwike", {}
    with season.changing():
        season.save()
    url = start_url(fixture)
    statuses = storm(
        [
            (url, PAIRS, people["home_captain"]),
            (url, {**PAIRS, "home_pair": "Cy & Di"}, people["away_captain"]),
            (url, PAIRS, people["home_captain"]),
        ]
    )
    assert statuses == [302, 302, 302]
    assert FixtureGame.objects.count() == 1 and Game.objects.count() == 1


def test_a_card_sent_tonight_counts_in_place_of_its_games(client, tonight):
    """The cards' results are kept by the season's version: a card sent moves it on, and the
    table counts the card, not the match's games."""
    _, fixture, people = tonight
    started(client, people, fixture)
    client.logout()
    url = reverse("leagues-tonight", args=[SLUG])
    before = _swan_row(client.get(url).content.decode())
    lines = [CardLine(15, 3)] * 4
    fixture.send_card(people["home_captain"], lines)
    after = _swan_row(client.get(url).content.decode())
    assert after != before  # (kept by an older version, the card would not count)
