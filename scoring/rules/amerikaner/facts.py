"""What an entry form may know of Amerikaner and Kani, and nothing more: the public surface
the forms in scoring/entry/ read (they never import the engine's modules themselves)."""

from ..registry import VariantSpec
from .variants import AMERIKANER_BID, KANI_TRICKS, Deal, deal_for

__all__ = ["AMERIKANER_BID", "KANI_TRICKS", "Deal", "deal_for", "is_kani"]


def is_kani(variant: VariantSpec) -> bool:
    return variant.traits.kani
