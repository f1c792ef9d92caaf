"""Bela, Clobyosh and Klaberjass when the maker is level with the opponents, one hand (or a
few) for each `tie_rule`, with all the result says of it, read line by line
(tests/rules/helpers.py, read_line_by_line): points held over and collected, split in a pot,
bate, or nothing. A player checks the arithmetic by these lines, so a changed kind, side, sign,
word or flag fails here (issue 20)."""

import pytest

from tests.rules.helpers import TEAMS, THREE, TWO, read_line_by_line

# name: (variant, hands, record fields, [(lines, the hand's own fields)], scores, winners)
CASES = {
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
}


@pytest.mark.parametrize("name", CASES)
def test_each_rule_reads_line_by_line(name):
    read_line_by_line("bela", CASES[name])
