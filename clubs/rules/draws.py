"""A club night's draws (docs/clubs.md "How a club night is drawn and ranked"): each round's
tables for an individual night with rotating partners, a Swiss of fixed pairs, and fixed
pairs all playing all. Pure: the same arguments always give the same draw, however often a
round is drawn; the night's `seed` and the round's number seed its random draw."""

import random
from collections.abc import Sequence
from dataclasses import dataclass

from .matching import Meetings, cheapest_assignment, cheapest_pairs, pair_of


@dataclass(frozen=True)
class Seating:
    """How a table of the club's game is sat: `sides` sides of `per_side` players (Klaverjas
    and four-handed Bela 2 x 2; three-handed Bela 3 x 1; a two-handed game 2 x 1)."""

    sides: int
    per_side: int

    @property
    def players(self) -> int:
        return self.sides * self.per_side


@dataclass(frozen=True)
class TableDraw:
    number: int  # 1, 2, ... in the round
    # Each side's keys (players, or one pair per side in the pair formats). The seats go
    # round the table side A's first, side B's first, ..., A's second, B's second, ...
    sides: tuple[tuple[str, ...], ...]

    @property
    def seats(self) -> tuple[str, ...]:
        """The keys in seat order round the table: A1, B1, A2, B2 at a table of partners
        (partners sit opposite), A, B, C at a three-handed one."""
        return tuple(key for seat in zip(*self.sides, strict=True) for key in seat)


@dataclass(frozen=True)
class RoundDraw:
    tables: tuple[TableDraw, ...]
    sitting_out: tuple[str, ...]  # who sits this round out (a Swiss bye: one pair)


def round_draw(seed: str, round_number: int) -> random.Random:
    """The round's own random draw: the night's seed and the round's number, never the
    global one, so a round drawn again is drawn the same."""
    return random.Random(f"{seed}:{round_number}")


def numbered(groups: Sequence[Sequence[Sequence[str]]], sitting_out: Sequence[str]) -> RoundDraw:
    tables = tuple(
        TableDraw(number, tuple(tuple(side) for side in sides))
        for number, sides in enumerate(groups, start=1)
    )
    return RoundDraw(tables, tuple(sitting_out))


# -- Individual, rotating partners --------------------------------------------------------


def draw_individual(
    present: Sequence[str], earlier: Sequence[RoundDraw], seating: Seating, seed: str
) -> RoundDraw:
    """The round's tables from whoever is present: as many whole tables as they fill, the
    rest sitting out. Sitting out goes round (who_sits_out); partners are drawn so that
    nobody partners anyone twice while it can be avoided, then the sides are put together
    so that opponents repeat as little as they can (docs/clubs.md)."""
    rng = round_draw(seed, len(earlier) + 1)
    meetings = Meetings.of(earlier)
    players = sorted(set(present))  # the order the app lists them in changes nothing
    out = who_sits_out(players, len(players) % seating.players, meetings, rng)
    seated = [key for key in players if key not in out]
    if len(seated) < seating.players:
        return numbered([], players)
    sides = _sides(seated, seating, meetings, rng)
    return numbered(_tables(sides, seating.sides, meetings, rng), sorted(out))


def who_sits_out(
    players: Sequence[str], count: int, meetings: Meetings, rng: random.Random
) -> set[str]:
    """Those who missed fewest rounds sit out, drawn by lot among the level: so nobody sits
    out a second time before every player present has once. A round missed by arriving late
    counts as a round sat out: a latecomer plays on arrival, and everyone plays as nearly
    the same number of rounds as the night allows."""
    lots = {key: rng.random() for key in players}
    return set(sorted(players, key=lambda key: (meetings.missed(key), lots[key]))[:count])


def _sides(
    seated: list[str], seating: Seating, meetings: Meetings, rng: random.Random
) -> list[tuple[str, ...]]:
    """The sides: each player alone, or partners drawn by a matching that first avoids a
    partnership already played, then one played more often, then prefers partners who have
    not met as opponents either (everyone meets more of the club)."""
    if seating.per_side == 1:
        return [(key,) for key in seated]
    if seating.per_side != 2:
        raise ValueError(f"no draw for sides of {seating.per_side}")

    def cost(a: str, b: str) -> tuple[int, ...]:
        together = meetings.partners[pair_of(a, b)]
        return (together > 0, together, meetings.opponents[pair_of(a, b)])

    return cheapest_pairs(seated, cost, rng)


