"""The table's rows, its ranking and the notes that explain it (league.md "The table", "The
season's story"): plain Python, no database."""

import datetime

from hypothesis import given, settings
from hypothesis import strategies as st

from leagues.rules import LeagueRules, MatchResult, match_points, standings
from leagues.rules.table import (
    Adjustment,
    _add_result,
    _head_to_head,
    _rows,
    positions_by_night,
    season_story,
)

RULES = LeagueRules()
HEAD_TO_HEAD = LeagueRules(tie_breakers=("head_to_head",))
TEAMS = {"a": "Anchor", "b": "Bell", "c": "Crown", "d": "Duke"}


def result(home, away, *games, **kwargs) -> MatchResult:
    return MatchResult(home, away, tuple(games), **kwargs)


def said(notes) -> list[str]:
    return [str(note) for note in notes]


# Anchor and Bell take 6 points each (Anchor 3 games, Bell 2 and the aggregate), Duke and Crown
# 4 (Duke 2 games, Crown 1 and the aggregate): league points part the two pairs, games won
# each pair.
SEASON = [
    result("a", "c", (15, 14), (15, 14), (15, 14), (0, 15)),
    result("b", "d", (15, 0), (15, 0), (14, 15), (14, 15)),
]


def test_a_note_for_each_tie_breaker_that_parted_teams_level_on_points_and_no_other():
    table = standings(TEAMS, SEASON, RULES)
    assert [(row.position, row.team, row.shared) for row in table.rows] == [
        (1, "a", False),
        (2, "b", False),
        (3, "d", False),
        (4, "c", False),
    ]
    assert said(table.notes) == [
        "Anchor and Bell were level on 6 points: games won separated them.",
        "Crown and Duke were level on 4 points: games won separated them.",
    ]


def test_teams_still_level_share_and_a_team_alone_does_not():
    table = standings(TEAMS, [result("c", "a", (15, 10), (10, 15), (15, 10), (10, 15))], RULES)
    assert [(row.position, row.team, row.shared) for row in table.rows] == [
        (1, "a", True),
        (1, "c", True),
        (3, "b", True),
        (3, "d", True),
    ]
    alone = standings(TEAMS, [result("c", "a", (15, 10), (15, 10), (15, 10), (10, 15))], RULES)
    assert [(row.team, row.shared) for row in alone.rows] == [
        ("c", False),
        ("a", False),
        ("b", True),
        ("d", True),
    ]


def test_the_notes_name_the_teams_in_the_order_of_the_alphabet_whatever_their_case():
    teams = {"a": "de Vere Arms", "b": "Eagle", "c": "Crown"}
    table = standings(teams, [], RULES)
    assert said(table.notes) == [
        "Crown, de Vere Arms and Eagle could not be separated and share position 1."
    ]
    assert [row.name for row in table.rows] == ["Crown", "de Vere Arms", "Eagle"]


def test_a_teams_adjustments_add_up():
    table = standings(
        TEAMS, [], RULES, [Adjustment("d", -2, "late card"), Adjustment("d", 3, "award")]
    )
    assert [(row.team, row.league_points) for row in table.rows][:2] == [("d", 1), ("a", 0)]


def test_a_row_is_provisional_while_any_of_its_results_is():
    results = [
        result("a", "b", (15, 0), (15, 0), (15, 0), (15, 0), provisional=True),
        result("a", "c", (15, 0), (15, 0), (15, 0), (15, 0)),
    ]
    rows = {row.team: row.provisional for row in standings(TEAMS, results, RULES).rows}
    assert rows == {"a": True, "b": True, "c": False, "d": False}


def test_every_walkover_a_team_took_is_counted():
    results = [result("a", "b", walkover_to="a"), result("c", "a", walkover_to="a")]
    rows = {row.team: row.walkovers for row in standings(TEAMS, results, RULES).rows}
    assert rows == {"a": 2, "b": 0, "c": 0, "d": 0}


