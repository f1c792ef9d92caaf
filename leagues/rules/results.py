"""A match from one team's side, and a team's run of results (league.md "The table"): what
the team page lists and the form guide shows, in the players' terms."""

from collections.abc import Iterable
from dataclasses import dataclass

from leagues.rules.table import (
    DRAWN,
    LOST,
    WON,
    LeagueRules,
    MatchResult,
    in_played_order,
    match_points,
    outcome,
)


@dataclass(frozen=True)
class TeamResult:
    """One match as `team` played it: against `opponent`, at home or away, won, drawn or
    lost (`outcome`), with the games and the aggregate each way, and the league points."""

    opponent: str
    at_home: bool
    outcome: str
    games: tuple[int, int]  # games won by the team, by the opponent
    aggregate: tuple[int, int]  # points scored by the team, by the opponent
    points: int
    walkover: bool = False
    provisional: bool = False
    fixture: int | None = None


def as_seen_by(team: str, result: MatchResult, rules: LeagueRules) -> TeamResult:
    home_points, away_points = match_points(result, rules)
    at_home = result.home == team
    games = result.games if at_home else tuple((away, home) for home, away in result.games)
    mine, theirs = (home_points, away_points) if at_home else (away_points, home_points)
    won = sum(1 for own, other in games if own > other)
    return TeamResult(
        opponent=result.away if at_home else result.home,
        at_home=at_home,
        outcome=outcome(mine, theirs),
        games=(won, len(games) - won),
        aggregate=(sum(own for own, _ in games), sum(other for _, other in games)),
        points=mine,
        walkover=result.walkover_to is not None,
        provisional=result.provisional,
        fixture=result.fixture,
    )


def run_of_results(team: str, results: Iterable[MatchResult], rules: LeagueRules):
    """Every result of the team, in the order played (its own picked out first: a season's
    are hundreds, a team's a few dozen)."""
    theirs = [result for result in results if team in (result.home, result.away)]
    return [as_seen_by(team, result, rules) for result in in_played_order(theirs)]


@dataclass(frozen=True)
class HeadToHead:
    """One team's record against another over their meetings: matches won, drawn and lost,
    and the games and aggregate points each way."""

    played: int
    won: int
    drawn: int
    lost: int
    games: tuple[int, int]
    aggregate: tuple[int, int]


def head_to_head(meetings: Iterable[TeamResult]) -> HeadToHead:
    """The record from the meetings, each as the first team saw it."""
    meetings = list(meetings)

    def count(letter: str) -> int:
        return sum(1 for meeting in meetings if meeting.outcome == letter)

    return HeadToHead(
        played=len(meetings),
        won=count(WON),
        drawn=count(DRAWN),
        lost=count(LOST),
        games=tuple(sum(m.games[i] for m in meetings) for i in (0, 1)),
        aggregate=tuple(sum(m.aggregate[i] for m in meetings) for i in (0, 1)),
    )
