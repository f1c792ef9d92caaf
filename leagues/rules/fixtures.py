"""Double round-robin fixtures (rules/league.md "Fixtures"): every pair meets once at each
venue, the second half mirrors the first with home and away swapped, an odd number of teams
gives one team a bye each week (never a match), and teams sharing a venue are not both at
home on the same night where that can be avoided."""

import datetime
from dataclasses import dataclass


@dataclass(frozen=True)
class Fixture:
    week: int  # 1-based
    home: str
    away: str
    date: datetime.date | None = None


def _circle_rounds(teams: list[str | None]) -> list[list[tuple[str | None, str | None]]]:
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


def _clashes(rounds, venue_of) -> int:
    """Nights on which two teams of one venue are both at home, counted over the whole
    season: both away in the first half means both at home in its mirror."""
    count = 0  # pragma: no mutate
    for pairs in rounds:
        for side in (0, 1):  # the home teams, then the away teams (home in the mirror)
            venues = [venue_of.get(pair[side]) for pair in pairs if None not in pair]
            venues = [venue for venue in venues if venue]
            count += len(venues) - len(set(venues))
    return count


def double_round_robin(
    teams: list[str],
    venues: dict[str, str] | None = None,
    start: datetime.date | None = None,
    weekday: int | None = None,
) -> list[Fixture]:
    """Fixtures for `teams` in week order. `venues` maps a team to its pub, so two teams of
    one pub are kept from being at home on the same night (swapping which leg of a pairing
    is at home, which keeps each pair meeting once at each venue). With `start` and
    `weekday` (Monday 0) each week gets the date of that weekday, from the start on."""
    if len(set(teams)) != len(teams):
        raise ValueError("a team is listed twice")
    if len(teams) < 2:
        return []
    venues = venues or {}
    field = list(teams) + ([None] if len(teams) % 2 else [])  # None is the bye
    first_half = _circle_rounds(field)
    first_half = _avoid_venue_clashes(first_half, venues)
    second_half = [[(away, home) for home, away in pairs] for pairs in first_half]
    dates = _week_dates(len(first_half) * 2, start, weekday)
    fixtures = []
    for week, pairs in enumerate(first_half + second_half, start=1):
        for home, away in pairs:
            if home is not None and away is not None:
                fixtures.append(Fixture(week, home, away, dates[week - 1] if dates else None))
    return fixtures


def _avoid_venue_clashes(rounds, venues):
    """Flip pairings (which leg is at home) while that lowers the number of nights on which
    two teams of one venue are both at home. The second half mirrors the first, so a flip
    keeps every pair meeting once at each venue, and a clash-free first half gives a
    clash-free season."""
    if not venues:
        return rounds
    rounds = [list(pairs) for pairs in rounds]
    improved = True
    while improved and _clashes(rounds, venues):
        improved = False
        for pairs in rounds:
            for i, (home, away) in enumerate(pairs):
                if home is None or away is None:
                    continue
                before = _clashes(rounds, venues)
                pairs[i] = (away, home)
                if _clashes(rounds, venues) < before:
                    improved = True
                else:
                    pairs[i] = (home, away)
    return rounds


def _week_dates(weeks: int, start: datetime.date | None, weekday: int | None) -> list:
    if start is None:
        return []
    day = start
    if weekday is not None:
        day = start + datetime.timedelta(days=(weekday - start.weekday()) % 7)
    return [day + datetime.timedelta(weeks=week) for week in range(weeks)]
