"""Folding a Bela record's hands: each hand scored, the held-over pot carried, claims, and the
end of the game under each end rule (rulebook §1.B.1-3, V-BE-13, V-BE-14)."""

from fractions import Fraction

from kernel.said import said

from ..errors import Problem, RecordError
from ..fold import Fold
from ..record import Record
from ..result import HandResult, Item, tally_items
from ..values import Refused, Score
from .hand import BelaHand, HandRules, read_hand
from .scoring import collect_pot, score_hand
from .variants import NO_TRICKER_TARGET


def read_start(value, variant, options: dict) -> Score:
    """A start score is a whole number of at least 0, or three-handed a half (22.5, OQ-BE-6)."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0:
        raise Refused(said("expected a score of at least 0, got {value}", value=repr(value)))
    if float(value).is_integer():
        return int(value)
    if variant.traits.players == 3 and float(value * 2).is_integer():
        return Fraction(int(value * 2), 2)
    raise Refused(said("expected a whole number, got {value}", value=value))


def target_of(record: Record) -> int:
    """`no_tricker` without a target plays to 1000 (spec clarifications)."""
    if record.options["no_tricker"] and "target" not in record.given_options:
        return NO_TRICKER_TARGET
    return record.options["target"]


def check_start(record: Record, target: int) -> None:
    """Start scores are below the target, except under the claims rule, where one player who
    passed the target without claiming may carry on (two would have ended the game)."""
    over = [side for side, score in record.start.items() if score >= target]
    if record.options["end_rule"] != "claims" and over:
        raise RecordError(
            [Problem(None, f"start.{over[0]}", f"start scores must be below the target {target}")]
        )
    if len(over) > 1:
        raise RecordError(
            [
                Problem(
                    None,
                    "start",
                    "two sides at the target without a claim would have ended the game",
                )
            ]
        )


def claim_result(hand: BelaHand, scores: dict, target: int, name) -> tuple[list[Item], list[str]]:
    """A claim ends the game at once (rulebook §1.B.1 claim rules 1-4): if the claimant's
    score plus the claimed points reaches the target they are added and the claimant wins,
    whatever the others hold; otherwise nothing is added and the claimant loses: the
    opponent wins, three-handed the higher of the other two (both if level). The held-over
    pot cannot be claimed (OQ-BE-16)."""
    claim = hand.claim
    if scores[claim.side] + claim.points >= target:
        reached = scores[claim.side] + claim.points
        note = said(
            "{side} claimed {points} and reached {reached}",
            side=name(claim.side),
            points=claim.points,
            reached=reached,
        )
        return [Item("claim", claim.side, claim.points, said=note)], [claim.side]
    others = [side for side in scores if side != claim.side]
    best = max(scores[side] for side in others)
    return [], [side for side in others if scores[side] == best]


def winners_after_hand(scores: dict, target: int, end_rule: str, last_trick: str) -> list[str]:
    """The end of the game after a scored hand (V-BE-14). Under `claims` nobody wins by
    passing the target alone: they must win a trick and claim; two or more past it end the
    game, won by the last-trick winner if among them, otherwise by the highest. Played out
    (also East Lothian without a claim): once anyone reaches the target the higher total
    wins, and a level top needs another deal (OQ-BE-15)."""
    over = [side for side, score in scores.items() if score >= target]
    if not over:
        return []
    if end_rule == "claims":
        if len(over) < 2:
            return []
        if last_trick in over:
            return [last_trick]
        best = max(scores[side] for side in over)
        return [side for side in over if scores[side] == best]
    best = max(scores.values())
    leaders = [side for side, score in scores.items() if score == best]
    return leaders if len(leaders) == 1 else []


class BelaFold(Fold):
    settled = ("target", "rules")

    def __init__(self, record: Record) -> None:
        super().__init__(record)
        self.target = target_of(record)
        check_start(record, self.target)
        sides, options = record.side_ids, record.options
        self.rules = HandRules(record.variant.id, sides, record.variant.traits, options)
        self.scores: dict[str, Score] = dict(record.start)
        self.pot: Score = 0  # tied points held over to the next decided hand
        self.winners: list[str] = []

    def score_hand(self, number: int, raw) -> HandResult:
        record, options, sides = self.record, self.record.options, self.record.side_ids
        hand = read_hand(raw, number, self.rules)
        extra = {"totals": None, "made": None}
        if hand.passed:
            items = []
        elif hand.claim:
            items, self.winners = claim_result(hand, self.scores, self.target, record.name_of)
            extra["claim"] = {
                "side": hand.claim.side,
                "points": hand.claim.points,
                "won": hand.claim.side in self.winners,
            }
        else:
            outcome, totals = score_hand(hand, sides, options, record.name_of)
            items = outcome.items
            extra.update(totals=totals, made=outcome.made)
            if outcome.made is not None and self.pot:
                items += collect_pot(self.pot, outcome.pot_collectors, options, record.name_of)
                self.pot = 0
            self.pot += outcome.held
        points, self.scores = tally_items(sides, self.scores, items)
        if not hand.passed and not hand.claim:
            self.winners = winners_after_hand(
                self.scores, self.target, options["end_rule"], hand.last_trick
            )
        extra["held_over"] = self.pot
        return HandResult(points, dict(self.scores), items, bool(self.winners), extra=extra)
