"""A match card's game scores and the match points they earn (league.md "The match", rulebook
§1.A.3, E23, E24, OQ-AF-12): plain Python, no database."""

import pytest

from leagues.rules import LeagueRules, MatchResult, check_card, match_points
from leagues.rules.facts import MAX_GAME_SCORE

RULES = LeagueRules()
FINE = (15, 12)


def said(problems) -> list[str]:
    return [str(problem) for problem in problems]


def test_every_game_of_a_card_is_checked_whatever_the_games_before_it():
    too_big = MAX_GAME_SCORE + 1
    card = [(15, "x"), (too_big, 3), (15, 15), (15, 0)]
    assert said(check_card(card, RULES)) == [
        "game 1: Give the two final scores as whole numbers.",
        f"game 2: A final score is at most {MAX_GAME_SCORE}.",
        "game 3: 15-15 is not a finished game to 15: exactly one side reaches the target.",
    ]
    assert said(check_card([(too_big, 3), (15, "x"), FINE, FINE], RULES)) == [
        f"game 1: A final score is at most {MAX_GAME_SCORE}.",
        "game 2: Give the two final scores as whole numbers.",
    ]


def test_a_final_score_runs_from_nought_to_the_most_a_column_holds():
    assert check_card([(0, 15), (MAX_GAME_SCORE, 3), FINE, FINE], RULES) == []
    problems = check_card([(MAX_GAME_SCORE + 1, 3), FINE, FINE, FINE], RULES)
    assert [(problem.number, str(problem.said)) for problem in problems] == [
        (1, f"A final score is at most {MAX_GAME_SCORE}.")
    ]


@pytest.mark.parametrize("game", [(15, -1), (True, 15), (15.0, 3), (15,), (15, 3, 0), 15])
def test_a_game_is_two_whole_scores_of_nought_or_more(game):
    assert said(check_card([game, FINE, FINE, FINE], RULES)) == [
        "game 1: Give the two final scores as whole numbers."
    ]


def result(*games, **kwargs) -> MatchResult:
    return MatchResult("home", "away", games, **kwargs)


def test_a_walkover_gives_the_team_that_turned_up_its_points_and_the_other_none():
    assert match_points(result(walkover_to="home"), RULES) == (10, 0)
    assert match_points(result(walkover_to="away"), RULES) == (0, 10)
    assert match_points(result(walkover_to="home"), LeagueRules(walkover_points=6)) == (6, 0)


def test_an_aggregate_tie_splits_the_points_in_whole_points():
    points = match_points(result((15, 10), (10, 15), (15, 12), (12, 15)), RULES)
    assert points == (5, 5) and all(type(p) is int for p in points)


@pytest.mark.parametrize(
    ("tie", "home_games", "points"),
    [
        ("more_games", (15, 0), (8, 2)),  # three games to one: the aggregate points go home
        ("more_games", (0, 15), (2, 8)),  # one to three: they go away
        ("none", (15, 0), (6, 2)),  # nobody takes them, whoever won more games
        ("none", (0, 15), (2, 6)),
        ("split", (15, 0), (7, 3)),
    ],
)
def test_what_an_aggregate_tie_gives(tie, home_games, points):
    """Level aggregates (45-45), one side three games to one."""
    games = (home_games,) * 3 + ((45, 0) if home_games == (0, 15) else (0, 45),)
    assert match_points(result(*games), LeagueRules(aggregate_tie=tie)) == points


def test_more_games_gives_nothing_when_the_games_are_level_too():
    level = result((15, 10), (10, 15), (15, 12), (12, 15))
    assert match_points(level, LeagueRules(aggregate_tie="more_games")) == (4, 4)


def test_a_higher_aggregate_takes_its_points_whichever_side_it_is():
    assert match_points(result((15, 0), (15, 0), (14, 15), (14, 15)), RULES) == (6, 4)
    assert match_points(result((0, 15), (0, 15), (15, 14), (15, 14)), RULES) == (4, 6)
