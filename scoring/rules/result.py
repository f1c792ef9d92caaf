"""What scoring a record produces: the running scores, each hand's items in counting order,
and who won. Serialised as pegboard-result/1 (spec/record-format.md)."""

from dataclasses import dataclass, field
from typing import Any

from kernel.said import Said

from .values import Score, to_json_number

RESULT_FORMAT = "pegboard-result/1"


@dataclass
class Item:
    """One scoring item of a hand, e.g. High to A for 1. Items after the point that decided the
    game are kept (for statistics and stakes) with counted=False and are not added."""

    item: str
    side: str
    points: Score
    counted: bool = True
    said: Said | None = None  # the note as a message and its parameters, for translation

    @property
    def note(self) -> str:
        """The note in English, as the JSON result carries it (made only when asked for: most
        results are read for their scores)."""
        return "" if self.said is None else str(self.said)

    def to_json(self) -> dict[str, Any]:
        data = {
            "item": self.item,
            "side": self.side,
            "points": to_json_number(self.points),
            "counted": self.counted,
        }
        if self.note:
            data["note"] = self.note
        return data


@dataclass
class HandResult:
    points: dict[str, Score]
    scores: dict[str, Score]
    items: list[Item]
    finished: bool
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "points": _numbers(self.points),
            "scores": _numbers(self.scores),
            "items": [item.to_json() for item in self.items],
            "finished": self.finished,
            **self.extra,
        }


@dataclass
class GameResult:
    game: str
    variant: str
    target: Score
    scores: dict[str, Score]
    finished: bool
    winners: list[str]
    hands: list[HandResult]
    extra: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "format": RESULT_FORMAT,
            "game": self.game,
            "variant": self.variant,
            "target": to_json_number(self.target),
            "scores": _numbers(self.scores),
            "finished": self.finished,
            "winners": list(self.winners),
            "hands": [hand.to_json() for hand in self.hands],
            **self.extra,
        }


def tally_items(sides, scores: dict[str, Score], items: list[Item]) -> tuple[dict, dict]:
    """A hand's points per side from its counted items, and the scores after them."""
    points: dict[str, Score] = dict.fromkeys(sides, 0)
    for item in items:
        if item.counted:
            points[item.side] += item.points
    return points, {side: scores[side] + points[side] for side in sides}


def _numbers(scores: dict[str, Score]) -> dict[str, int | float]:
    return {side: to_json_number(value) for side, value in scores.items()}
