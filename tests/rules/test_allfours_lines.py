"""All Fours: one hand (or two) for each rule the rulebook names, with all the result says of it,
read line by line (tests/rules/helpers.py, read_line_by_line): misdeal, looking, the gift,
revokes, a revoke holding an honour, Low to its holder or captor, Game on points, on the tie and
after a revoke, kicks under `every` and `final`, and what follows a win. A player checks the
arithmetic by these lines, so a changed kind, side, sign, word or flag fails here (issue 20)."""

import pytest

from tests.rules.helpers import THREE, read_line_by_line

PUBS = [{"id": "A", "name": "Red Lion"}, {"id": "B", "name": "Crown"}]

# name: (variant, hands, record fields, [(lines, the hand's own fields)], scores, winners)
CASES = {
    "a misdeal: the dealer's opponent scores 1 and nothing else is given": (
        "trinidad",
        [{"dealer": "A", "penalties": [{"kind": "misdeal", "side": "A"}]}],
        {"sides": PUBS},
        [([("misdeal", "B", 1, True, "Crown scores for Red Lion's misdeal")], {})],
        {"A": 0, "B": 1},
        [],
    ),
    "looking too early: 4 to each other side": (
        "yorkshire",
        [
            {
                "dealer": "A",
                "penalties": [{"kind": "looked", "side": "B"}],
                "high": "A",
                "low": "C",
                "jack": {"held": "C", "won": "A"},
                "game": {"A": 20, "B": 30, "C": 10},
            }
        ],
        {"sides": THREE},
        [
            (
                [
                    ("looked", "A", 4, True, "Ann scores: Bob looked too early"),
                    ("looked", "C", 4, True, "Cy scores: Bob looked too early"),
                    ("high", "A", 1, True, "High to Ann"),
                    ("low", "C", 1, True, "Low to Cy"),
                    ("hang_jack", "A", 1, True, "Ann won Cy's jack"),
                    ("game", "B", 1, True, "Game to Bob (20-30-10)"),
                ],
                {},
            )
        ],
        {"A": 6, "B": 1, "C": 5},
        [],
    ),
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
    "a revoke: 1 to the other side, and the revoker's Game is lost": (
        "trinidad",
        [
            {
                "dealer": "A",
                "turned": ["5"],
                "penalties": [{"kind": "revoke", "side": "B"}],
                "high": "B",
                "low": "A",
                "jack": "B",
                "game": {"A": 10, "B": 30},
            }
        ],
        {"sides": PUBS},
        [
            (
                [
                    ("revoke", "A", 1, True, "Red Lion scores: Crown revoked"),
                    ("high", "B", 1, True, "High to Crown"),
                    ("low", "A", 1, True, "Low to Red Lion"),
                    ("jack", "B", 1, True, "Crown kept the jack"),
                ],
                {},
            )
        ],
        {"A": 2, "B": 2},
        [],
    ),
    "a revoke under revoke_game opponents: Game goes across, with the points": (
        "trinidad",
        [
            {
                "dealer": "A",
                "turned": ["5"],
                "penalties": [{"kind": "revoke", "side": "B"}],
                "high": "B",
                "low": "A",
                "jack": "B",
                "game": {"A": 10, "B": 30},
            }
        ],
        {"sides": PUBS, "options": {"revoke_game": "opponents"}},
        [
            (
                [
                    ("revoke", "A", 1, True, "Red Lion scores: Crown revoked"),
                    ("high", "B", 1, True, "High to Crown"),
                    ("low", "A", 1, True, "Low to Red Lion"),
                    ("jack", "B", 1, True, "Crown kept the jack"),
                    ("game", "A", 1, True, "Game to Red Lion (10-30): Crown revoked"),
                ],
                {},
            )
        ],
        {"A": 3, "B": 2},
        [],
    ),
    "a revoke under revoke_game opponents, Game given by side": (
        "trinidad",
        [
            {
                "dealer": "A",
                "turned": ["5"],
                "penalties": [{"kind": "revoke", "side": "B"}],
                "high": "B",
                "low": "A",
                "jack": "B",
                "game": "B",
            }
        ],
        {"sides": PUBS, "options": {"revoke_game": "opponents"}},
        [
            (
                [
                    ("revoke", "A", 1, True, "Red Lion scores: Crown revoked"),
                    ("high", "B", 1, True, "High to Crown"),
                    ("low", "A", 1, True, "Low to Red Lion"),
                    ("jack", "B", 1, True, "Crown kept the jack"),
                    ("game", "A", 1, True, "Game to Red Lion: Crown revoked"),
                ],
                {},
            )
        ],
        {"A": 3, "B": 2},
        [],
    ),
    "a revoke under revoke_game no_effect: the revoker keeps Game": (
        "trinidad",
        [
            {
                "dealer": "A",
                "turned": ["5"],
                "penalties": [{"kind": "revoke", "side": "B"}],
                "high": "B",
                "low": "A",
                "jack": "B",
                "game": "B",
            }
        ],
        {"sides": PUBS, "options": {"revoke_game": "no_effect"}},
        [
            (
                [
                    ("revoke", "A", 1, True, "Red Lion scores: Crown revoked"),
                    ("high", "B", 1, True, "High to Crown"),
                    ("low", "A", 1, True, "Low to Red Lion"),
                    ("jack", "B", 1, True, "Crown kept the jack"),
                    ("game", "B", 1, True, "Game to Crown"),
                ],
                {},
            )
        ],
        {"A": 2, "B": 3},
        [],
    ),
    "a revoke holding a top-five trump loses the game at once": (
        "trinidad",
        [{"dealer": "A", "turned": ["5"], "penalties": [{"kind": "revoke_honour", "side": "B"}]}],
        {"sides": PUBS},
        [
            (
                [
                    (
                        "revoke_honour",
                        "B",
                        0,
                        True,
                        "Crown revoked holding a top-five trump: the game is lost",
                    )
                ],
                {},
            )
        ],
        {"A": 0, "B": 0},
        ["A"],
    ),
    "a revoke holding a top-five trump after a kick won: not counted": (
        "trinidad",
        [{"dealer": "A", "turned": ["J"], "penalties": [{"kind": "revoke_honour", "side": "B"}]}],
        {"sides": PUBS, "start": {"A": 12, "B": 0}},
        [
            (
                [
                    ("kick", "A", 3, True, "Red Lion turned up a Jack"),
                    (
                        "revoke_honour",
                        "B",
                        0,
                        False,
                        "Crown revoked holding a top-five trump: the game is lost",
                    ),
                ],
                {},
            )
        ],
        {"A": 15, "B": 0},
        ["A"],
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
