"""Reading a pegboard-league/1 file (spec/record-format.md, "League files"): checked whole,
every problem named by match (1-based) and game, before anything is imported."""

import dataclasses
import datetime
from dataclasses import dataclass, field
from typing import Any

from .facts import DEFAULT_TIE_BREAKERS, RULE_BOUNDS, AggregateTie, LeagueRules
from .table import check_card

LEAGUE_FORMAT = "pegboard-league/1"
RULE_KEYS = {rule.name for rule in dataclasses.fields(LeagueRules)}


class LeagueFileError(ValueError):
    def __init__(self, problems: list[str]):
        self.problems = problems
        super().__init__("; ".join(problems))


@dataclass(frozen=True)
class FileMatch:
    home: str
    away: str
    date: datetime.date | None
    games: tuple[tuple[int, int], ...] = ()


@dataclass(frozen=True)
class LeagueFile:
    name: str
    season: str
    rules: LeagueRules
    teams: dict[str, str]  # id -> name, in the file's order
    matches: list[FileMatch] = field(default_factory=list)


def read_league_file(data: Any) -> LeagueFile:
    problems: list[str] = []
    if not isinstance(data, dict):
        raise LeagueFileError(["a league file is a JSON object"])
    if data.get("format") != LEAGUE_FORMAT:
        problems.append(f'format must be "{LEAGUE_FORMAT}"')
    for key in ("name", "season"):
        if not isinstance(data.get(key), str) or not data[key].strip():
            problems.append(f"{key} must be a non-empty string")
    rules = _read_rules(data.get("rules", {}), problems)
    teams = _read_teams(data.get("teams"), problems)
    matches = _read_matches(data.get("matches", []), teams, rules, problems)
    if problems:
        raise LeagueFileError(problems)
    return LeagueFile(data["name"].strip(), data["season"].strip(), rules, teams, matches)


def _read_rules(raw: Any, problems: list[str]) -> LeagueRules:
    if not isinstance(raw, dict):
        problems.append("rules must be an object")
        return LeagueRules()
    unknown = set(raw) - RULE_KEYS
    if unknown:
        problems.append(f"unknown rules: {', '.join(sorted(unknown))}")
    values = {}
    for key, (least, _) in RULE_BOUNDS.items():
        if key in raw:
            value = raw[key]
            if isinstance(value, bool) or not isinstance(value, int) or value < least:
                problems.append(f"rules.{key} must be a whole number")
                continue
            values[key] = value
    if "aggregate_tie" in raw:
        if raw["aggregate_tie"] not in tuple(AggregateTie):
            problems.append(f"rules.aggregate_tie is {_either(list(AggregateTie))}")
        else:
            values["aggregate_tie"] = raw["aggregate_tie"]
    if "tie_breakers" in raw:
        breakers = raw["tie_breakers"]
        if not isinstance(breakers, list) or not set(breakers) <= set(DEFAULT_TIE_BREAKERS):
            problems.append(f"rules.tie_breakers is a list from {', '.join(DEFAULT_TIE_BREAKERS)}")
        else:
            values["tie_breakers"] = tuple(breakers)
    return LeagueRules(**values)


def _read_teams(raw: Any, problems: list[str]) -> dict[str, str]:
    teams: dict[str, str] = {}
    if not isinstance(raw, list) or not raw:
        problems.append('teams must be a list of {"id", "name"}')
        return teams
    for number, team in enumerate(raw, start=1):
        if (
            not isinstance(team, dict)
            or not isinstance(team.get("id"), str)
            or not isinstance(team.get("name"), str)
        ):
            problems.append(f"team {number}: give an id and a name")
        elif team["id"] in teams:
            problems.append(f'team {number}: id "{team["id"]}" is listed twice')
        else:
            teams[team["id"]] = team["name"]
    return teams


def _read_matches(
    raw: Any, teams: dict, rules: LeagueRules, problems: list[str]
) -> list[FileMatch]:
    if not isinstance(raw, list):
        problems.append("matches must be a list")
        return []
    matches, seen = [], set()
    for number, match in enumerate(raw, start=1):
        where = f"match {number}"
        if not isinstance(match, dict):
            problems.append(f"{where}: a match is an object")
            continue
        home, away = match.get("home"), match.get("away")
        if home not in teams or away not in teams:
            problems.append(f"{where}: home and away must be team ids of this file")
            continue
        if home == away:
            problems.append(f"{where}: a team cannot play itself")
            continue
        if (home, away) in seen:
            problems.append(f"{where}: {home} are at home to {away} twice")
        seen.add((home, away))
        date = None
        if match.get("date") is not None:
            try:
                date = datetime.date.fromisoformat(match["date"])
            except (TypeError, ValueError):
                problems.append(f"{where}: date must be YYYY-MM-DD")
        games = match.get("games")
        if games is not None:
            problems.extend(
                f"{where}, {problem}" if problem.number else f"{where}: {problem}"
                for problem in check_card(games, rules)
            )
        matches.append(FileMatch(home, away, date, tuple(tuple(g) for g in games) if games else ()))
    return matches


def _either(words: list[str]) -> str:
    return f"{', '.join(words[:-1])} or {words[-1]}"
