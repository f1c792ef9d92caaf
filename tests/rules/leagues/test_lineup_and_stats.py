"""The league core's line-up rule and a player's totals: plain Python, no database."""

from leagues.rules import LineupProblem, check_lineup
from leagues.rules.stats import PartnerRecord, PlayedGame, player_totals

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
