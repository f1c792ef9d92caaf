"""Reading a league file (docs/record-format.md, "League files"; leagues/rules/league_file.py):
what a good file gives, and every refusal, each said where the file has it, all at once."""

import copy
import datetime
import json

import pytest

from leagues.rules.facts import (
    LONGEST_LEAGUE_NAME,
    LONGEST_SEASON_NAME,
    LONGEST_TEAM_ID,
    LONGEST_TEAM_NAME,
    RULE_BOUNDS,
    LeagueRules,
)
from leagues.rules.league_file import LeagueFileError, read_league_file
from tests.conftest import EXAMPLES

EXAMPLE = json.loads((EXAMPLES / "leagues" / "three-pubs.json").read_text())["league"]
FINE = [[15, 3], [15, 4], [3, 15], [15, 9]]


def a_file(**changes) -> dict:
    data = copy.deepcopy(EXAMPLE)
    data.update(changes)
    return data


def refusals(data) -> list[str]:
    with pytest.raises(LeagueFileError) as refused:
        read_league_file(data)
    return [str(problem) for problem in refused.value.problems]


def test_the_worked_example_reads_whole():
    read = read_league_file(EXAMPLE)
    assert (read.name, read.season) == ("Calder Valley All Fours League", "2026-27")
    assert read.rules == LeagueRules(target=15, games_per_match=4, game_win_points=2)
    assert read.teams == {"crown": "The Crown", "swan": "The Swan", "bull": "The Black Bull"}
    assert list(read.teams) == ["crown", "swan", "bull"]  # in the file's order
    first = read.matches[0]
    assert (first.home, first.away, first.date) == ("crown", "swan", datetime.date(2026, 9, 3))
    assert first.games == ((15, 12), (9, 15), (15, 14), (15, 7))
    assert (read.house_variant, read.house_options) == ("", {})


def test_names_are_kept_without_the_spaces_around_them():
    read = read_league_file(a_file(name="  Calder  ", season=" 2026-27 "))
    assert (read.name, read.season) == ("Calder", "2026-27")


def test_a_file_that_is_not_an_object_is_refused_at_once():
    for data in ([], "league", 5, None):
        assert refusals(data) == ["a league file is a JSON object"]


def test_the_format_is_named():
    assert refusals(a_file(format="pegboard-league/0"))[0].startswith("format must be")
    assert refusals({**a_file(), "format": None})[0].startswith("format must be")


@pytest.mark.parametrize("key", ["name", "season"])
@pytest.mark.parametrize("value", [None, "", "   ", 5])
def test_a_name_and_a_season_are_needed(key, value):
    assert refusals(a_file(**{key: value})) == [f"{key} must be a non-empty string"]


@pytest.mark.parametrize(
    ("key", "longest", "whose"),
    [
        ("name", LONGEST_LEAGUE_NAME, "The league's name"),
        ("season", LONGEST_SEASON_NAME, "The season's name"),
    ],
)
def test_a_name_or_season_too_long_or_of_two_lines_is_refused(key, longest, whose):
    read_league_file(a_file(**{key: "x" * longest}))  # the longest is kept
    assert refusals(a_file(**{key: "x" * (longest + 1)})) == [
        f"{whose} ({key}): a name is at most {longest} characters."
    ]
    assert refusals(a_file(**{key: "Calder\nValley"})) == [
        f"{whose} ({key}): a name is one line, with no control characters."
    ]


def test_rules_are_an_object_of_known_rules():
    assert refusals(a_file(rules=[])) == ["rules must be an object"]
    assert refusals(a_file(rules={"target": 15, "zeta": 1, "alpha": 2})) == [
        "unknown rules: alpha, zeta"
    ]
    assert read_league_file(a_file(rules={})).rules == LeagueRules()
    without = a_file()
    del without["rules"]
    assert read_league_file(without).rules == LeagueRules()


@pytest.mark.parametrize("rule", list(RULE_BOUNDS))
def test_each_number_rule_is_a_whole_number_within_its_bounds(rule):
    least, most = RULE_BOUNDS[rule]
    said = f"rules.{rule} is a whole number from {least} to {most}."
    for wrong in (least - 1, most + 1, True, 2.0, "3", None):
        data = a_file(rules={rule: wrong}, matches=[])
        assert refusals(data) == [said], wrong
    for right in (least, most):
        assert (
            getattr(read_league_file(a_file(rules={rule: right}, matches=[])).rules, rule) == right
        )


