"""`manage.py importleague` on a hostile file: a message and status 2, never a traceback,
and nothing imported."""

import io
import json

import pytest
from django.core.management import call_command

from leagues.models import League, Season
from scoring.rules.names import UNWRITABLE_VALUE
from tests.conftest import EXAMPLES

pytestmark = pytest.mark.django_db
EXAMPLE = json.loads((EXAMPLES / "leagues" / "three-pubs.json").read_text())["league"]


def changed(**changes) -> str:
    return json.dumps({**EXAMPLE, **changes})


def with_game(game) -> str:
    matches = [dict(match) for match in EXAMPLE["matches"]]
    matches[0]["games"] = [game, *matches[0]["games"][1:]]
    return changed(matches=matches)


def with_cup(**cup) -> str:
    """A second format file of the example's teams, with one cup."""
    cup = {"name": "Cup", "level_rule": "aggregate", "draw_mode": "drawn", **cup}
    return changed(format="pegboard-league/2", cups=[cup])


UNWRITABLE = str(UNWRITABLE_VALUE)
HUGE = [[10**30, 3], [15, 3], [15, 3], [15, 3]]
HOSTILE = {
    "nested": ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    "digits": ('{"format": "pegboard-league/1", "x": ' + "9" * 5_000 + "}", "digits"),
    "not json": ("<html>a league?</html>", "not valid JSON"),
    "not utf-8": (b"\xff\xfe\x00bad".decode("latin-1"), "cannot read"),
    "huge score": (with_game([10**30, 3]), "match 1, game 1: A final score is at most 20000."),
    "huge target": (
        changed(rules={"target": 10**30}),
        "rules.target is a whole number from 1 to 2000.",
    ),
    "games not a list": (
        changed(matches=[{**EXAMPLE["matches"][0], "games": 7}]),
        "match 1: games must be a list",
    ),
    "a list for a team": (
        changed(matches=[{**EXAMPLE["matches"][0], "home": ["crown"]}]),
        "home and away must be team ids",
    ),
    "odd tie-breakers": (changed(rules={"tie_breakers": [{}]}), "rules.tie_breakers"),
    "control in a name": (
        changed(name="Calder\x1b[2JValley"),
        "The league's name (name): a name is one line, with no control characters.",
    ),
    "a team id off the address": (
        changed(teams=[{"id": "the crown", "name": "The Crown"}, *EXAMPLE["teams"][1:]]),
        "Team 1's id (id): letters, digits, - and _, at most 60 characters.",
    ),
    "a long season name": (changed(season="2026" * 11), "at most 40 characters"),
    # A second format file's cups (issue 35).
    "a cup's huge score": (
        with_cup(rounds=[{"ties": [{"home": "crown", "away": "swan", "games": HUGE}]}]),
        "cup 1, round 1, tie 1, game 1: A final score is at most 20000.",
    ),
    "an object for a cup's name": (
        with_cup(name={"$gt": ""}),
        "cup 1: name must be a non-empty string",
    ),
    "a cup of a thousand rounds": (
        with_cup(rounds=[{}] * 1000),
        "cup 1: rounds must be a list of at most 10",
    ),
    # Issue 47: JSON's "\ud800" reads as a lone surrogate, which no page or database can write.
    "a lone surrogate in a team's name": (
        changed(teams=[{"id": "crown", "name": "The \ud800Crown"}, *EXAMPLE["teams"][1:]]),
        f"The file's teams[0].name: {UNWRITABLE}.",
    ),
    "a lone surrogate in a date": (
        changed(matches=[{**EXAMPLE["matches"][0], "date": "\udfff"}]),
        f"The file's matches[0].date: {UNWRITABLE}.",
    ),
    "a lone surrogate in a key": (changed(**{"\ud800": 1}), f"A key of the file: {UNWRITABLE}."),
    "a direction override in the league's name": (
        changed(name="Calder \u202eValley"),
        f"The file's name: {UNWRITABLE}.",
    ),
    "an isolate in a cup's name": (with_cup(name="Cup\u2066"), "The file's cups[0].name"),
}


@pytest.mark.parametrize("name", HOSTILE)
def test_a_hostile_file_is_refused_with_a_message(tmp_path, name):
    text, message = HOSTILE[name]
    path = tmp_path / "league.json"
    path.write_text(text, encoding="latin-1" if name == "not utf-8" else "utf-8")
    out, err = io.StringIO(), io.StringIO()
    with pytest.raises(SystemExit) as exit:
        call_command("importleague", str(path), stdout=out, stderr=err)
    assert exit.value.code == 2
    assert message in err.getvalue() and "Traceback" not in err.getvalue()
    assert not League.objects.exists() and not Season.objects.exists()


def test_a_season_whose_address_another_has_is_numbered_not_refused(tmp_path):
    first, second = tmp_path / "first.json", tmp_path / "second.json"
    first.write_text(changed(name="Calder Valley", season="A 2026"))
    second.write_text(changed(name="Calder Valley A", season="2026"))  # the same address
    call_command("importleague", str(first), stdout=io.StringIO())
    out = io.StringIO()
    call_command("importleague", str(second), stdout=out)
    assert out.getvalue().splitlines()[-1] == "calder-valley-a-2026-2"
    assert sorted(Season.objects.values_list("slug", flat=True)) == [
        "calder-valley-a-2026",
        "calder-valley-a-2026-2",
    ]
