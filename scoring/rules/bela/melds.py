"""A Bela hand's declared runs (spec/record-format.md, "melds"): each a real run of real cards,
no card in two runs, no side declaring more cards than it holds (rulebook §1.B.0, V-BE-6)."""

from dataclasses import dataclass
from typing import TYPE_CHECKING

from kernel.said import said

from .. import values
from ..errors import Problems
from ..values import describe
from ..words import Side
from .variants import RUN_LENGTHS, RUN_RANKS, SUITS, run_ranks

if TYPE_CHECKING:
    from .hand import HandRules

MELD_KEYS = ("side", "length", "top", "suit")


def run_value(length: int) -> int:
    """3 cards 20; 4 to 6 cards 50; 7 cards 70; 8 cards 100 (rulebook §1.B.0)."""
    return {3: 20, 7: 70, 8: 100}.get(length, 50)


def is_fifty(length: int) -> bool:
    """Any run of 4 or more (a fifty) beats any twenty (rulebook §1.B.0, comparing runs)."""
    return length >= 4


def ranks_needed(runs: list[tuple[str, int]]) -> bool:
    """Whether runs declared, as (side, cards), need their top cards and suits to be scored:
    only when more than one side holds a run of the best value, since between runs of the
    same value the higher top card wins, then a trump run (rulebook §1.B.0, comparing runs).
    Otherwise the holder of the best run is plain and scores all its runs."""
    if not runs:
        return False
    best = max(is_fifty(length) for _, length in runs)
    return len({side for side, length in runs if is_fifty(length) == best}) > 1


@dataclass(frozen=True)
class Meld:
    side: str
    length: int
    top: str
    suit: str
    order: int  # position in the declared list: the first declared wins a tie

    @property
    def value(self) -> int:
        return run_value(self.length)

    @property
    def ranks(self) -> range:
        start = RUN_RANKS.index(self.top)
        return range(start, start + self.length)


def read_melds(hand: dict, rules: "HandRules", problems: Problems, side_of) -> tuple[Meld, ...]:
    """The runs declared (V-BE-6): each a real run of real cards, its side read by `side_of`
    (the hand reader's side field)."""
    raw = hand.get("melds", [])
    if not isinstance(raw, list):
        problems.add(
            "melds",
            said(
                "melds is a list of runs, e.g. "
                '[{{"side": "Y", "length": 3, "top": "Q", "suit": "clubs"}}]'
            ),
        )
        return ()
    ranks = run_ranks(rules.options)
    melds = []
    for index, entry in enumerate(raw):
        if meld := _read_run(entry, index, ranks, problems, side_of):
            melds.append(meld)
    _check_melds_use_real_cards(melds, rules, problems)
    return tuple(melds)


def _read_run(
    entry, index: int, ranks: tuple[str, ...], problems: Problems, side_of
) -> Meld | None:
    """The run declared `index`-th: its side, its length, a top card of the pack it can go
    down from, and a suit (rulebook §1.B.0, runs); None, with the problems said, if not."""
    where = f"melds[{index}]"
    if not isinstance(entry, dict) or set(entry) != set(MELD_KEYS):
        problems.add(
            where, said('a run is {{"side": ..., "length": 3-8, "top": ..., "suit": ...}}')
        )
        return None
    side = side_of(f"{where}.side", True, entry["side"])
    try:
        length = values.whole_number(
            entry["length"], minimum=RUN_LENGTHS[0], maximum=RUN_LENGTHS[-1]
        )
    except values.Refused as error:
        problems.add(f"{where}.length", said("a run has 3 to 8 cards: {why}", why=error.said))
        return None
    top, suit = entry["top"], entry["suit"]
    _check_top(top, length, ranks, where, problems)
    if suit not in SUITS:
        problems.add(
            f"{where}.suit",
            said(
                "suit is one of {suits}; got {value}", suits=", ".join(SUITS), value=describe(suit)
            ),
        )
    if side and top in ranks and suit in SUITS:
        return Meld(side, length, top, suit, index)
    return None


def _check_top(top, length: int, ranks: tuple[str, ...], where: str, problems: Problems) -> None:
    """A run's top card is a card of this pack, with `length` cards below it in its suit."""
    if top not in ranks:
        problems.add(
            f"{where}.top",
            said(
                "{value} is not a card of this pack ({ranks})",
                value=describe(top),
                ranks=" ".join(ranks),
            ),
        )
    elif ranks.index(top) + length > len(ranks):
        lowest = ranks[-1]
        problems.add(
            where,
            said(
                "a run of {length} cannot have {top} on top: it would go below the {lowest}",
                length=length,
                top=top,
                lowest=lowest,
            ),
        )


def _check_melds_use_real_cards(melds: list[Meld], rules: "HandRules", problems: Problems) -> None:
    """Every card exists once, so no two runs share a card; and a player's runs cannot
    need more cards than the player holds. (V-BE-6's "at most 100" follows: runs that fit
    in nine cards are worth 100 at most, tests/rules/test_bela_meld_refusals.py shows.)"""
    for later in melds:
        for earlier in melds[: later.order]:
            if (
                earlier.order < later.order
                and earlier.suit == later.suit
                and set(earlier.ranks) & set(later.ranks)
            ):
                problems.add(
                    f"melds[{later.order}]",
                    said(
                        "this run shares cards with run {earlier}: each card exists once",
                        earlier=earlier.order + 1,
                    ),
                )
    per_side = 1 if rules.traits.players < 4 else 2  # a four-handed side is a pair
    for side in rules.sides:
        own = [m for m in melds if m.side == side]
        if sum(m.length for m in own) > rules.traits.cards_each * per_side:
            problems.add(
                "melds", said("{side}'s runs need more cards than {side} holds", side=Side(side))
            )