def test_the_aggregate_tie_is_one_of_the_named_ways():
    for tie in ("split", "none", "more_games"):
        assert read_league_file(a_file(rules={"aggregate_tie": tie})).rules.aggregate_tie == tie
    assert refusals(a_file(rules={"aggregate_tie": "toss"})) == [
        "rules.aggregate_tie is one of split, none, more_games"
    ]


def test_the_tie_breakers_are_a_list_from_the_known_ones():
    chosen = ["head_to_head", "points_for"]
    assert read_league_file(a_file(rules={"tie_breakers": chosen})).rules.tie_breakers == tuple(
        chosen
    )
    assert read_league_file(a_file(rules={"tie_breakers": []})).rules.tie_breakers == ()
    said = (
        "rules.tie_breakers is a list from games_won, points_difference, points_for, head_to_head"
    )
    assert refusals(a_file(rules={"tie_breakers": ["coin"]})) == [said]
    assert refusals(a_file(rules={"tie_breakers": "games_won"})) == [said]


def test_house_rules_are_optional_and_checked():
    assert read_league_file(a_file(house_rules=None)).house_variant == ""
    said = 'house_rules is an object with "variant" and "options"'
    assert refusals(a_file(house_rules=[])) == [said]
    assert refusals(a_file(house_rules={"variant": "trinidad", "more": 1})) == [said]
    read = read_league_file(a_file(house_rules={"variant": "trinidad"}))
    assert (read.house_variant, read.house_options) == ("trinidad", {})
    assert refusals(a_file(house_rules={"variant": "skat"}))[0].startswith(
        "house_rules.variant is one of trinidad"
    )
    # An unknown Bela variant too, in words, and the file's cards are then read as All Fours.
    (unknown,) = refusals(a_file(house_rules={"variant": "bela:skat"}))
    assert unknown.startswith("house_rules.variant is one of trinidad")


def test_a_klaverjas_boom_league_takes_cards_of_any_higher_total():
    boom = {"variant": "bela:klaverjas", "options": {"end": "boom"}}
    games = [[1700, 900], [1000, 1600], [2500, 100], [300, 2300]]  # 162 a deal at least
    data = a_file(house_rules=boom, matches=[{"home": "crown", "away": "swan", "games": games}])
    read = read_league_file(data)
    assert read.house_variant == "bela:klaverjas" and read.matches[0].games[0] == (1700, 900)
    assert read.house_options == {"end": "boom"}
    # The same card is no All Fours card: exactly one side reaches the target there.
    assert refusals({**data, "house_rules": None})[0].startswith("match 1, game 1: 1700-900")


@pytest.mark.parametrize("teams", [None, "crown", [], {}])
def test_teams_are_a_list_of_ids_and_names(teams):
    found = refusals(a_file(teams=teams, matches=[]))
    assert found == ['teams must be a list of {"id", "name"}']


def test_each_team_is_checked_and_named_by_its_place():
    teams = [
        {"id": "crown", "name": "The Crown"},
        "swan",
        {"id": 5, "name": "Five"},
        {"id": "bull"},
        {"id": "the bull", "name": "The Bull"},
        {"id": "x" * (LONGEST_TEAM_ID + 1), "name": "Long"},
        {"id": "crown", "name": "Crown again"},
        {"id": "lion", "name": "x" * (LONGEST_TEAM_NAME + 1)},
        {"id": "y" * LONGEST_TEAM_ID, "name": "y" * LONGEST_TEAM_NAME},
    ]
    assert refusals(a_file(teams=teams, matches=[])) == [
        "team 2: give an id and a name",
        "team 3: give an id and a name",
        "team 4: give an id and a name",
        f"Team 5's id (id): letters, digits, - and _, at most {LONGEST_TEAM_ID} characters.",
        f"Team 6's id (id): letters, digits, - and _, at most {LONGEST_TEAM_ID} characters.",
        'team 7: id "crown" is listed twice',
        f"Team 8's name (name): a name is at most {LONGEST_TEAM_NAME} characters.",
    ]


