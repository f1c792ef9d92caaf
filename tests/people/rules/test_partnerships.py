"""Who plays best together: each pair's own openskill rating, from the games where every
side is a pair, shown once the pair has played PARTNERSHIP_GAMES games together."""

from dataclasses import replace

from hypothesis import HealthCheck, given, settings

from people.rules import PARTNERSHIP_GAMES, partnerships, rate
from tests.people.rules.games import game, histories
from tests.people.rules.test_ratings import by_openskill

PROPERTIES = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def as_pairs(games):
    """The games of pairs, each pair one player named by its two persons in order."""
    return [
        replace(each, sides=tuple(("+".join(sorted(side)),) for side in each.sides))
        for each in games
        if all(len(side) == 2 for side in each.sides)
    ]


@PROPERTIES
@given(histories())
def test_a_pair_is_rated_as_one_player_from_the_games_it_played_as_a_pair(games):
    pairs = {"+".join(pair): rating for pair, rating in partnerships(games, at_least=1).items()}
    assert pairs == by_openskill(as_pairs(games))


def test_a_pair_shows_once_it_has_played_the_documented_number_of_games_together():
    assert PARTNERSHIP_GAMES == 5
    games = [game(f"{day:02}", day, (("b", "a"), (f"x{day}", f"y{day}"))) for day in range(1, 6)]
    games.append(game("99", 28, (("a",), ("b",))))  # two players, no pairs: no pair rated
    assert list(partnerships(games[:4])) == []
    shown = partnerships(games)
    assert list(shown) == [("a", "b")] and shown["a", "b"].games == 5


def test_the_pair_that_wins_together_is_rated_above_one_of_the_same_players_that_does_not():
    together = [game(f"t{day:02}", day, (("a", "b"), ("c", "d"))) for day in range(1, 7)]
    apart = [game(f"u{day:02}", day, (("c", "d"), ("a", "e")), winner=0) for day in range(8, 14)]
    pairs = partnerships([*together, *apart])
    assert pairs["a", "b"].mu > pairs["a", "e"].mu
    # "a" has one rating of their own whoever they partner: the pairs tell the partners apart.
    assert rate([*together, *apart])["a"].games == 12


def test_a_merge_joins_the_pairs_of_the_merged_person():
    games = [game(f"{day:02}", day, (("a", "b"), ("c", "d"))) for day in range(1, 4)]
    games += [game(f"{day:02}", day, (("a", "b2"), ("c", "d"))) for day in range(4, 6)]
    assert ("a", "b") not in partnerships(games)
    assert partnerships(games, {"b2": "b"})["a", "b"].games == 5
