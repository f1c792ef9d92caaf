"""Every Bela refusal of a hand's card points and tricks (scoring/rules/bela/hand.py), word for
word, with the hand and field it names: the entry form shows each message beside that field."""

import pytest

from tests.rules.helpers import problems

BELA_REFUSALS = [
    (
        "card points not an object",
        "bela2",
        [{"maker": "Y", "trump": "hearts", "card_points": 130, "last_trick": "Y"}],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "card_points", "card_points is an object of each side's card points")],
    ),
    (
        "card points of a stranger",
        "bela2",
        [
            {
                "maker": "Y",
                "trump": "hearts",
                "card_points": {"Y": 80, "M": 50, "Z": 3},
                "last_trick": "Y",
            }
        ],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "card_points.Z", '"Z" is not one of the sides')],
    ),
    (
        "card points over the pack",
        "bela2",
        [{"maker": "Y", "trump": "hearts", "card_points": {"Y": 153, "M": 0}, "last_trick": "Y"}],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "card_points.Y", "card points: must be at most 152, got 153")],
    ),
    (
        "one card point",
        "bela2",
        [{"maker": "Y", "trump": "hearts", "card_points": {"Y": 1, "M": 50}, "last_trick": "Y"}],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "card_points.Y", "no card is worth 1, so a side cannot have 1 card point")],
    ),
    (
        "card points missing a side",
        "bela2",
        [{"maker": "Y", "trump": "hearts", "card_points": {"Y": 80}, "last_trick": "Y"}],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "card_points", "give every side's card points (missing: M)")],
    ),
    (
        "two-handed card points under 18",
        "bela2",
        [{"maker": "Y", "trump": "hearts", "card_points": {"Y": 17, "M": 0}, "last_trick": "Y"}],
        {"game": "bela", "sides": ("Y", "M")},
        [
            (
                1,
                "card_points",
                "card points add up to 17; the 18 cards played two-handed hold 18 to 146",
            )
        ],
    ),
    (
        "two-handed card points over 146",
        "bela2",
        [{"maker": "Y", "trump": "hearts", "card_points": {"Y": 100, "M": 47}, "last_trick": "Y"}],
        {"game": "bela", "sides": ("Y", "M")},
        [
            (
                1,
                "card_points",
                "card points add up to 147; the 18 cards played two-handed hold 18 to 146",
            )
        ],
    ),
    (
        "four-handed card points not 152",
        "klaberjass",
        [{"maker": "A", "trump": "hearts", "card_points": {"A": 100, "B": 51}, "last_trick": "A"}],
        {"game": "bela", "sides": ("A", "B")},
        [(1, "card_points", "card points add up to 151; with all 32 cards played they make 152")],
    ),
    (
        "four-handed no-trump card points not 120",
        "klaberjass",
        [{"maker": "A", "trump": "none", "card_points": {"A": 100, "B": 52}, "last_trick": "A"}],
        {"game": "bela", "sides": ("A", "B"), "options": {"no_trump": True}},
        [(1, "card_points", "card points add up to 152; with all 32 cards played they make 120")],
    ),
    (
        "three-handed card points under 85",
        "bela3",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "card_points": {"A": 40, "B": 24, "C": 20},
                "last_trick": "A",
            }
        ],
        {"game": "bela", "sides": ("A", "B", "C")},
        [
            (
                1,
                "card_points",
                "card points add up to 84; the 27 cards played three-handed hold 85 to 152",
            )
        ],
    ),
    (
        "three-handed 28-card points off the list",
        "bela3",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "card_points": {"A": 60, "B": 40, "C": 40},
                "last_trick": "A",
            }
        ],
        {"game": "bela", "sides": ("A", "B", "C"), "options": {"deck": 28}},
        [
            (
                1,
                "card_points",
                (
                    "card points add up to 140; with 28 cards only the indicator is out, so the "
                    "total is one of 132, 138, 141, 142, 148, 149, 150, 152"
                ),
            )
        ],
    ),
    (
        "tricks not an object",
        "bela2",
        [
            {
                "maker": "Y",
                "trump": "hearts",
                "card_points": {"Y": 80, "M": 50},
                "last_trick": "Y",
                "tricks": 9,
            }
        ],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "tricks", "tricks gives every side's number of tricks won")],
    ),
    (
        "tricks missing a side",
        "bela2",
        [
            {
                "maker": "Y",
                "trump": "hearts",
                "card_points": {"Y": 80, "M": 50},
                "last_trick": "Y",
                "tricks": {"Y": 9},
            }
        ],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "tricks", "tricks gives every side's number of tricks won")],
    ),
    (
        "tricks over a hand",
        "bela2",
        [
            {
                "maker": "Y",
                "trump": "hearts",
                "card_points": {"Y": 80, "M": 50},
                "last_trick": "Y",
                "tricks": {"Y": 10, "M": 0},
            }
        ],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "tricks.Y", "tricks: must be at most 9, got 10")],
    ),
    (
        "tricks adding up short",
        "bela2",
        [
            {
                "maker": "Y",
                "trump": "hearts",
                "card_points": {"Y": 80, "M": 50},
                "last_trick": "Y",
                "tricks": {"Y": 5, "M": 3},
            }
        ],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "tricks", "tricks add up to 8; a hand has 9")],
    ),
    (
        "no trick but card points",
        "bela2",
        [
            {
                "maker": "Y",
                "trump": "hearts",
                "card_points": {"Y": 80, "M": 50},
                "last_trick": "Y",
                "tricks": {"Y": 9, "M": 0},
            }
        ],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "tricks", "M won no trick, so M cannot have card points or the last trick")],
    ),
    (
        "no trick but the last trick",
        "bela2",
        [
            {
                "maker": "Y",
                "trump": "hearts",
                "card_points": {"Y": 130, "M": 0},
                "last_trick": "M",
                "tricks": {"Y": 9, "M": 0},
            }
        ],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "tricks", "M won no trick, so M cannot have card points or the last trick")],
    ),
    (
        "big is not true or false",
        "bela3",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "card_points": {"A": 60, "B": 40, "C": 30},
                "last_trick": "A",
                "big": "yes",
            }
        ],
        {"game": "bela", "sides": ("A", "B", "C")},
        [(1, "big", 'big is true or false, got "yes"')],
    ),
    (
        "big two-handed",
        "bela2",
        [
            {
                "maker": "Y",
                "trump": "hearts",
                "card_points": {"Y": 80, "M": 50},
                "last_trick": "Y",
                "big": True,
            }
        ],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "big", "only the three-handed game can be taken big")],
    ),
]


@pytest.mark.parametrize(
    ("variant", "hands", "setup", "expected"),
    [pytest.param(*case[1:], id=case[0]) for case in BELA_REFUSALS],
)
def test_each_bela_refusal_in_its_own_words(variant, hands, setup, expected):
    assert [(p.hand, p.field, p.message) for p in problems(variant, hands, **setup)] == expected
