"""The small readers every engine's messages are built from (scoring/rules/values.py): what a
value reads as in a message, and each reader's answer at its boundaries, word for word (the
players read these messages, and issue 20's mutants showed nothing pinned them)."""

from fractions import Fraction

import pytest

from scoring.rules.values import (
    MISSING,
    boolean,
    describe,
    is_whole,
    one_of,
    to_json_number,
    whole_number,
)


@pytest.mark.parametrize(
    ("value", "reads"),
    [
        (None, "null"),
        (True, "true"),
        (False, "false"),
        ("", '""'),
        ("A" * 30, '"' + "A" * 30 + '"'),
        ("B" * 31, '"' + "B" * 27 + '..."'),
        (7, "7"),
        (2.5, "2.5"),
        ([1, 2], "a list"),
        ({"a": 1}, "an object"),
        ((1, 2), "tuple"),
    ],
)
def test_how_a_value_reads_in_a_message(value, reads):
    assert str(describe(value)) == reads


@pytest.mark.parametrize(
    ("value", "whole"),
    [(3, True), (3.0, True), (0, True), (-2, True), (3.5, False), (True, False), ("3", False)],
)
def test_whole_numbers_are_json_whole_numbers_never_booleans(value, whole):
    assert is_whole(value) is whole


def test_a_whole_number_at_its_bounds():
    assert whole_number(3.0) == 3 and isinstance(whole_number(3.0), int)
    assert whole_number(0, minimum=0) == 0 and whole_number(8, maximum=8) == 8
    assert whole_number(-5) == -5  # no bound unless one is given
    for value, bounds, message in [
        ("3", {}, 'expected a whole number, got "3"'),
        (False, {}, "expected a whole number, got false"),
        (-1, {"minimum": 0}, "must be at least 0, got -1"),
        (9, {"maximum": 8}, "must be at most 8, got 9"),
        (2, {"minimum": 3, "maximum": 8}, "must be at least 3, got 2"),
    ]:
        with pytest.raises(ValueError) as refused:
            whole_number(value, **bounds)
        assert str(refused.value) == message


def test_one_of_and_boolean_say_what_they_expected():
    assert one_of("b", iter(["a", "b"])) == "b"
    with pytest.raises(ValueError) as refused:
        one_of("c", ("a", "b"))
    assert str(refused.value) == 'expected one of a, b; got "c"'
    with pytest.raises(ValueError) as refused:
        one_of(1, ("a",))
    assert str(refused.value) == "expected one of a; got 1"
    assert boolean(False) is False and boolean(True) is True
    with pytest.raises(ValueError) as refused:
        boolean(0)
    assert str(refused.value) == "expected true or false, got 0"


def test_missing_is_not_null_and_reads_as_missing():
    assert MISSING is not None and not MISSING and repr(MISSING) == "MISSING"


@pytest.mark.parametrize(
    ("score", "written"),
    [
        (Fraction(45, 2), 22.5),  # three-handed Bela's half point
        (Fraction(22, 1), 22),  # a whole Fraction is written whole
        (7, 7),
        (22.5, 22.5),
        (22.0, 22),  # a whole float too
    ],
)
def test_a_score_is_written_as_a_json_number(score, written):
    assert to_json_number(score) == written and type(to_json_number(score)) is type(written)
