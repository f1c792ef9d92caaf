"""Every Bela refusal of a hand's melds (scoring/rules/bela/hand.py), word for word, with the
hand and field it names: the entry form shows each message beside that field."""

import itertools

import pytest

from scoring.rules.bela.hand import Meld
from scoring.rules.bela.variants import MAX_RUNS_PER_PLAYER, RUN_LENGTHS
from tests.rules.helpers import problems

BELA_REFUSALS = [
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
        [(1, "melds[1]", "this run shares cards with run 1: each card exists once")],
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
        [(1, "melds[2]", "this run shares cards with run 1: each card exists once")],
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
