"""Bela's three-handed game, going big and bate, one hand for each rule the rulebook names,
with all the result says of it, read line by line (tests/rules/helpers.py, read_line_by_line):
bate to the higher opponent, to each, in halves or rounded down. A player checks the arithmetic
by these lines, so a changed kind, side, sign, word or flag fails here (issue 20)."""

import pytest

from tests.rules.helpers import THREE, read_line_by_line

# name: (variant, hands, record fields, [(lines, the hand's own fields)], scores, winners)
CASES = {
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
}


@pytest.mark.parametrize("name", CASES)
def test_each_rule_reads_line_by_line(name):
    read_line_by_line("bela", CASES[name])
