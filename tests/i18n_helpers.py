"""What the tests of the players' languages (tests/test_i18n*.py) share: a page's own words,
and a game of two hands to show."""

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def main_of(page: str) -> str:
    """A page's own content: what is inside <main>, without the frame every page shares."""
    return page.split('<main id="main">')[1].split("</main>")[0]


def words_of(page: str, own=()) -> str:
    """A page's own words: its <main> without tags, and without the names the league or the
    game gives (`own`, the longest first: "Cal" is in "Calder")."""
    text = re.sub(r"<[^>]+>", " ", main_of(page))
    for name in sorted(own, key=len, reverse=True):
        text = text.replace(name, "")
    return text


# Words a language writes as English does: Dutch "won" (won), "Stand" (the table), "Live",
# "Team", "account" and "variant", Croatian "partner" and "signal". On their pages these are
# not English left over.
THEIR_OWN = {
    "hr": {"partner", "signal"},
    "nl": {"Live", "live", "won", "Stand", "stand", "Team", "Teams", "account", "variant"},
}


def english_left(words: re.Pattern, text: str, language: str) -> list[str]:
    """The English `words` found in `text`, less those that are the language's own too."""
    return [word for word in words.findall(text) if word not in THEIR_OWN.get(language, ())]


TWO_HANDS = {
    "game": "allfours",
    "variant": "trinidad",
    "sides": [{"id": "A", "name": "Red Lion"}, {"id": "B", "name": "Crown"}],
    "hands": [
        {
            "dealer": "A",
            "turned": ["A"],
            "beg": "stand",
            "high": "A",
            "low": {"held": "B", "won": "A"},
            "jack": {"held": "B", "won": "A"},
            "game": {"A": 20, "B": 18},
        },
        {
            "dealer": "B",
            "turned": ["4"],
            "beg": "give",
            "high": "B",
            "low": "B",
            "jack": "B",
            "game": None,
        },
    ],
}
