"""Every Amerikaner and Kani hand refusal (scoring/rules/amerikaner/hand.py), word for word,
with the hand and field it names: the entry form shows each message beside that field."""

import pytest

from tests.rules.helpers import problems

AMERIKANER_REFUSALS = [
    (
        "not an object",
        "amerikaner",
        [["N", 8]],
        {"game": "amerikaner", "sides": ("N", "E", "S", "W")},
        [(1, "hand", "an Amerikaner hand is a JSON object, got a list")],
    ),
    (
        "passed is not true or false",
        "amerikaner",
        [
            {
                "bidder": "N",
                "bid": 8,
                "partner": "W",
                "tricks": {"N": 5, "W": 4, "E": 2, "S": 1},
                "passed": 1,
            }
        ],
        {"game": "amerikaner", "sides": ("N", "E", "S", "W")},
        [(1, "passed", "passed is true or false, got 1")],
    ),
    (
        "a passed hand with a bidder",
        "amerikaner",
        [{"passed": True, "bidder": "N", "bid": 8}],
        {"game": "amerikaner", "sides": ("N", "E", "S", "W")},
        [
            (1, "bid", "everyone passed: leave the bid, the partner and the tricks out"),
            (1, "bidder", "everyone passed: leave the bid, the partner and the tricks out"),
        ],
    ),
    (
        "a passed hand with tricks under redeal",
        "amerikaner",
        [{"passed": True, "tricks": {"N": 3, "E": 3, "S": 3, "W": 3}}],
        {"game": "amerikaner", "sides": ("N", "E", "S", "W")},
        [(1, "tricks", "everyone passed: leave the bid, the partner and the tricks out")],
    ),
    (
        "no bidder",
        "amerikaner",
        [{"bid": 8, "partner": "W", "tricks": {"N": 5, "W": 4, "E": 2, "S": 1}}],
        {"game": "amerikaner", "sides": ("N", "E", "S", "W")},
        [(1, "bidder", "every bid hand names the bidder")],
    ),
    (
        "a bidder who is not playing",
        "amerikaner",
        [{"bidder": "Q", "bid": 8, "partner": "W", "tricks": {"N": 5, "W": 4, "E": 2, "S": 1}}],
        {"game": "amerikaner", "sides": ("N", "E", "S", "W")},
        [(1, "bidder", '"Q" is not one of the players (N, E, S, W)')],
    ),
    (
        "no bid",
        "amerikaner",
        [{"bidder": "N", "partner": "W", "tricks": {"N": 5, "W": 4, "E": 2, "S": 1}}],
        {"game": "amerikaner", "sides": ("N", "E", "S", "W")},
        [(1, "bid", "give the bid: a number of tricks, or Amerikaner")],
    ),
    (
        "a bid that is not a number",
        "amerikaner",
        [
            {
                "bidder": "N",
                "bid": "eight",
                "partner": "W",
                "tricks": {"N": 5, "W": 4, "E": 2, "S": 1},
            }
        ],
        {"game": "amerikaner", "sides": ("N", "E", "S", "W")},
        [(1, "bid", 'the bid is a number of tricks or "amerikaner", got "eight"')],
    ),
    (
        "a bid of a fraction",
        "amerikaner",
        [{"bidder": "N", "bid": 7.5, "partner": "W", "tricks": {"N": 5, "W": 4, "E": 2, "S": 1}}],
        {"game": "amerikaner", "sides": ("N", "E", "S", "W")},
        [(1, "bid", 'the bid is a number of tricks or "amerikaner", got 7.5')],
    ),
    (
        "a bid of true",
        "amerikaner",
        [{"bidder": "N", "bid": True, "partner": "W", "tricks": {"N": 5, "W": 4, "E": 2, "S": 1}}],
        {"game": "amerikaner", "sides": ("N", "E", "S", "W")},
        [(1, "bid", 'the bid is a number of tricks or "amerikaner", got true')],
    ),
    (
        "a bid under the least",
        "amerikaner",
        [{"bidder": "N", "bid": 5, "partner": "W", "tricks": {"N": 5, "W": 4, "E": 2, "S": 1}}],
        {"game": "amerikaner", "sides": ("N", "E", "S", "W")},
        [(1, "bid", "bids run from 6 to 12, not 5")],
    ),
    (
        "a bid over the most",
        "amerikaner",
        [{"bidder": "N", "bid": 13, "partner": "W", "tricks": {"N": 5, "W": 4, "E": 2, "S": 1}}],
        {"game": "amerikaner", "sides": ("N", "E", "S", "W")},
        [(1, "bid", "bids run from 6 to 12, not 13")],
    ),
    (
        "a bid under the least with the kitty trick",
        "amerikaner",
        [{"bidder": "N", "bid": 6, "partner": "W", "tricks": {"N": 5, "W": 4, "E": 2, "S": 1}}],
        {"game": "amerikaner", "sides": ("N", "E", "S", "W"), "options": {"kitty": "kitty_trick"}},
        [(1, "bid", "bids run from 7 to 13, not 6")],
    ),
    (
        "a bid over the most with the kitty trick",
        "amerikaner",
        [{"bidder": "N", "bid": 14, "partner": "W", "tricks": {"N": 5, "W": 4, "E": 2, "S": 1}}],
        {"game": "amerikaner", "sides": ("N", "E", "S", "W"), "options": {"kitty": "kitty_trick"}},
        [(1, "bid", "bids run from 7 to 13, not 14")],
    ),
    (
        "an Amerikaner bid in Kani",
        "kani",
        [
            {
                "bidder": "N",
                "bid": "amerikaner",
                "partner": "W",
                "tricks": {"N": 5, "W": 4, "E": 2, "S": 1},
            }
        ],
        {"game": "amerikaner", "sides": ("N", "E", "S", "W"), "options": {"target": 50}},
        [
            (1, "bid", 'the bid is a number of tricks or 13 for Kani, got "amerikaner"'),
            (1, "tricks", "tricks add up to 12; a 4-player hand has 13"),
        ],
    ),
    (
        "a Kani bid over 13",
        "kani",
        [{"bidder": "N", "bid": 14, "partner": "W", "tricks": {"N": 5, "W": 4, "E": 2, "S": 1}}],
        {"game": "amerikaner", "sides": ("N", "E", "S", "W"), "options": {"target": 50}},
        [
            (1, "bid", "bids run from 7 to 13, not 14"),
            (1, "tricks", "tricks add up to 12; a 4-player hand has 13"),
        ],
    ),
    (
        "an Amerikaner bid with a partner",
        "amerikaner",
        [
            {
                "bidder": "N",
                "bid": "amerikaner",
                "partner": "W",
                "tricks": {"N": 5, "W": 4, "E": 2, "S": 1},
            }
        ],
        {"game": "amerikaner", "sides": ("N", "E", "S", "W")},
        [(1, "partner", "an Amerikaner bid is played alone: leave partner out")],
    ),
    (
        "a number bid without a partner",
        "amerikaner",
        [{"bidder": "N", "bid": 8, "tricks": {"N": 5, "W": 4, "E": 2, "S": 1}}],
        {"game": "amerikaner", "sides": ("N", "E", "S", "W"), "options": {"kitty": "none"}},
        [
            (1, "partner", "name the partner: the player who held the called card"),
            (1, "tricks", "tricks add up to 12; a 4-player hand has 13"),
        ],
    ),
    (
        "the bidder as partner",
        "amerikaner",
        [{"bidder": "N", "bid": 8, "partner": "N", "tricks": {"N": 5, "W": 4, "E": 2, "S": 1}}],
        {"game": "amerikaner", "sides": ("N", "E", "S", "W")},
        [(1, "partner", "the partner holds the called card, so it cannot be the bidder")],
    ),
    (
        "no tricks",
        "amerikaner",
        [{"bidder": "N", "bid": 8, "partner": "W"}],
        {"game": "amerikaner", "sides": ("N", "E", "S", "W")},
        [(1, "tricks", "give the tricks every player won")],
    ),
    (
        "tricks not an object",
        "amerikaner",
        [{"bidder": "N", "bid": 8, "partner": "W", "tricks": [5, 4, 2, 1]}],
        {"game": "amerikaner", "sides": ("N", "E", "S", "W")},
        [(1, "tricks", 'tricks is an object of each player\'s tricks, e.g. {"N": 5, "E": 2, ...}')],
    ),
    (
        "tricks of a stranger",
        "amerikaner",
        [
            {
                "bidder": "N",
                "bid": 8,
                "partner": "W",
                "tricks": {"N": 5, "W": 4, "E": 2, "S": 1, "X": 0},
            }
        ],
        {"game": "amerikaner", "sides": ("N", "E", "S", "W")},
        [(1, "tricks.X", '"X" is not one of the players')],
    ),
    (
        "tricks below zero",
        "amerikaner",
        [{"bidder": "N", "bid": 8, "partner": "W", "tricks": {"N": 5, "W": 4, "E": 4, "S": -1}}],
        {"game": "amerikaner", "sides": ("N", "E", "S", "W")},
        [(1, "tricks.S", "tricks: must be at least 0, got -1")],
    ),
    (
        "tricks over a hand",
        "amerikaner",
        [{"bidder": "N", "bid": 8, "partner": "W", "tricks": {"N": 13, "W": 0, "E": 0, "S": 0}}],
        {"game": "amerikaner", "sides": ("N", "E", "S", "W")},
        [(1, "tricks", "tricks add up to 13; a 4-player hand has 12")],
    ),
    (
        "tricks missing a player",
        "amerikaner",
        [{"bidder": "N", "bid": 8, "partner": "W", "tricks": {"N": 5, "W": 4, "E": 3}}],
        {"game": "amerikaner", "sides": ("N", "E", "S", "W")},
        [(1, "tricks", "give every player's tricks (missing: S)")],
    ),
    (
        "tricks adding up short",
        "amerikaner",
        [{"bidder": "N", "bid": 8, "partner": "W", "tricks": {"N": 5, "W": 4, "E": 2, "S": 0}}],
        {"game": "amerikaner", "sides": ("N", "E", "S", "W")},
        [(1, "tricks", "tricks add up to 11; a 4-player hand has 12")],
    ),
    (
        "tricks adding up short for three",
        "amerikaner",
        [{"bidder": "N", "bid": 8, "partner": "E", "tricks": {"N": 5, "E": 4, "S": 2}}],
        {"game": "amerikaner", "sides": ("N", "E", "S")},
        [(1, "tricks", "tricks add up to 11; a 3-player hand has 16")],
    ),
    (
        "five players where jokers deal",
        "amerikaner",
        [],
        {"game": "amerikaner", "sides": ("A", "B", "C", "D"), "options": {"kitty": "jokers"}},
        [(None, "sides", "with the kitty rule 'jokers' Amerikaner is for 3, 5, 6 players, not 4")],
    ),
]


@pytest.mark.parametrize(
    ("variant", "hands", "setup", "expected"),
    [pytest.param(*case[1:], id=case[0]) for case in AMERIKANER_REFUSALS],
)
def test_each_amerikaner_refusal_in_its_own_words(variant, hands, setup, expected):
    assert [(p.hand, p.field, p.message) for p in problems(variant, hands, **setup)] == expected
