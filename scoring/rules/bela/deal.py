"""One deal of 32 cards, shared by Croatian Bela and Klaverjas (docs/rules/croatian-bela.md,
"One deal of 32 cards"; docs/rules/klaverjas.md, K12): the pack, the card points some tricks
can hold, and the cards each declaration holds, so that no card is needed twice and no team
holds more than its two players' eight cards each."""

from dataclasses import dataclass
from functools import cache
from itertools import product

from kernel.said import said

from ..errors import Problems
from ..words import Side
from .variants import DEAL_POINTS, LAST_TRICK, RUN_RANKS, SUITS

PACK = tuple(product(SUITS, RUN_RANKS))  # (suit, rank): 7 to ace in four suits
CARDS_EACH, TRICK = 8, 4  # four players, eight cards each; a trick is one card of each
# [P] "Vrijednost karata", Klaverjas K1: 152 in the pack, whichever suit is trumps.
TRUMP_VALUES = {"J": 20, "9": 14, "A": 11, "10": 10, "K": 4, "Q": 3, "8": 0, "7": 0}
PLAIN_VALUES = {"A": 11, "10": 10, "K": 4, "Q": 3, "J": 2, "9": 0, "8": 0, "7": 0}


def card_value(card: tuple[str, str], trump: str) -> int:
    suit, rank = card
    return (TRUMP_VALUES if suit == trump else PLAIN_VALUES)[rank]


@cache
def takeable_card_points() -> frozenset[int]:
    """Every figure a team's tricks can hold: the cards of some whole tricks (4 cards each),
    with the last trick's 10 if it took any trick and, taking all eight, with it surely.
    Worked out from the pack: every figure from 0 to 162 but 1 and 161."""
    sums = {(0, 0)}  # (card points, cards)
    for card in PACK:
        sums |= {(points + card_value(card, SUITS[0]), cards + 1) for points, cards in sums}
    made = {0, DEAL_POINTS}
    for points, cards in sums:
        if 0 < cards < len(PACK) and cards % TRICK == 0:
            made |= {points, points + LAST_TRICK}
    return frozenset(made)


def least_trick_points(card_sets) -> int:
    """The fewest card points a trick holding one of `card_sets` can hold: the cheapest of
    them, the trick's other cards worth nothing (there are 7s and 8s enough)."""
    trumps = SUITS[0]  # any suit gives the same least figure  # pragma: no mutate (docs/mutants.md)
    return min(sum(card_value(card, trumps) for card in cards) for cards in card_sets)


def run_cards(suit: str, top: str, length: int) -> frozenset:
    start = RUN_RANKS.index(top)
    return frozenset((suit, rank) for rank in RUN_RANKS[start : start + length])


def every_run(length: int) -> list[frozenset]:
    """Every run of `length` cards in the pack, in any suit."""
    tops = RUN_RANKS[: len(RUN_RANKS) - length + 1]
    return [run_cards(suit, top, length) for suit in SUITS for top in tops]


def sure_ranks(length: int, top: str | None) -> tuple[str, ...]:
    """The ranks a run surely holds: its own with its top card given; without it, those every
    run of its length passes through (any five in a row holds a jack and a ten)."""
    if top is not None:
        start = RUN_RANKS.index(top)
        return RUN_RANKS[start : start + length]
    return RUN_RANKS[len(RUN_RANKS) - length : length]


@dataclass(frozen=True)
class Held:
    """What one declaration (or bela) shows of a player's hand: the cards it surely holds,
    the ranks it surely holds when its suit is not given, and, for a run, its length."""

    side: str
    field: str
    cards: frozenset = frozenset()
    ranks: tuple[str, ...] = ()
    run: int = 0
    whole_ranks: tuple[str, ...] = ()  # a four of a kind holds every card of its rank


def _shared(one: Held, other: Held) -> bool:
    by_rank = set(one.whole_ranks) & set(other.ranks + other.whole_ranks)
    return bool(one.cards & other.cards or by_rank or set(other.whole_ranks) & set(one.ranks))


def check_one_deal(held: list[Held], sides: tuple[str, ...], problems: Problems) -> None:
    """No card is needed twice, and each team's declarations fit its two players' hands.
    A card is held by one player: two teams' declarations never share one, nor do two runs
    (a player's overlapping runs are one longer run); a run and a four of a kind, or bela,
    sharing a card are one player's. The rest is each player's eight cards."""
    together = {index: {index} for index in range(len(held))}
    for later, one in enumerate(held):
        for earlier in range(later):
            other = held[earlier]
            if not _shared(one, other):
                continue
            if one.side != other.side or (one.run and other.run):
                problems.add(
                    one.field,
                    said(
                        "this needs a card that {other} holds: the pack has each card once",
                        other=other.field,
                    ),
                )
                return
            joined = together[later] | together[earlier]
            together.update(dict.fromkeys(joined, joined))
    for side in sides:
        groups = {frozenset(g) for i, g in together.items() if held[i].side == side}
        if not _fits_two_hands([[held[i] for i in group] for group in groups]):
            problems.add(
                "declarations",
                said(
                    "{side}'s declarations need more cards than its two players hold (8 each)",
                    side=Side(side),
                ),
            )


def _cards_needed(groups) -> int:
    """The fewest cards one player holding `groups` has: runs never share a card, nor do the
    cards known of different groups (shared, they would be one group)."""
    shown = [one for group in groups for one in group]
    known = set().union(*(one.cards for one in shown))
    return max(sum(one.run for one in shown), len(known))


def _fits_two_hands(groups) -> bool:
    if _cards_needed(groups) > 2 * CARDS_EACH:
        return False
    for split in product((0, 1), repeat=len(groups)):
        hands = [[g for g, hand in zip(groups, split, strict=True) if hand == h] for h in (0, 1)]
        if all(_cards_needed(hand) <= CARDS_EACH for hand in hands):
            return True
    return False
