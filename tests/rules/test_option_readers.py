"""The option readers (scoring/rules/options.py) at their limits: every option of every variant
reads what the table says, All Fours' kicks and stakes are refused in words, and three-handed
Bela takes a 32- or 28-card pack only. The variants' defaults are in test_variant_tables.py."""

import pytest

from scoring.rules import parse_record
from scoring.rules.errors import Problems
from scoring.rules.options import boolean, choice, integer, resolve

from .helpers import built_afresh, problems, record

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
