"""The worked example tests/data/leagues/cup-of-eleven.json, played through the site's models:
eleven teams drawn with their byes, every tie carded, each level match decided as the league's
rule says (by the aggregate, by an extra game), the bracket's rounds made one by one, the
winner; and the league's table left as it was."""

import datetime
import json

import pytest
from django.contrib.auth.models import User

from leagues.models import CardLine, Cup
from tests.conftest import EXAMPLES
from tests.doors import new_league, new_season

pytestmark = pytest.mark.django_db
EXAMPLE = json.loads((EXAMPLES / "leagues" / "cup-of-eleven.json").read_text())


def card_of(result: dict) -> tuple[list[CardLine], str]:
    games = [CardLine(home, away) for home, away in result.get("games", [])]
    if "extra" in result:
        games.append(CardLine(*result["extra"]))
    return games, result.get("walkover_to", "")


def test_the_cup_of_eleven_is_played_as_the_example_says():
    data, expect = EXAMPLE["cup"], EXAMPLE["expect"]
    secretary = User.objects.create_user("secretary")
    league = new_league("Calder Valley", secretary=secretary)
    season = new_season(league, name="2026-27", slug="cv", **data["rules"])
    with season.changing():
        for team in data["teams"]:
            season.teams.create(code=team["id"], name=team["name"])
    _, cup = Cup.start(season, secretary, data["name"], data["level_rule"], data["draw_mode"])
    codes = [team["id"] for team in data["teams"]]
    day = datetime.date.fromisoformat
    assert cup.make_draw(secretary, codes, data["seed"], day(data["rounds"][0]["date"])).changed
    for number, (played, expected) in enumerate(
        zip(data["rounds"], expect["rounds"], strict=True), start=1
    ):
        made = cup.rounds.get(number=number)
        assert [list(pair) for pair in made.draw] == expected["pairs"], number
        ties = {tie.home.code: tie for tie in cup.ties().filter(cup_round=made)}
        assert set(ties) == set(played["ties"]), number  # a bye is never a match
        assert {str(tie.date) for tie in ties.values()} == {played["date"]}
        for home, result in played["ties"].items():
            lines, walkover = card_of(result)
            outcome, _ = ties[home].send_card(secretary, lines, walkover)
            assert outcome.changed, (number, home)
        shown = Cup.objects.get(pk=cup.pk).bracket().rounds[number - 1]
        assert str(shown.name) == expected["name"]
        won = {
            tie.home.code: [tie.winner.code, tie.decision.by] for tie in shown.ties if tie.fixture
        }
        assert won == expected["won"], number
        if number < len(data["rounds"]):
            following = day(data["rounds"][number]["date"])
            assert Cup.objects.get(pk=cup.pk).draw_next(secretary, number, 1, following).changed
    bracket = Cup.objects.get(pk=cup.pk).bracket()
    assert bracket.winner.code == expect["winner"] and not bracket.next_open
    assert Cup.objects.get(pk=cup.pk).as_standing()["winner"] == expect["winner"]
    assert all(row.played == 0 for row in season.table().rows)  # the league's table: untouched


def test_standings_prints_every_cups_rounds_and_winner(league):
    """`manage.py standings SLUG --format json`: the season's cups beside its table, a round
    drawn with its byes and ties, the rounds to come without ties, no winner yet."""
    import io

    from django.core.management import call_command

    from tests.leagues.cards import SLUG
    from tests.leagues.cups import LEVEL, drawn_cup

    season, _, people = league
    out = io.StringIO()
    call_command("standings", SLUG, "--format", "json", stdout=out)
    assert "cups" not in json.loads(out.getvalue())  # without a cup: as it always was
    _, tie = drawn_cup(season, people)
    tie.send_card(people["secretary"], [*LEVEL, CardLine(9, 15)])
    out = io.StringIO()
    call_command("standings", SLUG, "--format", "json", stdout=out)
    printed = json.loads(out.getvalue())
    assert printed["format"] == "pegboard-standings/1" and len(printed["rows"]) == 3
    (cup,) = printed["cups"]
    assert cup["name"] == "Challenge Cup" and cup["winner"] is None
    first, final = cup["rounds"]
    assert (first["name"], first["date"], final["name"], final["ties"]) == (
        "Semi-finals",
        "2026-11-04",
        "Final",
        [],
    )
    assert {"home": "bull", "away": None, "games": [], "extra": None, "winner": "bull",
            "decided_by": "bye"} in first["ties"]  # fmt: skip
    played = next(t for t in first["ties"] if t["away"])
    assert played == {
        "home": "swan",
        "away": "crown",
        "games": [[15, 10], [10, 15], [15, 12], [12, 15]],
        "extra": [9, 15],
        "winner": "crown",
        "decided_by": "extra_game",
    }
