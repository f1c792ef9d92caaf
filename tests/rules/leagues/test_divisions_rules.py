"""The divisions' pure rules (leagues/rules/divisions.py) and the league file's second format
(leagues/rules/league_file.py), without Django: each result counted in its division only, the
next season's likely name, and a /2 file read, or refused in its own words."""

import copy
import json

import pytest

from leagues.rules.divisions import DEFAULT_DIVISION, next_season_name, split_by_division
from leagues.rules.facts import LONGEST_DIVISION_NAME, MOST_MOVES
from leagues.rules.league_file import LeagueFileError, read_league_file
from leagues.rules.table import Adjustment, MatchResult
from tests.conftest import EXAMPLES

WORKED = json.loads((EXAMPLES / "leagues" / "two-divisions.json").read_text())["league"]


def test_a_result_counts_in_its_teams_division_and_a_cross_division_one_nowhere():
    division_of = {"a": 1, "b": 1, "c": 2, "d": 2}
    ab, cd, ac = MatchResult("a", "b"), MatchResult("c", "d"), MatchResult("a", "c")
    late = Adjustment("d", -2, "late card")
    assert split_by_division(division_of, [ab, cd, ac], [late]) == {
        1: ([ab], []),
        2: ([cd], [late]),
    }
    assert split_by_division({"a": 1}, [MatchResult("a", "zz")]) == {1: ([], [])}
    assert DEFAULT_DIVISION == "Premier"


@pytest.mark.parametrize(
    ("name", "next_name"),
    [
        ("2026-27", "2027-28"),
        ("2026/2027", "2027/2028"),
        ("1999-00", "2000-01"),
        ("2099-99", "2100-00"),
        (" 2026 ", "2027"),
        ("2026", "2027"),
        ("Winter 2026", ""),
        ("2026-7", ""),
    ],
)
def test_the_next_seasons_name_follows_the_years(name, next_name):
    assert next_season_name(name) == next_name


def refusals(change) -> list[str]:
    data = copy.deepcopy(WORKED)
    change(data)
    with pytest.raises(LeagueFileError) as refused:
        read_league_file(data)
    return [str(problem) for problem in refused.value.problems]


def test_a_second_format_file_gives_its_divisions_and_moves():
    data = read_league_file(WORKED)
    assert data.divisions == [
        ("Premier", ("crown", "swan", "bull", "duke")),
        ("First Division", ("fox", "goat", "hare", "ibis")),
    ]
    assert data.moves == 1 and list(data.teams)[4:6] == ["fox", "goat"]
    spaced = copy.deepcopy(WORKED)
    spaced["divisions"][0]["name"] = "  Premier  "
    del spaced["moves"]
    assert read_league_file(spaced).divisions[0][0] == "Premier"
    assert read_league_file(spaced).moves is None


def test_a_second_format_file_without_divisions_and_a_first_format_one_are_one_division():
    data = copy.deepcopy(WORKED)
    data["teams"] = [team for division in data.pop("divisions") for team in division["teams"]]
    data["matches"] = []
    assert read_league_file(data).divisions == []
    data["format"] = "pegboard-league/1"
    assert read_league_file(data).divisions == []


def test_a_first_format_file_with_divisions_is_refused_not_read_as_one_division():
    def first_format(data):
        data["format"] = "pegboard-league/1"
        data["teams"] = [team for division in data["divisions"] for team in division["teams"]]
        data["matches"] = []

    assert refusals(first_format) == ['divisions need the format "pegboard-league/2"']


@pytest.mark.parametrize("moves", [0, MOST_MOVES])
def test_the_moves_run_from_none_to_the_most(moves):
    data = copy.deepcopy(WORKED)
    data["moves"] = moves
    assert read_league_file(data).moves == moves


@pytest.mark.parametrize("moves", [-1, MOST_MOVES + 1, True, 1.5, "2"])
def test_other_moves_are_refused(moves):
    def change(data):
        data["moves"] = moves

    assert refusals(change) == [f"moves is a whole number from 0 to {MOST_MOVES}"]


def test_each_wrong_division_is_refused_in_its_own_words():
    def shapes(data):
        data["divisions"] = [5, {"name": "X"}, {"name": 5, "teams": []}, {"teams": [{}]}]
        data["divisions"].append({"name": "Y", "teams": []})  # a division without teams

    assert refusals(shapes)[:5] == [
        f"division {n}: give a name and a list of teams" for n in range(1, 6)
    ]

    def not_a_list(data):
        data["divisions"] = {}

    assert refusals(not_a_list)[0] == 'divisions must be a list of {"name", "teams"}'
    for not_divisions in ([], "Premier", {"name": "Premier", "teams": []}):
        said = refusals(lambda data, wrong=not_divisions: data.update(divisions=wrong))
        assert said[0] == 'divisions must be a list of {"name", "teams"}'

    def long_and_twice(data):
        data["divisions"][0]["name"] = "P" * (LONGEST_DIVISION_NAME + 1)
        data["divisions"].append({"name": " first division ", "teams": [{"id": "x", "name": "X"}]})

    said = refusals(long_and_twice)
    assert said[0] == (
        f"Division 1's name (name): a name is at most {LONGEST_DIVISION_NAME} characters."
    )
    assert 'division 3: "first division" is listed twice' in said


def test_a_match_across_divisions_and_a_team_in_two_are_refused():
    def across(data):
        data["matches"].append({"home": "crown", "away": "goat"})

    assert refusals(across) == ["match 8: crown and goat are in different divisions"]

    def twice(data):
        data["divisions"][1]["teams"][0]["id"] = "crown"
        data["matches"] = []

    assert refusals(twice) == ['team 5: id "crown" is listed twice']


def test_another_format_names_both():
    def other(data):
        data["format"] = "pegboard-league/3"

    assert refusals(other)[0] == 'format must be "pegboard-league/2" (or "pegboard-league/1")'
