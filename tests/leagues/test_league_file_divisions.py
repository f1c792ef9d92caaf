"""The league file's second format (issue 35): pegboard-league/2 carries divisions and the
league's number up and down; a /1 file still imports as one division; standings prints every
division's table and who would move; the worked example of two divisions with a tie on the
promotion line gives its tables and its next season."""

import copy
import io
import json

import pytest
from django.core.management import call_command

from leagues.models import Season
from leagues.rules.league_file import LeagueFileError, read_league_file
from tests.conftest import EXAMPLES

EXAMPLE = EXAMPLES / "leagues" / "two-divisions.json"
WORKED = json.loads(EXAMPLE.read_text())
SLUG = "calder-valley-all-fours-league-2026-27"


def run(command, *args) -> str:
    out = io.StringIO()
    call_command(command, *args, stdout=out, stderr=io.StringIO())
    return out.getvalue()


def test_a_second_format_file_is_read_with_its_divisions():
    data = read_league_file(WORKED["league"])
    assert [(name, codes) for name, codes in data.divisions] == [
        ("Premier", ("crown", "swan", "bull", "duke")),
        ("First Division", ("fox", "goat", "hare", "ibis")),
    ]
    assert data.moves == 1 and len(data.teams) == 8


def refused(change) -> list[str]:
    league = copy.deepcopy(WORKED["league"])
    change(league)
    with pytest.raises(LeagueFileError) as refusal:
        read_league_file(league)
    return [str(problem) for problem in refusal.value.problems]


def test_a_second_format_file_is_refused_what_divisions_cannot_hold():
    def named_twice(league):
        league["divisions"][1]["name"] = "premier"

    def team_twice(league):
        league["divisions"][1]["teams"][0]["id"] = "crown"

    def across(league):
        league["matches"].append({"home": "crown", "away": "goat"})

    def moves(league):
        league["moves"] = -1

    assert 'division 2: "premier" is listed twice' in refused(named_twice)
    assert 'team 5: id "crown" is listed twice' in refused(team_twice)
    assert refused(across) == ["match 8: crown and goat are in different divisions"]
    assert refused(moves) == ["moves is a whole number from 0 to 99"]


@pytest.mark.django_db
def test_the_worked_example_gives_each_divisions_table_and_who_moves():
    assert run("importleague", str(EXAMPLE)).splitlines()[-1] == SLUG
    season = Season.objects.get(slug=SLUG)
    assert season.league.moves == 1
    assert [d.shown_name for d in season.divisions.all()] == ["Premier", "First Division"]
    assert json.loads(run("standings", SLUG, "--format", "json")) == WORKED["expect"]["standings"]
    following = Season.objects.get(slug=run("nextseason", SLUG, "2027-28").splitlines()[-1])
    assert {
        division.file_name: sorted(division.teams.values_list("code", flat=True))
        for division in following.divisions.all()
    } == WORKED["expect"]["next_season"]


@pytest.mark.django_db
def test_importing_the_example_again_changes_nothing():
    run("importleague", str(EXAMPLE))
    run("importleague", str(EXAMPLE))
    season = Season.objects.get(slug=SLUG)
    assert season.divisions.count() == 2 and season.teams.count() == 8
    assert json.loads(run("standings", SLUG, "--format", "json")) == WORKED["expect"]["standings"]


@pytest.mark.django_db
def test_a_first_format_file_still_imports_as_one_division():
    run("importleague", str(EXAMPLES / "leagues" / "three-pubs.json"))
    season = Season.objects.get(slug=SLUG)
    assert [d.shown_name for d in season.divisions.all()] == ["Premier"]
    assert json.loads(run("standings", SLUG, "--format", "json"))["format"] == (
        "pegboard-standings/1"
    )
