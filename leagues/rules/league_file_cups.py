"""A pegboard-league/2 file's knockout cups (docs/record-format.md, "League files"; league.md
"The cup"): each cup as `standings --format json` prints it, its level rule and draw mode
beside, so a secretary can feed back what standings prints. Checked whole against the cup's
rules (leagues/rules/cup.py): the first round a bracket with its byes, every later round the
winners of the one before, each tie's card as a cup card. A file is anyone's: whatever it
holds is refused with a problem said with said(...), never with an error, and what it would
store is within what a league holds (leagues/rules/facts.py)."""

import dataclasses
import datetime
from dataclasses import dataclass, replace
from typing import Any

from kernel.said import Said, one_of, said
from scoring.rules.limits import name_refusal
from scoring.rules.names import name_key

from .cup import (
    DRAW_MODE_NAMES,
    LEVEL_RULE_NAMES,
    DrawMode,
    bracket_size,
    next_round,
    round_count,
)
from .facts import LONGEST_CUP_NAME, MAX_SEED, MOST_CUP_ROUNDS, MOST_CUPS, LeagueRules
from .house import Finish
from .league_file_ties import CupRules, FileTie, read_tie, tie_winner_team

MOST_TIES = 2 ** (MOST_CUP_ROUNDS - 1)  # the pairs of the first round of the largest cup


@dataclass(frozen=True)
class FileRound:
    date: datetime.date | None
    draw_number: int
    ties: tuple[FileTie, ...]


@dataclass(frozen=True)
class FileCup:
    name: str
    level_rule: str
    draw_mode: str
    rounds: tuple[FileRound, ...]  # the rounds drawn, the first first


def read_cups(
    raw: Any,
    teams: dict,
    rules: LeagueRules,
    finish: Finish,
    problems: list[Said],
    least_total: int = 0,
) -> list[FileCup]:
    """The file's `cups`: a list of at most MOST_CUPS, each name once (its case aside)."""
    if raw is None:
        return []
    if not isinstance(raw, list) or len(raw) > MOST_CUPS:
        problems.append(said("cups must be a list of at most {most} cups", most=MOST_CUPS))
        return []
    cups, names = [], set()
    cup_rules = CupRules(rules, finish, least_total=least_total)
    for number, cup in enumerate(raw, start=1):
        found: list[Said] = []
        read = _read_cup(number, cup, teams, cup_rules, found)
        if read is not None and name_key(read.name) in names:
            found.append(
                said(
                    "Cup {cup}: a cup before it is named {name} too.",
                    in_the_file='cup {cup}: "{name}" is listed twice',
                    cup=number,
                    name=read.name,
                )
            )
        problems += found
        if read is not None and not found:
            names.add(name_key(read.name))
            cups.append(read)
    return cups


def _read_cup(number: int, cup: Any, teams: dict, rules: CupRules, problems) -> FileCup | None:
    """A cup: its name, level rule, draw mode and rounds, each round checked against the
    ones before it; once a round is wrong, the rounds after it are checked alone."""
    if not isinstance(cup, dict):
        problems.append(said("cup {cup}: a cup is an object", cup=number))
        return None
    name = cup.get("name")
    if not isinstance(name, str) or not name.strip():
        problems.append(said("cup {cup}: name must be a non-empty string", cup=number))
    elif refusal := name_refusal(name.strip(), LONGEST_CUP_NAME):
        problems.append(said("Cup {cup}'s name (name): {problem}.", cup=number, problem=refusal))
    level, mode = cup.get("level_rule"), cup.get("draw_mode")
    _check_choices(number, level, mode, problems)
    listed = _list_of(
        cup.get("rounds", []),
        MOST_CUP_ROUNDS,
        said(
            "cup {cup}: rounds must be a list of at most {most}", cup=number, most=MOST_CUP_ROUNDS
        ),
        problems,
    )
    if problems:
        return None
    rules = replace(rules, level=level, mode=mode)
    rounds = _read_rounds(number, listed, teams, rules, problems)
    if rounds and len(listed) > round_count(len(_entrants(rounds[0]))):
        problems.append(
            said(
                "cup {cup}: a cup of {teams} teams has {rounds} rounds",
                cup=number,
                teams=len(_entrants(rounds[0])),
                rounds=round_count(len(_entrants(rounds[0]))),
            )
        )
    return FileCup(name.strip(), level, mode, tuple(rounds))


def _check_choices(number: int, level: Any, mode: Any, problems) -> None:
    """The cup's level rule and draw mode are each one of their choices, which a refusal
    names by the new-cup form's words for them."""
    for value, names, words in (
        (
            level,
            LEVEL_RULE_NAMES,
            said(
                "Cup {cup}, a match level on match points is won on: choose {choices}.",
                in_the_file="cup {cup}: level_rule is one of {allowed}",
            ),
        ),
        (
            mode,
            DRAW_MODE_NAMES,
            said(
                "Cup {cup}, the rounds after the first: choose {choices}.",
                in_the_file="cup {cup}: draw_mode is one of {allowed}",
            ),
        ),
    ):
        if value not in tuple(names):
            choices = one_of(list(names.values()))
            params = (("cup", number), ("allowed", ", ".join(names)), ("choices", choices))
            problems.append(dataclasses.replace(words, params=params))


