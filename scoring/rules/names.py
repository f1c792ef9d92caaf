"""What a name or any text read from a stranger may hold, and when two names are the same
person: stated once here, read by every door (the record and league file readers, the forms,
the admin's model validators) and by every comparison of names (docs/security.md, "Names and
hostile files")."""

import unicodedata
from typing import Any

from kernel.said import Said, said

# A lone surrogate (category Cs): JSON's "\ud800" reads as one, and no page, file or database
# can write it out again.
BROKEN = "Cs"
# The bidirectional embeddings, overrides and isolates: in a name they turn the text after
# it around ("‮Red Lion" reverses the sentence it stands in). The marks (LRM, RLM, ALM) only
# say which way a neutral leans and stay; so do the joiners (ZWNJ U+200C, ZWJ U+200D), which
# Persian and Urdu write inside words.
TURNS_TEXT_AROUND = frozenset("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")
# Unicode's control characters and its line and paragraph separators: a name is one line.
NOT_ON_ONE_LINE = frozenset({"Cc", "Zl", "Zp"})
# Left out when two names are compared: the format characters (Cf: a zero-width space, a soft
# hyphen, the joiners) and the combining marks that sit on a letter (Mn, Me) are invisible, or
# nearly, so a name written with one is the same person as the name without it.
UNSEEN_IN_A_COMPARISON = frozenset({"Cf", "Mn", "Me"})
# Letters and symbols that are drawn as nothing (the Hangul fillers, the blank Braille
# pattern): in a name they are as unseen as a zero-width space, though Unicode files them
# among the letters (Lo) and symbols (So).
BLANK_CHARACTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")


def cannot_be_stored(text: str) -> bool:
    """Whether a text holds a character no name or value may: a lone surrogate or a
    direction control."""
    return any(c in TURNS_TEXT_AROUND or unicodedata.category(c) == BROKEN for c in text)


# Said of a name, or of any value read from JSON (a key, an option, a hand's field), that
# cannot be stored.
UNWRITABLE_VALUE = said("this holds a character that reverses the text around it, or a broken one")


def line_refusal(text: str) -> Said | None:
    """Why a name is not one line that can be stored and shown as it is; None if it is."""
    if any(unicodedata.category(character) in NOT_ON_ONE_LINE for character in text):
        return said("a name is one line, with no control characters")
    if cannot_be_stored(text):
        return UNWRITABLE_VALUE
    return None


def first_unwritable(data: Any) -> str | None:
    """Where in a document read from JSON (dicts, lists, strings, numbers) the first string,
    a key or a value, that cannot be stored stands: "sides[0].name", "options" for a key of
    the options, "" for a key of the document itself; None if every string can. Walked with a
    stack of its own: a document nested as deep as JSON reads must not end in RecursionError."""
    stack = [(data, "")]
    while stack:
        value, where = stack.pop()
        if isinstance(value, str) and cannot_be_stored(value):
            return where
        if isinstance(value, dict):
            if any(isinstance(key, str) and cannot_be_stored(key) for key in value):
                return where
            stack += reversed([(v, f"{where}.{key}" if where else key) for key, v in value.items()])
        elif isinstance(value, list):
            stack += reversed([(v, f"{where}[{n}]") for n, v in enumerate(value)])
    return None


def name_key(name: str) -> str:
    """A name as two names are compared: compatibility forms folded (NFKC: a full-width "Ｓ" is
    "S"), the unseen characters left out, any case, its words apart by one space. "Sam​ Hi̇ll"
    (a zero-width space, a dot on the i) is Sam Hill. The joiners go too: a Persian name is the
    same person typed with its half-space or without it, and an unseen joiner must not make a
    second "Sam Hill". The name stored and shown keeps every character it was written with."""
    decomposed = unicodedata.normalize("NFKD", name)
    seen = "".join(
        c
        for c in decomposed
        if unicodedata.category(c) not in UNSEEN_IN_A_COMPARISON and c not in BLANK_CHARACTERS
    )
    folded = unicodedata.normalize("NFKC", seen.casefold())
    return " ".join(folded.split())
