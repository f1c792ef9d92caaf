"""Building records in tests: a hand list in, a scored result (or the problems) out."""

import importlib.util
import re
from typing import Any

from scoring.rules import RecordError, score_record

# Named sides for a record's "sides", as the rule-lines tables (test_*_lines.py) give them.
TWO = [{"id": "A", "name": "Ann"}, {"id": "B", "name": "Bob"}]
THREE = [*TWO, {"id": "C", "name": "Cy"}]
TEAMS = [{"id": "A", "name": "Us"}, {"id": "B", "name": "Them"}]
PUBS = [{"id": "A", "name": "Red Lion"}, {"id": "B", "name": "Crown"}]


def record(
    variant: str, hands: list, *, sides=("A", "B"), start=None, options=None, game="allfours"
):
    data = {
        "format": "pegboard-record/1",
        "game": game,
        "variant": variant,
        "sides": list(sides),
        "hands": hands,
    }
    if start is not None:
        data["start"] = start
    if options is not None:
        data["options"] = options
    return data


def score(variant: str, hands: list, **kwargs) -> dict:
    return score_record(record(variant, hands, **kwargs)).to_json()


def problems(variant: str, hands: list, **kwargs) -> list:
    try:
        score_record(record(variant, hands, **kwargs))
    except RecordError as error:
        return error.problems
    raise AssertionError("the record was accepted, but it should have been rejected")


def items(hand_result: dict) -> list[tuple]:
    """A hand's items as (item, side, points, counted) tuples, in counting order."""
    return [(i["item"], i["side"], i["points"], i["counted"]) for i in hand_result["items"]]


def read_line_by_line(game: str, case: tuple) -> None:
    """Score one case of a rule-lines table (tests/rules/test_*_lines.py) and check everything
    the result says of each hand: its lines (item, side, points, counted, note) in counting
    order, its family's own fields that are set, its points as the sum of its counted lines,
    running scores, and the game's scores and winners at the end."""
    variant, hands, fields, expected_hands, expected_scores, expected_winners = case
    result = score(variant, hands, game=game, **fields)
    assert (result["format"], result["game"], result["variant"]) == (
        "pegboard-result/1",
        game,
        variant,
    )
    scores = None
    for hand, (lines, own_fields) in zip(result["hands"], expected_hands, strict=True):
        assert [tuple(item.values()) for item in hand["items"]] == lines
        shared = ("items", "points", "scores", "finished")
        assert {k: v for k, v in hand.items() if k not in shared and v is not None} == own_fields
        counted = {side: 0 for side in hand["points"]}
        for item in hand["items"]:
            counted[item["side"]] += item["points"] if item["counted"] else 0
        assert hand["points"] == counted
        scores = scores or dict.fromkeys(hand["points"], 0) | (fields.get("start") or {})
        scores = {side: scores[side] + hand["points"][side] for side in scores}
        assert hand["scores"] == scores
    assert result["scores"] == expected_scores
    assert (result["winners"], result["finished"]) == (expected_winners, bool(expected_winners))
    assert [hand["finished"] for hand in result["hands"]][:-1] == [False] * (len(hands) - 1)


def field_points_into(field: str, raw: Any, known: tuple[str, ...]) -> bool:
    """Whether a problem's field is a path into `raw` (a record, or the hand it is about):
    "penalties[0].kind", "game.B", "low.held". Its last step may name a key that is missing
    (the thing still to give); its first may also be any key the object knows, given or not
    ("high" for a High still needed), or the object itself when it is not one. Keys are
    matched as they are, so a key with a dot or a bracket of its own still points."""
    if field in ("hand", "record"):
        return True
    return _path_in(field, raw, known)


def _path_in(rest: str, value: Any, known: tuple[str, ...] = ()) -> bool:
    head = re.split(r"[.\[]", rest, maxsplit=1)[0]
    if isinstance(value, dict):
        for key in value:
            name = key or '""'  # (an empty key is named "")
            if rest == name:
                return True
            if (
                rest.startswith(name)
                and rest[len(name)] in ".["
                and _after(rest[len(name) :], value[key])
            ):
                return True
        if head in value:  # given, but the path goes nowhere in it
            return False
    if known:  # the record or hand itself: a key it knows, given or not
        return head in known
    return head == rest  # deeper: only a last step may be missing


def _after(tail: str, value: Any) -> bool:
    if tail.startswith("."):
        return _path_in(tail[1:], value)
    index = re.match(r"\[(\d+)\]", tail)
    if index and isinstance(value, list) and int(index.group(1)) < len(value):
        rest = tail[index.end() :]
        return rest == "" or _after(rest, value[int(index.group(1))])
    return False


def refused_where_it_went_wrong(record: Any, hand_keys: tuple[str, ...]) -> None:
    """Score a record (a damaged one, in the properties): it is scored or refused with
    problems only, each with a message and a field that is a path into what it is about (the
    record, or its hand), so the entry form can put it by the field that entered it."""
    from scoring.rules.record import RECORD_KEYS

    try:
        score_record(record)
    except RecordError as error:
        for problem in error.problems:
            if problem.hand is None:
                where, known = record, RECORD_KEYS
            else:
                where, known = record["hands"][problem.hand - 1], hand_keys
            assert problem.message and field_points_into(problem.field, where, known), problem


def built_afresh(module_name: str):
    """The module run once more as a new module object (sys.modules keeps the one every other
    module imported), so its import-time tables are built by the code as it is now. A mutation
    tool switches a change to the code on only while a test runs (mutmut 3), so a table built
    once at import never meets one: the variant tables are checked as this builds them."""
    spec = importlib.util.find_spec(module_name)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
