"""Bela / Clobyosh (two- and three-handed) and Klaberjass (four-handed): rulebook §1.B; and
the Dutch Klaverjas (docs/rules/klaverjas.md), whose deals its own fold scores."""

from ..registry import GameSpec
from ..words import named
from .engine import BelaFold, read_start
from .klaverjas_fold import KLAVERJAS
from .variants import VARIANTS


def fold_for(record):
    """The fold of the record's variant: a variant whose hands are not Bela's brings its own
    (its traits' `fold`), the others share BelaFold."""
    return (getattr(record.variant.traits, "fold", None) or BelaFold)(record)


GAME = GameSpec(
    id="bela",
    title=named("Bela / Klaberjass"),
    variants={**VARIANTS, KLAVERJAS.id: KLAVERJAS},
    fold=fold_for,
    read_start=read_start,
)

__all__ = ["GAME"]
