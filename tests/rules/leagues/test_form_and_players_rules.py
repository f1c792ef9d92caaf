"""The league core's form guide, a team's run of results and the players' figures: plain
Python, no database."""

import datetime

from hypothesis import given
from hypothesis import strategies as st

from leagues.rules import LeagueRules, MatchResult, standings
from leagues.rules.results import TeamResult, run_of_results
from leagues.rules.stats import PartnerRecord, PlayedGame, player_totals, rank_players
from leagues.rules.table import FORM_LENGTH, outcome

RULES = LeagueRules()
TEAMS = {"a": "Anchor", "b": "Bell", "c": "Crown"}
WIN = ((15, 3), (15, 4), (2, 15), (15, 9))  # 3-1 and the aggregate: 8 points to 2
DRAW = ((15, 10), (10, 15), (15, 12), (12, 15))  # 2-2, level aggregate: 5 each


def day(n: int) -> datetime.date:
    return datetime.date(2026, 9, 1) + datetime.timedelta(days=7 * n)


def test_a_match_is_won_drawn_or_lost_on_its_match_points():
    assert [outcome(8, 2), outcome(5, 5), outcome(2, 8)] == ["W", "D", "L"]


def test_the_form_guide_is_each_teams_last_five_in_the_order_played():
    # Given newest first and one undated: the table puts them in the order played.
    results = [MatchResult("a", "b", WIN, played_on=day(n)) for n in range(6, 0, -1)] + [
        MatchResult("b", "a", DRAW),
        MatchResult("c", "a", WIN, played_on=day(7)),
    ]
    table = standings(TEAMS, results, RULES)
    form = {row.team: row.form for row in table.rows}
    assert form["a"] == ("W", "W", "W", "L", "D")  # day 3..6 won, day 7 lost, undated drawn
    assert form["b"] == ("L", "L", "L", "L", "D") and form["c"] == ("W",)
    assert all(len(row.form) <= FORM_LENGTH for row in table.rows)


def test_a_walkover_counts_in_the_form_for_both_sides():
    table = standings(TEAMS, [MatchResult("a", "b", walkover_to="b")], RULES)
    assert {row.team: row.form for row in table.rows} == {"a": ("L",), "b": ("W",), "c": ()}


def test_a_teams_run_of_results_from_its_own_side():
    results = [
        MatchResult("b", "a", WIN, played_on=day(2), fixture=12),
        MatchResult("a", "c", DRAW, played_on=day(1), fixture=11),
        MatchResult("b", "c", WIN, played_on=day(0), fixture=10),  # not a's
        MatchResult("c", "a", walkover_to="a", played_on=day(3), fixture=13),
    ]
    assert run_of_results("a", results, RULES) == [
        TeamResult("c", True, "D", (2, 2), (52, 52), 5, fixture=11),
        TeamResult("b", False, "L", (1, 3), (31, 47), 2, fixture=12),
        TeamResult("c", False, "W", (0, 0), (0, 0), 10, walkover=True, fixture=13),
    ]


def game(own: int, other: int, partner: str = "Bob") -> PlayedGame:
    return PlayedGame(1, partner, "Crown", own, other)


def test_a_players_figures_from_their_games():
    games = [game(15, 9), game(15, 3, "Cy"), game(14, 15), game(15, 12), game(15, 14, "Cy")]
    totals = player_totals(games)
    assert (totals.played, totals.won, totals.lost) == (5, 4, 1)
    assert (totals.points_for, totals.points_against) == (74, 53)
    assert totals.win_percent == 80 and totals.average_margin == 21 / 5
    assert totals.best_run == 2  # won, won, lost, won, won
    assert totals.partners == (PartnerRecord("Bob", 3, 2), PartnerRecord("Cy", 2, 2))


def test_before_the_first_game_there_is_no_percentage_or_margin():
    totals = player_totals([])
    assert (totals.played, totals.win_percent, totals.average_margin, totals.best_run) == (
        0,
        None,
        None,
        0,
    )


@given(st.lists(st.tuples(st.integers(0, 30), st.integers(0, 30)), max_size=30))
def test_figures_add_up_for_any_games(scores):
    totals = player_totals([game(own, other) for own, other in scores])
    assert totals.won + totals.lost == totals.played == len(scores)
    assert 0 <= totals.best_run <= totals.won
    assert sum(partner.played for partner in totals.partners) == totals.played
    if scores:
        assert 0 <= totals.win_percent <= 100


PLAYERS = {1: ("Ann", "Anchor"), 2: ("Bob", "Anchor"), 3: ("Cy", "Bell"), 4: ("Di", "Bell")}


def test_the_leaderboard_ranks_those_with_enough_games_and_lists_the_rest():
    games = {
        1: [game(15, 3)] * 3,  # 100%, 3 won
        2: [game(15, 3)] * 4 + [game(3, 15)],  # 80%, 4 won
        3: [game(15, 3)] * 2 + [game(3, 15)] * 2,  # 50%, 2 won
        4: [game(15, 3)],  # too few games to be ranked
    }
    ranked, short = rank_players(PLAYERS, games, min_games=3)
    assert [(row.position, row.name) for row in ranked] == [(1, "Ann"), (2, "Bob"), (3, "Cy")]
    assert [row.name for row in short] == ["Di"]
    by_played, _ = rank_players(PLAYERS, games, min_games=3, order="played")
    assert [row.name for row in by_played] == ["Bob", "Cy", "Ann"]
    by_won, _ = rank_players(PLAYERS, games, min_games=3, order="won")
    assert [(row.position, row.name) for row in by_won] == [(1, "Bob"), (2, "Ann"), (3, "Cy")]
    assert rank_players(PLAYERS, games, 3, order="nonsense")[0] == ranked


def test_level_players_share_a_position_and_are_listed_by_name():
    games = {4: [game(15, 3)], 1: [game(15, 3)], 3: [game(3, 15)]}
    ranked, short = rank_players(PLAYERS, games, min_games=1)
    assert [(row.position, row.name) for row in ranked] == [(1, "Ann"), (1, "Di"), (3, "Cy")]
    assert short == []  # Bob has no games: not listed at all
