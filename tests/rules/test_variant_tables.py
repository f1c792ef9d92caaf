"""Every variant's defaults, options and fixed traits against the variant tables (docs/variants.md,
rulebook §1.A.10, §1.B, §1.C), and the small facts the entry forms ask (the `facts` modules).
The option readers at their limits are in test_option_readers.py.

The tables are checked as `built_afresh` (tests/rules/helpers.py) builds them, inside the
test."""

import math

import pytest

from scoring.rules.allfours import facts as allfours_facts
from scoring.rules.allfours import variants as allfours_variants
from scoring.rules.amerikaner import facts as amerikaner_facts
from scoring.rules.bela import facts as bela_facts
from scoring.rules.bela import variants as bela_variants

from .helpers import built_afresh


def titled(spec) -> tuple[str, str]:
    """A variant's title and summary as the variant picker shows them (from the module every
    other module imported): both are said."""
    assert spec.title and spec.summary
    return spec.title, spec.summary


# --- All Fours (docs/variants.md, "All Fours") ---------------------------------------------

# What every All Fours variant holds unless its row says otherwise: no kicks, Game worth 1,
# hang jack 1, looking costs 4, a revoke's Game to nobody, no stakes.
ALLFOURS_USUAL = {
    "kicks": {},
    "kick_scoring": "final",
    "beg_point": 1,
    "take_one_may_win": True,
    "hang_jack": 1,
    "low_to": "holder",
    "game_value": 1,
    "looked_penalty": 4,
    "revoke_game": "nobody",
    "stakes": None,
}
TURN_UP_KEYS = ["kicks", "kick_scoring", "beg_point", "take_one_may_win"]
COMMON_KEYS = ["hang_jack", "low_to", "game_tie", "game_value"]
TRINIDAD_ROW = {"target": 14, "kick_scoring": "every", "hang_jack": 3, "game_tie": "nobody"}

# variant: (sides, the row's defaults, trumps turned up, penalties, the keys a record may set)
ALLFOURS_TABLE = {
    "trinidad": (
        (2,),
        {**TRINIDAD_ROW, "kicks": {"A": 1, "6": 2, "J": 3}},
        True,
        {"misdeal", "revoke", "revoke_honour"},
        ["target", *TURN_UP_KEYS, *COMMON_KEYS, "revoke_game", "stakes"],
    ),
    "tobago": (
        (2,),
        {**TRINIDAD_ROW, "kicks": {"A": 1, "2": 2, "J": 3}},
        True,
        {"misdeal", "revoke", "revoke_honour"},
        ["target", *TURN_UP_KEYS, *COMMON_KEYS, "revoke_game", "stakes"],
    ),
    "yorkshire": (
        (2, 3),
        {"target": 11, "game_tie": "nobody"},
        False,
        {"looked"},
        ["target", *COMMON_KEYS, "looked_penalty", "stakes"],
    ),
    "heckmondwike": (
        (2,),
        {"target": 15, "game_tie": "nobody"},
        False,
        {"looked"},
        ["target", *COMMON_KEYS, "looked_penalty", "stakes"],
    ),
    "lancashire": (
        (2,),
        {"target": 11, "game_tie": "nobody", "low_to": "capturer"},
        False,
        {"looked"},
        ["target", *COMMON_KEYS, "looked_penalty", "stakes"],
    ),
    "cotton": (
        (2,),
        {"target": 11, "kicks": {"J": 1}, "game_tie": "non_dealer"},
        True,
        set(),
        ["target", *TURN_UP_KEYS, *COMMON_KEYS, "stakes"],
    ),
    "running": (
        (2,),
        {"target": 31, "kicks": {"A": 4, "K": 3, "Q": 2, "J": 1}, "game_tie": "non_dealer"},
        True,
        set(),
        ["target", *TURN_UP_KEYS, *COMMON_KEYS, "stakes"],
    ),
    "american": (
        (2,),
        {"target": 10, "kicks": {"J": 1}, "game_tie": "non_dealer", "take_one_may_win": False},
        True,
        set(),
        ["target", *TURN_UP_KEYS, *COMMON_KEYS, "stakes"],
    ),
    "sevenup": (
        (2, 3),
        {"target": 7, "kicks": {"J": 1}, "game_tie": "non_dealer", "take_one_may_win": False},
        True,
        set(),
        ["target", *TURN_UP_KEYS, *COMMON_KEYS, "stakes"],
    ),
    "pitch": (
        (2, 3),
        {"target": 7, "game_tie": "nobody"},
        False,
        set(),
        ["target", *COMMON_KEYS, "stakes"],
    ),
}


