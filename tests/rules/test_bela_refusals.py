"""Every Bela hand refusal (scoring/rules/bela/hand.py) of who passed, made and won the last
trick, the trump and the claims, word for word, with the hand and field it names: the entry
form shows each message beside that field. The melds' refusals are in
test_bela_meld_refusals.py, the card points' and tricks' in test_bela_count_refusals.py."""

import pytest

from tests.rules.helpers import problems

BELA_REFUSALS = [
    (
        "not an object",
        "bela2",
        ["maker Y"],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "hand", 'a Bela hand is a JSON object, got "maker Y"')],
    ),
    (
        "passed is not true or false",
        "bela2",
        [
            {
                "maker": "Y",
                "trump": "hearts",
                "card_points": {"Y": 80, "M": 50},
                "last_trick": "Y",
                "passed": "no",
            }
        ],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "passed", 'passed is true or false, got "no"')],
    ),
    (
        "a passed hand with a maker",
        "bela2",
        [{"passed": True, "maker": "Y", "trump": "clubs"}],
        {"game": "bela", "sides": ("Y", "M")},
        [
            (1, "maker", "nobody took trumps, so the hand has no maker"),
            (1, "trump", "nobody took trumps, so the hand has no trump"),
        ],
    ),
    (
        "no maker",
        "bela2",
        [{"trump": "hearts", "card_points": {"Y": 80, "M": 50}, "last_trick": "Y"}],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "maker", "give the maker (a side)")],
    ),
    (
        "no last trick",
        "bela2",
        [{"maker": "Y", "trump": "hearts", "card_points": {"Y": 80, "M": 50}}],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "last_trick", "give the last trick (a side)")],
    ),
    (
        "no trump",
        "bela2",
        [{"maker": "Y", "card_points": {"Y": 80, "M": 50}, "last_trick": "Y"}],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "trump", "give the trump suit: clubs or diamonds or hearts or spades")],
    ),
    (
        "no trumps where the house rules allow it",
        "klaberjass",
        [{"maker": "A", "trump": "stars", "card_points": {"A": 100, "B": 52}, "last_trick": "A"}],
        {"game": "bela", "sides": ("A", "B"), "options": {"no_trump": True}},
        [(1, "trump", 'trump is one of clubs, diamonds, hearts, spades, none; got "stars"')],
    ),
    (
        "bela without trumps",
        "klaberjass",
        [
            {
                "maker": "A",
                "trump": "none",
                "card_points": {"A": 100, "B": 20},
                "last_trick": "A",
                "bela": "A",
            }
        ],
        {"game": "bela", "sides": ("A", "B"), "options": {"no_trump": True}},
        [(1, "bela", "there is no bela without trumps (no trump king and queen)")],
    ),
    (
        "a claim in a played-out game",
        "klaberjass",
        [{"claim": {"side": "A", "points": 60}}],
        {"game": "bela", "sides": ("A", "B")},
        [
            (1, "claim", "this game is played out to the end: nobody can claim"),
            (1, "maker", "give the maker (a side)"),
            (1, "trump", "give the trump suit: clubs or diamonds or hearts or spades"),
            (1, "card_points", "give each side's card points (last trick not included)"),
            (1, "last_trick", "give the last trick (a side)"),
        ],
    ),
    (
        "a claim that is not an object",
        "bela2",
        [{"claim": "Y"}],
        {"game": "bela", "sides": ("Y", "M")},
        [
            (1, "claim", 'a claim is {"side": ..., "points": ...} (and "trick": N)'),
            (1, "maker", "give the maker (a side)"),
            (1, "trump", "give the trump suit: clubs or diamonds or hearts or spades"),
            (1, "card_points", "give each side's card points (last trick not included)"),
            (1, "last_trick", "give the last trick (a side)"),
        ],
    ),
    (
        "a claim with an unknown key",
        "bela2",
        [{"claim": {"side": "Y", "points": 60, "when": 3}}],
        {"game": "bela", "sides": ("Y", "M")},
        [
            (1, "claim", 'a claim is {"side": ..., "points": ...} (and "trick": N)'),
            (1, "maker", "give the maker (a side)"),
            (1, "trump", "give the trump suit: clubs or diamonds or hearts or spades"),
            (1, "card_points", "give each side's card points (last trick not included)"),
            (1, "last_trick", "give the last trick (a side)"),
        ],
    ),
    (
        "a claim of 1",
        "bela2",
        [{"claim": {"side": "Y", "points": 1}}],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "claim.points", "a claim cannot count exactly 1: no card is worth 1")],
    ),
    (
        "a claim over the most",
        "bela2",
        [{"claim": {"side": "Y", "points": 1000}}],
        {"game": "bela", "sides": ("Y", "M")},
        [
            (1, "claim.points", "claimed points: must be at most 276, got 1000"),
            (1, "maker", "give the maker (a side)"),
            (1, "trump", "give the trump suit: clubs or diamonds or hearts or spades"),
            (1, "card_points", "give each side's card points (last trick not included)"),
            (1, "last_trick", "give the last trick (a side)"),
        ],
    ),
    (
        "a claim at trick 0",
        "bela2",
        [{"claim": {"side": "Y", "points": 60, "trick": 0}}],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "claim.trick", "trick: must be at least 1, got 0")],
    ),
    (
        "a claim by a stranger",
        "bela2",
        [{"claim": {"side": "Z", "points": 60}}],
        {"game": "bela", "sides": ("Y", "M")},
        [
            (1, "claim.side", '"Z" is not one of the sides (Y, M)'),
            (1, "maker", "give the maker (a side)"),
            (1, "trump", "give the trump suit: clubs or diamonds or hearts or spades"),
            (1, "card_points", "give each side's card points (last trick not included)"),
            (1, "last_trick", "give the last trick (a side)"),
        ],
    ),
    (
        "an East Lothian claim at trick 4",
        "bela2",
        [{"claim": {"side": "Y", "points": 60, "trick": 4}}],
        {"game": "bela", "sides": ("Y", "M"), "options": {"end_rule": "east_lothian"}},
        [
            (
                1,
                "claim.trick",
                (
                    'East Lothian allows a claim only within the first three tricks: give "trick" '
                    "1 to 3"
                ),
            )
        ],
    ),
    (
        "an East Lothian claim without a trick",
        "bela2",
        [{"claim": {"side": "Y", "points": 60}}],
        {"game": "bela", "sides": ("Y", "M"), "options": {"end_rule": "east_lothian"}},
        [
            (
                1,
                "claim.trick",
                (
                    'East Lothian allows a claim only within the first three tricks: give "trick" '
                    "1 to 3"
                ),
            )
        ],
    ),
]


@pytest.mark.parametrize(
    ("variant", "hands", "setup", "expected"),
    [pytest.param(*case[1:], id=case[0]) for case in BELA_REFUSALS],
)
def test_each_bela_refusal_in_its_own_words(variant, hands, setup, expected):
    assert [(p.hand, p.field, p.message) for p in problems(variant, hands, **setup)] == expected
