"""Amerikaner (Norway) and Kani (Iceland): variants, options and the deal table
(rules/variants.md, rulebook §1.C)."""

import math
from dataclasses import dataclass

from kernel.said import named

from ..options import Option, boolean, choice, integer
from ..registry import VariantSpec

AMERIKANER_BID = "amerikaner"
KANI_TRICKS = 13


@dataclass(frozen=True)
class Deal:
    """What a hand looks like for a number of players under a kitty mode."""

    tricks: int  # tricks played in a hand (never the kitty)
    min_bid: int
    max_bid: int  # the highest number bid
    kitty_trick: bool  # the bidding side counts one more trick (the kitty)
    kitty: bool  # a kitty exists, so the called card may lie in it (no partner)


# kitty mode -> players -> (tricks, minimum bid), rulebook §1.C.2, §1.C.3 and V-AM-1/2.
DEALS = {
    "kitty": {3: (16, 8), 4: (12, 6), 5: (10, 5)},
    "kitty_trick": {3: (16, 9), 4: (12, 7), 5: (10, 6)},
    "none": {3: (17, 9), 4: (13, 7), 5: (10, 5)},
    "jokers": {3: (18, 9), 5: (11, 6), 6: (9, 5)},
}


@dataclass(frozen=True)
class Traits:
    kani: bool


def deal_for(variant_id: str, options: dict, players: int) -> Deal | str:
    """The deal for this many players, or a message saying why there is none."""
    if variant_id == "kani":
        minimum = options.get("min_bid", math.ceil(KANI_TRICKS / 2))
        return Deal(KANI_TRICKS, minimum, KANI_TRICKS, kitty_trick=False, kitty=False)
    mode = options["kitty"]
    table = DEALS[mode]
    if players not in table:
        counts = ", ".join(str(n) for n in table)
        rule = mode.replace("_", " ")
        return f"with the kitty rule '{rule}' Amerikaner is for {counts} players, not {players}"
    tricks, minimum = table[players]
    extra = mode == "kitty_trick"
    return Deal(
        tricks,
        options.get("min_bid", minimum),
        tricks + (1 if extra else 0),
        kitty_trick=extra,
        kitty=mode in ("kitty", "kitty_trick"),
    )


OPTIONS = {
    option.key: option
    for option in (
        Option("target", integer(minimum=1), named("points to reach")),
        Option("kitty", choice(*DEALS), named("what happens to the kitty")),
        Option("min_bid", integer(minimum=1), named("the lowest bid, overriding the table")),
        Option("double", choice("off", "bidder_x2", "partner_half"), named("doubled scoring")),
        Option("all_pass", choice("redeal", "play_negative"), named("a hand everyone passed")),
        Option("amerikaner_value", integer(minimum=1), named("what an Amerikaner bid is worth")),
        Option("top_tie", choice("joint", "play_on"), named("two or more level at the top")),
        Option("flat_ten", boolean(), named("Kani: every bid but Kani is worth 10")),
        Option("kani_value", integer(minimum=1), named("Kani: what the 13 bid is worth")),
    )
}

AMERIKANER_KEYS = (
    "target",
    "kitty",
    "min_bid",
    "double",
    "all_pass",
    "amerikaner_value",
    "top_tie",
)
KANI_KEYS = ("target", "min_bid", "top_tie", "flat_ten", "kani_value")

VARIANTS = {
    "amerikaner": VariantSpec(
        game="amerikaner",
        id="amerikaner",
        title=named("Amerikaner"),
        summary=named(
            "3 to 5 players (6 with jokers) bid for tricks with a called partner; first to 52."
        ),
        side_counts=(3, 4, 5, 6),
        defaults={
            "target": 52,
            "kitty": "kitty",
            "double": "off",
            "all_pass": "redeal",
            "amerikaner_value": 52,
            "top_tie": "joint",
        },
        options={key: OPTIONS[key] for key in AMERIKANER_KEYS},
        traits=Traits(kani=False),
        side_word="player",
        usual_sides=4,  # rulebook §1.C.1: the main game is for four; §1.C.2 three or five
    ),
    "kani": VariantSpec(
        game="amerikaner",
        id="kani",
        title=named("Kani"),
        summary=named(
            "Icelandic Amerikaner for 4: no negative scores, 13 is Kani (50); agree a target."
        ),
        side_counts=(4,),
        defaults={"top_tie": "joint", "flat_ten": False, "kani_value": 50},
        options={key: OPTIONS[key] for key in KANI_KEYS},
        traits=Traits(kani=True),
        required_options=("target",),
        side_word="player",
    ),
}
