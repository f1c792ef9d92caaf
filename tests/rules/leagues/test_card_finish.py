"""What a finished game looks like on a card under each house rule (docs/league.md, "House
rules": the table of what the season's target means): All Fours stops when one side reaches
the target, Croatian Bela and Klaverjas to points end with a side at or past it ahead, and a
Klaverjas boom ends after its deals with a winner. Plain Python, no database."""

import pytest

from leagues.rules import LeagueRules, check_card
from leagues.rules.house import Finish

ONE_GAME = LeagueRules(games_per_match=1)
BELA = LeagueRules(games_per_match=1, target=1001)


def said(problems) -> list[str]:
    return [str(problem) for problem in problems]


@pytest.mark.parametrize("game", [(15, 0), (0, 15), (15, 14), (14, 15), (17, 3), (3, 17)])
def test_an_all_fours_game_is_finished_when_exactly_one_side_has_reached_the_target(game):
    assert check_card([game], ONE_GAME, Finish.TARGET) == []


@pytest.mark.parametrize("game", [(14, 13), (0, 0), (15, 15), (16, 15), (14, 14)])
def test_an_all_fours_game_with_neither_or_both_sides_at_the_target_is_not_finished(game):
    home, away = game
    assert said(check_card([game], ONE_GAME, Finish.TARGET)) == [
        f"game 1: {home}-{away} is not a finished game to 15: exactly one side reaches the target."
    ]


@pytest.mark.parametrize(
    "game",
    [
        (1001, 0),
        (0, 1001),
        (1001, 1000),  # one side just at the target, the other just short
        (1000, 1001),
        (1162, 1050),  # both past it in one deal: the higher total wins
        (1050, 1162),
        (1002, 1001),
    ],
)
def test_a_bela_game_to_a_target_is_finished_by_a_side_at_or_past_it_with_more(game):
    assert check_card([game], BELA, Finish.HIGHER) == []


@pytest.mark.parametrize(
    "game",
    [
        (1000, 999),  # nobody at the target yet
        (999, 1000),
        (0, 0),
        (1001, 1001),  # both at it, level: never a finished game
        (1100, 1100),
    ],
)
def test_a_bela_game_short_of_the_target_or_level_is_not_finished(game):
    home, away = game
    assert said(check_card([game], BELA, Finish.HIGHER)) == [
        f"game 1: {home}-{away} is not a finished game to 1001: the winner is at or past the "
        "target with the higher score."
    ]


@pytest.mark.parametrize("game", [(1, 0), (0, 1), (2500, 2499), (162, 1800), (3000, 0)])
def test_a_boom_is_finished_with_any_winner_whatever_the_seasons_target(game):
    """The boom ends after its deals: the season's target is not used."""
    assert check_card([game], BELA, Finish.BOOM) == []
    assert check_card([game], ONE_GAME, Finish.BOOM) == []


@pytest.mark.parametrize("game", [(0, 0), (1001, 1001), (2500, 2500)])
def test_a_drawn_boom_cannot_go_on_a_card(game):
    home, away = game
    assert said(check_card([game], BELA, Finish.BOOM)) == [
        f"game 1: {home}-{away} is a drawn boom: a card needs a winner in each game."
    ]


def test_a_card_is_checked_to_its_own_finish_only():
    """A game finished one way is not finished another: 15-15 is a drawn boom, yet past the
    target level; 16-15 is a Bela win, yet both past the All Fours target."""
    assert check_card([(16, 15)], ONE_GAME, Finish.HIGHER) == []
    assert check_card([(16, 15)], ONE_GAME, Finish.BOOM) == []
    assert check_card([(16, 15)], ONE_GAME, Finish.TARGET) != []
    assert check_card([(14, 3)], ONE_GAME, Finish.BOOM) == []
    assert check_card([(14, 3)], ONE_GAME, Finish.HIGHER) != []
