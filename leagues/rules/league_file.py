"""Reading a pegboard-league/2 file, or a /1 one (docs/record-format.md, "League files"): a /2
file lists its teams by division, the top first; a /1 file's teams are one division. Checked whole,
every problem named by match (1-based) and game, before anything is imported. A file is
anyone's: whatever it holds is refused with a problem, never with an error, and what it
would store is within what a league holds (leagues/rules/facts.py)."""

import dataclasses
import datetime
import re
from dataclasses import dataclass, field
from typing import Any

from kernel.said import Said, one_of, said
from scoring.rules.limits import name_refusal
from scoring.rules.names import UNWRITABLE_VALUE, first_unwritable
from scoring.rules.record import RECORD_FORMAT

from .cards import CardProblem, check_card
from .facts import (
    AGGREGATE_TIE_NAMES,
    DEFAULT_TIE_BREAKERS,
    LONGEST_LEAGUE_NAME,
    LONGEST_SEASON_NAME,
    LONGEST_TEAM_ID,
    LONGEST_TEAM_NAME,
    RULE_BOUNDS,
    AggregateTie,
    LeagueRules,
)
from .house import (
    Finish,
    default_target,
    game_finish,
    house_problems,
    house_variants,
    least_game_total,
)
from .league_file_cups import FileCup, read_cups
from .league_file_divisions import (
    FORMATS,
    LEAGUE_FORMAT,
    across_divisions,
    only_in_the_second_format,
    read_divisions,
    read_moves,
)
from .table import TIE_BREAKER_NAMES

RULE_KEYS = {rule.name for rule in dataclasses.fields(LeagueRules)}
# A team's id is the last part of its pages' addresses: a slug in any script (letters and
# digits of every script, - and _), as leagues/addresses.py's converter takes it.
TEAM_ID = re.compile(r"[-\w]+")
Problem = Said  # every refusal said(...), so the import page says it in the page's language


class LeagueFileError(ValueError):
    def __init__(self, problems: list[Problem]):
        if not all(isinstance(problem, Said) for problem in problems):
            # As Problems.add: a plain string could not be said in the page's language.
            raise TypeError("a league file's problem is said with said(...)")
        self.problems = problems
        super().__init__("; ".join(map(str, problems)))


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
    # The house rules the pair games are played to (leagues/rules/house.py): "" for none.
    house_variant: str = ""
    house_options: dict = field(default_factory=dict)
    # Each division's name and team ids, the top first (a /1 file: none, its teams are one).
    divisions: list[tuple[str, tuple[str, ...]]] = field(default_factory=list)
    moves: int | None = None  # teams up and down between two divisions (the league's setting)
    cups: list[FileCup] = field(default_factory=list)  # the season's knockout cups (/2 only)


# What the league's import says of a game's file: where it goes, not the league file's format.
GAME_FILE = said("This is a game's file, not a league's: import it under Import a game.")


def is_a_game_record(data: dict) -> bool:
    """A game's record (scoring/rules/record.py): its format, or a game and its hands."""
    return data.get("format") == RECORD_FORMAT or ("format" not in data and "hands" in data)


