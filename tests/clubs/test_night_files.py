"""A night's results as CSV and JSON, for anyone: each side of each table of each round (its
players, points, result and where the result comes from: typed by the organiser, or the
table's game's own) and the standings, checked against the tables' games and typed versions
read here apart, and the standings worked out again from the CSV's own rows. The JSON is the
pegboard-club-night/1 of docs/record-format.md, whose example has its shape."""

import csv
import io
import json
import re
from collections import defaultdict
from pathlib import Path

import pytest

from clubs.models import ClubPlayer, ClubTable, Round
from clubs.models.results import type_result
from clubs.night_files import RESULT_COLUMNS, STANDING_COLUMNS
from tests.clubs.nights import a_club, a_night, people, win_for_side_a
from tests.clubs.wall_nights import draw_round, night_url, tables_of

pytestmark = pytest.mark.django_db
DOC = Path(__file__).resolve().parents[2] / "docs" / "record-format.md"


@pytest.fixture
def night(client):
    """Nine present, two rounds: in round 1 table 1's game won on its phone and table 2
    typed on paper; in round 2 table 1's game won and then corrected by the organiser, and
    table 2 still playing."""
    users = people()
    organiser = users["organiser"]
    night = draw_round(client, a_night(a_club(organiser), present=9), organiser)
    first, second = tables_of(night)
    win_for_side_a(first.game)
    assert type_result(second, organiser, [5, 9], 1, 0)[0].changed
    draw_round(client, night, organiser, 2)
    first = tables_of(night, 2)[0]
    win_for_side_a(first.game)
    assert type_result(first, organiser, [1, 1], None, 0)[0].changed  # a draw, corrected
    return night


def _csv(client, name, night) -> list[dict]:
    answer = client.get(night_url(name, night))
    assert answer.status_code == 200 and answer["Content-Type"].startswith("text/csv")
    assert "attachment" in answer["Content-Disposition"]
    return list(csv.DictReader(io.StringIO(answer.content.decode("utf-8-sig"))))


def _expected_results(night) -> list[dict]:
    """Each side of each table as the database says it, worked out here: the newest typed
    version, else the finished game's scores, else nothing yet."""
    names = dict(ClubPlayer.objects.values_list("pk", "name"))
    rows = []
    for table in ClubTable.objects.filter(round__night=night).order_by("round__number", "number"):
        typed = table.results.order_by("-version").first()
        result = table.game.result()
        if typed:
            points, winner, source = typed.points, typed.winner, "typed"
        elif result.finished:
            points = [result.scores[side["id"]] for side in table.game.sides]
            winner, source = points.index(max(points)), "game"
        else:
            points, winner, source = None, None, ""
        for index, side in enumerate(table.sides):
            outcome = "" if points is None else "drawn" if winner is None else "lost"
            rows.append(
                {
                    "round": str(table.round.number),
                    "table": str(table.number),
                    "side": "AB"[index],
                    "players": " & ".join(names[int(key)] for key in side),
                    "points": "" if points is None else str(points[index]),
                    "result": "won" if points is not None and winner == index else outcome,
                    "source": source,
                    "version": str(typed.version) if typed else "",
                }
            )
    return rows


def test_the_results_csv_is_each_side_of_each_table_as_the_tables_say(client, night):
    rows = _csv(client, "clubs-results-csv", night)
    assert list(rows[0]) == RESULT_COLUMNS
    assert rows == _expected_results(night)
    assert {row["source"] for row in rows} == {"game", "typed", ""}


def _standings_from(results: list[dict], night) -> dict:
    """The night's standings worked out again from the results CSV's rows and who sat out:
    each player takes their side's result; a round sat out is a won game with no points, once
    the round is played."""
    names = dict(ClubPlayer.objects.values_list("pk", "name"))
    tally = defaultdict(lambda: defaultdict(int))
    by_table = defaultdict(list)
    for row in results:
        if row["points"]:
            by_table[row["round"], row["table"]].append(row)
    for sides in by_table.values():
        total = sum(int(side["points"]) for side in sides)
        for side in sides:
            for player in side["players"].split(" & "):
                mine = tally[player]
                mine["played"] += 1
                mine[side["result"]] += 1
                mine["points for"] += int(side["points"])
                mine["points against"] += total - int(side["points"])
    # A round sat out counts once the round is played: every table of it has its result.
    unplayed = {int(row["round"]) for row in results if not row["points"]}
    for drawn in Round.objects.filter(night=night).exclude(number__in=unplayed):
        for key in drawn.sitting_out:
            mine = tally[names[int(key)]]
            mine["played"] += 1
            mine["won"] += 1
            mine["byes"] += 1
    columns = ["played", "won", "drawn", "lost", "points for", "points against", "byes"]
    return {name: tuple(counts[c] for c in columns) for name, counts in tally.items()}


