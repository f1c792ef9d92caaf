"""Match points and the league table (rules/league.md, rulebook §1.A.3, E23, E24)."""

import datetime
from collections.abc import Iterable
from dataclasses import dataclass, field
from itertools import groupby, repeat
from operator import attrgetter, itemgetter
from typing import NamedTuple

from kernel.said import Said, named, said

from .facts import AggregateTie, LeagueRules

# A table row as the spec's pegboard-standings/1 and the CSV download give it.
ROW_COLUMNS = (
    "position",
    "team",
    "name",
    "played",
    "won",
    "drawn",
    "lost",
    "games_won",
    "games_lost",
    "points_for",
    "points_against",
    "league_points",
)
TIE_BREAKER_NAMES = {  # named: the secretary's form and the table's notes say them translated
    "league_points": named("league points"),
    "games_won": named("games won"),
    "points_difference": named("points difference"),
    "points_for": named("points for"),
    "head_to_head": named("head-to-head"),
}


@dataclass(frozen=True)
class MatchResult:
    """A played match: each game's [home, away] final score, or a walkover won by the team
    that turned up. Provisional results (not yet confirmed) can be shown as such."""

    home: str
    away: str
    games: tuple[tuple[int, int], ...] = ()
    walkover_to: str | None = None
    provisional: bool = False
    played_on: datetime.date | None = None  # for the order of each team's results (form)
    fixture: int | None = None  # which fixture it is the result of, for the pages


@dataclass(frozen=True)
class Adjustment:
    team: str
    points: int
    reason: str


class Tally(NamedTuple):
    """A match's games won and points scored by each side."""

    home_games: int
    away_games: int
    home_total: int
    away_total: int


def tally(games: tuple[tuple[int, int], ...]) -> Tally:
    """The games won and the points each side scored, in one pass over the games (a game
    is won by the side with more points: a finished game is never level)."""
    home_games = home_total = away_total = 0
    for h, a in games:
        home_total += h
        away_total += a
        home_games += h > a
    return Tally(home_games, len(games) - home_games, home_total, away_total)


def match_points(result: MatchResult, rules: LeagueRules) -> tuple[int, int]:
    """League points for home and away: `game_win_points` (2) per game won, and
    `aggregate_points` (2) to the higher aggregate; equal aggregates split them 1 each by
    default (OQ-AF-12), or give nothing, or go to the side with more games. A walkover
    gives the team that turned up `walkover` points (all 10 by default)."""
    if result.walkover_to:
        return (rules.walkover, 0) if result.walkover_to == result.home else (0, rules.walkover)
    return _points_of(tally(result.games), rules)


def _points_of(games: Tally, rules: LeagueRules) -> tuple[int, int]:
    """match_points of a played match, from its tally."""
    home_games, away_games, home_total, away_total = games
    home = home_games * rules.game_win_points
    away = away_games * rules.game_win_points
    if home_total != away_total:
        home += rules.aggregate_points if home_total > away_total else 0
        away += rules.aggregate_points if away_total > home_total else 0
    elif rules.aggregate_tie == AggregateTie.SPLIT:
        home += rules.aggregate_points // 2
        away += rules.aggregate_points // 2
    elif rules.aggregate_tie == AggregateTie.MORE_GAMES and home_games != away_games:
        home += rules.aggregate_points if home_games > away_games else 0
        away += rules.aggregate_points if away_games > home_games else 0
    return home, away


@dataclass
class Row:
    team: str
    name: str
    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    games_won: int = 0
    games_lost: int = 0
    points_for: int = 0
    points_against: int = 0
    match_points: int = 0
    adjustment: int = 0
    walkovers: int = 0
    position: int = 0
    shared: bool = False
    provisional: bool = False
    form: tuple[str, ...] = ()  # the last FORM_LENGTH results, oldest first: "W", "D", "L"
    # What put the team below the teams above it: "league_points" or a tie-breaker's name
    # ("" for the top and for teams sharing a position with the team above).
    separated_by: str = ""

    @property
    def league_points(self) -> int:
        return self.match_points + self.adjustment

    @property
    def points_difference(self) -> int:
        return self.points_for - self.points_against


@dataclass
class Table:
    rows: list[Row]
    notes: list[Said] = field(default_factory=list)  # which tie-breaker separated whom
    adjustments: list[Adjustment] = field(default_factory=list)


