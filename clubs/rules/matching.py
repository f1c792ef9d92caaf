"""What the draws read from the rounds already played, and the one matching they all use:
networkx's maximum-weight matching (Edmonds' blossom algorithm), never a hand-written search.

A pairing's cost is a tuple, most important first (a repeated partnership, then repeated
opponents, ...), its last element the seeded random draw that breaks what is still level.
The tuples are turned into one integer weight per edge so that the matching minimises them
in that order exactly: a unit of a more important part outweighs anything the less
important parts of a whole matching can add up to."""

import random
from collections import Counter
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass, field
from itertools import combinations

import networkx as nx

# The seeded draw breaking ties: a random number below this on each possible pairing.
DRAW_SPAN = 1024


def pair_of(a: str, b: str) -> frozenset[str]:
    return frozenset((a, b))


@dataclass
class Meetings:
    """Who partnered and who opposed whom in the rounds so far, and who missed how many
    (sat out or was not there yet)."""

    partners: Counter = field(default_factory=Counter)  # frozenset({a, b}) -> times
    opponents: Counter = field(default_factory=Counter)
    seated: Counter = field(default_factory=Counter)  # key -> rounds played at a table
    sat_out: Counter = field(default_factory=Counter)  # key -> rounds drawn to sit out
    rounds: int = 0

    @classmethod
    def of(cls, earlier: Sequence) -> "Meetings":
        meetings = cls(rounds=len(earlier))
        for drawn in earlier:
            meetings.sat_out.update(drawn.sitting_out)
            for table in drawn.tables:
                meetings.add_table(table.sides)
        return meetings

    def add_table(self, sides: Sequence[Sequence[str]]) -> None:
        for side in sides:
            self.seated.update(side)
            self.partners.update(pair_of(a, b) for a, b in combinations(side, 2))
        for one, other in combinations(sides, 2):
            self.opponents.update(pair_of(a, b) for a in one for b in other)

    def missed(self, key: str) -> int:
        """Rounds the key did not play: sat out, or was not there (arrived late)."""
        return self.rounds - self.seated[key]

    def opposed(self, one: Sequence[str], other: Sequence[str]) -> tuple[int, int]:
        """How many of the players of two sides met as opponents before, and how often
        all told: the cost of seating them against each other."""
        times = [self.opponents[pair_of(a, b)] for a in one for b in other]
        return (sum(map(bool, times)), sum(times))


def cheapest_pairs[T: Hashable](
    items: Sequence[T], cost: Callable[[T, T], tuple[int, ...]], rng: random.Random
) -> list[tuple[T, T]]:
    """Every item paired (an even count) so that the pairs' costs, summed part by part, are
    least in the order of the parts; ties broken by the seeded draw. The pairs come in the
    order of their first item in `items`."""
    edges = [(a, b, (*cost(a, b), rng.randrange(DRAW_SPAN))) for a, b in combinations(items, 2)]
    return _matched(items, edges)


def cheapest_assignment[T: Hashable, U: Hashable](
    left: Sequence[T], right: Sequence[U], cost: Callable[[T, U], tuple[int, ...]], rng
) -> list[tuple[T, U]]:
    """Each of `left` given one of `right` (as many of each) at the least cost, as above."""
    edges = [
        (("L", a), ("R", b), (*cost(a, b), rng.randrange(DRAW_SPAN))) for a in left for b in right
    ]
    matched = _matched([("L", a) for a in left], edges)
    return [(a[1], b[1]) for a, b in matched]


def _matched(items: Sequence, edges: list[tuple]) -> list[tuple]:
    if not edges:
        return []
    weights = _lexicographic_weights([parts for _, _, parts in edges], pairs=len(items))
    graph = nx.Graph()
    for (a, b, _), weight in zip(edges, weights, strict=True):
        graph.add_edge(a, b, weight=weight)
    matching = nx.max_weight_matching(graph, maxcardinality=True)
    place = {item: number for number, item in enumerate(items)}
    ordered = [
        (a, b) if place.get(a, len(place)) <= place.get(b, len(place)) else (b, a)
        for a, b in matching
    ]
    return sorted(ordered, key=lambda pair: place[pair[0]])


def _lexicographic_weights(costs: list[tuple[int, ...]], pairs: int) -> list[int]:
    """One positive integer per cost tuple, larger for a cheaper one, so that a matching of
    at most `pairs` edges with the greatest total has the least costs part by part: each
    part is scaled past the most the later parts of a whole matching can sum to."""
    encoded = [0] * len(costs)
    scale = 1
    for part in reversed(range(len(costs[0]))):
        largest = max(cost[part] for cost in costs)
        for number, cost in enumerate(costs):
            encoded[number] += cost[part] * scale
        scale *= largest * pairs + 1
    return [scale - value for value in encoded]
