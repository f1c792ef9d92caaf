"""Every Bela hand refusal (scoring/rules/bela/hand.py), word for word, with the hand and field
it names: the entry form shows each message beside that field."""

import itertools

import pytest

from scoring.rules.bela.hand import Meld
from scoring.rules.bela.variants import MAX_RUNS_PER_PLAYER, RUN_LENGTHS
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
        [(1, "trump", "give the trump suit (clubs, diamonds, hearts, spades)")],
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
        "melds not a list",
        "bela2",
        [
            {
                "maker": "Y",
                "trump": "hearts",
                "card_points": {"Y": 80, "M": 50},
                "last_trick": "Y",
                "melds": {"Y": 3},
            }
        ],
        {"game": "bela", "sides": ("Y", "M")},
        [
            (
                1,
                "melds",
                (
                    'melds is a list of runs, e.g. [{"side": "Y", "length": 3, "top": "Q", '
                    '"suit": "clubs"}]'
                ),
            )
        ],
    ),
    (
        "a run with a missing key",
        "bela2",
        [
            {
                "maker": "Y",
                "trump": "hearts",
                "card_points": {"Y": 80, "M": 50},
                "last_trick": "Y",
                "melds": [{"side": "Y", "length": 3, "top": "A"}],
            }
        ],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "melds[0]", 'a run is {"side": ..., "length": 3-8, "top": ..., "suit": ...}')],
    ),
    (
        "a run that is not an object",
        "bela2",
        [
            {
                "maker": "Y",
                "trump": "hearts",
                "card_points": {"Y": 80, "M": 50},
                "last_trick": "Y",
                "melds": ["Y 3 A"],
            }
        ],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "melds[0]", 'a run is {"side": ..., "length": 3-8, "top": ..., "suit": ...}')],
    ),
    (
        "a run of 2",
        "bela2",
        [
            {
                "maker": "Y",
                "trump": "hearts",
                "card_points": {"Y": 80, "M": 50},
                "last_trick": "Y",
                "melds": [{"side": "Y", "length": 2, "top": "A", "suit": "clubs"}],
            }
        ],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "melds[0].length", "a run has 3 to 8 cards: must be at least 3, got 2")],
    ),
    (
        "a run of a stranger",
        "bela2",
        [
            {
                "maker": "Y",
                "trump": "hearts",
                "card_points": {"Y": 80, "M": 50},
                "last_trick": "Y",
                "melds": [{"side": "Z", "length": 3, "top": "A", "suit": "clubs"}],
            }
        ],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "melds[0].side", '"Z" is not one of the sides (Y, M)')],
    ),
    (
        "a run of nobody",
        "bela2",
        [
            {
                "maker": "Y",
                "trump": "hearts",
                "card_points": {"Y": 80, "M": 50},
                "last_trick": "Y",
                "melds": [{"side": None, "length": 3, "top": "A", "suit": "clubs"}],
            }
        ],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "melds[0].side", "give the melds[0].side (a side)")],
    ),
    (
        "a run below the seven",
        "bela2",
        [
            {
                "maker": "Y",
                "trump": "hearts",
                "card_points": {"Y": 80, "M": 50},
                "last_trick": "Y",
                "melds": [{"side": "Y", "length": 3, "top": "8", "suit": "clubs"}],
            }
        ],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "melds[0]", "a run of 3 cannot have 8 on top: it would go below the 7")],
    ),
    (
        "the lowest run",
        "bela2",
        [
            {
                "maker": "Y",
                "trump": "hearts",
                "card_points": {"Y": 80, "M": 50},
                "last_trick": "Y",
                "melds": [{"side": "Y", "length": 3, "top": "9", "suit": "clubs"}],
            },
            {
                "maker": "Y",
                "trump": "hearts",
                "card_points": {"Y": 80, "M": 50},
                "last_trick": "Y",
                "melds": [{"side": "Y", "length": 9, "top": "A", "suit": "clubs"}],
            },
        ],
        {"game": "bela", "sides": ("Y", "M")},
        [(2, "melds[0].length", "a run has 3 to 8 cards: must be at most 8, got 9")],
    ),
    (
        "a run below the eight of a 28-card pack",
        "bela3",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "card_points": {"A": 60, "B": 40, "C": 30},
                "last_trick": "A",
                "melds": [{"side": "A", "length": 3, "top": "9", "suit": "clubs"}],
            }
        ],
        {"game": "bela", "sides": ("A", "B", "C"), "options": {"deck": 28}},
        [
            (1, "melds[0]", "a run of 3 cannot have 9 on top: it would go below the 8"),
            (
                1,
                "card_points",
                (
                    "card points add up to 130; with 28 cards only the indicator is out, so the "
                    "total is one of 132, 138, 141, 142, 148, 149, 150, 152"
                ),
            ),
        ],
    ),
    (
        "a run of a bad suit",
        "bela2",
        [
            {
                "maker": "Y",
                "trump": "hearts",
                "card_points": {"Y": 80, "M": 50},
                "last_trick": "Y",
                "melds": [{"side": "Y", "length": 3, "top": "A", "suit": "cups"}],
            }
        ],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "melds[0].suit", 'suit is one of clubs, diamonds, hearts, spades; got "cups"')],
    ),
    (
        "runs sharing a card",
        "bela2",
        [
            {
                "maker": "Y",
                "trump": "hearts",
                "card_points": {"Y": 80, "M": 50},
                "last_trick": "Y",
                "melds": [
                    {"side": "Y", "length": 3, "top": "A", "suit": "clubs"},
                    {"side": "M", "length": 3, "top": "Q", "suit": "clubs"},
                ],
            }
        ],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "melds[1]", "this run shares cards with melds[0]: each card exists once")],
    ),
    (
        "runs of other suits side by side",
        "bela2",
        [
            {
                "maker": "Y",
                "trump": "hearts",
                "card_points": {"Y": 80, "M": 50},
                "last_trick": "Y",
                "melds": [
                    {"side": "Y", "length": 3, "top": "A", "suit": "clubs"},
                    {"side": "M", "length": 3, "top": "A", "suit": "hearts"},
                    {"side": "M", "length": 3, "top": "A", "suit": "clubs"},
                ],
            }
        ],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "melds[2]", "this run shares cards with melds[0]: each card exists once")],
    ),
    (
        "runs needing more cards than held",
        "bela2",
        [
            {
                "maker": "Y",
                "trump": "hearts",
                "card_points": {"Y": 80, "M": 50},
                "last_trick": "Y",
                "melds": [
                    {"side": "Y", "length": 5, "top": "A", "suit": "clubs"},
                    {"side": "Y", "length": 5, "top": "A", "suit": "hearts"},
                ],
            }
        ],
        {"game": "bela", "sides": ("Y", "M")},
        [(1, "melds", "Y's runs need more cards than Y holds")],
    ),
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
    (
        "a claim in a played-out game",
        "klaberjass",
        [{"claim": {"side": "A", "points": 60}}],
        {"game": "bela", "sides": ("A", "B")},
        [
            (1, "claim", "this game is played out to the end: nobody can claim"),
            (1, "maker", "give the maker (a side)"),
            (1, "trump", "give the trump suit (clubs, diamonds, hearts, spades)"),
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
            (1, "trump", "give the trump suit (clubs, diamonds, hearts, spades)"),
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
            (1, "trump", "give the trump suit (clubs, diamonds, hearts, spades)"),
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
            (1, "trump", "give the trump suit (clubs, diamonds, hearts, spades)"),
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
            (1, "trump", "give the trump suit (clubs, diamonds, hearts, spades)"),
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


@pytest.mark.parametrize(
    ("cards", "most"), [(9, MAX_RUNS_PER_PLAYER), (18, 2 * MAX_RUNS_PER_PLAYER)]
)
def test_runs_that_fit_in_a_hand_are_worth_at_most_100_a_player(cards, most):
    """V-BE-6's cap needs no check of its own: the runs a player (or a four-handed pair) can
    hold in nine (eighteen) cards are never worth more (rulebook §1.B.0's run values)."""
    best = 0
    for count in range(1, cards // RUN_LENGTHS[0] + 1):
        for lengths in itertools.combinations_with_replacement(RUN_LENGTHS, count):
            if sum(lengths) <= cards:
                best = max(best, sum(Meld("A", n, "A", "clubs", 0).value for n in lengths))
    assert best == most
