"""Rated games to test the ratings with: a few written by hand, and Hypothesis's lists of
games among a small club of persons (so the same persons meet again and again)."""

from dataclasses import replace
from datetime import date, datetime, timedelta

from hypothesis import strategies as st

from people.rules import RatedGame

PERSONS = [f"p{number}" for number in range(8)]
START = datetime(2026, 1, 1, 19, 30)


def game(id, day, sides, winner=0, points=None):
    """A game on the `day`-th day of 2026 (a date, the way a league card is dated)."""
    points = points or tuple(11 if side == winner else 5 for side in range(len(sides)))
    return RatedGame(id, date(2026, 1, day), sides, points, winner)


@st.composite
def rated_games(draw, persons=PERSONS):
    """A game of two sides, one or two persons each, none twice; maybe a draw; played at
    one of a few times, so games share a `when`."""
    size = draw(st.sampled_from([1, 2]))
    chosen = draw(st.permutations(persons))[: 2 * size]
    sides = (tuple(chosen[:size]), tuple(chosen[size:]))
    winner = draw(st.sampled_from([0, 1, None]))
    loser_points = draw(st.integers(0, 10))
    if winner is None:
        points = (loser_points + 1, loser_points + 1)
    else:
        won = loser_points + draw(st.integers(1, 11))
        points = (won, loser_points) if winner == 0 else (loser_points, won)
    when = START + timedelta(days=draw(st.integers(0, 5)))
    return RatedGame("", when, sides, points, winner)


@st.composite
def histories(draw, min_size=1, max_size=25, persons=PERSONS):
    """A list of games with ids of their own (the ids do not follow the order of `when`)."""
    games = draw(st.lists(rated_games(persons), min_size=min_size, max_size=max_size))
    ids = draw(st.permutations(range(len(games))))
    return [replace(game, id=f"g{number:03}") for game, number in zip(games, ids, strict=True)]
