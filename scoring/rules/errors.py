"""The one error type of the rules core: a record that cannot be scored, with every problem
found named by hand (1-based, or None for the record as a whole) and field."""

import dataclasses
from dataclasses import dataclass
from typing import Any

from kernel.said import Said, said

from .values import describe


@dataclass(frozen=True)
class Problem:
    hand: int | None
    field: str
    message: str  # in English, as the JSON errors carry it
    # The message and its parameters, for translation (kernel/said.py), where the rules
    # core says it so; None for a message still given only in English.
    said: Said | None = dataclasses.field(default=None, compare=False)

    def to_json(self) -> dict:
        return {"hand": self.hand, "field": self.field, "message": self.message}

    def __str__(self) -> str:
        where = "record" if self.hand is None else f"hand {self.hand}"
        return f"{where}, {self.field}: {self.message}"


def key_path(parent: str, key: str) -> str:
    """The field of a key inside `parent`: "game.B"; an empty key still needs a name."""
    return parent + "." + (key or '""')


class RecordError(ValueError):
    """The record is not valid under its game's rules. `problems` says where and why."""

    def __init__(self, problems: list[Problem]):
        if not problems:
            raise ValueError("a RecordError needs at least one problem")
        self.problems = list(problems)
        super().__init__("; ".join(str(p) for p in self.problems))


class Problems:
    """Collects the problems of one hand (or of the record) so all of them are reported at once."""

    def __init__(self, hand: int | None = None):
        self.hand = hand
        self.found: list[Problem] = []

    def add(self, field: str, message: Said) -> None:
        """A problem with `field`, said as a message and its parameters (words.py), so every
        refusal can reach a player in their language."""
        if not isinstance(message, Said):
            raise TypeError("a problem is said with said(...), so that it can be translated")
        self.found.append(Problem(self.hand, field, str(message), message))

    def object_with_keys(
        self, raw: Any, known: tuple[str, ...], what: str | Said, field: str
    ) -> bool:
        """Whether `raw` is a JSON object; reports it if not, and every key `what` does not have
        (a misspelt field must not be silently ignored)."""
        if not isinstance(raw, dict):
            self.add(
                field, said("{what} is a JSON object, got {value}", what=what, value=describe(raw))
            )
            return False
        for key in raw:
            if key not in known:
                # The field names the key, and an empty key still needs a name.
                self.add(
                    key or '""',
                    said(
                        "unknown field '{key}' ({what} has {known})",
                        key=key,
                        what=what,
                        known=", ".join(known),
                    ),
                )
        return True

    def __bool__(self) -> bool:
        return bool(self.found)

    def raise_if_any(self) -> None:
        if self.found:
            raise RecordError(self.found)
