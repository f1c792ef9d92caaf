"""Each night of a season's story ranks the teams as the table would rank the results played
by then, whatever the league's tie-breakers and their order: the nights are ranked the quick
way (positions alone, the plain tie-breakers sorted as one), the table the full way (notes)."""

import datetime

from hypothesis import given
from hypothesis import strategies as st

from leagues.rules import LeagueRules, MatchResult, standings
from leagues.rules.table import TIE_BREAKER_NAMES, season_story

TEAMS = {code: f"Team {code}" for code in "abcdef"}
TIE_BREAKERS = [name for name in TIE_BREAKER_NAMES if name != "league_points"]


def night(n: int) -> datetime.date:
    return datetime.date(2026, 9, 3) + datetime.timedelta(days=7 * n)


results = st.lists(
    st.builds(
        lambda pair, games, week: MatchResult(
            *pair, tuple(games), played_on=None if week is None else night(week)
        ),
        st.permutations(list(TEAMS)).map(lambda teams: teams[:2]),
        # Few distinct scores, so teams are often level and every tie-breaker is reached.
        st.lists(
            st.tuples(st.sampled_from([7, 15]), st.sampled_from([7, 15])), min_size=2, max_size=2
        ),
        st.none() | st.integers(0, 4),
    ),
    max_size=14,
)
orders = st.permutations(TIE_BREAKERS).flatmap(
    lambda order: st.integers(0, len(order)).map(lambda n: tuple(order[:n]))
)


@given(results, orders)
def test_every_night_is_the_table_of_the_results_played_by_then(played, tie_breakers):
    rules = LeagueRules(tie_breakers=tie_breakers)
    story = season_story(TEAMS, played, rules)
    for when, positions in story.nights:
        by_then = [
            r
            for r in played
            if r.played_on is not None and when is not None and r.played_on <= when
        ]
        if when is None:  # the undated results are the last step: everything is in
            by_then = played
        table = standings(TEAMS, by_then, rules)
        assert positions == {row.team: row.position for row in table.rows}
    whole = standings(TEAMS, played, rules)
    assert [(r.team, r.position, r.shared) for r in story.table.rows] == [
        (r.team, r.position, r.shared) for r in whole.rows
    ]
    assert story.table.notes == whole.notes
    assert sorted(story.results, key=id) == sorted(played, key=id)