def standings(
    teams: dict[str, str],
    results: Iterable[MatchResult],
    rules: LeagueRules,
    adjustments: Iterable[Adjustment] = (),
) -> Table:
    """The table: a row per team (id -> name), ranked by league points, then the league's
    ordered tie-breakers. Teams still level share a position (1, 2, 2, 4) and are listed by
    name. Head-to-head is a mini-table of the match points between the level teams only.
    Each row's form is its last five results in the order played."""
    adjustments = list(adjustments)
    rows, against = _rows(teams, adjustments), {}
    for result in in_played_order(results):
        _add_result(rows, against, result, rules)
    ranked, notes = _rank(list(rows.values()), against, rules)
    return Table(ranked, notes, adjustments)


Night = tuple[datetime.date | None, dict[str, int]]  # a match night, each team's position after it


@dataclass
class Story:
    """A season's table and how it came to be: each team's position after every night."""

    table: Table
    nights: list[Night]
    results: list[MatchResult] = field(default_factory=list)  # as counted, in played order


def season_story(
    teams: dict[str, str],
    results: Iterable[MatchResult],
    rules: LeagueRules,
    adjustments: Iterable[Adjustment] = (),
) -> Story:
    """The table and each team's position after every match night, in one pass: the results
    in the order played, a night at a time (the undated ones as one last step), ranked as
    the table ranks them. Adjustments count from the first night, so the last night's
    ranking is the table as it stands."""
    adjustments = list(adjustments)
    rows, against = _rows(teams, adjustments), {}
    nights: list[Night] = []
    played = in_played_order(results)
    for night, of_the_night in groupby(played, key=lambda r: r.played_on):
        for result in of_the_night:
            _add_result(rows, against, result, rules)
        # A night of the chart needs the positions alone: the notes, the order by name and
        # the rows' own positions are the table's, ranked once below.
        nights.append((night, _positions(list(rows.values()), against, rules)))
    ranked, notes = _rank(list(rows.values()), against, rules)
    return Story(Table(ranked, notes, adjustments), nights, played)


def positions_by_night(
    teams: dict[str, str],
    results: Iterable[MatchResult],
    rules: LeagueRules,
    adjustments: Iterable[Adjustment] = (),
) -> list[Night]:
    """Each team's position after every match night (see season_story)."""
    return season_story(teams, results, rules, adjustments).nights


def _rows(teams: dict[str, str], adjustments: list[Adjustment]) -> dict[str, Row]:
    rows = {team: Row(team, name) for team, name in teams.items()}
    for adjustment in adjustments:
        rows[adjustment.team].adjustment += adjustment.points
    return rows


WON, DRAWN, LOST = "W", "D", "L"
FORM_LENGTH = 5  # the form guide: each team's last five results


def outcome(mine: int, theirs: int) -> str:
    """A match is won, drawn or lost on the match points it earned (league.md "The table")."""
    return WON if mine > theirs else LOST if mine < theirs else DRAWN


def in_played_order(results: Iterable[MatchResult]) -> list[MatchResult]:
    """Results by the date played (undated ones last), keeping the given order within a day."""
    return sorted(results, key=lambda result: (result.played_on is None, result.played_on or 0))


# Match points a team took off each opponent: team -> {opponent: points}, for head-to-head.
Against = dict[str, dict[str, int]]


def _add_result(rows: dict[str, Row], against: Against, result: MatchResult, rules) -> None:
    home, away = rows[result.home], rows[result.away]
    # One pass over the games serves the match points and the rows' games and points (a
    # season's story adds every result once: on a 40-team season, 780 of them).
    games = None if result.walkover_to else tally(result.games)
    if games is None:
        home_points, away_points = match_points(result, rules)
    else:
        home_points, away_points = _points_of(games, rules)
    letter = outcome(home_points, away_points)
    _count_match(home, home_points, letter, result.provisional)
    _count_match(away, away_points, OPPOSITE[letter], result.provisional)
    off_away = against.setdefault(result.home, {})
    off_away[result.away] = off_away.get(result.away, 0) + home_points
    off_home = against.setdefault(result.away, {})
    off_home[result.home] = off_home.get(result.home, 0) + away_points
    if games is None:
        rows[result.walkover_to].walkovers += 1
        return
    home_games, away_games, home_total, away_total = games
    home.points_for += home_total
    home.points_against += away_total
    away.points_for += away_total
    away.points_against += home_total
    home.games_won += home_games
    home.games_lost += away_games
    away.games_won += away_games
    away.games_lost += home_games


OPPOSITE = {WON: LOST, LOST: WON, DRAWN: DRAWN}  # the other side's outcome of a match


