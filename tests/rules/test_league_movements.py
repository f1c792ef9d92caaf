"""Promotion and relegation between divisions (leagues/rules/movements.py), without the
database: each rule on its own, the notes on a close line, and properties over any tables."""

from hypothesis import given
from hypothesis import strategies as st

from leagues.rules import LeagueRules, MatchResult, standings
from leagues.rules.movements import (
    DEFAULT_MOVES,
    Zone,
    line_note,
    movements,
    next_divisions,
    places_moving,
    promoted,
    relegated,
    zones,
)

RULES = LeagueRules()
WIN = ((15, 9), (15, 3), (14, 15), (15, 12))  # 3 games to 1, the aggregate: 8-2
DRAW = ((15, 9), (9, 15), (15, 9), (9, 15))  # 2-2, aggregates level: 5-5


def table(teams: str, results=()):
    """A division of one-letter teams, each named by its letter in capitals."""
    return standings({t: t.upper() for t in teams}, list(results), RULES)


def won(home: str, away: str, games=WIN) -> MatchResult:
    return MatchResult(home, away, games)


def test_the_league_moves_two_each_way_unless_a_division_is_too_small():
    assert DEFAULT_MOVES == 2
    assert places_moving(2, [8, 8]) == [2]
    assert places_moving(2, [8, 8, 8]) == [2, 2]
    assert places_moving(3, [8, 4, 8]) == [2, 2]  # the middle gives at most half each way
    assert places_moving(3, [1, 6]) == [1]
    assert places_moving(0, [6, 6]) == [0]
    assert places_moving(2, [6]) == []


def test_the_top_go_up_and_the_bottom_go_down_in_the_tables_order():
    division = table("abcd", [won("a", "b"), won("a", "c"), won("b", "d"), won("c", "d")])
    assert [row.team for row in division.rows] == ["a", "b", "c", "d"]
    assert promoted(division, 2) == ("a", "b")
    assert relegated(division, 2) == ("c", "d")
    assert promoted(division, 0) == relegated(division, 0) == ()


def test_a_line_decided_on_points_needs_no_note():
    division = table("abc", [won("a", "b"), won("b", "c")])
    assert line_note(division.rows, 1, going_up=True) is None
    assert line_note(division.rows, 0, going_up=True) is None
    assert line_note(division.rows, 3, going_up=False) is None


def test_a_tie_on_the_promotion_line_is_decided_by_the_tie_breakers_and_said():
    # b and c both lost to a and beat d 3-1: level on 10 points and on games won; c beat d
    # by more, and the points difference is the next tie-breaker.
    wide = ((15, 0), (15, 0), (0, 15), (15, 0))
    results = [won("a", "b"), won("a", "c"), won("b", "d"), won("c", "d", wide)]
    division = table("abcd", results)
    assert [row.team for row in division.rows] == ["a", "c", "b", "d"]
    note = line_note(division.rows, 2, going_up=True)
    assert str(note) == "C goes up ahead of B, level on 10 points: points difference decided it."
    down = line_note(division.rows, 2, going_up=False)
    assert str(down) == "B goes down below C, level on 10 points: points difference decided it."


def test_teams_level_after_every_tie_breaker_are_taken_by_name_and_the_note_says_so():
    division = table("abc", [won("a", "b"), won("a", "c"), won("b", "c", DRAW)])
    assert [(row.team, row.position) for row in division.rows] == [("a", 1), ("b", 2), ("c", 2)]
    assert str(line_note(division.rows, 2, going_up=True)) == (
        "B and C could not be separated on the line: B goes up, as the table lists it "
        "higher (by name)."
    )
    assert str(line_note(division.rows, 2, going_up=False)) == (
        "B and C could not be separated on the line: C goes down, as the table lists it "
        "lower (by name)."
    )


def test_every_line_between_three_divisions_moves_its_teams():
    tables = [table("abcd"), table("efgh"), table("ijkl")]
    lines = movements(tables, 1)
    assert [(line.upper, line.down, line.up) for line in lines] == [
        (0, ("d",), ("e",)),
        (1, ("h",), ("i",)),
    ]
    assert next_divisions(tables, lines) == [
        ["a", "b", "c", "e"],
        ["f", "g", "d", "i"],
        ["j", "k", "l", "h"],
    ]


def test_the_movements_carry_the_notes_of_both_ends_of_the_line():
    upper = table("abc", [won("a", "b"), won("a", "c"), won("b", "c", DRAW)])  # b, c level
    lower = table("def")
    (line,) = movements([upper, lower], 1)
    assert line.down == ("c",) and line.up == ("d",)
    assert [str(note).split(":")[0] for note in line.notes] == [
        "B and C could not be separated on the line",
        "D, E and F could not be separated on the line",
    ]


