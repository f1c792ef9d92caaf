"""The one matching every draw uses (clubs/rules/matching.py): its costs are minimised part by
part, most important first, however many small costs and random tie-breaks the rest of the
matching could add up."""

import random

import pytest

from clubs.rules.matching import cheapest_assignment, cheapest_pairs


@pytest.mark.parametrize("seed", range(12))
def test_the_one_pairing_without_a_cost_is_drawn_whatever_the_tie_breaks(seed):
    items = list(range(40))
    free = {frozenset((n, n + 20)) for n in range(20)}  # the only pairing costing nothing
    pairs = cheapest_pairs(
        items, lambda a, b: (frozenset((a, b)) not in free,), random.Random(seed)
    )
    assert {frozenset(pair) for pair in pairs} == free
    assert [a for a, _ in pairs] == list(range(20))  # in the order of their first item


@pytest.mark.parametrize("seed", range(12))
def test_a_more_important_cost_outweighs_any_sum_of_lesser_ones(seed):
    # n with n + 20 costs nothing, but 0 with 20 one unit of the first part; every other
    # pairing 5 of the second. Two of those (0 with 21, 20 with 1, say) cost 10 of the
    # second part, and must be drawn rather than one unit of the first.
    items = list(range(40))
    free = {frozenset((n, n + 20)) for n in range(1, 20)}

    def cost(a, b):
        pair = frozenset((a, b))
        return (0, 0) if pair in free else (1, 0) if pair == frozenset((0, 20)) else (0, 5)

    costs = [cost(a, b) for a, b in cheapest_pairs(items, cost, random.Random(seed))]
    assert sorted(costs)[-2:] == [(0, 5), (0, 5)] and sum(first for first, _ in costs) == 0


def test_an_assignment_gives_each_its_cheapest_partner():
    left, right = ["a", "b", "c"], [1, 2, 3]
    wanted = {("a", 3), ("b", 1), ("c", 2)}
    assigned = cheapest_assignment(
        left, right, lambda a, b: ((a, b) not in wanted,), random.Random(1)
    )
    assert set(assigned) == wanted
