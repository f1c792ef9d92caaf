"""What an entry form may know of Bela and Klaberjass, and nothing more: the public surface
the forms in scoring/entry/ read (they never import the engine's modules themselves)."""

from collections.abc import Mapping
from typing import Any

from ..registry import VariantSpec
from .croatian_declarations import PAD_DECLARATIONS, pad_declaration
from .klaverjas import DOUBLINGS
from .klaverjas_fold import least_boom_total
from .klaverjas_roem import kinds_counted, roem_value
from .melds import ranks_needed, run_value
from .variants import (
    DEAL_POINTS,
    NO_TRUMP,
    PACK_CARD_POINTS,
    RUN_LENGTHS,
    SUITS,
    card_points_total,
    claim_limit,
    run_ranks,
)

__all__ = [
    "DEAL_POINTS",
    "DOUBLINGS",
    "NO_TRUMP",
    "PACK_CARD_POINTS",
    "PAD_DECLARATIONS",
    "RUN_LENGTHS",
    "SUITS",
    "all_cards_played",
    "card_points_total",
    "claim_limit",
    "claims_allowed",
    "kinds_counted",
    "least_boom_total",
    "maker_may_go_big",
    "no_trump_allowed",
    "pad_declaration",
    "ranks_needed",
    "roem_value",
    "run_ranks",
    "run_value",
    "tricks",
]


def all_cards_played(variant: VariantSpec) -> bool:
    """Four-handed every card is played, so one side's card points follow from the other's."""
    return variant.traits.players == 4


def maker_may_go_big(variant: VariantSpec) -> bool:
    """Only three-handed may the maker go big: play against both opponents together (rulebook
    §1.B, three-handed)."""
    return variant.traits.players == 3


def tricks(variant: VariantSpec) -> int:
    return variant.traits.tricks


def claims_allowed(options: Mapping[str, Any]) -> bool:
    return options["end_rule"] != "play_out"


def no_trump_allowed(options: Mapping[str, Any]) -> bool:
    return options["no_trump"]