def _tables(
    sides: list[tuple[str, ...]], per_table: int, meetings: Meetings, rng: random.Random
) -> list[tuple[tuple[str, ...], ...]]:
    """The sides put together at tables of `per_table` sides, opponents repeating as little
    as they can: two sides a table by one matching; four by a matching of the pairs of
    sides; three (an exact grouping in threes is NP-hard) by drawing a third of the sides
    as the tables' heads, matching the others in twos, and giving each two the head that
    met them least, an assignment (networkx's matching again, on the bipartite graph)."""
    opposed = meetings.opposed
    if per_table == 2:
        return cheapest_pairs(sides, opposed, rng)
    if per_table == 4:
        twos = [a + b for a, b in cheapest_pairs(sides, opposed, rng)]
        return [
            _split(one, len(sides[0])) + _split(other, len(sides[0]))
            for one, other in cheapest_pairs(twos, opposed, rng)
        ]
    if per_table == 3:
        heads = rng.sample(sides, len(sides) // 3)
        others = [side for side in sides if side not in heads]
        twos = cheapest_pairs(others, opposed, rng)
        assigned = cheapest_assignment(
            heads, twos, lambda head, two: meetings.opposed(head, two[0] + two[1]), rng
        )
        return [(head, *two) for head, two in assigned]
    raise ValueError(f"no draw for tables of {per_table} sides")


def _split(keys: tuple[str, ...], per_side: int) -> tuple[tuple[str, ...], ...]:
    return tuple(keys[start : start + per_side] for start in range(0, len(keys), per_side))


# -- Fixed pairs, Swiss -------------------------------------------------------------------


def draw_swiss(
    pairs_by_standing: Sequence[str],
    earlier: Sequence[RoundDraw],
    seed: str,
    seeded: bool = False,
) -> RoundDraw:
    """Pairs drawn by standing (best first), neighbours meeting as closely as they can
    (1 v 2, 3 v 4, ...), no two pairs meeting twice while it can be avoided; with an odd
    count the lowest pair without a bye has it. Round one draws the order by lot (nobody
    has a standing yet), unless the pairs come `seeded` (a club's house rule: by rating,
    best first), which round one then reads as the standing. Ties between equally good
    draws are broken by the seeded draw; a round that cannot avoid a repeat makes the
    fewest."""
    rng = round_draw(seed, len(earlier) + 1)
    meetings = Meetings.of(earlier)
    order = (
        list(pairs_by_standing)
        if earlier or seeded
        else rng.sample(list(pairs_by_standing), len(pairs_by_standing))
    )
    place = {pair: number for number, pair in enumerate(order)}
    bye = object()  # the bye, a pair's opponent when the count is odd
    nodes = [*order, bye] if len(order) % 2 else order

    def cost(a, b) -> tuple[int, ...]:
        if b is bye:  # repeat, above the lowest pair, closeness
            return (meetings.sat_out[a] > 0, len(order) - 1 - place[a], 0)
        return (meetings.opponents[pair_of(a, b)] > 0, 0, (place[a] - place[b]) ** 2)

    matched = cheapest_pairs(nodes, cost, rng)
    sitting_out = [a for a, b in matched if b is bye]
    return numbered([((a,), (b,)) for a, b in matched if b is not bye], sitting_out)


# -- Fixed pairs, all play all ------------------------------------------------------------


def all_play_all_rounds(pair_count: int) -> int:
    """Rounds for every pair to meet every other once: n - 1, or n with a bye each round
    when n is odd."""
    if pair_count < 2:
        return 0
    return pair_count - 1 if pair_count % 2 == 0 else pair_count


def draw_all_play_all(pairs: Sequence[str], round_number: int) -> RoundDraw:
    """Round `round_number` (from 1) of the circle (Berger) method: the first pair stays
    put, the others turn one place a round; with an odd count the empty place is the bye.
    The pair staying put changes side every round."""
    if not 1 <= round_number <= all_play_all_rounds(len(pairs)):
        raise ValueError(f"an all-play-all of {len(pairs)} pairs has no round {round_number}")
    places: list[str | None] = [*pairs, None] if len(pairs) % 2 else list(pairs)
    fixed, turning = places[0], places[1:]
    shift = (round_number - 1) % len(turning)
    circle = [fixed, *turning[len(turning) - shift :], *turning[: len(turning) - shift]]
    meetings, sitting_out = [], []
    for number in range(len(circle) // 2):
        a, b = circle[number], circle[-1 - number]
        if a is None or b is None:
            sitting_out.append(b if a is None else a)
            continue
        swap = number == 0 and round_number % 2 == 0
        meetings.append(((b,), (a,)) if swap else ((a,), (b,)))
    return numbered(meetings, sitting_out)
