"""Bela / Clobyosh (two- and three-handed) and Klaberjass (four-handed): rulebook §1.B."""

from ..registry import GameSpec
from ..words import named
from .engine import BelaFold, read_start
from .variants import VARIANTS

GAME = GameSpec(
    id="bela",
    title=named("Bela / Klaberjass"),
    variants=VARIANTS,
    fold=BelaFold,
    read_start=read_start,
)

__all__ = ["GAME"]
