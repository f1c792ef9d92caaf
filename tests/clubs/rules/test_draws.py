"""A club night's draws (docs/clubs.md): the judged nights, checked against the tests' own
count of who partnered, opposed and sat out whom (counting.py)."""

import random
from collections import Counter

import pytest

from clubs.rules import (
    RoundDraw,
    Seating,
    TableDraw,
    all_play_all_rounds,
    draw_all_play_all,
    draw_individual,
    draw_swiss,
)
from tests.clubs.rules.counting import (
    by_hand_standing,
    oppositions,
    partnerships,
    played_out,
    seated_keys,
)

KLAVERJAS = Seating(2, 2)


def night_of(players: list[str], rounds: int, seating=KLAVERJAS, seed="night") -> list[RoundDraw]:
    earlier: list[RoundDraw] = []
    for _ in range(rounds):
        earlier.append(draw_individual(players, earlier, seating, seed))
    return earlier


def test_a_night_of_23_at_klaverjas_never_repeats_a_partner_or_a_second_sit_out():
    players = [f"player-{n}" for n in range(1, 24)]
    night = night_of(players, 6)
    partners, sat_out = Counter(), Counter()
    for drawn in night:
        # Every present player once a round: five tables of four, three sitting out.
        assert sorted(seated_keys(drawn) + list(drawn.sitting_out)) == sorted(players)
        assert [table.number for table in drawn.tables] == [1, 2, 3, 4, 5]
        assert all([len(side) for side in table.sides] == [2, 2] for table in drawn.tables)
        assert len(drawn.sitting_out) == 3
        for player in drawn.sitting_out:
            # A second time out only once every player has sat out once.
            assert sat_out[player] == 0 or min(sat_out[p] for p in players) >= 1
            sat_out[player] += 1
        partners.update(partnerships(drawn))
    assert partners and max(partners.values()) == 1
    assert sorted(sat_out[player] for player in players) == [0] * 5 + [1] * 18
    # Opponents repeat little: each player meets 12 opponents among 22 others.
    opponents = Counter(pair for drawn in night for pair in oppositions(drawn))
    assert max(opponents.values()) <= 2 and sum(n - 1 for n in opponents.values()) <= 6


def test_the_same_night_drawn_again_is_drawn_the_same_and_another_seed_differs():
    players = [f"p{n}" for n in range(17)]
    assert night_of(players, 4) == night_of(list(reversed(players)), 4)
    draws = {night_of(players, 1, seed=f"night-{n}")[0] for n in range(5)}
    assert len(draws) > 1


def test_a_latecomer_plays_on_arrival_and_those_who_have_not_sat_out_sit_out():
    players = [f"p{n}" for n in range(5)]
    for seed in range(10):
        night = night_of(players, 3, seed=str(seed))  # one out a round: three have sat out
        had_a_turn = {key for drawn in night for key in drawn.sitting_out}
        late = draw_individual([*players, "late"], night, KLAVERJAS, str(seed))
        assert set(late.sitting_out) == set(players) - had_a_turn


def test_too_few_for_a_table_all_sit_out():
    drawn = draw_individual(["a", "b", "c"], [], KLAVERJAS, "s")
    assert drawn == RoundDraw((), ("a", "b", "c"))


@pytest.mark.parametrize("seating", [Seating(2, 1), Seating(3, 1), Seating(4, 1)])
def test_a_night_for_each_seating_seats_whole_tables_of_its_size(seating):
    players = [f"p{n}" for n in range(26)]
    for drawn in night_of(players, 3, seating):
        assert sorted(seated_keys(drawn) + list(drawn.sitting_out)) == sorted(players)
        assert len(drawn.sitting_out) == 26 % seating.players
        assert all(len(table.sides) == seating.sides for table in drawn.tables)


def test_a_swiss_of_28_pairs_over_7_rounds_never_meets_twice():
    pairs = [f"pair-{n}" for n in range(1, 29)]
    rng = random.Random(51)
    earlier, games, met = [], [], Counter()
    standing = pairs
    for _ in range(7):
        drawn = draw_swiss(standing, earlier, "swiss-night")
        assert sorted(seated_keys(drawn)) == sorted(pairs) and not drawn.sitting_out
        met.update(oppositions(drawn))
        earlier.append(drawn)
        games += played_out(drawn, rng)
        standing = by_hand_standing(pairs, games, [])
    assert len(met) == 7 * 14 and max(met.values()) == 1


def met(*tables: tuple[str, str], bye: str = "") -> RoundDraw:
    return RoundDraw(
        tuple(TableDraw(n, ((a,), (b,))) for n, (a, b) in enumerate(tables, 1)),
        (bye,) if bye else (),
    )


def meetings_of(drawn: RoundDraw) -> set[frozenset]:
    return set(oppositions(drawn))


def test_a_swiss_pairs_neighbours_in_standing_and_the_lowest_without_a_bye_has_it():
    first = met(("a", "b"), ("c", "d"), bye="e")
    # e is lowest but had its bye: d has it; the rest meet their neighbours, 1 v 2, 3 v 4.
    second = draw_swiss(["a", "c", "b", "e", "d"], [first], "s")
    assert second.sitting_out == ("d",)
    assert meetings_of(second) == {frozenset("ac"), frozenset("be")}
    assert [table.sides for table in second.tables] == [(("a",), ("c",)), (("b",), ("e",))]


def test_a_swiss_meets_the_nearest_pair_not_met_yet():
    first = met(("a", "b"), ("c", "d"), bye="e")
    # a and b met: a meets c (two places down), b the next not met (e), not a v e, b v c.
    second = draw_swiss(["a", "b", "c", "e", "d"], [first], "s")
    assert second.sitting_out == ("d",)
    assert meetings_of(second) == {frozenset("ac"), frozenset("be")}


def test_a_swiss_that_cannot_avoid_a_repeat_makes_the_fewest():
    # Four pairs after three rounds have all met: the fourth round repeats two meetings,
    # never more, and still seats every pair.
    earlier = [
        met(("a", "b"), ("c", "d")),
        met(("a", "c"), ("b", "d")),
        met(("a", "d"), ("b", "c")),
    ]
    drawn = draw_swiss(["a", "b", "c", "d"], earlier, "s")
    assert meetings_of(drawn) == {frozenset("ab"), frozenset("cd")}


def test_a_swiss_draws_round_one_by_lot():
    pairs = [f"p{n}" for n in range(12)]
    firsts = {draw_swiss(pairs, [], f"seed-{n}") for n in range(4)}
    assert len(firsts) > 1
    assert draw_swiss(pairs, [], "seed-0") == draw_swiss(pairs, [], "seed-0")


@pytest.mark.parametrize("count", range(2, 12))
def test_all_play_all_meets_every_pair_once_with_a_bye_each_round_when_odd(count):
    pairs = [f"p{n}" for n in range(count)]
    met = Counter()
    for number in range(1, all_play_all_rounds(count) + 1):
        drawn = draw_all_play_all(pairs, number)
        assert sorted(seated_keys(drawn) + list(drawn.sitting_out)) == sorted(pairs)
        assert len(drawn.sitting_out) == count % 2
        met.update(oppositions(drawn))
    assert len(met) == count * (count - 1) // 2 and set(met.values()) == {1}
    with pytest.raises(ValueError):
        draw_all_play_all(pairs, all_play_all_rounds(count) + 1)
