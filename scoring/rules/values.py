"""Small readers for JSON values, shared by the games. Each returns the value or raises
ValueError with a message a player understands; callers attach the hand and field."""

from collections.abc import Iterable
from fractions import Fraction
from typing import Any

from kernel.said import Said, said

from .words import listed_sides

# JSON has no "absent" value of its own: a field left out of a hand is MISSING, which is not null.
MISSING: Any = type(
    "Missing", (), {"__repr__": lambda self: "MISSING", "__bool__": lambda s: False}
)()

Score = int | Fraction


def is_whole(value: Any) -> bool:
    """True for JSON whole numbers (3 or 3.0), never for true/false."""
    if isinstance(value, bool):
        return False
    return isinstance(value, int) or (isinstance(value, float) and value.is_integer())


class Refused(ValueError):
    """A value refused, with what the rules core says about it (words.py) for translation."""

    def __init__(self, words: Said):
        super().__init__(str(words))
        self.said = words


def whole_number(value: Any, minimum: int | None = None, maximum: int | None = None) -> int:
    if value is None or value is MISSING:
        raise Refused(said("give a whole number"))
    if not is_whole(value):
        raise Refused(said("expected a whole number, got {value}", value=describe(value)))
    number = int(value)
    if minimum is not None and number < minimum:
        raise Refused(
            said("must be at least {minimum}, got {number}", minimum=minimum, number=number)
        )
    if maximum is not None and number > maximum:
        raise Refused(
            said("must be at most {maximum}, got {number}", maximum=maximum, number=number)
        )
    return number


def one_of(value: Any, choices: Iterable[str]) -> str:
    choices = tuple(choices)
    if not isinstance(value, str) or value not in choices:
        raise Refused(
            said(
                "expected one of {choices}; got {value}",
                choices=", ".join(choices),
                value=describe(value),
            )
        )
    return value


def boolean(value: Any) -> bool:
    if not isinstance(value, bool):
        raise Refused(said("expected true or false, got {value}", value=describe(value)))
    return value


def describe(value: Any) -> str | Said:
    """How a value reads in a message: JSON-ish, short (a list or an object in words)."""
    if value is None:
        return "null"
    if value is True or value is False:
        return str(value).lower()
    if isinstance(value, str):
        return f'"{value}"' if len(value) <= 30 else f'"{value[:27]}..."'
    if isinstance(value, (int, float)):
        return str(value)
    if isinstance(value, list):
        return said("a list")
    if isinstance(value, dict):
        return said("an object")
    return type(value).__name__


def to_json_number(value: Score | float) -> int | float:
    """Scores are whole numbers except three-handed Bela's half points (22.5)."""
    if isinstance(value, Fraction) and value.denominator != 1:
        return float(value)
    if isinstance(value, float) and not value.is_integer():
        return value
    return int(value)


def not_a_side(value: Any, ids: Iterable[str]) -> Said:
    """The refusal of a value that should name one of the sides; of none, that none was
    chosen (a page would say "null" otherwise)."""
    if value is None or value is MISSING or value == "":
        return said("no side was chosen")
    return said(
        "choose one of the sides ({sides})",
        in_the_file="{value} is not one of the sides ({sides})",
        value=describe(value),
        sides=listed_sides(ids),
    )