def read_league_file(data: Any) -> LeagueFile:
    problems: list[Problem] = []
    if not isinstance(data, dict):
        raise LeagueFileError([said("a league file is a JSON object")])
    if is_a_game_record(data):  # a game's file brought to the league's import by mistake
        raise LeagueFileError([GAME_FILE])
    if (where := first_unwritable(data)) is not None:
        # Before anything reads it: a refusal that quoted the value could not be shown either.
        if where:
            raise LeagueFileError(
                [said("The file's {where}: {problem}.", where=where, problem=UNWRITABLE_VALUE)]
            )
        raise LeagueFileError([said("A key of the file: {problem}.", problem=UNWRITABLE_VALUE)])
    if data.get("format") not in FORMATS:
        problems.append(
            said(
                "This is not a Pegboard league file, or one of a newer Pegboard: export the "
                "league again and import that file.",
                in_the_file='format must be "{format}" (or "{older}")',
                format=LEAGUE_FORMAT,
                older=FORMATS[0],
            )
        )
    for key, longest, whose in (
        ("name", LONGEST_LEAGUE_NAME, said("The league's name (name): {problem}.")),
        ("season", LONGEST_SEASON_NAME, said("The season's name (season): {problem}.")),
    ):
        if not isinstance(data.get(key), str) or not data[key].strip():
            problems.append(said("{key} must be a non-empty string", key=key))
        elif refusal := name_refusal(data[key].strip(), longest):
            problems.append(said(whose.message, problem=refusal))
    problems += only_in_the_second_format(data)
    rules = _read_rules(data.get("rules", {}), problems)
    rules = _played_to(rules, data.get("rules"), data.get("house_rules"))
    variant, options = _read_house_rules(data.get("house_rules"), rules, problems)
    if data.get("format") == LEAGUE_FORMAT and "divisions" in data:
        divisions = read_divisions(data["divisions"], problems)
        teams = _read_teams([team for _, listed in divisions for team in listed], problems)
        divisions = [(name, tuple(team["id"] for team in listed)) for name, listed in divisions]
    else:
        divisions, teams = [], _read_teams(data.get("teams"), problems)
    moves = read_moves(data.get("moves"), problems)
    finish, least = game_finish(variant, options), least_game_total(variant, options)
    matches = _read_matches(data.get("matches", []), teams, rules, finish, problems, least)
    problems += across_divisions(matches, divisions)
    cups = []  # a /1 file has none
    if data.get("format") == LEAGUE_FORMAT:
        cups = read_cups(data.get("cups"), teams, rules, finish, problems, least)
    if problems:
        raise LeagueFileError(problems)
    name, season = data["name"].strip(), data["season"].strip()
    return LeagueFile(name, season, rules, teams, matches, variant, options, divisions, moves, cups)


def _read_house_rules(raw: Any, rules: LeagueRules, problems: list[Problem]) -> tuple[str, dict]:
    """The optional `house_rules`: {"variant": a stored house variant, "options": {...}}, the
    options as the engine reads them against the season's target (docs/league.md); `rules`
    the file's, their target already the game's own when the file gives none."""
    if raw is None:
        return "", {}
    if not isinstance(raw, dict) or set(raw) - {"variant", "options"}:
        problems.append(
            said(
                "The house rules: they give the game and its options, nothing else.",
                in_the_file='house_rules is an object with "variant" and "options"',
            )
        )
        return "", {}
    variant, options = raw.get("variant"), raw.get("options", {})
    found = house_problems(variant, options, rules.target)
    problems.extend(found)
    return (variant, options) if not found else ("", {})


def _played_to(rules: LeagueRules, raw_rules: Any, raw_house: Any) -> LeagueRules:
    """The rules with the target of the file's game when the file gives none: a Croatian Bela
    league's games are played to 1001 (the engine's), not the All Fours league's 15."""
    if isinstance(raw_rules, dict) and "target" in raw_rules:
        return rules
    variant = raw_house.get("variant") if isinstance(raw_house, dict) else None
    if variant not in house_variants():
        return rules  # no house rules, or ones refused in words by _read_house_rules
    return dataclasses.replace(rules, target=default_target(variant))


def _read_rules(raw: Any, problems: list[Problem]) -> LeagueRules:
    if not isinstance(raw, dict):
        problems.append(said("rules must be an object"))
        return LeagueRules()
    unknown = set(raw) - RULE_KEYS
    if unknown:
        problems.append(said("unknown rules: {rules}", rules=", ".join(sorted(unknown))))
    values = {}
    for key, (least, most) in RULE_BOUNDS.items():
        if key in raw:
            value = raw[key]
            if isinstance(value, bool) or not isinstance(value, int) or not least <= value <= most:
                problems.append(
                    said(
                        "rules.{rule} is a whole number from {least} to {most}.",
                        rule=key,
                        least=least,
                        most=most,
                    )
                )
                continue
            values[key] = value
    if "aggregate_tie" in raw:
        if raw["aggregate_tie"] not in tuple(AggregateTie):
            problems.append(
                said(
                    "The rules, equal aggregates: choose {choices}.",
                    in_the_file="rules.aggregate_tie is one of {ties}",
                    ties=", ".join(AggregateTie),
                    choices=one_of(list(AGGREGATE_TIE_NAMES.values())),
                )
            )
        else:
            values["aggregate_tie"] = raw["aggregate_tie"]
    if "tie_breakers" in raw:
        breakers = raw["tie_breakers"]
        if not isinstance(breakers, list) or not all(b in DEFAULT_TIE_BREAKERS for b in breakers):
            problems.append(
                said(
                    "The rules' tie-breakers: choose them from {choices}.",
                    in_the_file="rules.tie_breakers is a list from {names}",
                    names=", ".join(DEFAULT_TIE_BREAKERS),
                    choices=one_of([TIE_BREAKER_NAMES[name] for name in DEFAULT_TIE_BREAKERS]),
                )
            )
        else:
            values["tie_breakers"] = tuple(breakers)
    return LeagueRules(**values)


