"""Every variant's defaults, options and fixed traits against the variant tables (docs/variants.md,
rulebook §1.A.10, §1.B, §1.C), the option readers at their limits, and the small facts the entry
forms ask (the `facts` modules).

The tables are built while a module is imported. A mutation tool switches a change to the code
on only while a test runs (mutmut 3), so a table built once at import never meets one; the
tables are therefore checked as `built_afresh` builds them, inside the test."""

import importlib.util
import math

import pytest

from scoring.rules import parse_record
from scoring.rules.allfours import facts as allfours_facts
from scoring.rules.allfours import variants as allfours_variants
from scoring.rules.amerikaner import facts as amerikaner_facts
from scoring.rules.bela import facts as bela_facts
from scoring.rules.bela import variants as bela_variants
from scoring.rules.errors import Problems
from scoring.rules.options import boolean, choice, integer, resolve

from .helpers import problems, record


def built_afresh(module_name: str):
    """The module run once more as a new module object (sys.modules keeps the one every other
    module imported), so its import-time tables are built by the code as it is now."""
    spec = importlib.util.find_spec(module_name)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


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


# --- The option readers ----------------------------------------------------------------------


def test_an_integer_option_takes_its_minimum_and_refuses_one_less():
    read = built_afresh("scoring.rules.options").integer(minimum=1)
    assert (read.kind, read.minimum) == ("integer", 1)
    assert read(1) == 1 and read(7.0) == 7
    with pytest.raises(ValueError, match=r"^must be at least 1, got 0$"):
        read(0)
    unbounded = integer()
    assert unbounded.minimum is None and unbounded(-5) == -5


def test_a_choice_option_takes_its_choices_only():
    read = built_afresh("scoring.rules.options").choice("every", "final")
    assert (read.kind, read.choices) == ("choice", ("every", "final"))
    assert read("every") == "every" and read("final") == "final"
    with pytest.raises(ValueError, match=r'^expected one of every, final; got "some"$'):
        read("some")
    assert choice("a")("a") == "a"


def test_a_boolean_option_takes_true_and_false_only():
    read = built_afresh("scoring.rules.options").boolean()
    assert read.kind == "boolean"
    assert read(True) is True and read(False) is False
    with pytest.raises(ValueError, match=r'^expected true or false, got "yes"$'):
        read("yes")
    assert boolean()(False) is False


# Each option's reader as the table states it: (kind, minimum or choices).
OPTION_READERS = {
    "scoring.rules.allfours.variants": {
        "target": ("integer", 1),
        "kick_scoring": ("choice", ("every", "final")),
        "beg_point": ("integer", 0),
        "take_one_may_win": ("boolean", None),
        "hang_jack": ("integer", 0),
        "low_to": ("choice", ("holder", "capturer")),
        "game_tie": ("choice", ("nobody", "non_dealer")),
        "game_value": ("integer", 0),
        "looked_penalty": ("integer", 0),
        "revoke_game": ("choice", ("nobody", "opponents", "no_effect")),
    },
    "scoring.rules.bela.variants": {
        "target": ("integer", 1),
        "end_rule": ("choice", ("claims", "play_out", "east_lothian")),
        "tie_rule": ("choice", ("hold_over", "maker_zero", "bate")),
        "no_tricker": ("boolean", None),
        "bate_to": ("choice", ("higher", "each")),
        "split": ("choice", ("halves", "floor")),
        "no_trump": ("boolean", None),
        "equal_runs": ("choice", ("first", "nobody", "both")),
    },
    "scoring.rules.amerikaner.variants": {
        "target": ("integer", 1),
        "kitty": ("choice", ("kitty", "kitty_trick", "none", "jokers")),
        "min_bid": ("integer", 1),
        "double": ("choice", ("off", "bidder_x2", "partner_half")),
        "all_pass": ("choice", ("redeal", "play_negative")),
        "amerikaner_value": ("integer", 1),
        "top_tie": ("choice", ("joint", "play_on")),
        "flat_ten": ("boolean", None),
        "kani_value": ("integer", 1),
    },
}


