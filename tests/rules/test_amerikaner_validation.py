"""Invalid Amerikaner and Kani records are rejected naming the hand and field (rulebook §2.3)."""

import pytest

from tests.rules.helpers import problems, score

NESW = ("N", "E", "S", "W")
BID = {"bidder": "N", "bid": 8, "partner": "W", "tricks": {"N": 5, "W": 4, "E": 2, "S": 1}}


def rejected(hands, variant="amerikaner", **kwargs):
    kwargs.setdefault("sides", NESW)
    if variant == "kani":
        kwargs.setdefault("options", {"target": 50})
    return [
        (p.hand, p.field, p.message) for p in problems(variant, hands, game="amerikaner", **kwargs)
    ]


@pytest.mark.parametrize(
    ("hand", "field", "message"),
    [
        (
            {**BID, "tricks": {"N": 5, "W": 4, "E": 2, "S": 0}},
            "tricks",
            "tricks add up to 11; a 4-player hand has 12",
        ),
        (
            {**BID, "tricks": {"N": 5, "W": 4, "E": 4, "S": -1}},
            "tricks.S",
            "tricks: must be at least 0, got -1",
        ),
        (
            {**BID, "tricks": {"N": 5, "W": 4, "E": 2, "S": 0.5}},
            "tricks.S",
            "tricks: expected a whole number, got 0.5",
        ),
        (
            {**BID, "tricks": {"N": 5, "W": 4, "E": 3}},
            "tricks",
            "give every player's tricks (missing: S)",
        ),
        (
            {**BID, "tricks": {"N": 5, "W": 4, "E": 2, "S": 1, "X": 0}},
            "tricks.X",
            '"X" is not one of the players',
        ),
        (
            {k: v for k, v in BID.items() if k != "tricks"},
            "tricks",
            "give the tricks every player won",
        ),
        ({**BID, "bid": 5}, "bid", "bids run from 6 to 12, not 5"),
        ({**BID, "bid": 13}, "bid", "bids run from 6 to 12, not 13"),
        (
            {**BID, "bid": "grand"},
            "bid",
            'the bid is a number of tricks or "amerikaner", got "grand"',
        ),
        (
            {**BID, "partner": "N"},
            "partner",
            "the partner holds the called card, so it cannot be the bidder",
        ),
        ({**BID, "partner": "Q"}, "partner", '"Q" is not one of the players (N, E, S, W)'),
        (
            {**BID, "bid": "amerikaner"},
            "partner",
            "an Amerikaner bid is played alone: leave partner out",
        ),
        ({**BID, "bidder": None}, "bidder", "null is not one of the players (N, E, S, W)"),
        (
            {**BID, "passed": True},
            "bidder",
            "everyone passed: leave the bid, the partner and the tricks out",
        ),
        (
            {**BID, "trump": "hearts"},
            "trump",
            "unknown field 'trump' (an Amerikaner hand has bidder, bid, partner, tricks, passed)",
        ),
    ],
)
def test_bad_amerikaner_hands_name_the_field(hand, field, message):
    found = rejected([BID, hand])
    assert (2, field) in [(h, f) for h, f, _ in found]
    assert next(m for h, f, m in found if f == field) == message


def test_the_called_card_may_lie_in_the_kitty_so_the_bidder_plays_alone():
    alone = {k: v for k, v in BID.items() if k != "partner"}
    result = score("amerikaner", [alone], game="amerikaner", sides=NESW)
    assert result["hands"][0]["points"] == {"N": -8, "E": 2, "S": 1, "W": 4}
    # Without a kitty there is nowhere else for the called card to be.
    assert rejected([alone], options={"kitty": "none"})[0][:2] == (1, "partner")


def test_kani_needs_a_target_and_knows_no_amerikaner_bid():
    assert rejected([], "kani", options={})[0][:2] == (None, "options.target")
    found = rejected(
        [{**BID, "bid": "amerikaner", "tricks": {"N": 13, "E": 0, "S": 0, "W": 0}}], "kani"
    )
    assert found[0][:2] == (1, "bid") and "13 for Kani" in found[0][2]


def test_kani_starts_cannot_be_negative_but_amerikaner_starts_can():
    assert rejected([], "kani", start={"N": -1})[0][:2] == (None, "start.N")
    score("amerikaner", [], game="amerikaner", sides=NESW, start={"N": -30})
    assert rejected([], start={"N": 52})[0][:2] == (None, "start.N")


@pytest.mark.parametrize(
    ("sides", "options", "field"),
    [
        ("ABCDEF", {}, "sides"),
        ("ABCD", {"kitty": "jokers"}, "sides"),
        ("AB", {}, "sides"),
        ("ABCD", {"min_bid": 13}, "options.min_bid"),
        ("ABCD", {"flat_ten": True}, "options.flat_ten"),
    ],
)
def test_bad_amerikaner_setups(sides, options, field):
    assert rejected([], sides=tuple(sides), options=options)[0][:2] == (None, field)


def test_six_players_play_with_jokers():
    hand = {
        "bidder": "A",
        "bid": 5,
        "partner": "B",
        "tricks": dict(zip("ABCDEF", [3, 2, 1, 1, 1, 1], strict=True)),
    }
    result = score(
        "amerikaner", [hand], game="amerikaner", sides=tuple("ABCDEF"), options={"kitty": "jokers"}
    )
    assert result["hands"][0]["points"]["A"] == 5


def test_a_hand_after_the_game_ended_is_refused():
    win = {"bidder": "N", "bid": "amerikaner", "tricks": {"N": 12, "E": 0, "S": 0, "W": 0}}
    found = rejected([win, BID])
    assert found[0][:2] == (2, "hand") and "ended at hand 1" in found[0][2]


def test_a_passed_hand_under_redeal_has_nothing_else():
    found = rejected([{"passed": True, "tricks": {"N": 3, "E": 3, "S": 3, "W": 3}}])
    assert found[0][:2] == (1, "tricks")
