"""All Fours: one hand (or two) for each rule the rulebook names of the points, with all the
result says of it, read line by line (tests/rules/helpers.py, read_line_by_line): the gift, Low
to its holder or captor, Game on points and on the tie, kicks under `every` and `final`, and
what follows a win. A player checks the arithmetic by these lines, so a changed kind, side,
sign, word or flag fails here (issue 20). Misdeals, looking and revokes are in
test_allfours_penalty_lines.py."""

import pytest

from tests.rules.helpers import PUBS, THREE, read_line_by_line

# name: (variant, hands, record fields, [(lines, the hand's own fields)], scores, winners)
CASES = {
    "a gift: the beg point, then Game level on points scores nobody": (
        "trinidad",
        [
            {
                "dealer": "A",
                "turned": ["5"],
                "beg": "give",
                "high": "B",
                "low": "B",
                "jack": "A",
                "game": {"A": 20, "B": 20},
            }
        ],
        {"sides": PUBS},
        [
            (
                [
                    ("beg", "B", 1, True, "Red Lion gave Crown the beg point"),
                    ("high", "B", 1, True, "High to Crown"),
                    ("low", "B", 1, True, "Low to Crown"),
                    ("jack", "A", 1, True, "Red Lion kept the jack"),
                ],
                {},
            )
        ],
        {"A": 1, "B": 3},
        [],
    ),
    "a kick wins: what follows is shown, not counted": (
        "trinidad",
        [{"dealer": "A", "turned": ["J"], "high": "B", "low": "A", "jack": None, "game": "B"}],
        {"sides": PUBS, "start": {"A": 12, "B": 13}},
        [
            (
                [
                    ("kick", "A", 3, True, "Red Lion turned up a Jack"),
                    ("high", "B", 1, False, "High to Crown"),
                    ("low", "A", 1, False, "Low to Red Lion"),
                    ("game", "B", 1, False, "Game to Crown"),
                ],
                {},
            )
        ],
        {"A": 15, "B": 13},
        ["A"],
    ),
    "Lancashire: Low to its captor": (
        "lancashire",
        [
            {
                "dealer": "A",
                "high": "A",
                "low": {"held": "A", "won": "B"},
                "jack": "A",
                "game": {"A": 1, "B": 0},
            }
        ],
        {"sides": PUBS},
        [
            (
                [
                    ("high", "A", 1, True, "High to Red Lion"),
                    ("low", "B", 1, True, "Low to Crown (Red Lion's low captured by Crown)"),
                    ("jack", "A", 1, True, "Red Lion kept the jack"),
                    ("game", "A", 1, True, "Game to Red Lion (1-0)"),
                ],
                {},
            )
        ],
        {"A": 3, "B": 1},
        [],
    ),
    "Trinidad: a captured Low still goes to its holder": (
        "trinidad",
        [
            {
                "dealer": "A",
                "turned": ["5"],
                "high": "A",
                "low": {"held": "A", "won": "B"},
                "jack": None,
                "game": {"A": 0, "B": 0},
            }
        ],
        {"sides": PUBS},
        [
            (
                [
                    ("high", "A", 1, True, "High to Red Lion"),
                    ("low", "A", 1, True, "Low to Red Lion (Red Lion's low captured by Crown)"),
                ],
                {},
            )
        ],
        {"A": 2, "B": 0},
        [],
    ),
    "Seven Up: Game level on points to the non-dealer": (
        "sevenup",
        [
            {
                "dealer": "A",
                "turned": ["5"],
                "high": "A",
                "low": "A",
                "jack": None,
                "game": {"A": 15, "B": 15},
            }
        ],
        {"sides": PUBS},
        [
            (
                [
                    ("high", "A", 1, True, "High to Red Lion"),
                    ("low", "A", 1, True, "Low to Red Lion"),
                    ("game", "B", 1, True, "Game to Crown (15-15) on the tie"),
                ],
                {},
            )
        ],
        {"A": 2, "B": 1},
        [],
    ),
    "Seven Up: Game level, no points given, to the non-dealer": (
        "sevenup",
        [{"dealer": "A", "turned": ["5"], "high": "A", "low": "A", "jack": None, "game": None}],
        {"sides": PUBS},
        [
            (
                [
                    ("high", "A", 1, True, "High to Red Lion"),
                    ("low", "A", 1, True, "Low to Red Lion"),
                    ("game", "B", 1, True, "Game to Crown on the tie"),
                ],
                {},
            )
        ],
        {"A": 2, "B": 1},
        [],
    ),
    "Seven Up, three players: the dealer level with one non-dealer": (
        "sevenup",
        [
            {
                "dealer": "A",
                "turned": ["5"],
                "high": "A",
                "low": "B",
                "jack": None,
                "game": {"A": 20, "B": 5, "C": 20},
            }
        ],
        {"sides": THREE},
        [
            (
                [
                    ("high", "A", 1, True, "High to Ann"),
                    ("low", "B", 1, True, "Low to Bob"),
                    ("game", "C", 1, True, "Game to Cy (20-5-20) on the tie"),
                ],
                {},
            )
        ],
        {"A": 1, "B": 1, "C": 1},
        [],
    ),
    "Seven Up, three players: two non-dealers level score nobody": (
        "sevenup",
        [
            {
                "dealer": "A",
                "turned": ["5"],
                "high": "A",
                "low": "B",
                "jack": None,
                "game": {"A": 5, "B": 20, "C": 20},
            }
        ],
        {"sides": THREE},
        [([("high", "A", 1, True, "High to Ann"), ("low", "B", 1, True, "Low to Bob")], {})],
        {"A": 1, "B": 1, "C": 0},
        [],
    ),
    "Running: the pack run, only the final card scores": (
        "running",
        [
            {
                "dealer": "A",
                "turned": ["A", "K"],
                "beg": "run",
                "high": "A",
                "low": "B",
                "jack": None,
                "game": "A",
            }
        ],
        {"sides": PUBS},
        [
            (
                [
                    ("kick", "A", 3, True, "Red Lion turned up a King"),
                    ("high", "A", 1, True, "High to Red Lion"),
                    ("low", "B", 1, True, "Low to Crown"),
                    ("game", "A", 1, True, "Game to Red Lion"),
                ],
                {},
            )
        ],
        {"A": 5, "B": 1},
        [],
    ),
    "Trinidad: every card turned scores": (
        "trinidad",
        [
            {
                "dealer": "A",
                "turned": ["A", "J"],
                "beg": "run",
                "high": "A",
                "low": "B",
                "jack": None,
                "game": "A",
            }
        ],
        {"sides": PUBS},
        [
            (
                [
                    ("kick", "A", 1, True, "Red Lion turned up an Ace"),
                    ("kick", "A", 3, True, "Red Lion turned up a Jack"),
                    ("high", "A", 1, True, "High to Red Lion"),
                    ("low", "B", 1, True, "Low to Crown"),
                    ("game", "A", 1, True, "Game to Red Lion"),
                ],
                {},
            )
        ],
        {"A": 6, "B": 1},
        [],
    ),
    "house kicks: an 8 and a 10, every card turned": (
        "trinidad",
        [
            {
                "dealer": "B",
                "turned": ["8", "10"],
                "beg": "run",
                "high": "A",
                "low": "B",
                "jack": None,
                "game": "A",
            }
        ],
        {"sides": PUBS, "options": {"kicks": {"8": 2, "10": 1}}},
        [
            (
                [
                    ("kick", "B", 2, True, "Crown turned up an 8"),
                    ("kick", "B", 1, True, "Crown turned up a 10"),
                    ("high", "A", 1, True, "High to Red Lion"),
                    ("low", "B", 1, True, "Low to Crown"),
                    ("game", "A", 1, True, "Game to Red Lion"),
                ],
                {},
            )
        ],
        {"A": 2, "B": 4},
        [],
    ),
    "Seven Up, three players: a gift to each non-dealer": (
        "sevenup",
        [
            {
                "dealer": "A",
                "turned": ["5"],
                "beg": "give",
                "high": "A",
                "low": "B",
                "jack": None,
                "game": "C",
            }
        ],
        {"sides": THREE},
        [
            (
                [
                    ("beg", "B", 1, True, "Ann gave Bob the beg point"),
                    ("beg", "C", 1, True, "Ann gave Cy the beg point"),
                    ("high", "A", 1, True, "High to Ann"),
                    ("low", "B", 1, True, "Low to Bob"),
                    ("game", "C", 1, True, "Game to Cy"),
                ],
                {},
            )
        ],
        {"A": 1, "B": 2, "C": 2},
        [],
    ),
}


@pytest.mark.parametrize("name", CASES)
def test_each_rule_reads_line_by_line(name):
    read_line_by_line("allfours", CASES[name])