def test_the_all_fours_variants_are_the_table_and_no_more():
    variants = built_afresh("scoring.rules.allfours.variants").VARIANTS
    assert list(variants) == list(ALLFOURS_TABLE)


@pytest.mark.parametrize("variant_id", ALLFOURS_TABLE)
def test_an_all_fours_variant_is_its_row_of_the_table(variant_id):
    sides, row, turn_up, penalties, keys = ALLFOURS_TABLE[variant_id]
    spec = built_afresh("scoring.rules.allfours.variants").VARIANTS[variant_id]
    assert (spec.game, spec.id, spec.side_counts) == ("allfours", variant_id, sides)
    assert dict(spec.defaults) == {**ALLFOURS_USUAL, **row}
    assert (spec.traits.turn_up, spec.traits.penalties) == (turn_up, penalties)
    assert list(spec.options) == keys
    assert (spec.side_word, spec.required_options, spec.sides_usually) == ("side", (), sides[0])
    assert (spec.title, spec.summary) == titled(allfours_variants.VARIANTS[variant_id])


# --- Bela / Clobyosh / Klaberjass (docs/variants.md, "Bela") ---------------------------------

# Every Bela variant holds a value for every key (three-handed ones matter only in bela3).
BELA_USUAL = {
    "no_tricker": False,
    "bate_to": "higher",
    "split": "halves",
    "deck": 32,
    "no_trump": False,
    "equal_runs": "first",
}
# variant: (sides, side word, players, tricks, cards each, the row's defaults, keys)
BELA_TABLE = {
    "bela2": (
        2,
        "player",
        (2, 9, 9),
        {"target": 501, "end_rule": "claims", "tie_rule": "hold_over"},
        ["target", "end_rule", "tie_rule", "no_tricker", "equal_runs"],
    ),
    "bela3": (
        3,
        "player",
        (3, 9, 9),
        {"target": 501, "end_rule": "claims", "tie_rule": "bate"},
        ["target", "end_rule", "tie_rule", "bate_to", "split", "deck", "equal_runs"],
    ),
    "klaberjass": (
        2,
        "team",
        (4, 8, 8),
        {"target": 1001, "end_rule": "play_out", "tie_rule": "bate"},
        ["target", "end_rule", "tie_rule", "no_trump", "equal_runs"],
    ),
}


@pytest.mark.parametrize("variant_id", BELA_TABLE)
def test_a_bela_variant_is_its_row_of_the_table(variant_id):
    sides, side_word, (players, tricks, cards_each), row, keys = BELA_TABLE[variant_id]
    variants = built_afresh("scoring.rules.bela.variants").VARIANTS
    assert list(variants) == list(BELA_TABLE)
    spec = variants[variant_id]
    assert (spec.game, spec.id, spec.side_counts, spec.side_word) == (
        "bela",
        variant_id,
        (sides,),
        side_word,
    )
    assert dict(spec.defaults) == {**BELA_USUAL, **row}
    traits = spec.traits
    assert (traits.players, traits.tricks, traits.cards_each) == (players, tricks, cards_each)
    assert list(spec.options) == keys
    assert (spec.title, spec.summary) == titled(bela_variants.VARIANTS[variant_id])


# --- Amerikaner and Kani (docs/variants.md, "Amerikaner") ------------------------------------


def test_amerikaner_and_kani_are_their_rows_of_the_table():
    variants = built_afresh("scoring.rules.amerikaner.variants").VARIANTS
    amerikaner, kani = variants["amerikaner"], variants["kani"]
    assert (amerikaner.side_counts, amerikaner.sides_usually) == ((3, 4, 5, 6), 4)
    assert dict(amerikaner.defaults) == {
        "target": 52,
        "kitty": "kitty",
        "double": "off",
        "all_pass": "redeal",
        "amerikaner_value": 52,
        "top_tie": "joint",
    }
    assert list(amerikaner.options) == [
        "target",
        "kitty",
        "min_bid",
        "double",
        "all_pass",
        "amerikaner_value",
        "top_tie",
    ]
    assert (kani.side_counts, kani.required_options) == ((4,), ("target",))
    assert dict(kani.defaults) == {"top_tie": "joint", "flat_ten": False, "kani_value": 50}
    assert list(kani.options) == ["target", "min_bid", "top_tie", "flat_ten", "kani_value"]
    assert not amerikaner_facts.is_kani(amerikaner) and amerikaner_facts.is_kani(kani)


