"""Scoring is a fold: a game keeps a small running state and adds one hand at a time. Scoring
a whole record is a fold with every hand added; a stored game that gains a hand adds only that
hand to the fold it already has (the Django side keeps one per game version), so saving the
500th hand costs what saving the 5th does."""

import copy
from typing import Any

from .errors import Problems
from .limits import too_many_hands
from .result import GameResult, HandResult


class Fold:
    """A game's running state. Each game subclasses it with `score_hand` (one hand, counted
    into the running state) and the running `scores`, `winners` and `target`. A hand the
    engine refuses raises RecordError and may leave the fold half changed: throw it away."""

    scores: dict[str, Any]
    winners: list[str]
    target: Any
    # What a game's fold is given when it is made and never changes after (its target, the
    # rules read from the options): shared by its copies, not copied (`copy`).
    settled: tuple[str, ...] = ()

    def __init__(self, record) -> None:
        self.record = record
        self.hands: list[HandResult] = []

    def copy(self) -> "Fold":
        """A fold to add hands to, this one left as it was. The record, the settled parts and
        the results of the hands so far are shared (none changes once made); the running
        state is copied whole, whatever a game keeps in it."""
        new = copy.copy(self)
        new.hands = list(self.hands)
        shared = {"record", "hands", *self.settled}
        for name, value in vars(self).items():
            if name not in shared:
                setattr(new, name, copy.deepcopy(value))
        return new

    def add(self, raw: Any) -> HandResult:
        """Score the next hand. Nothing may follow the hand that decided the game (spec)."""
        number = len(self.hands) + 1
        if self.winners:
            raise self.record.hand_after_the_end(number, self.winners)
        if refusal := too_many_hands(number):
            problems = Problems(hand=number)
            problems.add("hand", refusal)
            problems.raise_if_any()
        hand = self.score_hand(number, raw)
        self.hands.append(hand)
        return hand

    def add_all(self, raws) -> "Fold":
        for raw in raws:
            self.add(raw)
        return self

    def score_hand(self, number: int, raw: Any) -> HandResult:
        raise NotImplementedError

    def extra(self) -> dict[str, Any]:
        """What a game adds to its result beyond the scores (All Fours' stakes settlement)."""
        return {}

    def result(self) -> GameResult:
        """The result so far: a snapshot, unchanged by hands added later."""
        return GameResult(
            game=self.record.game.id,
            variant=self.record.variant.id,
            target=self.target,
            scores=dict(self.scores),
            finished=bool(self.winners),
            winners=list(self.winners),
            hands=list(self.hands),
            extra=self.extra(),
        )
