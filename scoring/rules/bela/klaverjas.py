"""Dutch Klaverjas: the variant, its house-rule options and its fixed figures
(docs/rules/klaverjas.md). Rotterdam and Amsterdam tables differ in how trumps must be played,
not in how a deal is scored, so both play this one variant (docs/rules/klaverjas.md, "Rotterdam
and Amsterdam")."""

from dataclasses import dataclass

from kernel.said import named

from ..options import Option, boolean, choice, integer
from ..registry import VariantSpec

# K1: a deal holds 162: the 152 card points of the pack (the same pack and values as Bela's)
# and 10 for the last trick, counted in with the card points.
from .variants import BELA, SUITS

STUK = BELA  # K3: the king and queen of trumps, 20 roem (Bela's bela, the same fact)
TRICKS = 8
# K10: kraak, herkraak (also rekraak), superkraak.
DOUBLINGS = (2, 4, 8)
DOUBLING_NAMES = {"kraak": 2, "herkraak": 4, "rekraak": 4, "superkraak": 8}

# K4: which four of a kind counts 100 differs by club (the four jacks always count, 200).
FOUR_OF_A_KIND_RANKS = {
    "tens": ("A", "K", "Q", "10"),
    "faces": ("A", "K", "Q"),
    "nines": ("A", "K", "Q", "10", "9"),
}


@dataclass(frozen=True)
class KlaverjasTraits:
    """What the family's shared code asks of a variant (players, tricks, cards each)."""

    players: int = 4
    tricks: int = TRICKS
    cards_each: int = 8


OPTIONS = {
    option.key: option
    for option in (
        Option("end", choice("boom", "points"), named("how the match ends")),
        # K11: a boom ends after its deals, a match to points at its target; neither counts in
        # the other (match_target), so the start form shows each only with its ending.
        Option(
            "deals",
            integer(minimum=1, maximum=100),
            named("deals in a boom"),
            only_when=("end", "boom"),
        ),
        Option("target", integer(minimum=1), named("points to win"), only_when=("end", "points")),
        Option("tie", choice("nat", "made"), named("the playing side level with the other")),
        Option(
            "four_of_a_kind",
            choice("tens", "faces", "nines"),
            named("four of a kind that counts 100 roem"),
        ),
        Option("pit_bonus", integer(minimum=0, maximum=500), named("roem for pit")),
        Option("pit_by", choice("any", "maker"), named("who earns the roem for pit")),
        Option(
            "revoke_roem", choice("all", "own"), named("what the other side takes after a revoke")
        ),
        Option("double_roem", boolean(), named("kraken doubles the roem too")),
        Option("kraak_scoring", choice("whole", "each"), named("a deal under kraak")),
        Option("revoke_pit", boolean(), named("the others' revoke pays the players pit")),
    )
}

DEFAULTS = {
    "end": "boom",
    "deals": 16,
    "target": 1500,
    "tie": "nat",
    "four_of_a_kind": "tens",
    "pit_bonus": 100,
    "pit_by": "any",
    "revoke_roem": "all",
    "double_roem": False,
    "kraak_scoring": "whole",
    "revoke_pit": False,
}


def klaverjas_variant(fold) -> VariantSpec:
    """The variant, with the fold that scores its hands, which are not Bela's (VariantSpec.fold:
    bela/__init__.py's fold_for picks it)."""
    return VariantSpec(
        game="bela",
        id="klaverjas",
        title=named("Klaverjas (Dutch, four-handed)"),
        summary=named(
            "Two teams, 162 a deal with roem; the players must make more than the others or "
            "go nat. A boom of 16 deals, or to 1500."
        ),
        side_counts=(2,),
        defaults=DEFAULTS,
        options=OPTIONS,
        traits=KlaverjasTraits(),
        fold=fold,
        side_word="team",
    )


def four_of_a_kind_ranks(options) -> tuple[str, ...]:
    """K4: the ranks whose four of a kind count 100 at this table."""
    return FOUR_OF_A_KIND_RANKS[options["four_of_a_kind"]]


__all__ = ["DOUBLINGS", "DOUBLING_NAMES", "STUK", "SUITS", "four_of_a_kind_ranks"]
