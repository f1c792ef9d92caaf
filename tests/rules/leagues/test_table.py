"""The league table as a pure function (rules/league.md): no database."""

import datetime
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from leagues.rules import LeagueRules, MatchResult, check_card, match_points, standings
from leagues.rules.facts import DEFAULT_TIE_BREAKERS
from leagues.rules.table import Adjustment, in_played_order, season_story
from tests.conftest import EXAMPLES

RULES = LeagueRules()


def result(home, away, *games, **kwargs):
    return MatchResult(home, away, tuple(games), **kwargs)


def test_the_shared_league_example_gives_its_table():
    example = json.loads((EXAMPLES / "leagues" / "three-pubs.json").read_text())
    league = example["league"]
    teams = {team["id"]: team["name"] for team in league["teams"]}
    results = [
        result(m["home"], m["away"], *map(tuple, m["games"]))
        for m in league["matches"]
        if m.get("games")
    ]
    table = standings(teams, results, LeagueRules(**league["rules"]))
    keys = (
        "position",
        "team",
        "played",
        "won",
        "drawn",
        "lost",
        "games_won",
        "games_lost",
        "points_for",
        "points_against",
        "league_points",
    )
    assert [{k: getattr(row, k) for k in keys} for row in table.rows] == example["expect"]["rows"]


def test_e23_match_points():
    assert match_points(result("X", "Y", (15, 12), (9, 15), (15, 14), (15, 7)), RULES) == (8, 2)


def test_e24_an_aggregate_tie_splits_the_aggregate_points():
    level = result("X", "Y", (15, 10), (13, 15), (15, 14), (11, 15))
    assert match_points(level, RULES) == (5, 5)
    assert match_points(level, LeagueRules(aggregate_tie="none")) == (4, 4)


def test_a_walkover_gives_the_team_that_turned_up_every_point():
    rows = standings({"X": "X", "Y": "Y"}, [result("X", "Y", walkover_to="Y")], RULES).rows
    assert [(r.team, r.league_points, r.won, r.lost, r.games_won, r.walkovers) for r in rows] == [
        ("Y", 10, 1, 0, 0, 1),
        ("X", 0, 0, 1, 0, 0),
    ]


def test_a_card_must_hold_finished_games():
    assert check_card([(15, 12), (9, 15), (15, 14), (15, 7)], RULES) == []
    assert said(check_card([(15, 12), (9, 15), (15, 14)], RULES)) == ["A match has 4 games, not 3."]
    problems = said(check_card([(15, 15), (9, 14), (15, 14), (15, -1)], RULES))
    assert problems[0].startswith("game 1: 15-15 is not a finished game to 15")
    assert problems[1].startswith("game 2: 9-14")
    assert problems[2] == "game 4: Give the two final scores as whole numbers."


def said(problems) -> list[str]:
    """Problems (or notes) as the rules core says them in English."""
    return [str(problem) for problem in problems]


TEAMS = {"a": "Anchor", "b": "Bell", "c": "Crown", "d": "Duke"}


def ranked(results, adjustments=(), rules=RULES):
    table = standings(TEAMS, results, rules, adjustments)
    return [(row.position, row.team) for row in table.rows], said(table.notes)


def test_games_won_separates_teams_level_on_points():
    # a: 3 games, c the aggregate (45-57): 6-4. b: 2 games and the aggregate (58-30): 6-4.
    order, notes = ranked(
        [
            result("a", "c", (15, 14), (15, 14), (15, 14), (0, 15)),
            result("b", "d", (15, 0), (15, 0), (14, 15), (14, 15)),
        ]
    )
    assert order == [(1, "a"), (2, "b"), (3, "d"), (4, "c")]
    assert "Anchor and Bell were level on 6 points: games won separated them." in notes


def test_points_difference_comes_next():
    # a and b: 6 points and 2 games each; difference +28 against +6.
    order, notes = ranked(
        [
            result("a", "c", (15, 0), (15, 0), (14, 15), (14, 15)),
            result("b", "d", (15, 10), (15, 10), (13, 15), (13, 15)),
        ]
    )
    assert order == [(1, "a"), (2, "b"), (3, "d"), (4, "c")]
    assert "Anchor and Bell were level on 6 points: points difference separated them." in notes


def test_points_for_then_head_to_head_and_a_shared_position():
    # Two 5-5 draws: everyone on 5 points, 2 games, difference 0; points for 58 against 30.
    # Bell and Duke drew with each other, so head-to-head leaves them level: they share.
    order, notes = ranked(
        [
            result("a", "c", (15, 0), (15, 0), (0, 15), (0, 15)),
            result("b", "d", (15, 14), (15, 14), (14, 15), (14, 15)),
        ]
    )
    assert order == [(1, "b"), (1, "d"), (3, "a"), (3, "c")]
    assert (
        "Anchor, Bell, Crown and Duke were level on 5 points: points for separated them." in notes
    )
    assert "Bell and Duke could not be separated and share position 1." in notes


