"""Each check of an All Fours hand's points (scoring/rules/allfours/checks.py), word for word,
with the hand and field it names: High, Low, Jack and Game. The entry forms put each message
beside that field, and the table is the source the translators of the refusals work from. The
checks of the deal are in test_allfours_deal_checks.py."""

import pytest

from tests.rules.helpers import problems

POINT_CHECKS = [
    (
        "Low without High",
        "trinidad",
        [{"dealer": "A", "turned": ["4"], "beg": "stand", "high": None, "low": "B", "game": "A"}],
        {},
        [(1, "high", "Low was won, so a trump was in play and someone won High too")],
    ),
    (
        "High without Low",
        "trinidad",
        [{"dealer": "A", "turned": ["4"], "beg": "stand", "high": "A", "low": None, "game": "A"}],
        {},
        [
            (
                1,
                "low",
                "High was won, so someone won Low too (the same card if it was the only trump)",
            )
        ],
    ),
    (
        "no High in a pitch game",
        "yorkshire",
        [{"dealer": "A", "high": None, "low": None, "game": "A"}],
        {},
        [
            (
                1,
                "high",
                "in a pitch game the pitched card is a trump, so High and Low are always won",
            )
        ],
    ),
    (
        "no Low in a pitch game",
        "yorkshire",
        [{"dealer": "A", "high": "A", "low": None, "game": "A"}],
        {},
        [
            (
                1,
                "low",
                "High was won, so someone won Low too (the same card if it was the only trump)",
            ),
            (
                1,
                "low",
                "in a pitch game the pitched card is a trump, so High and Low are always won",
            ),
        ],
    ),
    (
        "a jack with no trumps",
        "trinidad",
        [
            {
                "dealer": "A",
                "turned": ["4"],
                "beg": "stand",
                "high": None,
                "low": None,
                "game": "A",
                "jack": "A",
            }
        ],
        {},
        [(1, "jack", "the trump jack was in play, so High and Low cannot be nobody's")],
    ),
    (
        "a turned jack won",
        "trinidad",
        [
            {
                "dealer": "A",
                "turned": ["J"],
                "beg": "stand",
                "high": "A",
                "low": "B",
                "game": "A",
                "jack": "A",
            }
        ],
        {},
        [
            (
                1,
                "jack",
                "the jack of trumps was turned up, so it was not in play: nobody won or hanged it",
            )
        ],
    ),
    (
        "game points over the pack",
        "trinidad",
        [
            {
                "dealer": "A",
                "turned": ["4"],
                "beg": "stand",
                "high": "A",
                "low": "B",
                "game": {"A": 50, "B": 31},
            }
        ],
        {},
        [
            (
                1,
                "game",
                "game points add up to 81, but the pack holds only 80: at most 80 were in play",
            )
        ],
    ),
    (
        "game points over the pack less a turned ace",
        "trinidad",
        [
            {
                "dealer": "A",
                "turned": ["A"],
                "beg": "stand",
                "high": "A",
                "low": "B",
                "game": {"A": 40, "B": 37},
            }
        ],
        {},
        [
            (
                1,
                "game",
                (
                    "game points add up to 77, but the pack holds only 80 (4 of them turned up): "
                    "at most 76 were in play"
                ),
            )
        ],
    ),
    (
        "a level Game with three sides and no totals",
        "sevenup",
        [{"dealer": "A", "turned": ["4"], "beg": "stand", "high": "A", "low": "B", "game": None}],
        {"sides": ("A", "B", "C")},
        [
            (
                1,
                "game",
                (
                    "with three sides, give each side's game points when Game is level: who "
                    "scores a tie depends on who tied"
                ),
            )
        ],
    ),
    (
        "a jack with Low but no High",
        "trinidad",
        [
            {
                "dealer": "A",
                "turned": ["4"],
                "beg": "stand",
                "high": None,
                "low": "B",
                "jack": "A",
                "game": "A",
            }
        ],
        {},
        [
            (1, "high", "Low was won, so a trump was in play and someone won High too"),
            (1, "jack", "the trump jack was in play, so High and Low cannot be nobody's"),
        ],
    ),
]


@pytest.mark.parametrize(
    ("variant", "hands", "setup", "expected"),
    [pytest.param(*case[1:], id=case[0]) for case in POINT_CHECKS],
)
def test_each_hand_check_refuses_in_its_own_words(variant, hands, setup, expected):
    assert [(p.hand, p.field, p.message) for p in problems(variant, hands, **setup)] == expected
