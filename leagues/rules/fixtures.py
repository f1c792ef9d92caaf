"""Double round-robin fixtures (rules/league.md "Fixtures"): every pair meets once at each
venue, the second half mirrors the first with home and away swapped, and an odd number of
teams gives one team a bye each week (never a match). Which side of each pairing is at home,
so that teams sharing a venue are not both at home on one night, is nights.py's."""

import datetime
from dataclasses import dataclass


@dataclass(frozen=True)
class Fixture:
    week: int  # 1-based
    home: str
    away: str
    date: datetime.date | None = None


def circle_rounds(teams: list[str | None]) -> list[list[tuple[str | None, str | None]]]:
    """The circle (Berger) method: one team stays put, the others rotate; home and away
    alternate so no team is home or away for long runs. The team that stays put is at home
    every other week, and each other pairing's home side goes by its place in the circle,
    turn about (de Werra's canonical schedule): within a half no team is home, or away,
    more than twice running."""
    n = len(teams)
    fixed, rotating = teams[0], teams[1:]
    rounds = []
    for r in range(n - 1):
        order = [fixed, *rotating]
        pairs = []
        for i in range(n // 2):
            a, b = order[i], order[n - 1 - i]
            first_at_home = r % 2 == 0 if i == 0 else i % 2 == 0
            pairs.append((a, b) if first_at_home else (b, a))
        rounds.append(pairs)
        rotating = [rotating[-1], *rotating[:-1]]
    return rounds


def week_dates(weeks: int, start: datetime.date | None, weekday: int | None) -> list:
    if start is None:
        return []
    day = start
    if weekday is not None:
        day = start + datetime.timedelta(days=(weekday - start.weekday()) % 7)
    return [day + datetime.timedelta(weeks=week) for week in range(weeks)]