def _read_rounds(number: int, listed: list, teams: dict, rules: CupRules, problems) -> list:
    """The cup's rounds read, each checked against the ones before it while they are right;
    once a round is wrong, the rounds after it are checked alone."""
    rounds: list[FileRound] = []
    wrong = False
    for place, shown in enumerate(listed, start=1):
        where = {"cup": number, "round": place}
        found: list[Said] = []
        read = _read_round(where, shown, teams, rules, found)
        if found or read is None:
            problems += found
            wrong = True
        elif read.ties and not wrong:
            found = _follows(where, rounds, read, rules)
            problems += found
            wrong = bool(found)
            if not found:
                rounds.append(read)
    return rounds


def _read_round(where: dict, raw: Any, teams: dict, rules: CupRules, problems) -> FileRound | None:
    """A round as standings prints it: its number (its place in the list), date, draw
    number and ties in the draw's order; a round not drawn yet has no ties (its `name`, as
    standings prints it, is not read)."""
    if not isinstance(raw, dict):
        problems.append(said("cup {cup}, round {round}: a round is an object", **where))
        return None
    if raw.get("number", where["round"]) != where["round"] or isinstance(raw.get("number"), bool):
        problems.append(said("cup {cup}, round {round}: number must be {round}", **where))
    date = None
    if raw.get("date") is not None:
        try:
            date = datetime.date.fromisoformat(raw["date"])
        except (TypeError, ValueError):
            problems.append(said("cup {cup}, round {round}: date must be YYYY-MM-DD", **where))
    seed = raw.get("draw_number")
    if seed is None:
        seed = 0
    elif isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        problems.append(
            said(
                "Cup {cup}, round {round}: the draw's number is a whole number from 0 to {most}.",
                in_the_file="cup {cup}, round {round}: draw_number is a whole number from 0 "
                "to {most}",
                most=MAX_SEED,
                **where,
            )
        )
    ties = _list_of(
        raw.get("ties", []),
        MOST_TIES,
        said(
            "cup {cup}, round {round}: ties must be a list of at most {most}",
            most=MOST_TIES,
            **where,
        ),
        problems,
    )
    if ties is None:
        return None
    read, drawn = [], set()
    for place, tie in enumerate(ties, start=1):
        found = read_tie({**where, "tie": place}, tie, teams, rules, problems)
        for team in filter(None, (found.home, found.away) if found else ()):
            if team in drawn:
                problems.append(
                    said("cup {cup}, round {round}: {team} is drawn twice", team=team, **where)
                )
            drawn.add(team)
        if found is not None:
            read.append(found)
    return FileRound(date, seed, tuple(read))


def _follows(where: dict, before: list[FileRound], read: FileRound, rules: CupRules) -> list[Said]:
    """Round one is a bracket: a tie or a bye for each pair of places, the places the next
    power of two over its teams (`bracket_size`); a later round is drawn once every tie of
    the one before has its winner, from those winners, as `next_round` makes it when the
    rounds are fixed in advance (league.md "The cup")."""
    teams = _entrants(read)
    if not before and where["round"] == 1:
        if len(teams) < 2:
            return [said("cup {cup}, round {round}: a draw needs two teams at least", **where)]
        if bracket_size(len(teams)) != 2 * len(read.ties):
            return [
                said(
                    "cup {cup}, round {round}: {teams} teams need {needed} ties and byes (the "
                    "places the next power of two), not {pairs}",
                    teams=len(teams),
                    needed=bracket_size(len(teams)) // 2,
                    pairs=len(read.ties),
                    **where,
                )
            ]
        return []
    winners = [tie_winner_team(tie, rules) for tie in before[-1].ties] if before else [None]
    if len(before) != where["round"] - 1 or None in winners:
        return [
            said(
                "cup {cup}, round {round}: drawn before every tie of round {before} has its winner",
                before=where["round"] - 1,
                **where,
            )
        ]
    if sorted(teams) != sorted(winners):
        return [
            said(
                "cup {cup}, round {round}: its teams are the winners of round {before}: {teams}",
                before=where["round"] - 1,
                teams=", ".join(winners),
                **where,
            )
        ]
    fixed = next_round(winners, DrawMode.BRACKET)
    if rules.mode == DrawMode.BRACKET and [tie.pair for tie in read.ties] != fixed:
        return [
            said(
                "cup {cup}, round {round}: fixed in advance, its ties are {ties}",
                ties=", ".join(f"{pair.home} v {pair.away}" for pair in fixed),
                **where,
            )
        ]
    return []


def _list_of(raw: Any, most: int, refusal: Said, problems: list[Said]) -> list | None:
    """A list of at most `most`, or None with the refusal said."""
    if isinstance(raw, list) and len(raw) <= most:
        return raw
    problems.append(refusal)
    return None


def _entrants(read: FileRound) -> list[str]:
    return [team for tie in read.ties for team in (tie.home, tie.away) if team]
