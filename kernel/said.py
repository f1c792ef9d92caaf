"""What the site says to players, kept translatable without importing Django: plain Python, so
the two rules cores (scoring/rules, leagues/rules) say their messages with it too.

`said("High to {side}", side="Red Lion")` is a message and its parameters. In English it reads
as the message filled in (`str()`): that is the note the JSON result carries. The Django side
looks the message up in the page's language and fills it in the same way (kernel/words.py
`in_words`). `makemessages` finds every `said(...)` message (the project's makemessages adds the
keyword), so each is written once, where it is said, and translated in the catalogues."""

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class Said:
    message: str  # with {name} placeholders, str.format style
    params: tuple[tuple[str, Any], ...] = ()  # a value may itself be Said (a card's name)
    # A file's refusal in the file's own terms ('format must be "pegboard-league/2"'), for the
    # JSON and the command line, where `message` names the place in words for a page.
    in_the_file: str = ""

    def __str__(self) -> str:
        return (self.in_the_file or self.message).format(
            **{name: str(value) for name, value in self.params}
        )


def said(message: str, /, in_the_file: str = "", **params: Any) -> Said:
    """`message` with its params; `in_the_file`, if given, is what str() says instead (a
    file's keys and values, read by whoever writes the file), its params among the same."""
    return Said(message, tuple(params.items()), in_the_file)


def either(words: list[Any]) -> Any:
    """Alternatives as a sentence says them: "High", "High or Game", "High or Low or Game"
    (each a Said, or a number)."""
    if len(words) == 1:
        return words[0]
    return said("{first} or {rest}", first=words[0], rest=either(words[1:]))


def one_of(names: list[str]) -> Any:
    """Choices as a sentence lists them, each by the words a form shows for it (`named`):
    "A", "A or B", "A, B or C"."""
    words = [said(name) for name in names]
    if len(words) == 1:
        return words[0]
    listing = said("{first} or {rest}", first=words[-2], rest=words[-1])
    for word in reversed(words[:-2]):
        listing = said("{first}, {rest}", first=word, rest=listing)
    return listing


def named(text: str) -> str:
    """A name or a description the players read (a variant's title and summary, what an
    option means), returned as it is and marked for the catalogues (makemessages' keyword):
    the Django side shows it in the page's language through gettext."""
    return text