def _read_teams(raw: Any, problems: list[Problem]) -> dict[str, str]:
    teams: dict[str, str] = {}
    if not isinstance(raw, list) or not raw:
        problems.append(
            said(
                "The teams: list each team by its id and its name.",
                in_the_file='teams must be a list of {{"id", "name"}}',
            )
        )
        return teams
    for number, team in enumerate(raw, start=1):
        if (
            not isinstance(team, dict)
            or not isinstance(team.get("id"), str)
            or not isinstance(team.get("name"), str)
        ):
            problems.append(said("team {number}: give an id and a name", number=number))
        elif not TEAM_ID.fullmatch(team["id"]) or len(team["id"]) > LONGEST_TEAM_ID:
            problems.append(
                said(
                    "Team {number}'s id (id): letters, digits, - and _, at most {most} characters.",
                    number=number,
                    most=LONGEST_TEAM_ID,
                )
            )
        elif team["id"] in teams:
            problems.append(
                said(
                    "Team {number}: a team before it has the same id, {id}.",
                    in_the_file='team {number}: id "{id}" is listed twice',
                    number=number,
                    id=team["id"],
                )
            )
        elif refusal := name_refusal(team["name"], LONGEST_TEAM_NAME):
            problems.append(
                said("Team {number}'s name (name): {problem}.", number=number, problem=refusal)
            )
        else:
            teams[team["id"]] = team["name"]
    return teams


def _read_matches(
    raw: Any,
    teams: dict,
    rules: LeagueRules,
    finish: Finish,
    problems: list[Problem],
    least_total: int = 0,
) -> list[FileMatch]:
    if not isinstance(raw, list):
        problems.append(said("matches must be a list"))
        return []
    matches, seen = [], set()
    for number, match in enumerate(raw, start=1):
        if not isinstance(match, dict):
            problems.append(said("match {number}: a match is an object", number=number))
            continue
        home, away = match.get("home"), match.get("away")
        if not isinstance(home, str) or not isinstance(away, str) or not {home, away} <= set(teams):
            problems.append(
                said("match {number}: home and away must be team ids of this file", number=number)
            )
            continue
        if home == away:
            problems.append(said("match {number}: a team cannot play itself", number=number))
            continue
        if (home, away) in seen:
            problems.append(
                said(
                    "match {number}: {home} are at home to {away} twice",
                    number=number,
                    home=home,
                    away=away,
                )
            )
        seen.add((home, away))
        date = None
        if match.get("date") is not None:
            try:
                date = datetime.date.fromisoformat(match["date"])
            except (TypeError, ValueError):
                problems.append(said("match {number}: date must be YYYY-MM-DD", number=number))
        games = match.get("games")
        if games is not None and not isinstance(games, list):
            problems.append(said("match {number}: games must be a list", number=number))
            continue
        if games is not None:
            problems.extend(
                _in_match(number, problem)
                for problem in check_card(games, rules, finish, least_total)
            )
        matches.append(FileMatch(home, away, date, tuple(tuple(g) for g in games) if games else ()))
    return matches


def _in_match(number: int, problem: CardProblem) -> Said:
    """A card's problem where the file has it: "match 2, game 3: ..." or "match 2: ..."."""
    if problem.number:
        return said(
            "match {match}, game {game}: {problem}",
            match=number,
            game=problem.number,
            problem=problem.said,
        )
    return said("match {match}: {problem}", match=number, problem=problem.said)
