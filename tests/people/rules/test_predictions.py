"""Before a game: each side's chance to win (openskill's predict_win) and the start a
handicapped game gives the weaker sides (people/rules/predictions.py, docs/ratings.md)."""

import math
from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from openskill.models import PlackettLuce

from people.rules import HANDICAP_CAP, Rating, chance_to_win, handicap_start, rate
from tests.people.rules.games import game

PROPERTIES = settings(max_examples=60, deadline=None)

ratings_of_two = st.tuples(
    st.floats(0, 50), st.floats(0.5, 25 / 3), st.floats(0, 50), st.floats(0.5, 25 / 3)
).map(lambda r: {"a": Rating(r[0], r[1], 20), "b": Rating(r[2], r[3], 20)})


@PROPERTIES
@given(ratings_of_two)
def test_the_chances_add_up_to_one_and_favour_the_side_rated_higher(ratings):
    chances = chance_to_win(ratings, (("a",), ("b",)))
    assert sum(chances) == pytest.approx(1)
    # (a gap too small for a float's 0.5 to show it still may not favour the other side)
    if ratings["a"].mu > ratings["b"].mu + 0.01:
        assert chances[0] > chances[1]
    if ratings["a"].mu >= ratings["b"].mu:
        assert chances[0] >= chances[1]
    if ratings["a"].mu == ratings["b"].mu:
        assert chances[0] == pytest.approx(chances[1])


def test_the_chance_is_openskills_predict_win_and_a_new_person_has_the_starting_rating():
    ratings = rate([game(f"{day}", day, (("a", "b"), ("c", "d"))) for day in range(1, 6)])
    model = PlackettLuce()
    teams = [
        [model.rating(ratings["a"].mu, ratings["a"].sigma), model.rating()],
        [model.rating(ratings["c"].mu, ratings["c"].sigma), model.rating()],
    ]
    assert chance_to_win(ratings, (("a", "new"), ("c", "other"))) == tuple(model.predict_win(teams))
    assert chance_to_win({}, (("x",), ("y",), ("z",))) == pytest.approx((1 / 3,) * 3)


def test_a_pair_that_keeps_winning_is_the_favourite_next_time():
    ratings = rate([game(f"{day}", day, (("a", "b"), ("c", "d"))) for day in range(1, 6)])
    chances = chance_to_win(ratings, (("c", "d"), ("a", "b")))
    assert chances[1] > 0.9 > 0.1 > chances[0]


def test_a_handicap_starts_the_weaker_side_with_its_gap_in_chance_times_the_target():
    ratings = {"a": Rating(28.2, 1.0, 30), "b": Rating(25.0, 1.0, 30)}
    assert chance_to_win(ratings, (("a",), ("b",)))[0] == pytest.approx(0.70, abs=0.005)
    # A gap of 40% of the target: 4.4 of 11 is capped at a third (3.67), rounded down.
    assert handicap_start(ratings, (("a",), ("b",)), 11) == (0, 3)
    assert handicap_start(ratings, (("a",), ("b",)), 1001) == (0, 333)
    closer = {"a": Rating(26.0, 1.0, 30), "b": Rating(25.0, 1.0, 30)}
    # 56.6% against 43.4%: a gap of 13.1% of 101 is 13.2, under the cap.
    assert handicap_start(closer, (("b",), ("a",)), 101) == (13, 0)


@PROPERTIES
@given(ratings_of_two, st.integers(1, 1500))
def test_the_favourite_starts_at_nothing_and_no_start_passes_a_third_of_the_target(ratings, target):
    starts = handicap_start(ratings, (("a",), ("b",)), target)
    chances = chance_to_win(ratings, (("a",), ("b",)))
    favourite = chances.index(max(chances))
    assert starts[favourite] == 0
    assert all(0 <= start <= HANDICAP_CAP * target for start in starts)
    gap = abs(chances[0] - chances[1])
    assert max(starts) == math.floor(min(gap * target, HANDICAP_CAP * target))


def test_equals_start_level():
    even = {"a": Rating(25.0, 3.0, 30), "b": Rating(25.0, 3.0, 30)}
    assert handicap_start(even, (("a",), ("b",)), 11) == (0, 0)
    assert Fraction(1, 3) == HANDICAP_CAP
