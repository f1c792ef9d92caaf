"""A season's divisions (docs/league.md "Divisions"): each division is a league of its own
within the season, with its teams, fixtures, results and table. Plain Python, no Django."""

import re
from collections.abc import Iterable, Mapping

from .table import Adjustment, MatchResult

DEFAULT_DIVISION = "Premier"  # the one division a season starts with (and every older season)


def default_division_name(order: int) -> str:
    """A division's name in the files (English, as the formats speak) while the secretary has
    not named it: the Premier on top, then "Division 2", "Division 3" …"""
    return DEFAULT_DIVISION if order == 1 else f"Division {order}"


def split_by_division(
    division_of: Mapping[str, object],
    results: Iterable[MatchResult],
    adjustments: Iterable[Adjustment] = (),
) -> dict[object, tuple[list[MatchResult], list[Adjustment]]]:
    """Each division's results and adjustments, by the division of the teams (team code ->
    division). A result counts in its home team's division; a match between teams of two
    divisions (a cup tie) counts in none, as no division's table has both."""
    split = {division: ([], []) for division in dict.fromkeys(division_of.values())}
    for result in results:
        home = division_of.get(result.home)
        if home is not None and home == division_of.get(result.away):
            split[home][0].append(result)
    for adjustment in adjustments:
        split[division_of[adjustment.team]][1].append(adjustment)
    return split


def next_season_name(name: str) -> str:
    """The name a season's next season most likely has: "2026-27" gives "2027-28", "2026"
    gives "2027", "2026/2027" gives "2027/2028"; any other name, nothing to offer."""
    match = re.fullmatch(r"(\d{4})([-/])(\d{2}|\d{4})", name.strip())
    if match:
        first, between, second = match.groups()
        second = (int(second) + 1) % 10 ** len(second)  # "1999-00": the next is "2000-01"
        return f"{int(first) + 1}{between}{second:0{len(match.group(3))}d}"
    if re.fullmatch(r"\d{4}", name.strip()):
        return str(int(name) + 1)
    return ""
