"""Reading one Bela hand record (spec/record-format.md, "Bela / Clobyosh / Klaberjass hands")
and checking what a record can show impossible (rulebook §2.2)."""

from dataclasses import dataclass, field
from typing import Any

from .. import values
from ..errors import Problems, key_path
from ..values import MISSING, describe, not_a_side
from ..words import Said, said
from .variants import (
    INDICATOR_VALUES,
    NO_TRUMP,
    PACK_CARD_POINTS,
    RUN_LENGTHS,
    RUN_RANKS,
    SUITS,
    TWO_HANDED_MOST,
    Traits,
    card_points_total,
    claim_limit,
    run_ranks,
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
MELD_KEYS = ("side", "length", "top", "suit")


@dataclass(frozen=True)
class Meld:
    side: str
    length: int
    top: str
    suit: str
    order: int  # position in the declared list: the first declared wins a tie

    @property
    def value(self) -> int:
        """3 cards 20; 4 to 6 cards 50; 7 cards 70; 8 cards 100 (rulebook §1.B.0)."""
        return {3: 20, 7: 70, 8: 100}.get(self.length, 50)

    @property
    def ranks(self) -> range:
        start = RUN_RANKS.index(self.top)
        return range(start, start + self.length)


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
        trump=reader.trump(needed),
        melds=reader.melds(),
        bela=reader.bela(),
        card_points=reader.card_points(needed),
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

    def trump(self, needed: bool) -> str | None:
        value = self.raw.get("trump", MISSING)
        allowed = SUITS + ((NO_TRUMP,) if self.rules.options["no_trump"] else ())
        if value is MISSING:
            if needed:
                self.problems.add(
                    "trump", said("give the trump suit ({suits})", suits=", ".join(allowed))
                )
            return None
        if value == NO_TRUMP and value not in allowed:
            self.problems.add(
                "trump",
                said("no trumps is allowed only when the house rules say so (four-handed only)"),
            )
            return None
        if value not in allowed:
            self.problems.add(
                "trump",
                said(
                    "trump is one of {suits}; got {value}",
                    suits=", ".join(allowed),
                    value=describe(value),
                ),
            )
            return None
        return value

    def bela(self) -> str | None:
        """V-BE-8: bela is the trump king and queen, so never in a no-trump hand."""
        bela = self.side("bela", needed=False)
        if bela is not None and self.raw.get("trump") == NO_TRUMP:
            self.problems.add(
                "bela", said("there is no bela without trumps (no trump king and queen)")
            )
        return bela

    def melds(self) -> tuple[Meld, ...]:
        raw = self.raw.get("melds", [])
        if not isinstance(raw, list):
            self.problems.add(
                "melds",
                said(
                    "melds is a list of runs, e.g. "
                    '[{{"side": "Y", "length": 3, "top": "Q", "suit": "clubs"}}]'
                ),
            )
            return ()
        ranks = run_ranks(self.rules.options)
        melds = []
        for index, entry in enumerate(raw):
            where = f"melds[{index}]"
            if not isinstance(entry, dict) or set(entry) != set(MELD_KEYS):
                self.problems.add(
                    where, said('a run is {{"side": ..., "length": 3-8, "top": ..., "suit": ...}}')
                )
                continue
            side = self.side(f"{where}.side", True, entry["side"])
            try:
                length = values.whole_number(
                    entry["length"], minimum=RUN_LENGTHS[0], maximum=RUN_LENGTHS[-1]
                )
            except values.Refused as error:
                self.problems.add(
                    f"{where}.length",
                    said("a run has 3 to 8 cards: {why}", why=error.said),
                )
                continue
            top, suit = entry["top"], entry["suit"]
            if top not in ranks:
                self.problems.add(
                    f"{where}.top",
                    said(
                        "{value} is not a card of this pack ({ranks})",
                        value=describe(top),
                        ranks=" ".join(ranks),
                    ),
                )
            elif ranks.index(top) + length > len(ranks):
                lowest = ranks[-1]
                self.problems.add(
                    where,
                    said(
                        "a run of {length} cannot have {top} on top: "
                        "it would go below the {lowest}",
                        length=length,
                        top=top,
                        lowest=lowest,
                    ),
                )
            if suit not in SUITS:
                self.problems.add(
                    f"{where}.suit",
                    said(
                        "suit is one of {suits}; got {value}",
                        suits=", ".join(SUITS),
                        value=describe(suit),
                    ),
                )
            if side and top in ranks and suit in SUITS:
                melds.append(Meld(side, length, top, suit, index))
        self._check_melds_use_real_cards(melds)
        return tuple(melds)

    def _check_melds_use_real_cards(self, melds: list[Meld]) -> None:
        """Every card exists once, so no two runs share a card; and a player's runs cannot
        need more cards than the player holds. (V-BE-6's "at most 100" follows: runs that fit
        in nine cards are worth 100 at most, tests/rules/test_bela_refusals.py shows it.)"""
        for later in melds:
            for earlier in melds[: later.order]:
                if (
                    earlier.order < later.order
                    and earlier.suit == later.suit
                    and set(earlier.ranks) & set(later.ranks)
                ):
                    self.problems.add(
                        f"melds[{later.order}]",
                        said(
                            "this run shares cards with melds[{earlier}]: each card exists once",
                            earlier=earlier.order,
                        ),
                    )
        per_side = 1 if self.rules.traits.players < 4 else 2  # a four-handed side is a pair
        for side in self.rules.sides:
            own = [m for m in melds if m.side == side]
            if sum(m.length for m in own) > self.rules.traits.cards_each * per_side:
                self.problems.add(
                    "melds", said("{side}'s runs need more cards than {side} holds", side=side)
                )

    def card_points(self, needed: bool) -> dict[str, int]:
        raw = self.raw.get("card_points", MISSING)
        if raw is MISSING:
            if needed:
                self.problems.add(
                    "card_points", said("give each side's card points (last trick not included)")
                )
            return {}
        if not isinstance(raw, dict):
            self.problems.add(
                "card_points", said("card_points is an object of each side's card points")
            )
            return {}
        points = {}
        for side, value in raw.items():
            if side not in self.rules.sides:
                self.problems.add(
                    key_path("card_points", side),
                    said('"{side}" is not one of the sides', side=side),
                )
                continue
            try:
                points[side] = values.whole_number(value, minimum=0, maximum=PACK_CARD_POINTS)
            except values.Refused as error:
                self.problems.add(
                    key_path("card_points", side),
                    said("card points: {why}", why=error.said),
                )
                continue
            if points[side] == 1:
                self.problems.add(
                    key_path("card_points", side),
                    said("no card is worth 1, so a side cannot have 1 card point"),
                )
        missing = [s for s in self.rules.sides if s not in raw]
        if missing:
            self.problems.add(
                "card_points",
                said(
                    "give every side's card points (missing: {missing})", missing=", ".join(missing)
                ),
            )
        elif len(points) == len(self.rules.sides):
            self._check_card_point_total(sum(points.values()))
        return points

    def _check_card_point_total(self, total: int) -> None:
        """V-BE-1, V-BE-3, V-BE-4: all 32 cards are played four-handed (152, or 120 without
        trumps); two-handed only 18 are, three-handed 27 (32 cards) or all but the indicator
        (28 cards)."""
        players, options = self.rules.traits.players, self.rules.options
        if players == 4:
            exact = card_points_total(self.raw.get("trump"))
            if total != exact:
                self.problems.add(
                    "card_points",
                    said(
                        "card points add up to {total}; with all 32 cards played they make {exact}",
                        total=total,
                        exact=exact,
                    ),
                )
        elif players == 2 and not 18 <= total <= TWO_HANDED_MOST:
            self.problems.add(
                "card_points",
                said(
                    "card points add up to {total}; the 18 cards played two-handed hold 18 to 146",
                    total=total,
                ),
            )
        elif players == 3 and options["deck"] == 28:
            possible = sorted(PACK_CARD_POINTS - v for v in INDICATOR_VALUES)
            if total not in possible:
                self.problems.add(
                    "card_points",
                    said(
                        "card points add up to {total}; with 28 cards only the indicator is out, "
                        "so the total is one of {possible}",
                        total=total,
                        possible=", ".join(map(str, possible)),
                    ),
                )
        elif players == 3 and not 85 <= total <= PACK_CARD_POINTS:
            self.problems.add(
                "card_points",
                said(
                    "card points add up to {total}; "
                    "the 27 cards played three-handed hold 85 to 152",
                    total=total,
                ),
            )

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
                    side=side,
                ),
            )
