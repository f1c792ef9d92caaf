"""Who may play in a match's games (league.md, "The match": each team fields eight players as
four pairs, the four games played at the same time). So a pair is two players, and a player
plays in one game of a match."""

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from kernel.said import Said, said

SIDES = ("home", "away")


@dataclass(frozen=True)
class LineupProblem:
    """What is wrong, where: the game (from 1) and the side whose pair it is."""

    number: int
    side: str
    said: Said


def pair_problem(pair: Sequence) -> Said | None:
    """A pair is two different players, or none given (a card may leave the players out)."""
    if pair and len(set(pair)) != 2:
        return said("A pair is two players.")
    return None


def check_lineup(lineup: Sequence[Sequence[Sequence]], names: Mapping) -> list[LineupProblem]:
    """Problems with a card's line-up: per game, the home pair then the away pair (player ids,
    named by `names` in the messages)."""
    problems, playing = [], {}  # player -> the game they play in
    for number, pairs in enumerate(lineup, start=1):
        for side, pair in zip(SIDES, pairs, strict=True):
            for player in dict.fromkeys(pair):
                if playing.get(player, number) != number:
                    problems.append(
                        LineupProblem(
                            number,
                            side,
                            said(
                                "{player} already plays in game {game}: each player plays one "
                                "game of a match.",
                                player=names.get(player) or said("A player"),
                                game=playing[player],
                            ),
                        )
                    )
                playing.setdefault(player, number)
            if problem := pair_problem(pair):
                problems.append(LineupProblem(number, side, problem))
    return problems
