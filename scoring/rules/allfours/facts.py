"""What the Django side may know of All Fours, and nothing more: the public surface the entry
forms in scoring/entry/ and the league's figures read (they never import the engine's modules
themselves)."""

from ..registry import VariantSpec
from .counting import THE_FOUR, the_four_won
from .dealing import next_dealer
from .variants import PACK_GAME_VALUE, RANKS, turn_up_limit

__all__ = [
    "MOST_GAME_POINTS",
    "RANKS",
    "THE_FOUR",
    "next_dealer",
    "penalties",
    "the_four_won",
    "turn_ups",
    "turns_up",
]

MOST_GAME_POINTS = PACK_GAME_VALUE  # a side's points for Game cannot pass the pack's (V-AF-10)


def turns_up(variant: VariantSpec) -> bool:
    """Whether the dealer turns up a trump, so a hand asks for it, the beg and the run."""
    return variant.traits.turn_up


def penalties(variant: VariantSpec) -> frozenset[str]:
    """The penalties the variant knows ("misdeal", "looked", "revoke", "revoke_honour")."""
    return variant.traits.penalties


def turn_ups(players: int = 2) -> range:
    """The numbers of the cards turned in one deal attempt (1 is the first turn-up; running
    the pack turns the rest, V-AF-12)."""
    return range(1, turn_up_limit(players) + 1)
