"""Bela / Clobyosh (two- and three-handed), Klaberjass (four-handed): rulebook §1.B; Croatian
Bela (docs/rules/croatian-bela.md) and the Dutch Klaverjas (docs/rules/klaverjas.md), each
scored by a fold of its own."""

from dataclasses import replace

from kernel.said import named

from ..fold import Fold
from ..registry import GameSpec
from .croatian import CROATIAN
from .croatian_engine import CroatianFold
from .engine import BelaFold, read_start
from .klaverjas_fold import KLAVERJAS
from .variants import VARIANTS


def fold_for(record) -> Fold:
    """A fresh fold for the record: its variant's own where it has one (VariantSpec.fold)."""
    return (record.variant.fold or BelaFold)(record)


GAME = GameSpec(
    id="bela",
    title=named("Bela / Klaberjass"),
    # Croatian Bela's spec names its fold here, where the fold can be imported without a loop;
    # Klaverjas's module builds its own with its fold.
    variants={
        **VARIANTS,
        CROATIAN.id: replace(CROATIAN, fold=CroatianFold),
        KLAVERJAS.id: KLAVERJAS,
    },
    fold=fold_for,
    read_start=read_start,
)

__all__ = ["GAME"]