def test_head_to_head_is_a_mini_table_of_the_level_teams():
    # a beat b 6-4; an award levels b with a on 6: the match between them decides.
    rules = LeagueRules(tie_breakers=("head_to_head",))
    beat = result("a", "b", (15, 14), (15, 14), (15, 14), (0, 15))
    table = standings(
        {"a": "Anchor", "b": "Bell"}, [beat], rules, [Adjustment("b", 2, "committee award")]
    )
    assert [(r.position, r.team, r.league_points) for r in table.rows] == [(1, "a", 6), (2, "b", 6)]
    assert "Anchor and Bell were level on 6 points: head-to-head separated them." in said(
        table.notes
    )


def test_three_teams_beating_each_other_in_turn_share_the_top():
    rules = LeagueRules(tie_breakers=("head_to_head",))
    results = [
        result("a", "b", (15, 0), (15, 0), (15, 0), (0, 15)),
        result("b", "c", (15, 0), (15, 0), (15, 0), (0, 15)),
        result("c", "a", (15, 0), (15, 0), (15, 0), (0, 15)),
    ]
    table = standings({"a": "Anchor", "b": "Bell", "c": "Crown"}, results, rules)
    assert [(r.position, r.shared) for r in table.rows] == [(1, True), (1, True), (1, True)]


def test_teams_level_after_every_step_share_a_position_listed_by_name():
    order, notes = ranked([result("c", "a", (15, 10), (10, 15), (15, 10), (10, 15))])
    assert order == [(1, "a"), (1, "c"), (3, "b"), (3, "d")]
    assert "Anchor and Crown could not be separated and share position 1." in notes


def test_adjustments_change_league_points_with_their_reason():
    table = standings(
        TEAMS, [], RULES, [Adjustment("d", -2, "late card"), Adjustment("b", 3, "award")]
    )
    assert [(r.team, r.league_points) for r in table.rows][:1] == [("b", 3)]
    assert table.rows[-1].team == "d" and table.adjustments[0].reason == "late card"


NIGHTS = [datetime.date(2026, 9, day) for day in (3, 10, 17)]
GAME = st.sampled_from([(15, 10), (10, 15), (15, 14), (14, 15), (15, 0)])


@st.composite
def seasons(draw):
    """A few teams, results on a few nights (many level), the tie-breakers in any order."""
    teams = {code: f"Team {code}" for code in "abcde"}
    pairs = st.sampled_from([(h, a) for h in teams for a in teams if h != a])
    results = draw(
        st.lists(
            st.builds(
                lambda pair, games, night: MatchResult(*pair, tuple(games), played_on=night),
                pairs,
                st.lists(GAME, min_size=4, max_size=4),
                st.sampled_from([*NIGHTS, None]),
            ),
            max_size=12,
        )
    )
    breakers = draw(st.permutations(DEFAULT_TIE_BREAKERS))[: draw(st.integers(0, 4))]
    adjustments = draw(
        st.lists(
            st.builds(Adjustment, st.sampled_from("abcde"), st.integers(-2, 2), st.just("award")),
            max_size=2,
        )
    )
    return teams, results, LeagueRules(tie_breakers=tuple(breakers)), adjustments


@settings(max_examples=300)
@given(seasons())
def test_each_nights_positions_are_the_table_after_that_night(season):
    """The chart's positions (season_story, in one pass over the season) are those of the
    table of the results up to that night, and its table is the season's table."""
    teams, results, rules, adjustments = season
    story = season_story(teams, results, rules, adjustments)
    played = in_played_order(results)
    for night, positions in story.nights:
        upto = [r for r in played if r.played_on is None or night is None or r.played_on <= night]
        if night is not None:
            upto = [r for r in upto if r.played_on is not None]
        table = standings(teams, upto, rules, adjustments)
        assert positions == {row.team: row.position for row in table.rows}
    final = standings(teams, results, rules, adjustments)
    assert [(r.team, r.position, r.shared) for r in story.table.rows] == [
        (r.team, r.position, r.shared) for r in final.rows
    ]
    assert story.table.notes == final.notes  # the nights are ranked without them, the table not
    assert story.results == played  # what the team page's history takes, in the order played


def test_a_nights_positions_take_head_to_head_before_a_later_tie_breaker():
    """Level on points, Anchor beat Bell, but Bell won more games: with head-to-head first,
    Anchor is above Bell on the chart as in the table."""
    rules = LeagueRules(tie_breakers=("head_to_head", "games_won"))
    night = NIGHTS[0]
    results = [
        result("a", "b", (15, 10), (15, 10), (15, 10), (10, 15), played_on=night),
        result("b", "c", (15, 10), (15, 10), (15, 10), (15, 10), played_on=night),
    ]
    teams = {"a": "Anchor", "b": "Bell", "c": "Crown"}
    story = season_story(teams, results, rules, [Adjustment("a", 4, "award")])
    assert story.nights == [(night, {"a": 1, "b": 2, "c": 3})]
