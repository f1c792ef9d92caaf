"""The rules core's one error (scoring/rules/errors.py): where a problem is, how it reads, and
how a hand's problems are gathered, word for word. The entry forms place each message by its
field, and the `score` command prints the JSON."""

import pytest

from kernel.said import said
from scoring.rules.errors import Problem, Problems, RecordError


def test_a_problem_says_where_it_is():
    in_hand = Problem(3, "melds[1].top", "not a card of this pack")
    whole = Problem(None, "sides", "a game has two sides")
    assert in_hand.to_json() == {
        "hand": 3,
        "field": "melds[1].top",
        "message": "not a card of this pack",
    }
    assert whole.to_json() == {"hand": None, "field": "sides", "message": "a game has two sides"}
    assert str(in_hand) == "hand 3, melds[1].top: not a card of this pack"
    assert str(whole) == "record, sides: a game has two sides"


def test_a_record_error_keeps_every_problem_and_reads_as_all_of_them():
    problems = [Problem(1, "high", "give who took High"), Problem(None, "target", "at least 1")]
    error = RecordError(problems)
    assert error.problems == problems and error.problems is not problems
    assert str(error) == "hand 1, high: give who took High; record, target: at least 1"
    assert isinstance(error, ValueError)
    with pytest.raises(ValueError, match=r"^a RecordError needs at least one problem$"):
        RecordError([])


def test_a_hands_problems_are_gathered_then_raised_together():
    found = Problems(hand=2)
    assert not found
    found.raise_if_any()  # nothing found: nothing raised
    found.add("dealer", said("every hand names the dealer's side"))
    found.add("beg", said("there is no begging in a pitch game"))
    assert found
    with pytest.raises(RecordError) as refused:
        found.raise_if_any()
    assert [(p.hand, p.field, p.message) for p in refused.value.problems] == [
        (2, "dealer", "every hand names the dealer's side"),
        (2, "beg", "there is no begging in a pitch game"),
    ]


def test_an_object_with_unknown_or_misspelt_keys_is_reported_key_by_key():
    found = Problems(hand=1)
    assert found.object_with_keys({"dealer": "A"}, ("dealer", "high"), "a hand", "hands[0]")
    assert not found
    assert not found.object_with_keys([1], ("dealer",), "a hand", "hands[0]")
    assert found.object_with_keys({"dealr": "A", "": 1}, ("dealer", "high"), "a hand", "x")
    assert [(p.field, p.message) for p in found.found] == [
        ("hands[0]", "a hand is a JSON object, got a list"),
        ("dealr", "unknown field 'dealr' (a hand has dealer, high)"),
        ('""', "unknown field '' (a hand has dealer, high)"),
    ]


def test_a_problem_said_as_a_message_keeps_it_for_translation():
    """A refusal given with `said` reads in English and keeps its message and parameters, so
    the entry form can say it in the page's language; a plain string is refused, so no
    refusal is left in English only."""
    problems = Problems(hand=2)
    problems.add(
        "tricks", said("tricks add up to {total}; a hand has {expected}", total=7, expected=8)
    )
    with pytest.raises(TypeError):
        problems.add("claim", "a plain message")
    (translated,) = problems.found
    assert translated.message == "tricks add up to 7; a hand has 8"
    assert translated.said.message == "tricks add up to {total}; a hand has {expected}"
    assert dict(translated.said.params) == {"total": 7, "expected": 8}