divisions_st = st.lists(st.integers(min_value=1, max_value=8), min_size=1, max_size=4)


@st.composite
def tables_and_moves(draw):
    sizes = draw(divisions_st)
    tables, letter = [], 0
    for size in sizes:
        teams = [f"t{letter + n}" for n in range(size)]
        letter += size
        pairs = [(h, a) for h in teams for a in teams if h != a]
        played = draw(st.lists(st.sampled_from(pairs), max_size=6)) if pairs else []
        scores = draw(st.lists(st.sampled_from([WIN, DRAW]), min_size=len(played),
                               max_size=len(played)))  # fmt: skip
        results = [MatchResult(h, a, s) for (h, a), s in zip(played, scores, strict=True)]
        tables.append(standings({t: t for t in teams}, results, RULES))
    return tables, draw(st.integers(min_value=0, max_value=5))


@given(tables_and_moves())
def test_every_team_ends_in_exactly_one_division_and_sizes_are_kept(drawn):
    tables, moves = drawn
    after = next_divisions(tables, movements(tables, moves))
    before = [[row.team for row in t.rows] for t in tables]
    assert sorted(t for d in after for t in d) == sorted(t for d in before for t in d)
    assert [len(d) for d in after] == [len(d) for d in before]


@given(tables_and_moves())
def test_no_team_goes_both_up_and_down_and_the_best_placed_go_up(drawn):
    tables, moves = drawn
    lines = movements(tables, moves)
    going = [team for line in lines for team in (*line.down, *line.up)]
    assert len(going) == len(set(going))
    for line in lines:
        assert len(line.down) == len(line.up) <= moves
        lower = [row.team for row in tables[line.upper + 1].rows]
        assert list(line.up) == lower[: len(line.up)]


def test_each_divisions_zone_says_who_goes_which_way_and_why():
    upper = table("abc", [won("a", "b"), won("a", "c"), won("b", "c", DRAW)])  # b, c level
    middle, lower = table("def", [won("d", "e")]), table("ghi")
    top, between, bottom = zones([upper, middle, lower], 1)
    assert (top.up, top.down) == ((), ("c",))
    assert [str(note).split(":")[0] for note in top.notes] == [
        "B and C could not be separated on the line"
    ]
    assert (between.up, between.down) == (("d",), ("f",))
    assert (bottom.up, bottom.down) == (("g",), ())
    assert zones([upper], 2) == [Zone()]


@given(tables_and_moves())
def test_the_zones_are_the_movements_seen_from_each_division(drawn):
    tables, moves = drawn
    lines, found = movements(tables, moves), zones(tables, moves)
    for line in lines:
        assert found[line.upper].down == line.down
        assert found[line.upper + 1].up == line.up
    said_by_lines = sorted(str(note) for line in lines for note in line.notes)
    assert sorted(str(note) for zone in found for note in zone.notes) == said_by_lines


def test_the_top_and_bottom_divisions_may_give_every_team_a_middle_one_half():
    """docs/league.md "Divisions": never more than a division has; a division in the middle,
    losing teams at both ends, gives at most half each way."""
    assert places_moving(3, [6, 3]) == [3]
    assert places_moving(3, [3, 6]) == [3]
    assert places_moving(3, [8, 8, 3]) == [3, 3]
    assert places_moving(3, [3, 8, 8]) == [3, 3]
    assert places_moving(3, [8, 5, 8]) == [2, 2]


def test_a_middle_divisions_zone_takes_each_line_its_own_count():
    top, middle, bottom = table("ab"), table("cdefgh"), table("ijklmn")
    assert places_moving(3, [2, 6, 6]) == [2, 3]  # the top has only two to give
    zoned = zones([top, middle, bottom], 3)
    assert (zoned[1].up, zoned[1].down) == (("c", "d"), ("f", "g", "h"))
    assert (zoned[0].down, zoned[2].up) == (("a", "b"), ("i", "j", "k"))


def test_no_note_on_a_line_nobody_crosses_or_that_a_whole_division_crosses():
    """Teams level on everything need a note only where the line falls between them: with no
    moves there is no line, and a division that goes down whole leaves nobody to stay."""
    level_upper, level_lower = table("ab"), table("cd")  # nobody has played: all level
    (line,) = movements([level_upper, level_lower], 0)
    assert (line.down, line.up, line.notes) == ((), (), ())
    assert zones([level_upper, level_lower], 0) == [Zone(), Zone()]
    (whole,) = movements([level_upper, level_lower], 2)
    assert (whole.down, whole.up, whole.notes) == (("a", "b"), ("c", "d"), ())
    assert [zone.notes for zone in zones([level_upper, level_lower], 2)] == [(), ()]