# (tricks, minimum bid) by kitty rule and players: docs/variants.md, rulebook §1.C.2-3.
DEAL_TABLE = {
    "kitty": {3: (16, 8), 4: (12, 6), 5: (10, 5)},
    "kitty_trick": {3: (16, 9), 4: (12, 7), 5: (10, 6)},
    "none": {3: (17, 9), 4: (13, 7), 5: (10, 5)},
    "jokers": {3: (18, 9), 5: (11, 6), 6: (9, 5)},
}
# With no kitty or with the jokers every card is dealt, so the called card is always held.
LEAVES_A_KITTY = {"kitty": True, "kitty_trick": True, "none": False, "jokers": False}


@pytest.mark.parametrize("kitty", DEAL_TABLE)
def test_the_amerikaner_deal_is_the_table(kitty):
    for players in range(2, 8):
        deal = amerikaner_facts.deal_for("amerikaner", {"kitty": kitty}, players)
        if players not in DEAL_TABLE[kitty]:
            counts = ", ".join(str(n) for n in DEAL_TABLE[kitty])
            rule = kitty.replace("_", " ")
            assert deal == (
                f"with the kitty rule '{rule}' Amerikaner is for {counts} players, not {players}"
            )
            continue
        tricks, minimum = DEAL_TABLE[kitty][players]
        # With kitty_trick the bidding side counts the kitty as one more trick (§1.C.3).
        extra = kitty == "kitty_trick"
        assert deal == amerikaner_facts.Deal(
            tricks, minimum, tricks + extra, kitty_trick=extra, kitty=LEAVES_A_KITTY[kitty]
        )
        moved = amerikaner_facts.deal_for("amerikaner", {"kitty": kitty, "min_bid": 3}, players)
        assert moved.min_bid == 3


def test_kani_deals_thirteen_tricks_with_a_minimum_bid_of_seven_unless_agreed():
    assert amerikaner_facts.deal_for("kani", {}, 4) == amerikaner_facts.Deal(
        13, 7, 13, kitty_trick=False, kitty=False
    )
    assert math.ceil(amerikaner_facts.KANI_TRICKS / 2) == 7
    assert amerikaner_facts.deal_for("kani", {"min_bid": 9}, 4).min_bid == 9


# --- The facts the entry forms ask --------------------------------------------------------------


@pytest.mark.parametrize(("players", "most"), [(2, 6), (3, 4), (4, 3), (5, 2), (6, 1), (7, 1)])
def test_how_many_cards_can_be_turned_in_one_deal(players, most):
    # Six each and a turn-up, then three more each and a turn-up per run, from 52 cards (V-AF-12).
    # Six players: 37 cards out, and a run would need 19 more of the 15 left: no run at all.
    assert allfours_facts.turn_ups(players) == range(1, most + 1)
    used = 6 * players + 1 + (most - 1) * (3 * players + 1)
    assert used <= 52 < used + 3 * players + 1


def test_the_all_fours_traits_the_forms_read():
    variants = built_afresh("scoring.rules.allfours.variants").VARIANTS
    assert allfours_facts.turns_up(variants["trinidad"]) is True
    assert allfours_facts.turns_up(variants["heckmondwike"]) is False
    assert allfours_facts.penalties(variants["heckmondwike"]) == {"looked"}
    assert allfours_facts.MOST_GAME_POINTS == 80
    assert allfours_facts.turn_ups() == range(1, 7)


@pytest.mark.parametrize(
    ("variant_id", "every_card_played", "may_go_big", "tricks"),
    [("bela2", False, False, 9), ("bela3", False, True, 9), ("klaberjass", True, False, 8)],
)
def test_the_bela_traits_the_forms_read(variant_id, every_card_played, may_go_big, tricks):
    spec = built_afresh("scoring.rules.bela.variants").VARIANTS[variant_id]
    assert bela_facts.all_cards_played(spec) is every_card_played
    assert bela_facts.maker_may_go_big(spec) is may_go_big
    assert bela_facts.tricks(spec) == tricks


def test_the_bela_options_the_forms_read():
    assert bela_facts.claims_allowed({"end_rule": "claims"}) is True
    assert bela_facts.claims_allowed({"end_rule": "east_lothian"}) is True
    assert bela_facts.claims_allowed({"end_rule": "play_out"}) is False
    assert bela_facts.no_trump_allowed({"no_trump": True}) is True
    assert bela_facts.no_trump_allowed({"no_trump": False}) is False
    # V-BE-1: 152 card points with trumps, 120 without; the 28-card pack has no 7s.
    assert (bela_facts.card_points_total("hearts"), bela_facts.card_points_total("none")) == (
        152,
        120,
    )
    assert bela_facts.run_ranks({"deck": 28}) == ("A", "K", "Q", "J", "10", "9", "8")
    assert bela_facts.run_ranks({"deck": 32})[-1] == "7"
    # A claim counts at most: 146 card points, 100 for runs, 20 for bela, 10 for the last trick.
    assert bela_facts.claim_limit() == 276
