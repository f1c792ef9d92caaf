"""The trump suit a hand's record names, read once for every form of the Bela family: Bela
(docs/rulebook.md §1.B.0, "What a hand record holds": a trump suit, or "no trumps" in the
four-handed variant, §1.B.3 and §4.3 `no_trump_allowed`), Croatian Bela (docs/rules/
croatian-bela.md, "Who called": one side calls trumps) and Klaverjas (docs/rules/klaverjas.md:
the suit is written down for the record; the score does not depend on it)."""

from kernel.said import either, said

from ..errors import Problems
from ..values import MISSING, describe
from .variants import NO_TRUMP, SUITS

# The suits as a refusal names them to the players (a page shows them in its language).
SUIT_WORDS = {
    "clubs": said("clubs"),
    "diamonds": said("diamonds"),
    "hearts": said("hearts"),
    "spades": said("spades"),
    NO_TRUMP: said("no trumps"),
}


def read_trump(
    raw: dict,
    problems: Problems,
    *,
    needed: bool = False,
    null_is_absent: bool = True,
    no_trump: bool | None = None,
) -> str | None:
    """The hand's `trump`: one of the four suits, or None when it is left out (a problem when
    it is `needed`, as a Bela hand played out needs it). `null_is_absent`: a null trump is
    the same as none written (Croatian Bela, Klaverjas); Bela's record has no null trump.
    `no_trump`: whether the house rules allow a no-trump deal, where the form has one (Bela:
    four-handed only); None where it has none, and "none" is then not a suit."""
    value = raw.get("trump", MISSING)
    allowed = SUITS + ((NO_TRUMP,) if no_trump else ())
    if value is MISSING or (value is None and null_is_absent):
        if needed:
            suits = either([SUIT_WORDS[suit] for suit in allowed])
            problems.add("trump", said("give the trump suit: {suits}", suits=suits))
        return None
    if value == NO_TRUMP and no_trump is False:
        problems.add(
            "trump",
            said("no trumps is allowed only when the house rules say so (four-handed only)"),
        )
        return None
    if value not in allowed:
        problems.add(
            "trump",
            said(
                "trump is one of {suits}; got {value}",
                suits=", ".join(allowed),
                value=describe(value),
            ),
        )
        return None
    return value
