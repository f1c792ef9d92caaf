"""What a night's standings say under them (clubs/rules/standings.py, order_notes): the step
that separated a row from the one above it when the first step did not, and who shares a
position, as a league's table says its tie-breakers."""

from clubs.rules.standings import Played, night_standings, order_notes

NAMES = {key: key.upper() for key in "abcdef"}


def night(order=("games_won", "points_difference", "points_for")):
    a_b = Played(1, 1, (("a",), ("b",)), (100, 60), 0)
    c_d = Played(1, 2, (("c",), ("d",)), (100, 60), 0)
    e_f = Played(1, 3, (("e",), ("f",)), (100, 70), 0)
    return night_standings([a_b, c_d, e_f], {}, order=order)


def test_a_step_after_the_first_that_separated_two_rows_is_said_with_both_names():
    notes = [str(note) for note in order_notes(night(), NAMES)]
    assert notes == [
        "C and E were level on games won: points difference separated them.",
        "F and B were level on games won: points difference separated them.",
        "A and C could not be separated and share position 1.",
        "B and D could not be separated and share position 5.",
    ]


def test_the_steps_they_were_level_on_are_every_step_before_the_one_that_told():
    order = ("games_won", "points_for", "points_difference")
    rows = night_standings(
        [
            Played(1, 1, (("a",), ("b",)), (100, 60), 0),
            Played(1, 2, (("c",), ("d",)), (100, 50), 0),
        ],
        {},
        order=order,
    )
    notes = [str(note) for note in order_notes(rows, NAMES, order)]
    assert notes == [
        "C and A were level on games won and points for: points difference separated them.",
        "B and D were level on games won: points for separated them.",
    ]


def test_a_night_with_no_ties_says_nothing():
    rows = night_standings([Played(1, 1, (("a",), ("b",)), (100, 60), 0)], {})
    assert order_notes(rows, NAMES) == []