def test_the_standings_csv_agrees_with_the_results_worked_out_again(client, night):
    results = _csv(client, "clubs-results-csv", night)
    standings = _csv(client, "clubs-standings-csv", night)
    assert list(standings[0]) == STANDING_COLUMNS
    columns = ["played", "won", "drawn", "lost", "points for", "points against", "byes"]
    found = {row["name"]: tuple(int(row[c]) for c in columns) for row in standings}
    assert found == _standings_from(results, night)
    # Ranked by games won, then the points difference, then the points for.
    order = [
        (-int(r["won"]), -(int(r["points for"]) - int(r["points against"])), -int(r["points for"]))
        for r in standings
    ]
    assert order == sorted(order)
    assert standings[0]["position"] == "1"


def test_the_json_says_what_the_csvs_say(client, night):
    answer = client.get(night_url("clubs-results-json", night))
    assert answer.status_code == 200 and answer["Content-Type"] == "application/json"
    record = answer.json()
    assert record["format"] == "pegboard-club-night/1" and record["night"] == night.pk
    flat = [
        (str(drawn["number"]), str(table["number"]), " & ".join(side["players"]), side["points"])
        for drawn in record["rounds"]
        for table in drawn["tables"]
        for side in table["sides"]
    ]
    expected = [
        (row["round"], row["table"], row["players"], int(row["points"]) if row["points"] else None)
        for row in _expected_results(night)
    ]
    assert flat == expected
    sources = [table["result"] for drawn in record["rounds"] for table in drawn["tables"]]
    assert sources == ["game", "typed", "typed", None]
    names = dict(ClubPlayer.objects.values_list("pk", "name"))
    out = [[names[int(key)] for key in drawn.sitting_out] for drawn in Round.objects.all()]
    assert [drawn["sitting_out"] for drawn in record["rounds"]] == out
    standings = {" & ".join(row["players"]): row for row in record["standings"]}
    for row in _csv(client, "clubs-standings-csv", night):
        assert standings[row["name"]]["won"] == int(row["won"])
        assert standings[row["name"]]["points_for"] == int(row["points for"])


def _documented_example() -> dict:
    text = DOC.read_text()
    section = text.split("## Club night files", 1)[1]
    block = re.search(r"```json\n(.*?)```", section, re.S)
    return json.loads(block[1])


def _shape(value):
    """The keys at every level (a list's by its first item), the values left out."""
    if isinstance(value, dict):
        return {key: _shape(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_shape(value[0])] if value and isinstance(value[0], dict | list) else []
    return None


def test_the_documented_example_has_the_shape_of_a_real_night(client, night):
    example = _documented_example()
    assert example["format"] == "pegboard-club-night/1"
    record = client.get(night_url("clubs-results-json", night)).json()
    assert _shape(example) == _shape(record)
    documented = set(
        re.findall(r"^\| `(\w+)` \|", DOC.read_text().split("## Club night files")[1], re.M)
    )
    assert _every_key(record) <= documented


def _every_key(value) -> set[str]:
    if isinstance(value, dict):
        return set(value) | set().union(*(_every_key(item) for item in value.values()))
    if isinstance(value, list):
        return set().union(set(), *(_every_key(item) for item in value))
    return set()


def test_a_formula_in_a_players_name_stays_text_in_the_csv(client, night):
    player = ClubPlayer.objects.get(name="Ann")
    with night.club.changing():
        player.name = "=HYPERLINK(1)"
        player.save()
    body = client.get(night_url("clubs-standings-csv", night)).content.decode("utf-8-sig")
    assert "'=HYPERLINK(1)" in body and ",=HYPERLINK" not in body


def test_a_pairs_night_names_each_pairs_two_players(client):
    users = people()
    organiser = users["organiser"]
    night = draw_round(client, a_night(a_club(organiser), 10, "swiss"), organiser)
    for table in tables_of(night):
        win_for_side_a(table.game)
    record = client.get(night_url("clubs-results-json", night)).json()
    pairs = {f"{p.first.name} & {p.second.name}" for p in night.pairs.all()}
    tables = record["rounds"][0]["tables"]
    assert len(tables) == 2 and record["night_format"] == "swiss"
    seated = {" & ".join(side["players"]) for table in tables for side in table["sides"]}
    assert len(seated) == 4 and seated <= pairs
    assert record["rounds"][0]["sitting_out"] == list(pairs - seated)  # the bye
    assert {" & ".join(row["players"]) for row in record["standings"]} == pairs
