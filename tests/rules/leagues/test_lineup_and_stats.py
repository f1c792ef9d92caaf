"""The league core's line-up rule and the players' figures: plain Python, no database."""

import pytest

from leagues.rules import LineupProblem, check_lineup
from leagues.rules.stats import (
    PartnerRecord,
    PlayedGame,
    TheFour,
    player_totals,
    rank_players,
    the_four_taken,
)
from scoring.rules.result import Item

NAMES = {1: "Ann", 2: "Bob", 3: "Cy", 4: "Di", 11: "Cal", 12: "Dee"}


def test_a_full_line_up_and_one_with_pairs_left_out_are_fine():
    assert check_lineup([((1, 2), (11, 12)), ((3, 4), ())], NAMES) == []
    assert check_lineup([((), ())] * 4, NAMES) == []


def said_where(problems: list[LineupProblem]) -> list[tuple[int, str, str]]:
    return [(problem.number, problem.side, str(problem.said)) for problem in problems]


def test_a_pair_is_two_different_players():
    problems = check_lineup([((1,), ()), ((3, 3), ()), ((1, 2, 4), ())], NAMES)
    assert said_where(problems) == [
        (1, "home", "A pair is two players."),
        (2, "home", "A pair is two players."),
        (3, "home", "Ann already plays in game 1: each player plays one game of a match."),
        (3, "home", "A pair is two players."),
    ]


def test_a_player_plays_one_game_of_a_match_on_either_side():
    problems = check_lineup([((1, 2), (11, 12)), ((3, 4), (12, 99))], NAMES)
    assert said_where(problems) == [
        (2, "away", "Dee already plays in game 1: each player plays one game of a match.")
    ]


def test_a_players_totals_and_partners():
    games = [
        PlayedGame(1, "Bob", "The Crown", 15, 9),
        PlayedGame(2, "Cy", "The Bull", 12, 15),
        PlayedGame(1, "Bob", "The Lamb", 15, 14),
    ]
    totals = player_totals(games)
    assert (totals.played, totals.won, totals.lost) == (3, 2, 1)
    assert (totals.points_for, totals.points_against) == (42, 38)
    assert totals.partners == (PartnerRecord("Bob", 2, 2), PartnerRecord("Cy", 1, 0))
    assert player_totals([]).played == 0 and player_totals([]).partners == ()


def test_a_player_the_names_do_not_know_is_a_player():
    problems = check_lineup([((1, 42), (11, 12)), ((42, 2), (3, 4))], NAMES)
    assert said_where(problems) == [
        (2, "home", "A player already plays in game 1: each player plays one game of a match.")
    ]


@pytest.mark.parametrize("game", [((1, 2),), ((1, 2), (11, 12), (3, 4))])
def test_a_game_is_a_home_pair_and_an_away_pair(game):
    with pytest.raises(ValueError):
        check_lineup([game], NAMES)


def test_the_four_counted_from_the_engines_items():
    hands = [
        [
            Item("high", "A", 1),
            Item("low", "B", 1),
            Item("hang_jack", "A", 3),
            Item("game", "A", 1),
        ],
        [Item("high", "B", 1), Item("low", "B", 1), Item("game", "B", 1, counted=False)],
        [Item("kick", "A", 1)],  # a redeal: none of the four played
    ]
    assert the_four_taken([(hands, "A")]) == TheFour(
        1, 2, (("high", 1), ("low", 0), ("jack", 1), ("game", 1))
    )
    assert the_four_taken([(hands, "B"), (hands[:1], "B")]).taken == (
        ("high", 1),
        ("low", 3),
        ("jack", 0),
        ("game", 1),
    )
    assert the_four_taken([]) == TheFour(0, 0, (("high", 0), ("low", 0), ("jack", 0), ("game", 0)))


def won(n: int, lost: int = 0) -> list[PlayedGame]:
    return [PlayedGame(1, "Bob", "Crown", 15, 9)] * n + [
        PlayedGame(1, "Bob", "Crown", 9, 15)
    ] * lost


def test_a_leaderboard_row_is_the_players_with_their_team_and_figures():
    players = {7: ("Ann", "Anchor"), 8: ("Cy", "Bell"), 9: ("Di", "Bell")}
    games = {7: won(2, 1), 8: won(1), 9: won(0, 1)}
    ranked, short = rank_players(players, games, min_games=3)
    assert [(row.player, row.name, row.team, row.totals) for row in ranked + short] == [
        (7, "Ann", "Anchor", player_totals(games[7])),
        (8, "Cy", "Bell", player_totals(games[8])),
        (9, "Di", "Bell", player_totals(games[9])),
    ]


def test_those_short_of_the_minimum_are_listed_by_games_played_then_name():
    players = {1: ("cy", "Bell"), 2: ("Bob", "Anchor"), 3: ("Ann", "Anchor"), 4: ("Di", "Bell")}
    games = {1: won(1, 1), 2: won(1), 3: won(0, 1), 4: won(3)}
    ranked, short = rank_players(players, games, min_games=3)
    assert [row.name for row in ranked] == ["Di"]
    assert [row.name for row in short] == ["cy", "Ann", "Bob"]
