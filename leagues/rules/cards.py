"""What a card's game scores must be (rules/league.md, "Results and who may enter them"):
the match's number of games, whole scores within what a column holds, each game finished as
the house rules finish one (leagues/rules/house.py)."""

from collections.abc import Iterable
from dataclasses import dataclass

from kernel.said import Said, said

from .facts import MAX_GAME_SCORE, LeagueRules
from .house import Finish


@dataclass(frozen=True)
class CardProblem:
    """What is wrong with a card: in one game (numbered from 1) or, with None, in the whole."""

    number: int | None
    said: Said

    def __str__(self) -> str:
        return f"game {self.number}: {self.said}" if self.number else str(self.said)


def check_card(
    games: Iterable, rules: LeagueRules, finish: Finish = Finish.TARGET, least_total: int = 0
) -> list[CardProblem]:
    """What is wrong with a card's game scores: the right number of games, whole scores of
    at least 0 (and at most MAX_GAME_SCORE), each game finished as the house rules finish one
    (`finish`, leagues/rules/house.py) and its two scores adding up to at least what any game
    of them gives out (`least_total`: a Klaverjas boom's, house.least_game_total)."""
    games = list(games)
    problems = []
    if len(games) != rules.games_per_match:
        problems.append(
            CardProblem(
                None,
                said(
                    "A match has {games} games, not {given}.",
                    games=rules.games_per_match,
                    given=len(games),
                ),
            )
        )
    for number, game in enumerate(games, start=1):
        if not (
            isinstance(game, (list, tuple)) and len(game) == 2 and all(_score(s) for s in game)
        ):
            problems.append(
                CardProblem(number, said("Give the two final scores as whole numbers."))
            )
            continue
        if max(game) > MAX_GAME_SCORE:  # no game is played to more; nor can a column hold it
            problems.append(
                CardProblem(number, said("A final score is at most {most}.", most=MAX_GAME_SCORE))
            )
            continue
        if problem := _unfinished(game, rules.target, finish) or _too_few(game, least_total):
            problems.append(CardProblem(number, problem))
    return problems


def _unfinished(game, target: int, finish: Finish) -> Said | None:
    """Why two final scores are no finished game under `finish`, or None."""
    home, away = game
    if finish == Finish.TARGET and (home >= target) == (away >= target):  # neither, or both
        return said(
            "{home}-{away} is not a finished game to {target}: exactly one side reaches the "
            "target.",
            home=home,
            away=away,
            target=target,
        )
    if finish == Finish.HIGHER and (home == away or max(game) < target):
        return said(
            "{home}-{away} is not a finished game to {target}: the winner is at or past the "
            "target with the higher score.",
            home=home,
            away=away,
            target=target,
        )
    if finish == Finish.BOOM and home == away:
        return said(
            "{home}-{away} is a drawn boom: a card needs a winner in each game.",
            home=home,
            away=away,
        )
    return None


def _too_few(game, least_total: int) -> Said | None:
    """Why two final scores add up to less than any game of the house rules gives out."""
    home, away = game
    if home + away >= least_total:
        return None
    return said(
        "{home}-{away} cannot be the final scores of a boom: every deal gives out its 162 card "
        "points, so the two scores add up to at least {least}.",
        home=home,
        away=away,
        least=least_total,
    )


def _score(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0
