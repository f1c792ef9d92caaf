"""A tie of a pegboard-league/2 file's cup (docs/record-format.md, "League files"; league.md
"The cup"), as `standings --format json` prints it: its teams, its card's games and extra game,
or a walkover and its winner; each card checked as a cup card (leagues/rules/cup.py). Whatever
the file holds is refused with a problem said with said(...), never with an error."""

from dataclasses import dataclass
from typing import Any

from kernel.said import Said, said

from .cards import CardProblem
from .cup import Pair, cup_card_problems, tie_winner
from .facts import LONGEST_CUP_NAME, LeagueRules
from .house import Finish


@dataclass(frozen=True)
class FileTie:
    """A pair of a round: `away` None for a bye; `games` the card's (an extra game after the
    match's), none while it is to play; a walkover to "home" or "away" has no games."""

    home: str
    away: str | None
    games: tuple[tuple[int, int], ...] = ()
    walkover_to: str = ""

    @property
    def pair(self) -> Pair:
        return Pair(self.home, self.away)

    @property
    def played(self) -> bool:
        return bool(self.games or self.walkover_to)


@dataclass(frozen=True)
class CupRules:
    """What a cup's ties are decided by: the season's rules and the cup's own."""

    rules: LeagueRules
    finish: Finish
    level: str = ""
    mode: str = ""
    least_total: int = 0  # what a game's two scores add up to at least (a Klaverjas boom's)


def read_tie(where: dict, raw: Any, teams: dict, rules: CupRules, problems) -> FileTie | None:
    """A tie as standings prints it: its teams, its card's `games` and `extra` game (none
    while it is to play); a walkover is `"decided_by": "walkover"` and its `winner`, with no
    games. A `winner` given is the team the card sends through (a bye's: its home team)."""
    home, away = (raw.get("home"), raw.get("away")) if isinstance(raw, dict) else (None, None)
    bye = away is None and where["round"] == 1
    if not _teams_of_the_file(home, away, bye, teams):
        problems.append(
            said(
                "Cup {cup}, round {round}, tie {tie}: give the home and the away team, each a "
                "team of this file (a bye, in the first round only, has no away team).",
                in_the_file="cup {cup}, round {round}, tie {tie}: home and away must be team "
                "ids of this file (away null for a bye, in the first round only)",
                **where,
            )
        )
        return None
    card = _card(where, raw, bye, problems)
    if card is None:
        return None
    if raw.get("decided_by") == "walkover" and not card:
        tie = _walkover(where, home, away, raw.get("winner"), problems)
    elif found := card and cup_card_problems(
        card, rules.rules, rules.level, finish=rules.finish, least_total=rules.least_total
    ):
        problems.extend(_in_tie(where, problem) for problem in found)
        return None
    else:
        tie = FileTie(home, away, tuple(tuple(game) for game in card))
    if tie is not None:
        _check_winner(where, tie, raw.get("winner"), rules, problems)
    return tie


def _teams_of_the_file(home: Any, away: Any, bye: bool, teams: dict) -> bool:
    """Whether the tie's home team and away team (none for a bye) are teams of the file."""
    if not isinstance(home, str) or home not in teams:
        return False
    return bye or (isinstance(away, str) and away in teams)


def _card(where: dict, raw: dict, bye: bool, problems) -> list | None:
    """The tie's card as one list of games, its extra game last (none while it is to play, and
    none for a bye); None, with the problem said, if the file's games are not a card's."""
    games, extra = raw.get("games"), raw.get("extra")
    games = [] if games is None else games
    if (
        not isinstance(games, list)
        or not (extra is None or isinstance(extra, list))
        or (bye and (games or extra is not None))
    ):
        problems.append(
            said(
                "Cup {cup}, round {round}, tie {tie}: give the scores of its games (none for a "
                "bye), and of an extra game only if one was played.",
                in_the_file="cup {cup}, round {round}, tie {tie}: games must be a list (none for a "
                "bye) and extra a game's score or null",
                **where,
            )
        )
        return None
    return games + ([extra] if extra is not None else [])


def _walkover(where: dict, home: str, away: str | None, winner: Any, problems) -> FileTie | None:
    """A walkover to its winner, the tie's home or away team."""
    side = {home: "home", away: "away"}.get(winner) if isinstance(winner, str) else None
    if side is None:
        problems.append(
            said(
                "cup {cup}, round {round}, tie {tie}: a walkover's winner is its home or away team",
                **where,
            )
        )
        return None
    return FileTie(home, away, walkover_to=side)


def _check_winner(where: dict, tie: FileTie, winner: Any, rules: CupRules, problems) -> None:
    """A winner the file gives is the team the tie's card sends through."""
    if winner is not None and winner != tie_winner_team(tie, rules):
        problems.append(
            said(
                "Cup {cup}, round {round}, tie {tie}: the winner given, {winner}, is not the "
                "team its games send through.",
                in_the_file='cup {cup}, round {round}, tie {tie}: winner "{winner}" is not the '
                "team its games send through",
                winner=str(winner)[:LONGEST_CUP_NAME],
                **where,
            )
        )


def _in_tie(where: dict, problem: CardProblem) -> Said:
    """A card's problem where the file has it: "cup 1, round 2, tie 3, game 4: ..."."""
    if problem.number:
        return said(
            "cup {cup}, round {round}, tie {tie}, game {game}: {problem}",
            game=problem.number,
            problem=problem.said,
            **where,
        )
    return said("cup {cup}, round {round}, tie {tie}: {problem}", problem=problem.said, **where)


def tie_winner_team(tie: FileTie, rules: CupRules) -> str | None:
    """The team a tie sends through, by its card and the cup's level rule (`tie_winner`; a
    bye's team goes through); None while it is to play."""
    if tie.away is None:
        return tie.home
    if not tie.played:
        return None
    decision = tie_winner(tie.games, rules.rules, rules.level, tie.walkover_to)
    return {"home": tie.home, "away": tie.away}.get(decision.winner)
