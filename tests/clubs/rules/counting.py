"""The tests' own count of a night's draws, written apart from clubs/rules (plain loops), so
that the draws are checked against an independent computation."""

import random
from itertools import combinations

import networkx as nx


def seated_keys(drawn) -> list[str]:
    return [key for table in drawn.tables for side in table.sides for key in side]


def partnerships(drawn) -> list[frozenset]:
    return [
        frozenset(pair)
        for table in drawn.tables
        for side in table.sides
        for pair in combinations(side, 2)
    ]


def oppositions(drawn) -> list[frozenset]:
    found = []
    for table in drawn.tables:
        for i, one in enumerate(table.sides):
            for other in table.sides[i + 1 :]:
                found += [frozenset((a, b)) for a in one for b in other]
    return found


def fewest_repeats_possible(keys: list[str], met_before: set[frozenset]) -> int:
    """The fewest pairs already met that pairing all `keys` must make: half of them less the
    largest matching of pairs not met yet (the rest pair up any way)."""
    fresh = nx.Graph()
    fresh.add_nodes_from(keys)
    fresh.add_edges_from(
        (a, b) for a, b in combinations(keys, 2) if frozenset((a, b)) not in met_before
    )
    return len(keys) // 2 - len(nx.max_weight_matching(fresh, maxcardinality=True))


def played_out(drawn, rng: random.Random) -> list[tuple[tuple, tuple[int, int], int]]:
    """Each table of a pairs round played: (sides, points, winner index), the winner the
    side with more points (a level game is replayed in the draw: never level here)."""
    games = []
    for table in drawn.tables:
        points = rng.sample(range(0, 200), 2)
        games.append((table.sides, tuple(points), 0 if points[0] > points[1] else 1))
    return games


def by_hand_standing(pairs: list[str], games: list, byes: list[str]) -> list[str]:
    """The pairs by games won (a bye a won game), then points difference, then points for,
    then key: a straightforward loop."""
    won = dict.fromkeys(pairs, 0)
    difference = dict.fromkeys(pairs, 0)
    scored = dict.fromkeys(pairs, 0)
    for sides, points, winner in games:
        for index, side in enumerate(sides):
            won[side[0]] += index == winner
            difference[side[0]] += points[index] - points[1 - index]
            scored[side[0]] += points[index]
    for pair in byes:
        won[pair] += 1
    return sorted(pairs, key=lambda pair: (-won[pair], -difference[pair], -scored[pair], pair))
