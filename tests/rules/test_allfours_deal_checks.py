"""Each check of an All Fours hand's deal (scoring/rules/allfours/checks.py), word for word,
with the hand and field it names: misdeals, turn-ups, redeals, looking at the cards and the
penalties. The entry forms put each message beside that field, and the table is the source the
translators of the refusals work from. The checks of the four points are in
test_allfours_point_checks.py."""

import pytest

from tests.rules.helpers import problems

DEAL_CHECKS = [
    (
        "a misdeal with another penalty",
        "trinidad",
        [
            {
                "dealer": "A",
                "penalties": [{"kind": "misdeal", "side": "A"}, {"kind": "revoke", "side": "B"}],
            }
        ],
        {},
        [
            (
                1,
                "penalties",
                "a misdeal is a hand of its own: record other penalties in the new deal",
            )
        ],
    ),
    (
        "a misdeal where the variant has none",
        "yorkshire",
        [{"dealer": "A", "penalties": [{"kind": "misdeal", "side": "A"}]}],
        {},
        [(1, "penalties[0].kind", "this variant has no misdeal penalty (it has: looked)")],
    ),
    (
        "a misdeal by the other side",
        "trinidad",
        [{"dealer": "A", "penalties": [{"kind": "misdeal", "side": "B"}]}],
        {},
        [(1, "penalties", "only the dealer's side can misdeal (the other sides score for it)")],
    ),
    (
        "a misdeal with High and Low",
        "trinidad",
        [{"dealer": "A", "high": "A", "low": "B", "penalties": [{"kind": "misdeal", "side": "A"}]}],
        {},
        [(1, "high", "a misdealt hand is void: nothing else scores in it (High or Low)")],
    ),
    (
        "a misdeal with a turn-up",
        "trinidad",
        [{"dealer": "A", "turned": ["4"], "penalties": [{"kind": "misdeal", "side": "A"}]}],
        {},
        [(1, "turned", "a misdealt hand is void: nothing else scores in it (Turned)")],
    ),
    (
        "no turn-up",
        "trinidad",
        [{"dealer": "A", "turned": [], "beg": "stand", "high": "A", "low": "B", "game": "A"}],
        {},
        [(1, "turned", "give the rank of the card turned up for trumps")],
    ),
    (
        "two turned when standing",
        "trinidad",
        [
            {
                "dealer": "A",
                "turned": ["4", "5"],
                "beg": "stand",
                "high": "A",
                "low": "B",
                "game": "A",
            }
        ],
        {},
        [
            (
                1,
                "turned",
                "when the trump is stood only one card is turned; turning more is running the pack",
            )
        ],
    ),
    (
        "two turned when giving",
        "trinidad",
        [
            {
                "dealer": "A",
                "turned": ["4", "5"],
                "beg": "give",
                "high": "A",
                "low": "B",
                "game": "A",
            }
        ],
        {},
        [
            (
                1,
                "turned",
                "when the trump is given only one card is turned; turning more is running the pack",
            )
        ],
    ),
    (
        "one turned when running",
        "trinidad",
        [{"dealer": "A", "turned": ["4"], "beg": "run", "high": "A", "low": "B", "game": "A"}],
        {},
        [(1, "turned", "running the pack turns another card: list every card turned, in order")],
    ),
    (
        "more turned than a pack holds",
        "trinidad",
        [
            {
                "dealer": "A",
                "turned": ["4", "5", "6", "7", "8", "9", "10"],
                "beg": "run",
                "high": "A",
                "low": "B",
                "game": "A",
            }
        ],
        {},
        [(1, "turned", "7 turn-ups cannot come from one pack; at most 6 here")],
    ),
    (
        "more turned than a pack of four players holds",
        "trinidad",
        [
            {
                "dealer": "A",
                "turned": ["4", "5", "6", "7"],
                "beg": "run",
                "high": "A",
                "low": "B",
                "game": "A",
            }
        ],
        {"sides": ({"id": "A", "players": ["Ann", "Bob"]}, {"id": "B", "players": ["Cy", "Di"]})},
        [(1, "turned", "4 turn-ups cannot come from one pack; at most 3 here")],
    ),
    (
        "a redeal in a pitch game",
        "yorkshire",
        [{"dealer": "A", "high": "A", "low": "B", "game": "A", "redeal": True}],
        {},
        [(1, "redeal", "the pack cannot run out in a pitch game: nothing is turned up")],
    ),
    (
        "a redeal when standing",
        "trinidad",
        [
            {
                "dealer": "A",
                "turned": ["4"],
                "beg": "stand",
                "high": "A",
                "low": "B",
                "game": "A",
                "redeal": True,
            }
        ],
        {},
        [
            (
                1,
                "redeal",
                (
                    "the pack can only run out when it is run (the beggar was refused and asked "
                    "to run)"
                ),
            ),
            (
                1,
                "game",
                "no card was played after the pack ran out, so nobody won Game or High or Low",
            ),
        ],
    ),
    (
        "a redeal at the wrong turn-up",
        "trinidad",
        [{"dealer": "A", "beg": "run", "turned": ["4", "5", "6", "7", "8"], "redeal": True}],
        {},
        [(1, "turned", "the pack runs out after 3 or 6 turn-ups, not 5")],
    ),
    (
        "a redeal with High won",
        "trinidad",
        [
            {
                "dealer": "A",
                "beg": "run",
                "turned": ["4", "5", "6", "7"],
                "redeal": True,
                "high": "A",
                "jack": "B",
            }
        ],
        {},
        [
            (1, "turned", "the pack runs out after 3 or 6 turn-ups, not 4"),
            (1, "high", "no card was played after the pack ran out, so nobody won High or Jack"),
        ],
    ),
    (
        "a redeal with a revoke",
        "trinidad",
        [
            {
                "dealer": "A",
                "beg": "run",
                "turned": ["4", "5", "6", "7"],
                "redeal": True,
                "penalties": [{"kind": "revoke", "side": "B"}],
            }
        ],
        {},
        [
            (1, "turned", "the pack runs out after 3 or 6 turn-ups, not 4"),
            (1, "penalties", "nobody can revoke when no card was played"),
        ],
    ),
    (
        "looking twice",
        "yorkshire",
        [
            {
                "dealer": "A",
                "high": "A",
                "low": "B",
                "game": "A",
                "penalties": [{"kind": "looked", "side": "B"}, {"kind": "looked", "side": "B"}],
            }
        ],
        {},
        [(1, "penalties", "the looking penalty is paid once per hand")],
    ),
    (
        "the dealer looking",
        "yorkshire",
        [
            {
                "dealer": "A",
                "high": "A",
                "low": "B",
                "game": "A",
                "penalties": [{"kind": "looked", "side": "A"}],
            }
        ],
        {},
        [
            (
                1,
                "penalties",
                (
                    "the dealer's side cannot be penalised for looking: only the pitcher's "
                    "partner can look early"
                ),
            )
        ],
    ),
    (
        "two honour revokes",
        "trinidad",
        [
            {
                "dealer": "A",
                "turned": ["4"],
                "beg": "stand",
                "high": "A",
                "low": "B",
                "game": "A",
                "penalties": [
                    {"kind": "revoke_honour", "side": "B"},
                    {"kind": "revoke_honour", "side": "A"},
                ],
            }
        ],
        {},
        [(1, "penalties", "the first honour revoke ends the game: record only that one")],
    ),
    (
        "a redeal with an honour revoke",
        "trinidad",
        [
            {
                "dealer": "A",
                "beg": "run",
                "turned": ["4", "5", "6"],
                "redeal": True,
                "penalties": [{"kind": "revoke_honour", "side": "B"}],
            }
        ],
        {},
        [(1, "penalties", "nobody can revoke when no card was played")],
    ),
]


@pytest.mark.parametrize(
    ("variant", "hands", "setup", "expected"),
    [pytest.param(*case[1:], id=case[0]) for case in DEAL_CHECKS],
)
def test_each_hand_check_refuses_in_its_own_words(variant, hands, setup, expected):
    assert [(p.hand, p.field, p.message) for p in problems(variant, hands, **setup)] == expected