@pytest.mark.parametrize("module_name", OPTION_READERS)
def test_every_option_reads_what_the_table_says(module_name):
    options = built_afresh(module_name).OPTIONS
    for key, (kind, limits) in OPTION_READERS[module_name].items():
        read = options[key].read
        assert read.kind == kind, key
        if kind == "integer":
            assert read.minimum == limits and read(limits) == limits, key
            with pytest.raises(ValueError):
                read(limits - 1)
        elif kind == "choice":
            assert read.choices == limits, key
        assert options[key].meaning, key


def test_options_not_declared_by_any_variant_name_none():
    found = Problems()
    assert resolve("plain", {}, {"target": 5}, {"target": 6}, found) == {"target": 5}
    assert [(p.field, p.message) for p in found.found] == [
        ("options.target", "'target' is not an option of plain (its options: none)")
    ]


# --- All Fours' own readers: kicks and stakes ------------------------------------------------

OPTION_REFUSALS = [
    ({"kicks": []}, 'kicks: expected an object of rank to points, e.g. {"A": 1, "6": 2, "J": 3}'),
    ({"kicks": {"B": 1}}, 'kicks: "B" is not a rank (A K Q J 10 9 8 7 6 5 4 3 2)'),
    ({"kicks": {"A": 1, "1": 2}}, 'kicks: "1" is not a rank (A K Q J 10 9 8 7 6 5 4 3 2)'),
    ({"kicks": {"A": -1}}, "kicks: must be at least 0, got -1"),
    ({"kicks": {"A": True}}, "kicks: expected a whole number, got true"),
    ({"stakes": []}, 'stakes: expected {"game": G, "all_fours": F}'),
    ({"stakes": {}}, 'stakes: expected {"game": G, "all_fours": F}'),
    ({"stakes": {"game": 1, "x": 2}}, 'stakes: expected {"game": G, "all_fours": F}'),
    ({"stakes": {"game": -1}}, "stakes: the game stake must be a number of at least 0"),
    ({"stakes": {"game": -0.5}}, "stakes: the game stake must be a number of at least 0"),
    ({"stakes": {"all_fours": True}}, "stakes: the all_fours stake must be a number of at least 0"),
    ({"stakes": {"game": "1"}}, "stakes: the game stake must be a number of at least 0"),
]


@pytest.mark.parametrize(("options", "message"), OPTION_REFUSALS)
def test_all_fours_kicks_and_stakes_are_refused_in_words(options, message):
    (key,) = options
    found = problems("trinidad", [], options=options)
    assert [(p.hand, p.field, p.message) for p in found] == [(None, f"options.{key}", message)]


@pytest.mark.parametrize(
    ("given", "kicks"),
    [({}, {}), ({"A": 2, "10": 0}, {"A": 2, "10": 0}), ({"J": 3.0}, {"J": 3})],
)
def test_kicks_are_read_rank_by_rank(given, kicks):
    read = parse_record(record("trinidad", [], options={"kicks": given}))
    assert read.options["kicks"] == kicks
    assert all(type(points) is int for points in read.options["kicks"].values())


@pytest.mark.parametrize(
    ("given", "stakes"),
    [({"game": 2}, (2, 0)), ({"all_fours": 0.5}, (0, 0.5)), ({"game": 0, "all_fours": 3}, (0, 3))],
)
def test_a_missing_stake_is_nothing(given, stakes):
    read = parse_record(record("trinidad", [], options={"stakes": given}))
    assert (read.options["stakes"].game, read.options["stakes"].all_fours) == stakes


# --- Bela's deck ------------------------------------------------------------------------------


@pytest.mark.parametrize("deck", [32, 28, 32.0])
def test_three_handed_bela_takes_a_32_or_28_card_pack(deck):
    read = parse_record(
        record("bela3", [], game="bela", sides=("A", "B", "C"), options={"deck": deck})
    )
    assert read.options["deck"] == deck and type(read.options["deck"]) is int


@pytest.mark.parametrize("deck", [30, 33, 36, True, "32", None])
def test_three_handed_bela_refuses_any_other_pack(deck):
    found = problems("bela3", [], game="bela", sides=("A", "B", "C"), options={"deck": deck})
    assert [(p.field, p.message) for p in found] == [
        ("options.deck", f"deck: expected 32 or 28, got {deck!r}")
    ]


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
