"""All Fours, every variant of rulebook §1.A: Trinidad, Tobago, West Yorkshire, Heckmondwike,
Lancashire, Cotton (1674), Running All Fours, 19th-century American, Seven Up, Pitch."""

from kernel.said import named

from ..registry import GameSpec
from .engine import AllFoursFold, read_start
from .variants import VARIANTS

GAME = GameSpec(
    id="allfours",
    title=named("All Fours"),
    variants=VARIANTS,
    fold=AllFoursFold,
    read_start=read_start,
)

__all__ = ["GAME"]