def _count_match(row: Row, points: int, letter: str, provisional: bool) -> None:
    """A match's points and outcome on one side's row; its form keeps the last five."""
    row.played += 1
    row.match_points += points
    if provisional:
        row.provisional = True
    if letter == WON:
        row.won += 1
    elif letter == LOST:
        row.lost += 1
    else:
        row.drawn += 1
    row.form = (*row.form[1 - FORM_LENGTH :], letter)


def _head_to_head(group: list[Row], against: Against) -> dict[str, int]:
    """Match points earned in the matches between the teams of the group only: of the points
    each team took off its opponents, those taken off the group's other teams. Whichever is
    shorter is walked, the team's opponents or the group (early in a season a team has met
    few of a big level group); a season's story does this after every night."""
    members = {row.team for row in group}
    size, mini = len(members), {}
    for row in group:
        taken = against.get(row.team, {})
        if len(taken) < size:
            mini[row.team] = sum([points for other, points in taken.items() if other in members])
        else:
            mini[row.team] = sum(map(taken.get, members, repeat(0)))
    return mini


def _split(group: list[Row], criterion: str | tuple[str, ...], against: Against) -> list[list[Row]]:
    """A group of level teams split by one criterion (or by several in turn), best first."""
    if criterion == "head_to_head":
        mini = _head_to_head(group, against)
        key = lambda row: mini[row.team]  # noqa: E731 - one of two keys
    else:
        key = attrgetter(*criterion) if isinstance(criterion, tuple) else attrgetter(criterion)
    # Each row's key once, for the sort and the grouping, paired by map and zip rather than a
    # generator (a season's story splits its level groups after every night).
    keyed = sorted(zip(map(key, group), group, strict=True), key=itemgetter(0), reverse=True)
    return [[row for _, row in part] for _, part in groupby(keyed, key=itemgetter(0))]


def _level_groups(
    rows: list[Row],
    against: Against,
    rules: LeagueRules,
    notes: list[Said] | None = None,
    above: list[str] | None = None,
) -> list[list[Row]]:
    """The teams in groups still level after league points and every tie-breaker, best group
    first; with `notes`, says there which tie-breaker separated whom, and in `above` what
    separated each group from the one above it (the promotion and relegation lines)."""
    groups, separated = [rows], [""]
    for criterion in _steps(rules.tie_breakers, one_at_a_time=notes is not None):
        refined, refined_separated = [], []
        for group, separated_by in zip(groups, separated, strict=True):
            parts = _split(group, criterion, against) if len(group) > 1 else [group]
            refined_separated += [separated_by] + [criterion] * (len(parts) - 1)
            if notes is not None and len(parts) > 1 and criterion != "league_points":
                notes.append(
                    said(
                        "{names} were level on {points} points: {step} separated them.",
                        names=_names(group),
                        points=group[0].league_points,
                        step=said(TIE_BREAKER_NAMES[criterion]),
                    )
                )
            refined.extend(parts)
        groups, separated = refined, refined_separated
    if above is not None:
        above.extend(separated)
    return groups


def _steps(tie_breakers: tuple[str, ...], one_at_a_time: bool) -> list:
    """League points, then the tie-breakers in order. Where no note says which one separated
    whom, the plain ones in a row sort as one (head-to-head depends on who is still level)."""
    steps = ["league_points", *tie_breakers]
    if one_at_a_time:
        return steps
    merged = []
    for step in steps:
        if step != "head_to_head" and merged and isinstance(merged[-1], tuple):
            merged[-1] = (*merged[-1], step)
        else:
            merged.append(step if step == "head_to_head" else (step,))
    return merged


def _positions(rows: list[Row], against: Against, rules: LeagueRules) -> dict[str, int]:
    """Each team's position as the table gives it (teams still level share one)."""
    positions, position = {}, 1
    for group in _level_groups(rows, against, rules):
        for row in group:
            positions[row.team] = position
        position += len(group)
    return positions


def _rank(rows: list[Row], against: Against, rules: LeagueRules) -> tuple[list[Row], list[Said]]:
    notes, above = [], []
    ranked, position = [], 1
    groups = _level_groups(rows, against, rules, notes, above)
    for group, separated_by in zip(groups, above, strict=True):
        for number, row in enumerate(sorted(group, key=lambda row: row.name.casefold())):
            row.position, row.shared = position, len(group) > 1
            row.separated_by = "" if number else separated_by
            ranked.append(row)
        if len(group) > 1:
            notes.append(
                said(
                    "{names} could not be separated and share position {position}.",
                    names=_names(group),
                    position=position,
                )
            )
        position += len(group)
    return ranked, notes


def _names(group: list[Row]) -> Said:
    names = sorted((row.name for row in group), key=str.casefold)
    return said("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])
