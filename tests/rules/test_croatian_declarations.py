"""Croatian Bela declarations one rule at a time (docs/rules/croatian-bela.md,
"Declarations"): their values, how single declarations rank, which side's count and why."""

import pytest

from scoring.rules.bela.croatian_declarations import (
    PAD_DECLARATIONS,
    Declaration,
    declaration_rank,
    declaration_value,
    pad_declaration,
    sequence_value,
    side_counting_declarations,
    why_counting,
)


def seq(side, cards, top=None, suit=None, order=0):
    return Declaration(side, "sequence", order, cards=cards, top=top, suit=suit)


def four(side, rank, order=0):
    return Declaration(side, "four", order, rank=rank)


@pytest.mark.parametrize(("cards", "points"), [(3, 20), (4, 50), (5, 100), (6, 100), (7, 100)])
def test_a_sequence_is_worth_by_its_length(cards, points):
    assert sequence_value(cards) == points
    assert seq("A", cards).value == points


@pytest.mark.parametrize(
    ("rank", "points"), [("J", 200), ("9", 150), ("A", 100), ("10", 100), ("K", 100), ("Q", 100)]
)
def test_four_of_a_kind_is_worth_by_its_rank(rank, points):
    assert declaration_value(four("A", rank)) == points


@pytest.mark.parametrize(
    ("higher", "lower"),
    [
        (four("A", "J"), four("B", "9")),
        (four("A", "9"), seq("B", 7, "A")),
        (four("A", "Q"), seq("B", 7, "A")),  # four of a kind before a sequence of equal points
        (four("A", "A"), four("B", "10")),
        (four("A", "10"), four("B", "K")),
        (four("A", "K"), four("B", "Q")),
        (seq("A", 6, "9"), seq("B", 5, "A")),  # the longer sequence first
        (seq("A", 4, "A"), seq("B", 4, "K")),  # then the higher top card
        (seq("A", 3, "8"), seq("B", 3)),  # a known top before an unknown one
        (seq("A", 4, "9"), seq("B", 3, "A")),
    ],
)
def test_single_declarations_rank(higher, lower):
    assert declaration_rank(higher, None, False) > declaration_rank(lower, None, False)
    assert side_counting_declarations((lower, higher), None, "first") == "A"
    assert side_counting_declarations((lower, higher), None, "nobody") == "A"
    assert why_counting((lower, higher), None, "first") == "best"


def test_a_trump_sequence_ranks_higher_only_under_the_trump_rule():
    plain, trump = seq("B", 4, "K", "clubs"), seq("A", 4, "K", "hearts")
    assert declaration_rank(trump, "hearts", True) > declaration_rank(plain, "hearts", True)
    assert declaration_rank(trump, "hearts", False) == declaration_rank(plain, "hearts", False)
    assert declaration_rank(trump, None, True) == declaration_rank(plain, None, True)


def test_equal_bests_under_each_house_rule():
    both = (seq("B", 4, "K", "clubs", order=0), seq("A", 4, "K", "hearts", order=1))
    assert side_counting_declarations(both, "hearts", "first") == "B"
    assert why_counting(both, "hearts", "first") == "first"
    assert side_counting_declarations(both, "hearts", "trump") == "A"
    assert why_counting(both, "hearts", "trump") == "trump"
    assert side_counting_declarations(both, "hearts", "nobody") is None
    assert why_counting(both, "hearts", "nobody") == "nobody"


def test_equal_bests_under_trump_with_neither_in_trumps_go_to_the_first():
    both = (seq("B", 4, "K", "clubs", order=0), seq("A", 4, "K", "spades", order=1))
    assert side_counting_declarations(both, "hearts", "trump") == "B"
    assert why_counting(both, "hearts", "trump") == "first"


def test_equal_bests_of_one_side_are_no_tie():
    mine = (seq("A", 3, "K", order=0), seq("A", 3, "K", order=1), seq("B", 3, "Q", order=2))
    assert side_counting_declarations(mine, None, "nobody") == "A"
    assert why_counting(mine, None, "nobody") == "best"


def test_nothing_declared_counts_for_nobody():
    assert side_counting_declarations((), None, "first") is None
    assert why_counting((), None, "first") == "none"


@pytest.mark.parametrize("name", sorted(PAD_DECLARATIONS))
def test_the_scorepads_declarations_read_back(name):
    assert pad_declaration({"side": "A", **PAD_DECLARATIONS[name]}) == name


@pytest.mark.parametrize(
    ("declaration", "name"),
    [
        ({"kind": "sequence", "cards": 6, "top": "A"}, "five_in_a_row"),
        ({"kind": "sequence", "cards": 7}, "five_in_a_row"),
        ({"kind": "sequence", "cards": "3"}, None),
        ({"kind": "four", "rank": "8"}, None),
        ({"kind": "bela"}, None),
    ],
)
def test_a_recorded_declaration_as_the_scorepad_names_it(declaration, name):
    assert pad_declaration(declaration) == name
