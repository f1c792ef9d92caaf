"""A card as its sender gives it, before it is a version (cards.py): each game's line, its
scores and pairs, compared whatever order its players were picked in; and what the league
core says is wrong with one, said with the game it is in."""

import dataclasses

from django.utils.translation import gettext

from kernel.said import Said
from kernel.words import in_words


def in_game(number: int | None, words: Said) -> str:
    """What the league core says is wrong with a card, in the page's language, with the game
    it is in (if it is in one)."""
    if number is None:
        return in_words(words)
    return gettext("Game %(n)s: %(problem)s") % {"n": number, "problem": in_words(words)}


@dataclasses.dataclass(frozen=True)
class CardLine:
    """One game of a card as sent: the final score; each side's pair as written and as
    players (ids, none or two); the game scored hand by hand on a phone, if there was one."""

    home_score: int
    away_score: int
    home_pair: str = ""
    away_pair: str = ""
    home_players: tuple[int, ...] = ()
    away_players: tuple[int, ...] = ()
    phone_game: int | None = None  # a scoring Game's pk

    def same_as(self, other: "CardLine") -> bool:
        """The same game, whatever order its pairs' players were picked in."""
        return _in_order(self) == _in_order(other)


def _in_order(line: CardLine) -> CardLine:
    return dataclasses.replace(
        line,
        home_players=tuple(sorted(line.home_players)),
        away_players=tuple(sorted(line.away_players)),
    )
