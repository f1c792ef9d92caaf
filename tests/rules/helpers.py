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
