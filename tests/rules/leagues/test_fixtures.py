"""Double round-robin fixtures as a pure function, with Hypothesis over team counts."""

import datetime
from collections import Counter

from hypothesis import given
from hypothesis import strategies as st

from leagues.rules import double_round_robin


def teams(n):
    return [f"t{i}" for i in range(n)]


@given(st.integers(2, 20))
def test_every_pair_meets_once_at_each_venue(n):
    fixtures = double_round_robin(teams(n))
    pairs = Counter((f.home, f.away) for f in fixtures)
    assert len(pairs) == n * (n - 1) and set(pairs.values()) == {1}
    assert all(f.home != f.away for f in fixtures)


@given(st.integers(2, 20))
def test_each_team_plays_at_most_once_a_week_and_byes_are_not_matches(n):
    fixtures = double_round_robin(teams(n))
    weeks = max(f.week for f in fixtures)
    assert weeks == 2 * (n - 1 + n % 2)
    for week in range(1, weeks + 1):
        playing = [t for f in fixtures if f.week == week for t in (f.home, f.away)]
        assert len(playing) == len(set(playing))
        # With an odd number of teams exactly one rests each week.
        assert len(playing) == n - n % 2
    assert None not in {t for f in fixtures for t in (f.home, f.away)}


@given(st.integers(2, 20))
def test_the_second_half_mirrors_the_first(n):
    fixtures = double_round_robin(teams(n))
    half = max(f.week for f in fixtures) // 2
    first = {(f.week, f.home, f.away) for f in fixtures if f.week <= half}
    second = {(f.week - half, f.away, f.home) for f in fixtures if f.week > half}
    assert first == second


@given(st.integers(4, 16), st.data())
def test_teams_sharing_a_venue_are_not_both_at_home_the_same_night(n, data):
    names = teams(n)
    shared = data.draw(st.lists(st.sampled_from(names), min_size=2, max_size=2, unique=True))
    venues = {name: name for name in names} | {shared[1]: shared[0]}
    fixtures = double_round_robin(names, venues)
    for week in {f.week for f in fixtures}:
        homes = [venues[f.home] for f in fixtures if f.week == week]
        assert len(homes) == len(set(homes)), f"week {week}: two home teams of one venue"


def test_dates_fall_on_the_weekday_from_the_start():
    fixtures = double_round_robin(teams(4), start=datetime.date(2026, 9, 1), weekday=3)  # Thursdays
    assert {f.date.weekday() for f in fixtures} == {3}
    assert min(f.date for f in fixtures) == datetime.date(2026, 9, 3)
    assert max(f.date for f in fixtures) == datetime.date(2026, 9, 3) + datetime.timedelta(weeks=5)
