"""A player's season in numbers (docs/league.md: "players see their own history: games,
partners, results"), from the games on confirmed cards."""

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class PlayedGame:
    """One game as a player saw it: game `number` of its match, with `partner` against the
    `opponent` team, `own` points to the `other` side's."""

    number: int
    partner: str
    opponent: str
    own: int
    other: int

    @property
    def won(self) -> bool:
        return self.own > self.other


@dataclass(frozen=True)
class PlayerTotals:
    played: int
    won: int
    lost: int
    points_for: int
    points_against: int
    partners: tuple[tuple[str, int], ...]  # partner and games together, most first


def player_totals(games: Iterable[PlayedGame]) -> PlayerTotals:
    games = list(games)
    won = sum(1 for game in games if game.won)
    return PlayerTotals(
        played=len(games),
        won=won,
        lost=len(games) - won,
        points_for=sum(game.own for game in games),
        points_against=sum(game.other for game in games),
        partners=tuple(Counter(game.partner for game in games).most_common()),
    )
