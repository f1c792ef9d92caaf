"""How an All Fours hand is read (scoring/rules/allfours/hand.py), refused word for word: each
row is a bad hand and every (hand, field, message) it gets, so the field a refusal names (where
the entry form shows it) and its wording are both checked, and every bad entry of a list is
reported, not just the first. The checks between fields are in
test_allfours_deal_checks.py and test_allfours_point_checks.py."""

import pytest

from tests.rules.helpers import problems

PLAYED = {"dealer": "A", "turned": ["4"], "high": "A", "low": "B", "game": "A"}
PITCHED = {"dealer": "A", "high": "A", "low": "B", "game": "A"}

# (what is wrong, variant, hands, record fields, every problem found)
REFUSALS = [
    (
        "a hand that is not an object",
        "trinidad",
        ["A wins"],
        {},
        [(1, "hand", 'an All Fours hand is a JSON object, got "A wins"')],
    ),
    (
        "a hand with an unknown field",
        "trinidad",
        [{**PLAYED, "trumps": "hearts"}],
        {},
        [
            (
                1,
                "trumps",
                "unknown field 'trumps' (an All Fours hand has dealer, turned, beg, redeal, high, "
                "low, jack, game, penalties)",
            )
        ],
    ),
    (
        "Low captured from a side that is not playing",
        "lancashire",
        [{"dealer": "A", "high": "A", "low": {"held": "Z", "won": "B"}, "game": "A"}],
        {},
        [(1, "low.held", '"Z" is not one of the sides (A, B)')],
    ),
    (
        "Low captured by a side that is not playing",
        "lancashire",
        [{"dealer": "A", "high": "A", "low": {"held": "A", "won": "Z"}, "game": "A"}],
        {},
        [(1, "low.won", '"Z" is not one of the sides (A, B)')],
    ),
    (
        "Low held by a side that is not playing",
        "trinidad",
        [{"dealer": "A", "turned": ["4"], "high": "A", "low": "Z", "game": "A"}],
        {},
        [(1, "low", '"Z" is not one of the sides (A, B)')],
    ),
    (
        "the jack kept by a side that is not playing",
        "trinidad",
        [{**PLAYED, "jack": "Z"}],
        {},
        [(1, "jack", '"Z" is not one of the sides (A, B)')],
    ),
    (
        "the jack won from nobody",
        "trinidad",
        [{**PLAYED, "jack": {"held": "A"}}],
        {},
        [(1, "jack", 'jack is a side or {"held": side, "won": side}')],
    ),
    (
        "penalties that are not a list",
        "trinidad",
        [{**PLAYED, "penalties": "revoke"}],
        {},
        [(1, "penalties", 'penalties is a list of {"kind": ..., "side": ...}')],
    ),
    (
        "every bad penalty is named",
        "trinidad",
        [
            {
                **PLAYED,
                "penalties": [
                    {"kind": "renege", "side": "A"},
                    {"kind": "revoke", "side": "Z"},
                    "x",
                    {"kind": "looked", "side": "A"},
                ],
            }
        ],
        {},
        [
            (
                1,
                "penalties[0].kind",
                'unknown penalty "renege" (misdeal, looked, revoke, revoke_honour)',
            ),
            (1, "penalties[1].side", '"Z" is not one of the sides (A, B)'),
            (1, "penalties[2]", 'a penalty is {"kind": ..., "side": the offending side}'),
            (
                1,
                "penalties[3].kind",
                "this variant has no looked penalty (it has: misdeal, revoke, revoke_honour)",
            ),
        ],
    ),
    (
        "a penalty in a variant that has none",
        "pitch",
        [{**PITCHED, "penalties": [{"kind": "revoke", "side": "A"}]}],
        {},
        [(1, "penalties[0].kind", "this variant has no revoke penalty (it has: none)")],
    ),
    (
        "turned up in a pitch game",
        "pitch",
        [{**PITCHED, "turned": ["J"]}],
        {},
        [(1, "turned", "nothing is turned up in a pitch game: the first card led sets trumps")],
    ),
    (
        "turned that is not a list",
        "trinidad",
        [{"dealer": "A", "turned": "J", "high": "A", "low": "B", "game": "A"}],
        {},
        [(1, "turned", 'turned is a list of ranks, e.g. ["J"] or ["Q", "7", "A"]')],
    ),
    (
        "a beg in a pitch game",
        "pitch",
        [{**PITCHED, "beg": "give"}],
        {},
        [(1, "beg", "there is no begging in a pitch game")],
    ),
    (
        "Game to a side that is not playing",
        "trinidad",
        [{"dealer": "A", "turned": ["4"], "high": "A", "low": "B", "game": "Z"}],
        {},
        [(1, "game", '"Z" is not one of the sides (A, B)')],
    ),
    (
        "game points of sides that are not playing",
        "trinidad",
        [
            {
                "dealer": "A",
                "turned": ["4"],
                "high": "A",
                "low": "B",
                "game": {"A": 10, "Y": 3, "Z": 4},
            }
        ],
        {},
        [
            (1, "game.Y", '"Y" is not one of the sides (A, B)'),
            (1, "game.Z", '"Z" is not one of the sides (A, B)'),
            (1, "game", "give every side's game points (missing: B)"),
        ],
    ),
    (
        "game points below nothing",
        "trinidad",
        [{"dealer": "A", "turned": ["4"], "high": "A", "low": "B", "game": {"A": -1, "B": 20}}],
        {},
        [(1, "game.A", "game points: must be at least 0, got -1 (the whole pack holds 80)")],
    ),
    (
        "game points missing for a side",
        "yorkshire",
        [{"dealer": "A", "high": "A", "low": "B", "game": {"A": 10}}],
        {"sides": ["A", "B", "C"]},
        [(1, "game", "give every side's game points (missing: B, C)")],
    ),
]


@pytest.mark.parametrize(
    ("variant", "hands", "setup", "expected"),
    [pytest.param(*row[1:], id=row[0]) for row in REFUSALS],
)
def test_a_bad_all_fours_hand_is_refused_in_its_own_words(variant, hands, setup, expected):
    assert [(p.hand, p.field, p.message) for p in problems(variant, hands, **setup)] == expected
