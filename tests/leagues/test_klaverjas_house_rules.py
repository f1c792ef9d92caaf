"""A league may play its pair games to Dutch Klaverjas (issue 34): a boom of 16 deals (the
season's target is then not the game's) or to 1500; the secretary's page and a league file
set it, and a phone game of it fills a card, checked against it."""

import uuid

import pytest

from leagues.importing import import_league
from leagues.models import Season
from leagues.models.house_rules import house_rules_problem, house_start_query
from leagues.rules import LeagueRules, check_card
from leagues.rules.house import Finish, game_finish, house_record, least_game_total
from leagues.rules.league_file import LeagueFileError, read_league_file
from scoring.models import Game
from tests.leagues import house_rules
from tests.leagues.cards import as_, enter_url, games_posted
from tests.leagues.house_rules import (
    FIXTURE,
    SIDES,
    no_cards_yet,
    secretary_sets,
    sent_with_phone_game,
)

FOUR = LeagueRules(target=1500)


def house(options=None, target=15) -> Season:
    return house_rules.house("bela:klaverjas", options, target)


def test_how_a_game_of_each_house_game_is_finished():
    assert game_finish("", {}) == game_finish("trinidad", {}) == Finish.TARGET
    assert game_finish("bela:croatian", {}) == Finish.HIGHER
    assert game_finish("bela:klaverjas", {}) == Finish.BOOM  # the variant's default end
    assert game_finish("bela:klaverjas", {"end": "points"}) == Finish.HIGHER


def test_a_boom_is_not_played_to_the_seasons_target():
    assert "target" not in house_record("bela:klaverjas", {}, 15)["options"]
    assert house_record("bela:klaverjas", {"end": "points"}, 1500)["options"]["target"] == 1500


def test_a_boom_game_is_checked_against_the_leagues_klaverjas_but_not_its_target():
    played = Game(game="bela", variant="klaverjas", sides=SIDES, options={"target": 1500})
    assert house_rules_problem(house(), played) is None
    other = Game(game="bela", variant="klaverjas", sides=SIDES, options={"deals": 8})
    assert house_rules_problem(house(), other) == (
        "This game was scored with deals in a boom: 8 (the league: 16): the league plays "
        "Klaverjas (Dutch, four-handed) to 16 deals."
    )
    croatian = Game(game="bela", variant="croatian", sides=SIDES)
    assert house_rules_problem(house(), croatian).startswith(
        "This game was scored as Croatian Bela (four-handed); the league plays Klaverjas"
    )


def test_a_game_to_1500_must_be_played_to_the_seasons_target():
    league = house({"end": "points"}, target=1500)
    to_1000 = Game(
        game="bela", variant="klaverjas", sides=SIDES, options={"end": "points", "target": 1000}
    )
    assert house_rules_problem(league, to_1000) == (
        "This game was scored with points to win: 1000 (the league: 1500): the league plays "
        "Klaverjas (Dutch, four-handed) to 1500."
    )


def test_the_fixture_page_starts_a_boom_without_a_target():
    boom = house_start_query(house({"four_of_a_kind": "faces"}), FIXTURE)
    assert "variant=bela%3Aklaverjas" in boom and "option_four_of_a_kind=faces" in boom
    assert "target=" not in boom
    assert "target=1500" in house_start_query(house({"end": "points"}, 1500), FIXTURE)


def test_a_card_game_is_finished_as_its_house_game_finishes():
    def said(games, finish):
        return [str(problem.said) for problem in check_card(games, FOUR, finish)]

    boom = [[2543, 1877], [1500, 3000], [0, 2], [1, 0]]
    assert said(boom, Finish.BOOM) == []
    assert said([[2000, 2000], *boom[1:]], Finish.BOOM) == [
        "2000-2000 is a drawn boom: a card needs a winner in each game."
    ]
    to_1500 = [[1523, 1610], [1502, 790], [1500, 0], [1499, 1500]]
    assert said(to_1500, Finish.HIGHER) == []
    assert said([[1600, 1600], [1499, 12], *to_1500[2:]], Finish.HIGHER) == [
        "1600-1600 is not a finished game to 1500: the winner is at or past the target with "
        "the higher score.",
        "1499-12 is not a finished game to 1500: the winner is at or past the target with "
        "the higher score.",
    ]
    # All Fours stops at the target: both past it is no game of it.
    assert said(to_1500, Finish.TARGET)[0].startswith("1523-1610 is not a finished game")


def league_file(**house_rules) -> dict:
    return {
        "format": "pegboard-league/1",
        "name": "Rotterdam Klaverjasbond",
        "season": "2026-27",
        "rules": {"target": 1500},
        "house_rules": house_rules,
        "teams": [{"id": "anker", "name": "Het Anker"}, {"id": "zwaan", "name": "De Zwaan"}],
        "matches": [{"home": "anker", "away": "zwaan", "games": [[2543, 1877], [1900, 2210]] * 2}],
    }


def test_a_league_file_sets_klaverjas_and_its_boom_scores_go_on_the_card():
    read = read_league_file(league_file(variant="bela:klaverjas", options={"deals": 16}))
    assert (read.house_variant, read.house_options) == ("bela:klaverjas", {"deals": 16})
    with pytest.raises(LeagueFileError) as refused:
        read_league_file(league_file())  # no house rules: All Fours to 1500
    assert "exactly one side reaches the target" in str(refused.value)
    short = league_file(variant="bela:klaverjas", options={"deals": 16})
    short["matches"][0]["games"][1] = [1001, 756]  # no boom of 16 deals: under 2,592
    with pytest.raises(LeagueFileError) as refused:
        read_league_file(short)
    assert "1001-756 cannot be the final scores of a boom" in str(refused.value)


