"""Croatian Bela (four players in two pairs): the variant, its options and its fixed figures
(docs/rules/croatian-bela.md). Its hands are read in croatian_hand.py, its declarations in
croatian_declarations.py, scored in croatian_scoring.py and folded in croatian_engine.py."""

from dataclasses import dataclass

from kernel.said import named, said

from ..options import Option, boolean, choice, integer
from ..registry import VariantSpec
from ..values import Refused, whole_number

# docs/rules/croatian-bela.md, "The deal": 152 in the cards and 10 for the last trick.
from .variants import BELA

BELA_POINTS = BELA
STIGLJA_VALUES = (90, 100)  # "Štiglja": 90 on most pads, 100 at some tables
TARGETS = (501, 701, 1001)  # "The game": 1001 usual, 501 and 701 offered
KONTRA = 2  # "Kontra and rekontra"
REKONTRA = 4


@dataclass(frozen=True)
class Traits:
    players: int = 4
    tricks: int = 8
    cards_each: int = 8


def _read_stiglja(value) -> int:
    """Štiglja is worth 90 or 100 (docs/rules/croatian-bela.md, "Štiglja")."""
    number = whole_number(value)
    if number not in STIGLJA_VALUES:
        raise Refused(said("štiglja is worth 90 or 100, got {value}", value=number))
    return number


OPTIONS = {
    option.key: option
    for option in (
        Option("target", integer(minimum=1), named("points to win")),
        Option(
            "tie_rule", choice("fall", "hang", "made"), named("calling side level with the other")
        ),
        Option("stiglja", _read_stiglja, named("points for štiglja (every trick)")),
        Option(
            "equal_declarations",
            choice("first", "trump", "nobody"),
            named("equal best declarations on both sides"),
        ),
        Option("bela_kept", boolean(), named("bela kept by its holder when the caller falls")),
        Option("lost_bela", choice("taken", "dropped"), named("bela of the side that loses")),
        Option("stiglja_declarations", choice("best", "all"), named("declarations in a štiglja")),
        Option("kontra_all", boolean(), named("kontra multiplies declarations and bela too")),
        Option("kontra_made", choice("own", "all"), named("a made kontra")),
        Option("belot_points", choice("target", "none"), named("what belot writes")),
    )
}

# The start form offers it as a number from 90 to 100; the reader refuses the ones between.
_read_stiglja.kind, _read_stiglja.minimum, _read_stiglja.maximum = "integer", 90, 100

CROATIAN = VariantSpec(
    game="bela",
    id="croatian",
    title=named("Croatian Bela (four-handed)"),
    summary=named(
        "Two pairs to 1001; the calling side must make more than the other or falls; "
        "štiglja, declarations, bela, kontra."
    ),
    side_counts=(2,),
    defaults={
        "target": 1001,
        "tie_rule": "fall",
        "stiglja": 90,
        "equal_declarations": "first",
        "bela_kept": False,
        "lost_bela": "taken",
        "stiglja_declarations": "best",
        "kontra_all": False,
        "kontra_made": "own",
        "belot_points": "target",
    },
    options=OPTIONS,
    traits=Traits(),
    side_word="team",
)
