"""Reading one Croatian Bela hand (docs/record-format.md, "Croatian Bela hands") and refusing,
in the players' words, what no deal can hold (docs/rules/croatian-bela.md)."""

from dataclasses import dataclass
from typing import Any

from kernel.said import said

from .. import values
from ..errors import Problems, key_path
from ..values import MISSING, describe, not_a_side
from ..words import Side
from .croatian_declarations import Declaration, read_declarations
from .deal import Held, check_one_deal, run_cards, sure_ranks, takeable_card_points
from .trumps import read_trump
from .variants import DEAL_POINTS, SUITS

# What only a played deal has: belot is shown before the deal is played.
PLAYED = ("card_points", "declarations", "bela", "stiglja")
HAND_KEYS = (
    "caller",
    "trump",
    "card_points",
    "declarations",
    "bela",
    "stiglja",
    "kontra",
    "rekontra",
    "belot",
)


@dataclass(frozen=True)
class CroatianHand:
    number: int
    caller: str | None = None
    trump: str | None = None
    card_points: dict[str, int] | None = None
    declarations: tuple[Declaration, ...] = ()
    bela: str | None = None
    stiglja: str | None = None
    kontra: bool = False
    rekontra: bool = False
    belot: str | None = None


def multiplier(hand: CroatianHand) -> int:
    """Kontra doubles, rekontra quadruples ("Kontra and rekontra")."""
    if hand.rekontra:
        return 4
    return 2 if hand.kontra else 1


def read_hand(raw: Any, number: int, sides: tuple[str, ...]) -> CroatianHand:
    problems = Problems(hand=number)
    if not problems.object_with_keys(raw, HAND_KEYS, said("a Croatian Bela hand"), "hand"):
        problems.raise_if_any()
    reader = _Reader(raw, sides, problems)
    belot = reader.side("belot")
    if belot is not None:
        # Belot ends the game when it is shown: the rest of the deal is never played. A
        # caller may be named (trumps may have been called); a side of the game, if so.
        caller = reader.side("caller")
        for field in PLAYED:
            if raw.get(field) is not None:
                problems.add(
                    field,
                    said(
                        "belot ends the game before the deal is played: leave {field} out",
                        field=field,
                    ),
                )
        problems.raise_if_any()
        return CroatianHand(number, belot=belot, caller=caller)
    stiglja = reader.side("stiglja")
    hand = CroatianHand(
        number,
        caller=reader.caller(),
        trump=read_trump(raw, problems),
        card_points=reader.card_points(stiglja),
        declarations=read_declarations(raw.get("declarations", MISSING), sides, problems),
        bela=reader.bela(),
        stiglja=stiglja,
        kontra=reader.flag("kontra"),
        rekontra=reader.flag("rekontra"),
    )
    if hand.rekontra and not hand.kontra:
        problems.add("rekontra", said("rekontra answers a kontra: give kontra too"))
    problems.raise_if_any()
    check_one_deal(held_cards(hand), sides, problems)
    problems.raise_if_any()
    return hand


def held_cards(hand: CroatianHand) -> list[Held]:
    """What each declaration and bela show of the players' hands (deal.py): a four of a kind
    every card of its rank, a run its cards as far as its top and suit are given, bela the
    king and queen of trumps ("Bela")."""
    held = []
    for one in hand.declarations:
        field = f"declarations[{one.order}]"
        if one.kind == "four":
            cards = frozenset((suit, one.rank) for suit in SUITS)
            held.append(Held(one.side, field, cards, whole_ranks=(one.rank,)))
            continue
        ranks = sure_ranks(one.cards, one.top)
        cards = frozenset((one.suit, rank) for rank in ranks) if one.suit else frozenset()
        held.append(Held(one.side, field, cards, ranks, run=one.cards))
    if hand.bela is not None and hand.trump is not None:
        held.append(Held(hand.bela, "bela", run_cards(hand.trump, "K", 2)))
    elif hand.bela is not None:
        held.append(Held(hand.bela, "bela", ranks=("K", "Q")))
    return held


class _Reader:
    def __init__(self, raw: dict, sides: tuple[str, ...], problems: Problems):
        self.raw, self.sides, self.problems = raw, sides, problems

    def side(self, field: str) -> str | None:
        value = self.raw.get(field)
        if value is None:
            return None
        if isinstance(value, str) and value in self.sides:
            return value
        self.problems.add(field, not_a_side(value, self.sides))
        return None

    def caller(self) -> str | None:
        if self.raw.get("caller") is None:
            self.problems.add("caller", said("say which side called trumps"))
        return self.side("caller")

    def bela(self) -> str | None:
        """One player holds the king and queen of trumps: one bela a deal at most."""
        value = self.raw.get("bela")
        if isinstance(value, list):
            if len(value) > 1:
                self.problems.add(
                    "bela",
                    said("only one bela a deal: one player holds the king and queen of trumps"),
                )
                return None
            value = value[0] if value else None
        if value is None:
            return None
        if isinstance(value, str) and value in self.sides:
            return value
        self.problems.add("bela", not_a_side(value, self.sides))
        return None

    def flag(self, field: str) -> bool:
        value = self.raw.get(field, False)
        if isinstance(value, bool):
            return value
        self.problems.add(
            field, said("{field} is true or false, got {value}", field=field, value=describe(value))
        )
        return False

    def card_points(self, stiglja: str | None) -> dict[str, int] | None:
        """Each side's card points, the last trick's 10 included: 162 between them. With
        štiglja they may be left out (all 162 to the side that took every trick)."""
        raw = self.raw.get("card_points", MISSING)
        if raw is MISSING or raw is None:
            if stiglja is not None:
                return {side: DEAL_POINTS if side == stiglja else 0 for side in self.sides}
            self.problems.add(
                "card_points", said("give each side's card points (162 between them)")
            )
            return None
        if not isinstance(raw, dict) or set(raw) != set(self.sides):
            self.problems.add("card_points", said("card points give every side's points"))
            return None
        points = {}
        for side, value in raw.items():
            try:
                points[side] = values.whole_number(value, minimum=0, maximum=DEAL_POINTS)
            except values.Refused as error:
                self.problems.add(
                    key_path("card_points", side),
                    said("{side}'s card points: {why}", side=Side(side), why=error.said),
                )
        if len(points) != len(self.sides):
            return None
        for side, value in points.items():
            if value not in takeable_card_points():
                self.problems.add(
                    key_path("card_points", side),
                    said("no tricks hold {points} card points: no card is worth 1", points=value),
                )
        total = sum(points.values())
        if total != DEAL_POINTS:
            self.problems.add(
                "card_points",
                said(
                    "card points add up to {total}; a deal has 162 "
                    "(152 in the cards and 10 for the last trick)",
                    total=total,
                ),
            )
            return None
        if stiglja is not None and points[stiglja] != DEAL_POINTS:
            self.problems.add(
                "stiglja",
                said(
                    "{side} took every trick (štiglja), so {side} has all 162 card points",
                    side=Side(stiglja),
                ),
            )
        return points
