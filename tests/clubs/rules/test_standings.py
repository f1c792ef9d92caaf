"""A club night's standings and a season's (docs/clubs.md "The standings"), checked against
the tests' own loops (by_hand.py) on the judged nights and on any night hypothesis makes."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from clubs.rules import (
    DEFAULT_ORDER,
    Bye,
    Played,
    Row,
    SeasonRule,
    Seating,
    draw_individual,
    draw_swiss,
    night_standings,
    season_standings,
)
from tests.clubs.rules.by_hand import night_by_hand, positions_by_hand, season_by_hand
from tests.clubs.rules.counting import by_hand_standing, seated_keys

COUNTS = ("played", "won", "drawn", "lost", "points_for", "points_against", "byes")


def klaverjas_night(players, rounds, rng, seed="night"):
    """The night's draws played out: each table's points, a level game a draw."""
    earlier, played, sat_out = [], [], {}
    for number in range(1, rounds + 1):
        drawn = draw_individual(players, earlier, Seating(2, 2), seed)
        earlier.append(drawn)
        sat_out[number] = list(drawn.sitting_out)
        for table in drawn.tables:
            points = (rng.randrange(0, 3000, 10), rng.randrange(0, 3000, 10))
            winner = None if points[0] == points[1] else int(points[1] > points[0])
            played.append(Played(number, table.number, table.sides, points, winner))
    return played, sat_out


def as_games(played):
    return [(result.sides, result.points, result.winner) for result in played]


def assert_agree(rows: list[Row], by_hand: dict, order=DEFAULT_ORDER):
    assert {row.key: {name: getattr(row, name) for name in COUNTS} for row in rows} == {
        key: {name: counts[name] for name in COUNTS} for key, counts in by_hand.items()
    }
    assert [(row.position, row.key) for row in rows] == positions_by_hand(by_hand, order)


def test_the_23_player_night_stands_as_counted_by_hand():
    players = [f"player-{n}" for n in range(1, 24)]
    played, sat_out = klaverjas_night(players, 6, random.Random(23))
    rows = night_standings(played, sat_out)
    assert_agree(rows, night_by_hand(as_games(played), sat_out))
    assert all(row.played == 6 and row.won + row.drawn + row.lost == 6 for row in rows)


@pytest.mark.parametrize("count", [28, 27])
def test_a_swiss_drawn_from_its_own_standings_agrees_with_a_count_by_hand(count):
    pairs = [f"pair-{n}" for n in range(1, count + 1)]
    rng = random.Random(count)
    earlier, played, byes = [], [], {}
    standing = pairs
    for number in range(1, 8):
        drawn = draw_swiss(standing, earlier, "swiss")
        earlier.append(drawn)
        byes[number] = list(drawn.sitting_out)
        for table in drawn.tables:
            points = tuple(rng.sample(range(200), 2))
            played.append(
                Played(number, table.number, table.sides, points, int(points[1] > points[0]))
            )
        rows = night_standings(played, byes)
        standing = [row.key for row in rows]
        by_hand = night_by_hand(as_games(played), byes)
        assert_agree(rows, by_hand)
        all_byes = [pair for round_byes in byes.values() for pair in round_byes]
        assert standing == by_hand_standing(pairs, as_games(played), all_byes)
        assert sorted(seated_keys(drawn) + list(drawn.sitting_out)) == sorted(pairs)


def test_rows_level_on_every_step_share_a_position_and_say_what_separated_the_rest():
    a_b = Played(1, 1, (("a",), ("b",)), (100, 60), 0)
    c_d = Played(1, 2, (("c",), ("d",)), (100, 60), 0)
    e_f = Played(1, 3, (("e",), ("f",)), (100, 70), 0)
    rows = night_standings([a_b, c_d, e_f], {})
    assert [(row.position, row.key, row.shared) for row in rows] == [
        (1, "a", True),
        (1, "c", True),
        (3, "e", False),
        (4, "f", False),
        (5, "b", True),
        (5, "d", True),
    ]
    assert [row.separated_by for row in rows] == [
        "",
        "",
        "points_difference",
        "games_won",
        "points_difference",
        "",
    ]
    by_points = night_standings([a_b, c_d, e_f], {}, order=("points_for",))
    assert [row.position for row in by_points] == [1, 1, 1, 4, 5, 5]


def test_a_bye_is_a_won_game_with_no_points_unless_the_club_says_otherwise():
    game = Played(1, 1, (("a",), ("b",)), (101, 61), 0)
    rows = {row.key: row for row in night_standings([game], {1: ["c"]})}
    assert (rows["c"].played, rows["c"].won, rows["c"].byes, rows["c"].points_for) == (1, 1, 1, 0)
    bye = Bye(won=False, points=81)
    rows = {row.key: row for row in night_standings([game], {1: ["c"]}, bye=bye)}
    assert (rows["c"].played, rows["c"].won, rows["c"].byes, rows["c"].points_for) == (0, 0, 1, 81)


def test_a_three_handed_table_counts_the_other_two_sides_against():
    game = Played(1, 1, (("a",), ("b",), ("c",)), (1001, 700, 650), 0)
    rows = {row.key: row for row in night_standings([game], {})}
    assert (rows["b"].lost, rows["b"].points_against) == (1, 1651)
    assert rows["a"].position == 1 and rows["c"].position == 3


def test_an_unknown_order_step_or_season_rule_is_refused():
    with pytest.raises(ValueError):
        night_standings([], {}, order=("luck",))
    with pytest.raises(ValueError):
        SeasonRule("most")
    with pytest.raises(ValueError):
        SeasonRule("best", 0)


def night(*results: tuple[str, str, int, int]) -> list[Row]:
    return night_standings(
        [
            Played(1, n, ((a,), (b,)), (pa, pb), int(pb > pa))
            for n, (a, b, pa, pb) in enumerate(results, 1)
        ],
        {},
    )


def test_a_season_counts_every_night_the_best_or_all_but_the_worst():
    nights = [
        night(("ann", "bob", 100, 50)),
        night(("bob", "ann", 100, 90)),
        night(("ann", "cat", 100, 0)),  # bob missed the third night
    ]
    every = {row.key: row for row in season_standings(nights, SeasonRule("all"))}
    assert (every["ann"].won, every["ann"].nights, every["bob"].nights) == (2, 3, 2)
    best = {row.key: row for row in season_standings(nights, SeasonRule("best", 1))}
    assert (best["ann"].points_for, best["bob"].points_for) == (100, 100)
    assert best["ann"].points_against == 0  # ann's best night: 100 to 0
    dropped = {row.key: row for row in season_standings(nights, SeasonRule("drop_worst"))}
    # ann drops her lost night; bob's missed night is his dropped one.
    assert (dropped["ann"].won, dropped["ann"].nights) == (2, 2)
    assert (dropped["bob"].won, dropped["bob"].lost, dropped["bob"].nights) == (1, 1, 2)
    single = season_standings(nights[:1], SeasonRule("drop_worst"))
    assert [row.nights for row in single] == [1, 1]  # one night held: it counts


RESULT = st.tuples(
    st.sampled_from("abcdef"), st.sampled_from("abcdef"), st.integers(0, 5), st.integers(0, 5)
).filter(lambda r: r[0] != r[1])
ORDERS = st.permutations(["games_won", "points_difference", "points_for"]).map(tuple)
RULES = st.one_of(
    st.just(SeasonRule("all")),
    st.builds(SeasonRule, st.just("best"), st.integers(1, 4)),
    st.builds(SeasonRule, st.just("drop_worst"), st.integers(1, 3)),
)


@settings(max_examples=60, deadline=None)
@given(st.lists(st.lists(RESULT, min_size=1, max_size=4), min_size=1, max_size=5), ORDERS, RULES)
def test_any_season_agrees_with_a_count_by_hand(results, order, rule):
    nights = [
        night_standings(
            [
                Played(1, n, ((a,), (b,)), (pa, pb), None if pa == pb else int(pb > pa))
                for n, (a, b, pa, pb) in enumerate(games, 1)
            ],
            {},
            order,
        )
        for games in results
    ]
    hand_nights = [
        night_by_hand(
            [
                (((a,), (b,)), (pa, pb), None if pa == pb else int(pb > pa))
                for a, b, pa, pb in games
            ],
            {},
        )
        for games in results
    ]
    rows = season_standings(nights, rule, order)
    by_hand = season_by_hand(hand_nights, rule.kind, rule.count, order)
    assert_agree(rows, by_hand, order)
    assert {row.key: row.nights for row in rows} == {key: r["nights"] for key, r in by_hand.items()}
