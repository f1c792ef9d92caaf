"""Reading one Bela hand record (spec/record-format.md, "Bela / Clobyosh / Klaberjass hands")
and checking what a record can show impossible (rulebook §2.2)."""

from dataclasses import dataclass, field
from typing import Any

from kernel.said import Said, said

from .. import values
from ..errors import Problems, key_path
from ..values import MISSING, describe, not_a_side
from ..words import Side
from .card_points import read_card_points
from .melds import Meld, read_melds
from .trumps import read_trump
from .variants import (
    NO_TRUMP,
    Traits,
    claim_limit,
)

HAND_KEYS = (
    "maker",
    "trump",
    "melds",
    "bela",
    "card_points",
    "last_trick",
    "tricks",
    "big",
    "claim",
    "passed",
)


@dataclass(frozen=True)
class Claim:
    side: str
    points: int
    trick: int | None


@dataclass(frozen=True)
class BelaHand:
    number: int
    passed: bool = False
    maker: str | None = None
    trump: str | None = None
    melds: tuple[Meld, ...] = ()
    bela: str | None = None
    card_points: dict[str, int] = field(default_factory=dict)
    last_trick: str | None = None
    tricks: dict[str, int] | None = None
    big: bool = False
    claim: Claim | None = None

    def took_a_trick(self, side: str) -> bool:
        """Without `tricks`, a side with card points or the last trick took a trick (spec)."""
        if self.tricks is not None:
            return self.tricks[side] > 0
        return self.card_points.get(side, 0) > 0 or self.last_trick == side


@dataclass(frozen=True)
class HandRules:
    variant: str
    sides: tuple[str, ...]
    traits: Traits
    options: dict


# What a side field left out is asked for as ("give the maker (a side)").
GIVE_THE_SIDE = {
    "maker": said("give the maker (a side)"),
    "last_trick": said("give the last trick (a side)"),
}


def _give_the(field: str) -> Said:
    return said("give the {field} (a side)", field=field.replace("_", " "))


def read_hand(raw: Any, number: int, rules: HandRules) -> BelaHand:
    problems = Problems(hand=number)
    if not problems.object_with_keys(raw, HAND_KEYS, said("a Bela hand"), "hand"):
        problems.raise_if_any()
    reader = _Reader(raw, rules, problems)
    passed = raw.get("passed", False)
    if not isinstance(passed, bool):
        problems.add("passed", said("passed is true or false, got {value}", value=describe(passed)))
    if passed is True:
        for key in sorted(set(raw) - {"passed"}):
            problems.add(key, said("nobody took trumps, so the hand has no {key}", key=key))
        problems.raise_if_any()
        return BelaHand(number, passed=True)

    claim = reader.claim() if "claim" in raw else None
    # A claim ends the game during the hand: the fields that come later may be absent.
    needed = claim is None
    hand = BelaHand(
        number,
        maker=reader.side("maker", needed),
        trump=read_trump(
            raw, problems, needed=needed, null_is_absent=False, no_trump=rules.options["no_trump"]
        ),
        melds=read_melds(raw, rules, problems, reader.side),
        bela=reader.bela(),
        card_points=read_card_points(raw, rules, problems, needed),
        last_trick=reader.side("last_trick", needed),
        tricks=reader.tricks(),
        big=reader.big(),
        claim=claim,
    )
    problems.raise_if_any()
    _check_tricks_agree(hand, problems)
    problems.raise_if_any()
    return hand