def test_a_league_files_house_rules_are_refused_in_words():
    def problems(**house_rules):
        with pytest.raises(LeagueFileError) as refused:
            read_league_file(league_file(**house_rules))
        return [str(problem) for problem in refused.value.problems]

    assert problems(variant="bela:skat")[:1] == [
        "house_rules.variant is one of trinidad, tobago, yorkshire, heckmondwike, lancashire, "
        "cotton, running, american, sevenup, pitch, bela:croatian, bela:klaverjas"
    ]
    assert problems(variant="bela:klaverjas", options={"pit_bonus": 1000})[:1] == [
        "the house rules, roem for pit: must be at most 500, got 1000"
    ]
    assert problems(variant="bela:klaverjas", options=[])[:1] == [
        "house_rules.options must be an object"
    ]


@pytest.mark.django_db
def test_importing_the_file_gives_the_season_its_house_rules():
    data = read_league_file(league_file(variant="bela:klaverjas", options={"end": "boom"}))
    season = import_league(data)
    assert (season.house_variant, season.house_options) == ("bela:klaverjas", {"end": "boom"})
    assert season.finish == Finish.BOOM and season.pair_game == "bela"
    assert [len(card.games.all()) for card in season.fixtures.get().cards.all()] == [4]


@pytest.mark.django_db
def test_the_secretary_sets_klaverjas_with_its_options(client, league):
    _season, _fixture, people = league
    offered = ("end", "deals", "four_of_a_kind", "pit_bonus", "double_roem", "kraak_scoring")
    posted = {"four_of_a_kind": "faces", "kraak_scoring": "each"}
    secretary_sets(client, people, "bela:klaverjas", offered, posted, posted, checked="faces")


def boom_game(owner) -> Game:
    """A Klaverjas boom of 16 deals, the Swan pair making 100 against 62 each time."""
    game = Game.objects.create(game="bela", variant="klaverjas", owner=owner, sides=SIDES)
    for _ in range(16):
        game.add_hand({"maker": "A", "card_points": {"A": 100, "B": 62}}, uuid.uuid4())
    return game


@pytest.mark.django_db
def test_a_klaverjas_boom_on_a_phone_fills_a_card_of_a_klaverjas_league(client, league):
    season, fixture, people = league
    no_cards_yet(season)
    season.set_house_rules("bela:klaverjas", {})
    game = boom_game(people["home_captain"])
    page = as_(client, people, "home_captain").get(enter_url(fixture)).content.decode()
    assert "Swan pair v Crown pair (1600–992" in page
    # The other games are booms of 16 deals too: at least 16 × 162 between the two teams.
    booms = {"game-2-home_score": 1500, "game-2-away_score": 1100, "game-3-home_score": 1300}
    booms |= {"game-3-away_score": 1402, "game-4-home_score": 2000, "game-4-away_score": 900}
    first = sent_with_phone_game(client, people, fixture, game, **booms)
    assert (first.home_score, first.away_score, first.game) == (1600, 992, game)


def test_a_boom_card_refuses_scores_no_boom_of_its_deals_can_give():
    """Every deal of a boom gives out its 162 card points (K13, the rules core's
    least_boom_total): a card's boom adds up to at least 16 × 162 = 2,592, or 8 × 162 in a
    boom of 8 deals; a game to 1500 has no such floor."""
    assert least_game_total("bela:klaverjas", {}) == 2592
    assert least_game_total("bela:klaverjas", {"deals": 8}) == 1296
    assert least_game_total("bela:klaverjas", {"end": "points"}) == 0
    assert least_game_total("bela:croatian", {}) == least_game_total("trinidad", {}) == 0
    boom = [(1600, 992), (1001, 756), (1300, 1291), (2592, 0)]
    problems = check_card(boom, FOUR, Finish.BOOM, least_total=2592)
    refusal = (
        "{}-{} cannot be the final scores of a boom: every deal gives out its 162 card points, "
        "so the two scores add up to at least 2592."
    )
    assert [(problem.number, str(problem.said)) for problem in problems] == [
        (2, refusal.format(1001, 756)),
        (3, refusal.format(1300, 1291)),  # one short
    ]
    assert check_card(boom[:1] * 4, FOUR, Finish.BOOM, least_total=2592) == []


def test_the_card_page_refuses_a_boom_no_16_deals_could_give(client, league):
    """The card of a Klaverjas league: 1001-756 (two games to 1001 of Croatian Bela, typed in
    by mistake) is refused under game 1's scores, in the captains' words, the entries kept."""
    season, fixture, people = league
    no_cards_yet(season)
    season.set_house_rules("bela:klaverjas", {})
    as_(client, people, "home_captain")
    card = {"game-1-home_score": 1001, "game-1-away_score": 756, "game-2-home_score": 1500}
    card |= {"game-2-away_score": 1100, "game-3-home_score": 1300, "game-3-away_score": 1402}
    card |= {"game-4-home_score": 2000, "game-4-away_score": 900}
    posted = {"replaces": 0, **games_posted(), **card}
    page = client.post(enter_url(fixture), posted, headers={"Accept-Language": "nl"})
    assert page.status_code == 200 and not fixture.cards.exists()
    html = page.content.decode()
    assert "Partij 1: 1001-756 kan niet de eindstand van een boom zijn" in html
    assert 'name="game-1-home_score" value="1001"' in html
