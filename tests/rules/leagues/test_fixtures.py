"""Double round-robin fixtures as a pure function, with Hypothesis over team counts."""

import datetime
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from leagues.rules import Fixture, double_round_robin


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


# No deadline: up to 16 teams' double round robin, drawn afresh each example, ran past
# Hypothesis's 200 ms under a loaded machine's mutation run (twice: sessions 12 and 13).
@settings(deadline=None)
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


def test_a_team_listed_twice_is_refused():
    with pytest.raises(ValueError, match=r"^a team is listed twice$"):
        double_round_robin(["t0", "t1", "t0"])


def test_each_week_is_one_week_after_the_last_from_the_start():
    start = datetime.date(2026, 9, 3)  # a Thursday: with no weekday, the start's own
    for fixtures in (
        double_round_robin(teams(5), start=start),
        double_round_robin(teams(5), start=start, weekday=3),
    ):
        assert {(f.week, f.date) for f in fixtures} == {
            (week, start + datetime.timedelta(weeks=week - 1)) for week in range(1, 11)
        }


def test_a_weekday_before_the_starts_own_is_the_next_one():
    # From a Thursday, the first Monday is four days on.
    fixtures = double_round_robin(teams(2), start=datetime.date(2026, 9, 3), weekday=0)
    assert [f.date for f in fixtures] == [datetime.date(2026, 9, 7), datetime.date(2026, 9, 14)]


def home_clashes(fixtures, venues) -> int:
    """Home teams beyond the first of one venue, added over the weeks."""
    count = 0
    for week in {f.week for f in fixtures}:
        homes = [venues[f.home] for f in fixtures if f.week == week]
        count += len(homes) - len(set(homes))
    return count


def flipped(fixtures, pairing) -> list:
    """The season with both legs of one pairing's venues swapped."""
    return [Fixture(f.week, f.away, f.home) if {f.home, f.away} == pairing else f for f in fixtures]


# Eight teams at four pubs, three at one of them: some clashes cannot be avoided.
CROWDED = dict(zip(teams(8), "cbdaddac", strict=True))


@settings(max_examples=60)
@given(st.integers(4, 10), st.data())
def test_flips_go_on_while_one_still_lowers_the_clashes(n, data):
    names = teams(n)
    drawn = data.draw(st.fixed_dictionaries({name: st.sampled_from("abcd") for name in names}))
    for venues in (drawn, CROWDED):
        fixtures = double_round_robin(list(venues), venues)
        least = home_clashes(fixtures, venues)
        for pairing in {frozenset((f.home, f.away)) for f in fixtures}:
            assert home_clashes(flipped(fixtures, pairing), venues) >= least


def test_clashes_that_cannot_be_avoided_still_give_a_season():
    # Four teams of one pub: two of them are at home every night, however it is drawn.
    fixtures = double_round_robin(teams(4), dict.fromkeys(teams(4), "Crown"))
    assert len(fixtures) == 12 and home_clashes(fixtures, dict.fromkeys(teams(4), "Crown")) == 6


def longest_run(fixtures, team, weeks) -> int:
    """The most home, or away, matches the team plays running in those weeks (a week's rest
    ends a run)."""
    at_home = {f.week: f.home == team for f in fixtures if team in (f.home, f.away)}
    longest = run = 0
    previous = None
    for week in weeks:
        here = at_home.get(week)
        run = run + 1 if here is not None and here == previous else int(here is not None)
        previous, longest = here, max(longest, run)
    return longest


@given(st.integers(2, 20))
def test_no_team_is_at_home_or_away_for_long_runs(n):
    fixtures = double_round_robin(teams(n))
    weeks = max(f.week for f in fixtures)
    for team in teams(n):
        assert longest_run(fixtures, team, range(1, weeks // 2 + 1)) <= 2
        # The second half mirrors the first: where they meet, a run can reach three.
        assert longest_run(fixtures, team, range(1, weeks + 1)) <= 3
        # And a half is about as many matches at home as away (the season is as many).
        first_half = [f for f in fixtures if f.week <= weeks // 2]
        at_home = sum(f.home == team for f in first_half)
        assert abs(at_home - sum(f.away == team for f in first_half)) <= 2
