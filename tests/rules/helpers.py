"""Building records in tests: a hand list in, a scored result (or the problems) out."""

from scoring.rules import RecordError, score_record


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
