"""Declared options of a variant: each key has a reader that checks and normalises its value."""

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from kernel.said import said

from . import values
from .errors import Problems, key_path
from .limits import LARGEST_OPTION
from .words import OptionChoices

Reader = Callable[[Any], Any]


@dataclass(frozen=True)
class Option:
    key: str
    read: Reader
    meaning: str
    # (another option's key, its value): this option counts only when that one has that value
    # (Klaverjas's target only in a match to points, its deals only in a boom); None, always.
    only_when: tuple[str, Any] | None = None

    def counts(self, options: Mapping[str, Any]) -> bool:
        """Whether this option changes anything under the resolved `options`."""
        return self.only_when is None or options.get(self.only_when[0]) == self.only_when[1]


# Each reader says what kind of value it takes, so a form can offer the option too.


def integer(minimum: int | None = None, maximum: int = LARGEST_OPTION) -> Reader:
    def read(value):
        return values.whole_number(value, minimum=minimum, maximum=maximum)

    read.kind, read.minimum, read.maximum = "integer", minimum, maximum
    return read


def choice(*choices: str) -> Reader:
    def read(value):
        return values.one_of(value, choices)

    read.kind, read.choices = "choice", choices
    return read


def boolean() -> Reader:
    def read(value):
        return values.boolean(value)

    read.kind = "boolean"
    return read


def resolve(
    variant_id: str,
    declared: Mapping[str, Option],
    defaults: Mapping[str, Any],
    given: Any,
    problems: Problems,
) -> dict[str, Any]:
    """The variant's defaults overridden by the record's options; unknown keys are errors."""
    resolved = dict(defaults)
    if given is None:
        return resolved
    if not isinstance(given, dict):
        problems.add(
            "options", said("options must be an object, got {value}", value=values.describe(given))
        )
        return resolved
    for key, value in given.items():
        option = declared.get(key)
        if option is None:
            problems.add(
                key_path("options", key),
                said(
                    "'{key}' is not an option of {variant} (its options: {known})",
                    key=key,
                    variant=variant_id,
                    known=", ".join(declared) or said("none"),
                ),
            )
            continue
        try:
            resolved[key] = option.read(value)
        except values.Refused as error:
            # A page names the option by its meaning and its choices by their words; the JSON
            # by the record's keys and ids.
            why = error.said
            if getattr(option.read, "kind", None) == "choice":
                why = said(
                    "choose {choices}",
                    in_the_file=why.message,
                    **{**dict(why.params), "choices": OptionChoices(key, option.read.choices)},
                )
            problems.add(
                key_path("options", key),
                said(
                    "{option}: {why}",
                    in_the_file="{key}: {why}",
                    key=key,
                    option=said(option.meaning),
                    why=why,
                ),
            )
    return resolved