def test_matches_are_a_list_of_objects_between_two_teams_of_the_file():
    assert refusals(a_file(matches={})) == ["matches must be a list"]
    matches = [
        5,
        {"home": "crown"},
        {"home": "crown", "away": "lion"},
        {"home": 1, "away": "swan"},
        {"home": "crown", "away": "crown"},
        {"home": "crown", "away": "swan"},
        {"home": "swan", "away": "crown"},  # the return match: fine
        {"home": "crown", "away": "swan"},
    ]
    assert refusals(a_file(matches=matches)) == [
        "match 1: a match is an object",
        "match 2: home and away must be team ids of this file",
        "match 3: home and away must be team ids of this file",
        "match 4: home and away must be team ids of this file",
        "match 5: a team cannot play itself",
        "match 8: crown are at home to swan twice",
    ]


def test_a_match_may_leave_out_its_date_and_its_games():
    read = read_league_file(a_file(matches=[{"home": "crown", "away": "swan"}]))
    assert read.matches[0].date is None and read.matches[0].games == ()
    read = read_league_file(a_file(matches=[{"home": "crown", "away": "swan", "date": None}]))
    assert read.matches[0].date is None
    assert read_league_file(a_file(matches=[])).matches == []
    without = a_file()
    del without["matches"]
    assert read_league_file(without).matches == []


def test_a_date_is_an_iso_date_and_games_a_list():
    matches = [
        {"home": "crown", "away": "swan", "date": "3 September 2026"},
        {"home": "swan", "away": "bull", "date": 20260903},
        {"home": "bull", "away": "crown", "games": "15-3"},
    ]
    assert refusals(a_file(matches=matches)) == [
        "match 1: date must be YYYY-MM-DD",
        "match 2: date must be YYYY-MM-DD",
        "match 3: games must be a list",
    ]


def test_a_cards_problems_are_said_with_their_match_and_game():
    matches = [
        {"home": "crown", "away": "swan", "games": FINE},
        {"home": "swan", "away": "bull", "games": FINE[:3]},
        {"home": "bull", "away": "crown", "games": [[15, 3], [15, 15], [3, 15], [15, 9]]},
    ]
    assert refusals(a_file(matches=matches)) == [
        "match 2: A match has 4 games, not 3.",
        "match 3, game 2: 15-15 is not a finished game to 15: exactly one side reaches the target.",
    ]


def test_every_problem_is_said_at_once_and_the_error_says_them_all():
    data = a_file(name="", rules={"target": 0}, teams=[{"id": "a"}], matches=5)
    with pytest.raises(LeagueFileError) as refused:
        read_league_file(data)
    found = [str(problem) for problem in refused.value.problems]
    assert len(found) == 4
    assert str(refused.value) == "; ".join(found)


def test_every_wrong_rule_and_every_wrong_match_is_refused_not_only_the_first():
    said = refusals(a_file(rules={key: -1 for key in RULE_BOUNDS}))
    assert [text.split(" is ")[0] for text in said] == [f"rules.{key}" for key in RULE_BOUNDS]
    matches = [
        {"home": "crown", "away": "swan", "games": "15-3 15-4"},
        {"home": ["crown"], "away": "swan"},  # a list is no team id
        {"home": "crown", "away": "nobody"},
    ]
    assert refusals(a_file(matches=matches)) == [
        "match 1: games must be a list",
        "match 2: home and away must be team ids of this file",
        "match 3: home and away must be team ids of this file",
    ]


def test_a_league_of_two_teams_plays_its_one_pairing():
    two = EXAMPLE["teams"][:2]
    match = {"home": "crown", "away": "swan", "games": FINE}
    read = read_league_file(a_file(teams=two, matches=[match]))
    assert [(m.home, m.away) for m in read.matches] == [("crown", "swan")]


def test_a_refusal_in_plain_words_is_a_mistake_of_the_code_not_the_file():
    """Every refusal is said, so the page puts it in its language (docs/i18n.md)."""
    with pytest.raises(TypeError, match=r"^a league file's problem is said with said\(\.\.\.\)$"):
        LeagueFileError(["rules must be an object"])
