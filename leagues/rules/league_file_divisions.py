"""A pegboard-league/2 file's divisions, the moves between them and what only a /2 file holds
(docs/record-format.md, "League files"), read for leagues/rules/league_file.py: every problem
said with said(...), never an error."""

from typing import Any

from kernel.said import Said, said
from scoring.rules.limits import name_refusal
from scoring.rules.names import name_key

from .facts import LONGEST_DIVISION_NAME, MOST_MOVES

LEAGUE_FORMAT = "pegboard-league/2"
FORMATS = ("pegboard-league/1", LEAGUE_FORMAT)  # a /1 file: "teams", no "divisions"


def only_in_the_second_format(data: dict) -> list[Said]:
    """A /1 file's `divisions` or `cups` are refused, not left out unread: what its author
    wrote would be lost (docs/record-format.md, "League files": they are /2's)."""
    if data.get("format") != FORMATS[0]:
        return []
    in_the_file = '{key} need the format "{format}"'
    refusals = {
        "divisions": said(
            "The file lists divisions, which only a league file of the newer format holds: "
            "export the league again and import that file.",
            in_the_file=in_the_file,
            key="divisions",
            format=LEAGUE_FORMAT,
        ),
        "cups": said(
            "The file lists cups, which only a league file of the newer format holds: export "
            "the league again and import that file.",
            in_the_file=in_the_file,
            key="cups",
            format=LEAGUE_FORMAT,
        ),
    }
    return [refusal for key, refusal in refusals.items() if key in data]


def read_divisions(raw: Any, problems: list[Said]) -> list[tuple[str, list]]:
    """A /2 file's divisions: each a name and its teams (as a /1 file lists them), the top
    first, each name once."""
    if not isinstance(raw, list) or not raw:
        problems.append(
            said(
                "The divisions: list each division by its name and its teams.",
                in_the_file='divisions must be a list of {{"name", "teams"}}',
            )
        )
        return []
    divisions, names = [], set()
    for number, division in enumerate(raw, start=1):
        name = division.get("name") if isinstance(division, dict) else None
        teams = division.get("teams") if isinstance(division, dict) else None
        if not isinstance(name, str) or not isinstance(teams, list) or not teams:
            problems.append(
                said("division {number}: give a name and a list of teams", number=number)
            )
        elif refusal := name_refusal(name.strip(), LONGEST_DIVISION_NAME):
            problems.append(
                said("Division {number}'s name (name): {problem}.", number=number, problem=refusal)
            )
        elif name_key(name) in names:
            problems.append(
                said(
                    "Division {number}: a division before it is named {name} too.",
                    in_the_file='division {number}: "{name}" is listed twice',
                    number=number,
                    name=name.strip(),
                )
            )
        else:
            names.add(name_key(name))
            divisions.append((name.strip(), teams))
    return divisions


def read_moves(raw: Any, problems: list[Said]) -> int | None:
    """How many teams go up and down between two divisions: left out, the league's own."""
    if raw is not None and (
        isinstance(raw, bool) or not isinstance(raw, int) or not 0 <= raw <= MOST_MOVES
    ):
        problems.append(said("moves is a whole number from 0 to {most}", most=MOST_MOVES))
        return None
    return raw


def across_divisions(matches: list, divisions: list) -> list[Said]:
    """A league match is between two teams of one division."""
    division_of = {team: name for name, teams in divisions for team in teams}
    return [
        said(
            "match {number}: {home} and {away} are in different divisions",
            number=number,
            home=match.home,
            away=match.away,
        )
        for number, match in enumerate(matches, start=1)
        if division_of.get(match.home) != division_of.get(match.away)
    ]
