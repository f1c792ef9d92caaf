"""Bela / Clobyosh (two- and three-handed) and Klaberjass (four-handed): rulebook §1.B."""

from ..registry import GameSpec
from .engine import read_start, score
from .variants import VARIANTS

GAME = GameSpec(
    id="bela", title="Bela / Klaberjass", variants=VARIANTS, score=score, read_start=read_start
)

__all__ = ["GAME"]
