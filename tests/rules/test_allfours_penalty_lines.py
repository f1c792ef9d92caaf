"""All Fours penalties: one hand for each rule the rulebook names, with all the result says of
it, read line by line (tests/rules/helpers.py, read_line_by_line): misdeal, looking, revokes
and Game after a revoke under each `revoke_game`, a revoke holding an honour. A player checks
the arithmetic by these lines, so a changed kind, side, sign, word or flag fails here (issue
20)."""

import pytest

from tests.rules.helpers import PUBS, THREE, read_line_by_line

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
}


@pytest.mark.parametrize("name", CASES)
def test_each_rule_reads_line_by_line(name):
    read_line_by_line("allfours", CASES[name])
