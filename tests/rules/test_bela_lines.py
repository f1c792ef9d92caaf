"""Bela, Clobyosh and Klaberjass: one hand (or two) for each rule the rulebook names, with all the
result says of it, read line by line (tests/rules/helpers.py, read_line_by_line): the
no-tricker, the best run under each `equal_runs`, going big, bate to the higher opponent, to
each, in halves or rounded down, points held over and collected, and a level maker under each
`tie_rule`. A player checks the arithmetic by these lines, so a changed kind, side, sign, word
or flag fails here (issue 20)."""

import pytest

from tests.rules.helpers import read_line_by_line

TWO = [{"id": "A", "name": "Ann"}, {"id": "B", "name": "Bob"}]
THREE = [*TWO, {"id": "C", "name": "Cy"}]
TEAMS = [{"id": "A", "name": "Us"}, {"id": "B", "name": "Them"}]


def run(side, length, top, suit):
    return {"side": side, "length": length, "top": top, "suit": suit}


# name: (variant, hands, record fields, [(lines, the hand's own fields)], scores, winners)
CASES = {
    "no tricker: the maker takes every trick, 360 and bela": (
        "bela2",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": "A",
                "card_points": {"A": 146, "B": 0},
                "last_trick": "A",
                "tricks": {"A": 9, "B": 0},
                "melds": [run("A", 3, "K", "clubs")],
            }
        ],
        {"sides": TWO, "options": {"no_tricker": True}},
        [
            (
                [
                    ("no_tricker", "A", 360, True, "Ann took every trick"),
                    ("runs", "A", 20, True, "Ann held the best run"),
                    ("bela", "A", 20, True, "Ann declared bela"),
                ],
                {"totals": {"A": 400, "B": 0}, "made": True, "held_over": 0},
            )
        ],
        {"A": 400, "B": 0},
        [],
    ),
    "no tricker on, both sides take tricks: counted as usual": (
        "bela2",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": "B",
                "card_points": {"A": 90, "B": 40},
                "last_trick": "A",
                "tricks": {"A": 6, "B": 3},
            }
        ],
        {"sides": TWO, "options": {"no_tricker": True}},
        [
            (
                [
                    ("card_points", "A", 90, True, "Ann's card points"),
                    ("last_trick", "A", 10, True, "Ann won the last trick"),
                    ("card_points", "B", 40, True, "Bob's card points"),
                    ("bela", "B", 20, True, "Bob declared bela"),
                ],
                {"totals": {"A": 100, "B": 60}, "made": True, "held_over": 0},
            )
        ],
        {"A": 100, "B": 60},
        [],
    ),
    "the best run scores, with every run of its holder": (
        "bela2",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": None,
                "card_points": {"A": 90, "B": 40},
                "last_trick": "A",
                "melds": [
                    run("A", 4, "K", "spades"),
                    run("A", 3, "9", "clubs"),
                    run("B", 3, "A", "hearts"),
                ],
            }
        ],
        {"sides": TWO},
        [
            (
                [
                    ("card_points", "A", 90, True, "Ann's card points"),
                    ("last_trick", "A", 10, True, "Ann won the last trick"),
                    ("runs", "A", 70, True, "Ann held the best run"),
                    ("card_points", "B", 40, True, "Bob's card points"),
                ],
                {"totals": {"A": 170, "B": 40}, "made": True, "held_over": 0},
            )
        ],
        {"A": 170, "B": 40},
        [],
    ),
    "equal best runs, equal_runs nobody: no runs score": (
        "bela2",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": None,
                "card_points": {"A": 90, "B": 40},
                "last_trick": "A",
                "melds": [run("A", 3, "K", "spades"), run("B", 3, "K", "clubs")],
            }
        ],
        {"sides": TWO, "options": {"equal_runs": "nobody"}},
        [
            (
                [
                    ("card_points", "A", 90, True, "Ann's card points"),
                    ("last_trick", "A", 10, True, "Ann won the last trick"),
                    ("card_points", "B", 40, True, "Bob's card points"),
                ],
                {"totals": {"A": 100, "B": 40}, "made": True, "held_over": 0},
            )
        ],
        {"A": 100, "B": 40},
        [],
    ),
    "one best run, equal_runs nobody: it scores": (
        "bela2",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": None,
                "card_points": {"A": 90, "B": 40},
                "last_trick": "A",
                "melds": [run("A", 3, "A", "spades"), run("B", 3, "K", "clubs")],
            }
        ],
        {"sides": TWO, "options": {"equal_runs": "nobody"}},
        [
            (
                [
                    ("card_points", "A", 90, True, "Ann's card points"),
                    ("last_trick", "A", 10, True, "Ann won the last trick"),
                    ("runs", "A", 20, True, "Ann held the best run"),
                    ("card_points", "B", 40, True, "Bob's card points"),
                ],
                {"totals": {"A": 120, "B": 40}, "made": True, "held_over": 0},
            )
        ],
        {"A": 120, "B": 40},
        [],
    ),
    "equal best runs, equal_runs both: both score": (
        "bela2",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": None,
                "card_points": {"A": 90, "B": 40},
                "last_trick": "A",
                "melds": [run("A", 3, "K", "spades"), run("B", 3, "K", "clubs")],
            }
        ],
        {"sides": TWO, "options": {"equal_runs": "both"}},
        [
            (
                [
                    ("card_points", "A", 90, True, "Ann's card points"),
                    ("last_trick", "A", 10, True, "Ann won the last trick"),
                    ("runs", "A", 20, True, "Ann held the best run"),
                    ("card_points", "B", 40, True, "Bob's card points"),
                    ("runs", "B", 20, True, "Bob held the best run"),
                ],
                {"totals": {"A": 120, "B": 60}, "made": True, "held_over": 0},
            )
        ],
        {"A": 120, "B": 60},
        [],
    ),
    "equal best runs, equal_runs first: the first declared": (
        "bela2",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": None,
                "card_points": {"A": 90, "B": 40},
                "last_trick": "A",
                "melds": [run("B", 3, "K", "spades"), run("A", 3, "K", "clubs")],
            }
        ],
        {"sides": TWO},
        [
            (
                [
                    ("card_points", "A", 90, True, "Ann's card points"),
                    ("last_trick", "A", 10, True, "Ann won the last trick"),
                    ("card_points", "B", 40, True, "Bob's card points"),
                    ("runs", "B", 20, True, "Bob held the best run"),
                ],
                {"totals": {"A": 100, "B": 60}, "made": True, "held_over": 0},
            )
        ],
        {"A": 100, "B": 60},
        [],
    ),
    "three-handed, big and made: doubled": (
        "bela3",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "big": True,
                "bela": None,
                "card_points": {"A": 80, "B": 30, "C": 20},
                "last_trick": "A",
            }
        ],
        {"sides": THREE},
        [
            (
                [
                    ("card_points", "A", 80, True, "Ann's card points"),
                    ("last_trick", "A", 10, True, "Ann won the last trick"),
                    ("card_points", "B", 30, True, "Bob's card points"),
                    ("card_points", "C", 20, True, "Cy's card points"),
                    ("big", "A", 90, True, "Ann went big and made it: doubled"),
                ],
                {"totals": {"A": 90, "B": 30, "C": 20}, "made": True, "held_over": 0},
            )
        ],
        {"A": 180, "B": 30, "C": 20},
        [],
    ),
    "three-handed, big and beaten: each opponent collects": (
        "bela3",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "big": True,
                "bela": None,
                "card_points": {"A": 50, "B": 30, "C": 20},
                "last_trick": "B",
            }
        ],
        {"sides": THREE},
        [
            (
                [
                    ("card_points", "B", 30, True, "Bob's card points"),
                    ("last_trick", "B", 10, True, "Bob won the last trick"),
                    ("card_points", "C", 20, True, "Cy's card points"),
                    ("bate", "B", 50, True, "Ann went bate: Bob scores the maker's 50"),
                    ("bate", "C", 50, True, "Ann went bate: Cy scores the maker's 50"),
                ],
                {"totals": {"A": 50, "B": 40, "C": 20}, "made": False, "held_over": 0},
            )
        ],
        {"A": 0, "B": 90, "C": 70},
        [],
    ),
    "three-handed bate: the higher opponent collects": (
        "bela3",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": None,
                "card_points": {"A": 40, "B": 50, "C": 30},
                "last_trick": "C",
            }
        ],
        {"sides": THREE},
        [
            (
                [
                    ("card_points", "B", 50, True, "Bob's card points"),
                    ("card_points", "C", 30, True, "Cy's card points"),
                    ("last_trick", "C", 10, True, "Cy won the last trick"),
                    ("bate", "B", 40, True, "Ann went bate: Bob scores the maker's 40"),
                ],
                {"totals": {"A": 40, "B": 50, "C": 40}, "made": False, "held_over": 0},
            )
        ],
        {"A": 0, "B": 90, "C": 40},
        [],
    ),
    "three-handed bate, opponents level: halves": (
        "bela3",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": None,
                "card_points": {"A": 31, "B": 45, "C": 55},
                "last_trick": "B",
            }
        ],
        {"sides": THREE},
        [
            (
                [
                    ("card_points", "B", 45, True, "Bob's card points"),
                    ("last_trick", "B", 10, True, "Bob won the last trick"),
                    ("card_points", "C", 55, True, "Cy's card points"),
                    ("bate", "B", 15.5, True, "Ann went bate: Bob scores the maker's 31"),
                    ("bate", "C", 15.5, True, "Ann went bate: Cy scores the maker's 31"),
                ],
                {"totals": {"A": 31, "B": 55, "C": 55}, "made": False, "held_over": 0},
            )
        ],
        {"A": 0, "B": 70.5, "C": 70.5},
        [],
    ),
    "three-handed bate, opponents level, split floor: rounded down": (
        "bela3",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": None,
                "card_points": {"A": 31, "B": 45, "C": 55},
                "last_trick": "B",
            }
        ],
        {"sides": THREE, "options": {"split": "floor"}},
        [
            (
                [
                    ("card_points", "B", 45, True, "Bob's card points"),
                    ("last_trick", "B", 10, True, "Bob won the last trick"),
                    ("card_points", "C", 55, True, "Cy's card points"),
                    ("bate", "B", 15, True, "Ann went bate: Bob scores the maker's 31"),
                    ("bate", "C", 15, True, "Ann went bate: Cy scores the maker's 31"),
                ],
                {"totals": {"A": 31, "B": 55, "C": 55}, "made": False, "held_over": 0},
            )
        ],
        {"A": 0, "B": 70, "C": 70},
        [],
    ),
    "three-handed bate, bate_to each: both collect": (
        "bela3",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": None,
                "card_points": {"A": 40, "B": 50, "C": 30},
                "last_trick": "C",
            }
        ],
        {"sides": THREE, "options": {"bate_to": "each"}},
        [
            (
                [
                    ("card_points", "B", 50, True, "Bob's card points"),
                    ("card_points", "C", 30, True, "Cy's card points"),
                    ("last_trick", "C", 10, True, "Cy won the last trick"),
                    ("bate", "B", 40, True, "Ann went bate: Bob scores the maker's 40"),
                    ("bate", "C", 40, True, "Ann went bate: Cy scores the maker's 40"),
                ],
                {"totals": {"A": 40, "B": 50, "C": 40}, "made": False, "held_over": 0},
            )
        ],
        {"A": 0, "B": 90, "C": 80},
        [],
    ),
    "two-handed level: held over, then won by the next maker who makes it": (
        "bela2",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": None,
                "card_points": {"A": 60, "B": 70},
                "last_trick": "A",
            },
            {
                "maker": "B",
                "trump": "clubs",
                "bela": None,
                "card_points": {"A": 30, "B": 90},
                "last_trick": "B",
            },
        ],
        {"sides": TWO},
        [
            (
                [("card_points", "B", 70, True, "Bob's card points")],
                {"totals": {"A": 70, "B": 70}, "held_over": 70},
            ),
            (
                [
                    ("card_points", "A", 30, True, "Ann's card points"),
                    ("card_points", "B", 90, True, "Bob's card points"),
                    ("last_trick", "B", 10, True, "Bob won the last trick"),
                    ("held_over", "B", 70, True, "Bob wins the points held over"),
                ],
                {"totals": {"A": 30, "B": 100}, "made": True, "held_over": 0},
            ),
        ],
        {"A": 30, "B": 240},
        [],
    ),
    "three-handed level with both, hold over, then a bate splits the pot": (
        "bela3",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": None,
                "card_points": {"A": 45, "B": 45, "C": 35},
                "last_trick": "C",
            },
            {
                "maker": "A",
                "trump": "clubs",
                "bela": None,
                "card_points": {"A": 31, "B": 45, "C": 55},
                "last_trick": "B",
            },
        ],
        {"sides": THREE, "options": {"tie_rule": "hold_over"}},
        [
            (
                [
                    ("card_points", "B", 45, True, "Bob's card points"),
                    ("card_points", "C", 35, True, "Cy's card points"),
                    ("last_trick", "C", 10, True, "Cy won the last trick"),
                ],
                {"totals": {"A": 45, "B": 45, "C": 45}, "held_over": 45},
            ),
            (
                [
                    ("card_points", "B", 45, True, "Bob's card points"),
                    ("last_trick", "B", 10, True, "Bob won the last trick"),
                    ("card_points", "C", 55, True, "Cy's card points"),
                    ("bate", "B", 15.5, True, "Ann went bate: Bob scores the maker's 31"),
                    ("bate", "C", 15.5, True, "Ann went bate: Cy scores the maker's 31"),
                    ("held_over", "B", 22.5, True, "Bob wins the points held over"),
                    ("held_over", "C", 22.5, True, "Cy wins the points held over"),
                ],
                {"totals": {"A": 31, "B": 55, "C": 55}, "made": False, "held_over": 0},
            ),
        ],
        {"A": 0, "B": 138, "C": 138},
        [],
    ),
    "three-handed pot split floor: rounded down too": (
        "bela3",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": None,
                "card_points": {"A": 45, "B": 45, "C": 35},
                "last_trick": "C",
            },
            {
                "maker": "A",
                "trump": "clubs",
                "bela": None,
                "card_points": {"A": 31, "B": 45, "C": 55},
                "last_trick": "B",
            },
        ],
        {"sides": THREE, "options": {"tie_rule": "hold_over", "split": "floor"}},
        [
            (
                [
                    ("card_points", "B", 45, True, "Bob's card points"),
                    ("card_points", "C", 35, True, "Cy's card points"),
                    ("last_trick", "C", 10, True, "Cy won the last trick"),
                ],
                {"totals": {"A": 45, "B": 45, "C": 45}, "held_over": 45},
            ),
            (
                [
                    ("card_points", "B", 45, True, "Bob's card points"),
                    ("last_trick", "B", 10, True, "Bob won the last trick"),
                    ("card_points", "C", 55, True, "Cy's card points"),
                    ("bate", "B", 15, True, "Ann went bate: Bob scores the maker's 31"),
                    ("bate", "C", 15, True, "Ann went bate: Cy scores the maker's 31"),
                    ("held_over", "B", 22, True, "Bob wins the points held over"),
                    ("held_over", "C", 22, True, "Cy wins the points held over"),
                ],
                {"totals": {"A": 31, "B": 55, "C": 55}, "made": False, "held_over": 0},
            ),
        ],
        {"A": 0, "B": 137, "C": 137},
        [],
    ),
    "klaberjass: makers level with the opponents are bate": (
        "klaberjass",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": None,
                "card_points": {"A": 81, "B": 71},
                "last_trick": "B",
            }
        ],
        {"sides": TEAMS},
        [
            (
                [
                    ("card_points", "B", 71, True, "Them's card points"),
                    ("last_trick", "B", 10, True, "Them won the last trick"),
                    ("bate", "B", 81, True, "Us went bate: Them scores the maker's 81"),
                ],
                {"totals": {"A": 81, "B": 81}, "made": False, "held_over": 0},
            )
        ],
        {"A": 0, "B": 162},
        [],
    ),
    "maker_zero: a level maker scores nothing, nothing held": (
        "bela2",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": None,
                "card_points": {"A": 60, "B": 70},
                "last_trick": "A",
            }
        ],
        {"sides": TWO, "options": {"tie_rule": "maker_zero"}},
        [
            (
                [("card_points", "B", 70, True, "Bob's card points")],
                {"totals": {"A": 70, "B": 70}, "held_over": 0},
            )
        ],
        {"A": 0, "B": 70},
        [],
    ),
    "a claim that reaches the target wins": (
        "bela2",
        [{"claim": {"side": "B", "points": 60}}],
        {"sides": TWO, "start": {"A": 480, "B": 450}},
        [
            (
                [("claim", "B", 60, True, "Bob claimed 60 and reached 510")],
                {"claim": {"side": "B", "points": 60, "won": True}, "held_over": 0},
            )
        ],
        {"A": 480, "B": 510},
        ["B"],
    ),
    "a claim that falls short: the other side wins": (
        "bela2",
        [{"claim": {"side": "B", "points": 40}}],
        {"sides": TWO, "start": {"A": 480, "B": 450}},
        [([], {"claim": {"side": "B", "points": 40, "won": False}, "held_over": 0})],
        {"A": 480, "B": 450},
        ["A"],
    ),
    "held over twice, then collected at once": (
        "bela2",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": None,
                "card_points": {"A": 60, "B": 70},
                "last_trick": "A",
            },
            {
                "maker": "B",
                "trump": "clubs",
                "bela": None,
                "card_points": {"A": 50, "B": 40},
                "last_trick": "B",
            },
            {
                "maker": "A",
                "trump": "spades",
                "bela": None,
                "card_points": {"A": 90, "B": 30},
                "last_trick": "A",
            },
        ],
        {"sides": TWO},
        [
            (
                [("card_points", "B", 70, True, "Bob's card points")],
                {"totals": {"A": 70, "B": 70}, "held_over": 70},
            ),
            (
                [("card_points", "A", 50, True, "Ann's card points")],
                {"totals": {"A": 50, "B": 50}, "held_over": 120},
            ),
            (
                [
                    ("card_points", "A", 90, True, "Ann's card points"),
                    ("last_trick", "A", 10, True, "Ann won the last trick"),
                    ("card_points", "B", 30, True, "Bob's card points"),
                    ("held_over", "A", 120, True, "Ann wins the points held over"),
                ],
                {"totals": {"A": 100, "B": 30}, "made": True, "held_over": 0},
            ),
        ],
        {"A": 270, "B": 100},
        [],
    ),
    "played out: a side exactly at the target wins": (
        "klaberjass",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": None,
                "card_points": {"A": 91, "B": 61},
                "last_trick": "A",
            }
        ],
        {"sides": TEAMS, "start": {"A": 900, "B": 900}},
        [
            (
                [
                    ("card_points", "A", 91, True, "Us's card points"),
                    ("last_trick", "A", 10, True, "Us won the last trick"),
                    ("card_points", "B", 61, True, "Them's card points"),
                ],
                {"totals": {"A": 101, "B": 61}, "made": True, "held_over": 0},
            )
        ],
        {"A": 1001, "B": 961},
        ["A"],
    ),
    "played out: both past the target, the higher wins": (
        "klaberjass",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": None,
                "card_points": {"A": 91, "B": 61},
                "last_trick": "A",
            }
        ],
        {"sides": TEAMS, "start": {"A": 950, "B": 980}},
        [
            (
                [
                    ("card_points", "A", 91, True, "Us's card points"),
                    ("last_trick", "A", 10, True, "Us won the last trick"),
                    ("card_points", "B", 61, True, "Them's card points"),
                ],
                {"totals": {"A": 101, "B": 61}, "made": True, "held_over": 0},
            )
        ],
        {"A": 1051, "B": 1041},
        ["A"],
    ),
}


@pytest.mark.parametrize("name", CASES)
def test_each_rule_reads_line_by_line(name):
    read_line_by_line("bela", CASES[name])
