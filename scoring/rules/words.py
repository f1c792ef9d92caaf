"""What the rules core says to players, kept translatable without importing Django.

`said("High to {side}", side="Red Lion")` is a message and its parameters. In English it reads
as the message filled in (`str()`): that is the note the JSON result carries. The Django side
looks the message up in the page's language and fills it in the same way (scoring/sheets.py).
`makemessages` finds every `said(...)` message (the project's makemessages adds the keyword),
so each is written once, here in the rules core, and translated in the catalogues."""

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Said:
    message: str  # with {name} placeholders, str.format style
    params: tuple[tuple[str, Any], ...] = ()  # a value may itself be Said (a card's name)

    def __str__(self) -> str:
        return self.message.format(**{name: str(value) for name, value in self.params})


def said(message: str, **params: Any) -> Said:
    return Said(message, tuple(params.items()))


class Side(str):
    """A side's id where a message names the side: the JSON note reads the id (the record's
    own word for it), a page reads the side's name (scoring/sheets.py `in_words`)."""


class Sides(tuple):
    """Sides' ids listed in a message ("A, B" in the JSON note), their names on a page."""

    def __str__(self) -> str:
        return ", ".join(self)


def listed_sides(ids) -> Sides:
    return Sides(Side(side) for side in ids)


def either(words: list[Any]) -> Any:
    """Alternatives as a sentence says them: "High", "High or Game", "High or Low or Game"
    (each a Said, or a number)."""
    if len(words) == 1:
        return words[0]
    return said("{first} or {rest}", first=words[0], rest=either(words[1:]))


def named(text: str) -> str:
    """A name or a description the players read (a variant's title and summary, what an
    option means), returned as it is and marked for the catalogues (makemessages' keyword):
    the Django side shows it in the page's language through gettext."""
    return text
