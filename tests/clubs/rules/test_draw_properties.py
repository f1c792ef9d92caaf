"""The draws' promises for any night (docs/clubs.md), checked with the tests' own count
(counting.py): everyone seated once a round, sitting out going round, no partner or
Swiss opponent met twice while a draw without it exists (networkx says whether one does)."""

import random
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from clubs.rules import Seating, draw_individual, draw_swiss
from tests.clubs.rules.counting import (
    fewest_repeats_possible,
    oppositions,
    partnerships,
    seated_keys,
)

SEATINGS = st.sampled_from([Seating(2, 2), Seating(2, 1), Seating(3, 1)])


@settings(max_examples=25, deadline=None)
@given(
    count=st.integers(4, 40), rounds=st.integers(1, 8), seating=SEATINGS, seed=st.text(max_size=8)
)
def test_any_individual_night_seats_everyone_and_sitting_out_goes_round(
    count, rounds, seating, seed
):
    players = [f"p{n}" for n in range(count)]
    earlier, sat_out, partners, opponents = [], Counter(), set(), set()
    for _ in range(rounds):
        drawn = draw_individual(players, earlier, seating, seed)
        assert sorted(seated_keys(drawn) + list(drawn.sitting_out)) == sorted(players)
        assert len(drawn.sitting_out) == count % seating.players
        assert all(
            [len(side) for side in table.sides] == [seating.per_side] * seating.sides
            for table in drawn.tables
        )
        sat_out.update(drawn.sitting_out)
        # Never one player out twice before every player once (all here all night).
        assert max(sat_out[p] for p in players) - min(sat_out[p] for p in players) <= 1
        if seating == Seating(2, 1):
            # Two-handed: opponents are one matching, as few met before as can be.
            repeats = [pair for pair in oppositions(drawn) if pair in opponents]
            assert len(repeats) == fewest_repeats_possible(seated_keys(drawn), opponents)
        opponents.update(oppositions(drawn))
        if seating.per_side == 2:
            repeats = [pair for pair in partnerships(drawn) if pair in partners]
            # No partner twice when the round's players could all have fresh partners; and
            # when they could not, only as many repeats as can't be helped.
            assert len(repeats) == fewest_repeats_possible(seated_keys(drawn), partners)
            partners.update(partnerships(drawn))
        earlier.append(drawn)


@settings(max_examples=25, deadline=None)
@given(count=st.integers(2, 24), data=st.data(), seed=st.text(max_size=8))
def test_any_swiss_meets_no_pair_twice_where_a_draw_can_avoid_it(count, data, seed):
    pairs = [f"pair{n}" for n in range(count)]
    rounds = data.draw(st.integers(1, min(count - 1, 7)) if count > 2 else st.just(1))
    rng = random.Random(data.draw(st.integers(0, 2**32)))
    earlier, met, byes = [], set(), set()
    standing = list(pairs)
    for _ in range(rounds):
        drawn = draw_swiss(standing, earlier, seed)
        assert sorted(seated_keys(drawn) + list(drawn.sitting_out)) == sorted(pairs)
        assert len(drawn.sitting_out) == count % 2
        # The bye as one more "pair" each pair without a bye yet may meet.
        keys = [*pairs, "BYE"] if count % 2 else pairs
        met_or_had_bye = met | {frozenset((pair, "BYE")) for pair in byes}
        drawn_meetings = oppositions(drawn) + [frozenset((p, "BYE")) for p in drawn.sitting_out]
        repeats = [pair for pair in drawn_meetings if pair in met_or_had_bye]
        assert len(repeats) == fewest_repeats_possible(keys, met_or_had_bye)
        met.update(oppositions(drawn))
        byes.update(drawn.sitting_out)
        earlier.append(drawn)
        standing = rng.sample(pairs, count)  # any results give any standing


@settings(max_examples=15, deadline=None)
@given(count=st.integers(4, 30), rounds=st.integers(1, 4), seed=st.text(max_size=8))
def test_the_same_arguments_give_the_same_draw(count, rounds, seed):
    players = [f"p{n}" for n in range(count)]
    earlier = []
    for _ in range(rounds):
        drawn = draw_individual(players, earlier, Seating(2, 2), seed)
        assert drawn == draw_individual(players[::-1], list(earlier), Seating(2, 2), seed)
        earlier.append(drawn)
    pairs = players[: count // 2 + 1]
    assert draw_swiss(pairs, earlier[:1], seed) == draw_swiss(pairs, earlier[:1], seed)
