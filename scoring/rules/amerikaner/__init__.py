"""Amerikaner (Norway, 3 to 6 players) and Kani (Iceland, 4 players): rulebook §1.C."""

from kernel.said import named

from ..registry import GameSpec
from .engine import AmerikanerFold, read_start
from .variants import VARIANTS

GAME = GameSpec(
    id="amerikaner",
    title=named("Amerikaner and Kani"),
    variants=VARIANTS,
    fold=AmerikanerFold,
    read_start=read_start,
)

__all__ = ["GAME"]
