"""A league's nights across its divisions and cups (leagues/rules/nights.py): a pub's teams
are never both at home on one night, whichever division or cup they play in, and a night no
order can keep apart is reported by its pub, never hidden. Hypothesis over random leagues."""

import datetime
from collections import Counter

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from leagues.rules.nights import kept_apart_pairs, league_fixtures

THURSDAY = datetime.date(2026, 9, 3)


def home_teams_a_pub(fixtures, venues) -> Counter:
    """(week, pub) -> how many of the pub's teams are at home that week."""
    return Counter((f.week, venues[f.home]) for f in fixtures if f.home in venues)


@st.composite
def shared_leagues(draw):
    """2–4 divisions of one size, every team in a pub with at most one other team of any
    division (an A and a B team): as many shared pubs as every night can keep apart."""
    size = draw(st.integers(2, 8))
    count = draw(st.integers(2, 4))
    divisions = [[f"d{d}t{t}" for t in range(size)] for d in range(count)]
    teams = draw(st.permutations([team for teams in divisions for team in teams]))
    venues = {}
    for i in range(0, len(teams) - 1, 2):
        if draw(st.booleans()) or i == 0:
            venues[teams[i]] = venues[teams[i + 1]] = f"The pub of {teams[i]}"
    return divisions, venues


@settings(deadline=None, max_examples=150)
@given(shared_leagues())
def test_every_night_has_at_most_one_home_team_a_pub(league):
    divisions, venues = league
    fixtures, clashes = league_fixtures(divisions, venues, THURSDAY, 3)
    assert clashes == []
    assert max(home_teams_a_pub(fixtures, venues).values(), default=1) == 1
    # Still every division's double round robin, on the league's nights.
    for teams in divisions:
        pairs = Counter((f.home, f.away) for f in fixtures if f.home in teams)
        assert len(pairs) == len(teams) * (len(teams) - 1) and set(pairs.values()) == {1}
        assert all(f.away in teams for f in fixtures if f.home in teams)
    for week in {f.week for f in fixtures}:
        playing = [t for f in fixtures if f.week == week for t in (f.home, f.away)]
        assert len(playing) == len(set(playing))
        assert {f.date for f in fixtures if f.week == week} == {
            THURSDAY + datetime.timedelta(weeks=week - 1)
        }


@settings(deadline=None, max_examples=50)
@given(shared_leagues(), st.data())
def test_a_pub_busy_with_a_cup_tie_has_no_league_team_at_home_that_night(league, data):
    # (A pub of two teams is at home every night, one team or the other: one of one.)
    divisions, venues = league
    alone = sorted({team for teams in divisions for team in teams} - set(venues))
    assume(alone)
    team = data.draw(st.sampled_from(alone))
    venues = venues | {team: "The Swan"}
    night = THURSDAY + datetime.timedelta(weeks=data.draw(st.integers(0, 1)))
    fixtures, clashes = league_fixtures(divisions, venues, THURSDAY, 3, {night: {"The Swan"}})
    assert clashes == []
    assert not [f for f in fixtures if f.date == night and f.home == team]
    assert max(home_teams_a_pub(fixtures, venues).values(), default=1) == 1


def test_the_red_lion_a_and_b_in_two_divisions_are_never_both_at_home():
    # The issue's league: Red Lion A in the Premier, Red Lion B in the First.
    premier = ["lion-a", "crown-a", "swan", "bell"]
    first = ["lion-b", "crown-b", "anchor", "plough"]
    venues = {"lion-a": "Red Lion", "lion-b": "Red Lion", "crown-a": "Crown", "crown-b": "Crown"}
    fixtures, clashes = league_fixtures([premier, first], venues, THURSDAY, 3)
    assert clashes == [] and len(fixtures) == 24
    assert max(home_teams_a_pub(fixtures, venues).values()) == 1


def test_a_league_without_shared_pubs_keeps_each_divisions_canonical_schedule():
    alone = league_fixtures([["a", "b", "c", "d"], ["e", "f"]])[0]
    with_pubs = league_fixtures([["a", "b", "c", "d"], ["e", "f"]], {"a": "A", "e": "E"})[0]
    assert alone == with_pubs


def test_three_teams_of_one_pub_in_divisions_of_four_cannot_be_kept_apart_and_are_named():
    # Each of them is at home three nights of six: nine home nights in six.
    divisions = [[f"d{d}t{t}" for t in range(4)] for d in range(3)]
    venues = {"d0t0": "Red Lion", "d1t0": "Red Lion", "d2t0": "Red Lion"}
    fixtures, clashes = league_fixtures(divisions, venues, THURSDAY, 3)
    assert len(fixtures) == 36 and clashes
    assert {clash.venue for clash in clashes} == {"Red Lion"}
    for clash in clashes:  # each one says its night and the teams at home
        homes = [f.home for f in fixtures if f.week == clash.week and f.home in venues]
        assert sorted(clash.teams) == sorted(homes) and len(homes) > 1
        assert clash.date == THURSDAY + datetime.timedelta(weeks=clash.week - 1)
    assert len(clashes) == len([n for n in home_teams_a_pub(fixtures, venues).values() if n > 1])


def test_a_cup_round_is_turned_about_to_keep_a_pubs_teams_apart():
    venues = {"lion-a": "Red Lion", "lion-b": "Red Lion", "swan": "Swan"}
    pairs, clashes = kept_apart_pairs([("lion-a", "x"), ("lion-b", "y")], venues, set())
    assert clashes == [] and pairs[0] == ("lion-a", "x") and pairs[1] == ("y", "lion-b")
    # The Swan is busy with a league match that night: its cup tie goes to the other pub.
    pairs, clashes = kept_apart_pairs([("swan", "z")], venues, {"Swan"})
    assert pairs == [("z", "swan")] and clashes == []


def test_a_cup_round_that_cannot_be_kept_apart_says_which_pub():
    venues = dict.fromkeys(["a", "b", "c", "d"], "Red Lion")
    _pairs, clashes = kept_apart_pairs([("a", "b"), ("c", "d")], venues, set())
    assert [(clash.venue, len(clash.teams)) for clash in clashes] == [("Red Lion", 2)]