class _Reader:
    def __init__(self, raw: dict, rules: HandRules, problems: Problems):
        self.raw, self.rules, self.problems = raw, rules, problems

    def side(self, field: str, needed: bool, value: Any = MISSING) -> str | None:
        value = self.raw.get(field, MISSING) if value is MISSING else value
        if value is MISSING or value is None:
            if needed:
                self.problems.add(field, GIVE_THE_SIDE.get(field) or _give_the(field))
            return None
        if isinstance(value, str) and value in self.rules.sides:
            return value
        self.problems.add(field, not_a_side(value, self.rules.sides))
        return None

    def bela(self) -> str | None:
        """V-BE-8: bela is the trump king and queen, so never in a no-trump hand."""
        bela = self.side("bela", needed=False)
        if bela is not None and self.raw.get("trump") == NO_TRUMP:
            self.problems.add(
                "bela", said("there is no bela without trumps (no trump king and queen)")
            )
        return bela

    def tricks(self) -> dict[str, int] | None:
        raw = self.raw.get("tricks", MISSING)
        if raw is MISSING:
            return None
        expected = self.rules.traits.tricks
        if not isinstance(raw, dict) or set(raw) != set(self.rules.sides):
            self.problems.add("tricks", said("tricks gives every side's number of tricks won"))
            return None
        counts = {}
        for side, value in raw.items():
            try:
                counts[side] = values.whole_number(value, minimum=0, maximum=expected)
            except values.Refused as error:
                self.problems.add(key_path("tricks", side), said("tricks: {why}", why=error.said))
        if len(counts) == len(raw) and sum(counts.values()) != expected:
            self.problems.add(
                "tricks",
                said(
                    "tricks add up to {total}; a hand has {expected}",
                    total=sum(counts.values()),
                    expected=expected,
                ),
            )
        return counts if len(counts) == len(raw) else None

    def big(self) -> bool:
        big = self.raw.get("big", False)
        if not isinstance(big, bool):
            self.problems.add("big", said("big is true or false, got {value}", value=describe(big)))
            return False
        if big and self.rules.traits.players != 3:
            self.problems.add("big", said("only the three-handed game can be taken big"))
        return big

    def claim(self) -> Claim | None:
        """V-BE-13 and the end rules: a claim is {"side", "points"} (and "trick" where claims
        are limited to early tricks); only the end rules with claims allow one."""
        raw, rules = self.raw["claim"], self.rules
        end_rule = rules.options["end_rule"]
        if end_rule == "play_out":
            self.problems.add("claim", said("this game is played out to the end: nobody can claim"))
            return None
        if not isinstance(raw, dict) or not {"side", "points"} <= set(raw) <= {
            "side",
            "points",
            "trick",
        }:
            self.problems.add(
                "claim", said('a claim is {{"side": ..., "points": ...}} (and "trick": N)')
            )
            return None
        side = self.side("claim.side", True, raw["side"])
        try:
            points = values.whole_number(raw["points"], minimum=0, maximum=claim_limit())
            if points == 1:
                self.problems.add(
                    "claim.points", said("a claim cannot count exactly 1: no card is worth 1")
                )
        except values.Refused as error:
            self.problems.add("claim.points", said("claimed points: {why}", why=error.said))
            points = None
        trick = raw.get("trick")
        if trick is not None:
            try:
                trick = values.whole_number(trick, minimum=1, maximum=rules.traits.tricks)
            except values.Refused as error:
                self.problems.add("claim.trick", said("trick: {why}", why=error.said))
        if end_rule == "east_lothian" and (not isinstance(trick, int) or trick > 3):
            self.problems.add(
                "claim.trick",
                said(
                    "East Lothian allows a claim only within the first three tricks: "
                    'give "trick" 1 to 3'
                ),
            )
        if side is None or points is None:
            return None
        return Claim(side, points, trick if isinstance(trick, int) else None)


def _check_tricks_agree(hand: BelaHand, problems: Problems) -> None:
    """With trick counts given, a side with no trick has no card points and not the last trick."""
    if hand.tricks is None:
        return
    for side, count in hand.tricks.items():
        if count == 0 and (hand.card_points.get(side, 0) > 0 or hand.last_trick == side):
            problems.add(
                "tricks",
                said(
                    "{side} won no trick, so {side} cannot have card points or the last trick",
                    side=Side(side),
                ),
            )
