"""importleague and standings, as the spec describes them."""

import io
import json

import pytest
from django.core.management import call_command

from leagues.models import Fixture, MatchCard, Season, Team
from tests.conftest import EXAMPLES

pytestmark = pytest.mark.django_db
EXAMPLE = EXAMPLES / "leagues" / "three-pubs.json"


def run(command, *args):
    out, err = io.StringIO(), io.StringIO()
    try:
        call_command(command, *args, stdout=out, stderr=err)
        status = 0
    except SystemExit as exit:
        status = exit.code
    return status, out.getvalue(), err.getvalue()


def test_import_then_standings_give_the_examples_table():
    status, out, _ = run("importleague", str(EXAMPLE))
    slug = out.strip().splitlines()[-1]
    assert status == 0 and slug == "calder-valley-all-fours-league-2026-27"
    _, out, _ = run("standings", slug, "--format", "json")
    standings = json.loads(out)
    expect = json.loads(EXAMPLE.read_text())["expect"]["rows"]
    assert standings["format"] == "pegboard-standings/1" and standings["season"] == "2026-27"
    assert [{k: row[k] for k in expect[0]} for row in standings["rows"]] == expect
    assert standings["rows"][0]["name"] == "The Black Bull"


def test_importing_again_updates_the_same_season():
    run("importleague", str(EXAMPLE))
    run("importleague", str(EXAMPLE))
    assert (
        Season.objects.count() == 1 and Team.objects.count() == 3 and Fixture.objects.count() == 4
    )
    assert MatchCard.objects.count() == 3  # unchanged games make no new version


def test_a_changed_result_is_a_new_version_not_an_overwrite(tmp_path):
    run("importleague", str(EXAMPLE))
    data = json.loads(EXAMPLE.read_text())["league"]
    data["matches"][0]["games"][0] = [12, 15]
    changed = tmp_path / "changed.json"
    changed.write_text(json.dumps(data))
    run("importleague", str(changed))
    cards = MatchCard.objects.filter(
        fixture__home__code="crown", fixture__away__code="swan"
    ).order_by("version")
    assert [(c.version, c.status) for c in cards] == [(1, "superseded"), (2, "confirmed")]


def test_a_bad_file_exits_2_names_the_match_and_game_and_imports_nothing(tmp_path):
    data = json.loads(EXAMPLE.read_text())["league"]
    data["matches"][1]["games"][2] = [15, 15]
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps(data))
    status, _, err = run("importleague", str(bad))
    assert status == 2 and "match 2, game 3: 15-15 is not a finished game to 15" in err
    assert not Season.objects.exists() and not Team.objects.exists()


def test_standings_of_an_unknown_season():
    from django.core.management.base import CommandError

    with pytest.raises(CommandError):
        call_command("standings", "no-such-season", "--format", "json", stdout=io.StringIO())


def test_the_table_runs_a_bounded_number_of_queries_for_20_teams(
    big_season, django_assert_max_num_queries
):
    assert big_season.fixtures.count() == 380
    with django_assert_max_num_queries(5):
        table = big_season.table()
    assert sum(row.played for row in table.rows) == 760