def test_head_to_head_adds_up_every_meeting_of_the_level_teams():
    # Anchor won 8-2 at home and lost 4-6 away: 12-8 over both; an award levels Bell.
    results = [
        result("a", "b", (15, 0), (15, 0), (15, 0), (0, 15)),
        result("b", "a", (15, 0), (15, 0), (14, 15), (14, 15)),
    ]
    table = standings(
        {"a": "Anchor", "b": "Bell"}, results, HEAD_TO_HEAD, [Adjustment("b", 4, "award")]
    )
    assert [(row.position, row.team, row.league_points) for row in table.rows] == [
        (1, "a", 12),
        (2, "b", 12),
    ]


def test_two_home_wins_of_the_same_score_leave_head_to_head_level():
    # Each won 6-4 at home: 10 points each, and 10 each between them.
    results = [
        result("a", "b", (15, 0), (15, 0), (14, 15), (14, 15)),
        result("b", "a", (15, 0), (15, 0), (14, 15), (14, 15)),
    ]
    table = standings({"a": "Anchor", "b": "Bell"}, results, HEAD_TO_HEAD)
    assert [(row.position, row.team, row.league_points) for row in table.rows] == [
        (1, "a", 10),
        (1, "b", 10),
    ]


def test_teams_that_have_not_met_are_level_on_head_to_head_with_one_that_took_nothing():
    # Anchor took a walkover off Bell; Crown met neither. Awards level all three on 10.
    awards = [Adjustment("b", 10, "award"), Adjustment("c", 10, "award")]
    teams = {"a": "Anchor", "b": "Bell", "c": "Crown"}
    table = standings(teams, [result("a", "b", walkover_to="a")], HEAD_TO_HEAD, awards)
    assert [(row.position, row.team) for row in table.rows] == [(1, "a"), (2, "b"), (2, "c")]


NIGHT = datetime.date(2026, 9, 3)


def test_the_story_ends_in_the_table_with_its_notes_and_adjustments():
    adjustments = [Adjustment("d", -1, "late card")]
    results = [r.__class__(**{**r.__dict__, "played_on": NIGHT}) for r in SEASON]
    story = season_story(TEAMS, results, RULES, adjustments)
    table = standings(TEAMS, results, RULES, adjustments)
    assert said(story.table.notes) == said(table.notes) and story.table.notes
    assert story.table.adjustments == adjustments
    nights = positions_by_night(TEAMS, results, RULES, adjustments)
    assert nights == story.nights == [(NIGHT, {"a": 1, "b": 2, "c": 3, "d": 4})]


CODES = "abcdefgh"
SCORES = st.sampled_from([(15, 10), (10, 15), (15, 14), (14, 15)])


@settings(max_examples=200)
@given(
    st.lists(
        st.builds(
            lambda pair, games, walkover: MatchResult(
                *pair, () if walkover else tuple(games), pair[0] if walkover else None
            ),
            st.sampled_from([(h, a) for h in CODES for a in CODES if h != a]),
            st.lists(SCORES, min_size=4, max_size=4),
            st.booleans(),
        ),
        max_size=40,
    ),
    st.sets(st.sampled_from(CODES), min_size=1),
)
def test_head_to_head_is_the_points_of_the_meetings_within_the_group(results, group):
    """However the sums are walked, a team's head-to-head is the match points it took in its
    meetings with the group's other teams, and nothing else."""
    rows, against = _rows({code: code.upper() for code in CODES}, []), {}
    for result in results:
        _add_result(rows, against, result, RULES)
    plain = {
        team: sum(
            match_points(r, RULES)[0 if r.home == team else 1]
            for r in results
            if team in (r.home, r.away) and {r.home, r.away} <= group
        )
        for team in group
    }
    assert _head_to_head([rows[team] for team in sorted(group)], against) == plain


def test_each_result_counts_once_in_won_drawn_and_lost():
    """Two wins, two draws and two defeats are two of each, not one."""
    win, draw = ((15, 0),) * 4, ((15, 10), (15, 10), (10, 15), (10, 15))
    season = [
        result("a", "b", *win),
        result("a", "c", *win),
        result("a", "b", *draw),
        result("c", "a", *draw),
        result("b", "a", *win),
        result("c", "a", *win),
    ]
    row = next(row for row in standings(TEAMS, season, RULES).rows if row.team == "a")
    assert (row.played, row.won, row.drawn, row.lost) == (6, 2, 2, 2)
    assert row.form == ("W", "D", "D", "L", "L")
