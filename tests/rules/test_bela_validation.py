"""Impossible Bela records are rejected naming the hand and field (rulebook §2.2)."""

import pytest

from tests.rules.helpers import problems, score

YM = ("Y", "M")
PLAYED = {"maker": "Y", "trump": "hearts", "card_points": {"Y": 80, "M": 50}, "last_trick": "Y"}


def rejected(variant, hands, sides=YM, **kwargs):
    return [
        (p.hand, p.field, p.message)
        for p in problems(variant, hands, game="bela", sides=sides, **kwargs)
    ]


def run(side, length, top, suit="clubs"):
    return {"side": side, "length": length, "top": top, "suit": suit}


@pytest.mark.parametrize(
    ("change", "field", "message"),
    [
        (
            {"card_points": {"Y": 150, "M": 10}},
            "card_points",
            "card points add up to 160; the 18 cards played two-handed hold 18 to 146",
        ),
        (
            {"card_points": {"Y": 10, "M": 5}},
            "card_points",
            "card points add up to 15; the 18 cards played two-handed hold 18 to 146",
        ),
        (
            {"card_points": {"Y": 1, "M": 50}},
            "card_points.Y",
            "no card is worth 1, so a side cannot have 1 card point",
        ),
        ({"card_points": {"Y": 80}}, "card_points", "give every side's card points (missing: M)"),
        (
            {"card_points": {"Y": 80, "M": -2}},
            "card_points.M",
            "card points: must be at least 0, got -2",
        ),
        (
            {"trump": "none"},
            "trump",
            "no trumps is allowed only when the house rules say so (four-handed only)",
        ),
        (
            {"trump": "stars"},
            "trump",
            'trump is one of clubs, diamonds, hearts, spades; got "stars"',
        ),
        ({"maker": "Z"}, "maker", '"Z" is not one of the sides (Y, M)'),
        ({"maker": None}, "maker", "give the maker (a side)"),
        ({"last_trick": None}, "last_trick", "give the last trick (a side)"),
        ({"bela": "Q"}, "bela", '"Q" is not one of the sides (Y, M)'),
        (
            {"melds": [run("Y", 3, "8")]},
            "melds[0]",
            "a run of 3 cannot have 8 on top: it would go below the 7",
        ),
        (
            {"melds": [run("Y", 9, "A")]},
            "melds[0].length",
            "a run has 3 to 8 cards: must be at most 8, got 9",
        ),
        (
            {"melds": [run("Y", 3, "Z")]},
            "melds[0].top",
            '"Z" is not a card of this pack (A K Q J 10 9 8 7)',
        ),
        (
            {"melds": [run("Y", 3, "A", "cups")]},
            "melds[0].suit",
            'suit is one of clubs, diamonds, hearts, spades; got "cups"',
        ),
        (
            {"melds": [run("Y", 4, "A"), run("M", 3, "J")]},
            "melds[1]",
            "this run shares cards with run 1: each card exists once",
        ),
        (
            {"melds": [run("Y", 8, "A"), run("Y", 4, "A", "hearts")]},
            "melds",
            "Y's runs need more cards than Y holds",
        ),
        ({"tricks": {"Y": 5, "M": 3}}, "tricks", "tricks add up to 8; a hand has 9"),
        (
            {"tricks": {"Y": 9, "M": 0}},
            "tricks",
            "M won no trick, so M cannot have card points or the last trick",
        ),
        ({"big": True}, "big", "only the three-handed game can be taken big"),
        ({"passed": True}, "maker", "nobody took trumps, so the hand has no maker"),
        (
            {"claim": {"side": "Y"}},
            "claim",
            'a claim is {"side": ..., "points": ...} (and "trick": N)',
        ),
        (
            {"claim": {"side": "Y", "points": 1}},
            "claim.points",
            "a claim cannot count exactly 1: no card is worth 1",
        ),
        (
            {"claim": {"side": "Y", "points": 40, "trick": 10}},
            "claim.trick",
            "trick: must be at most 9, got 10",
        ),
        (
            {"rounds": 3},
            "rounds",
            (
                "unknown field 'rounds' (a Bela hand has maker, trump, melds, bela, card_points, "
                "last_trick, tricks, big, claim, passed)"
            ),
        ),
    ],
)
def test_bad_two_handed_hands_name_the_field(change, field, message):
    found = rejected("bela2", [PLAYED, {**PLAYED, **change}])
    assert (2, field) in [(h, f) for h, f, _ in found], found
    assert next(m for h, f, m in found if f == field) == message


def test_four_handed_card_points_add_up_to_152():
    hand = {
        "maker": "NS",
        "trump": "hearts",
        "card_points": {"NS": 90, "EW": 60},
        "last_trick": "NS",
    }
    found = rejected("klaberjass", [hand], sides=("NS", "EW"))
    assert found[0][:2] == (1, "card_points") and "make 152" in found[0][2]


def test_three_handed_card_points_lie_in_85_to_152_or_fit_the_28_card_indicator():
    hand = {
        "maker": "A",
        "trump": "clubs",
        "card_points": {"A": 30, "B": 30, "C": 20},
        "last_trick": "A",
    }
    assert rejected("bela3", [hand], sides=("A", "B", "C"))[0][1] == "card_points"
    exact = {**hand, "card_points": {"A": 50, "B": 50, "C": 32}}  # 152 - 20: the turned jack
    assert score("bela3", [exact], game="bela", sides=("A", "B", "C"), options={"deck": 28})
    off = {**hand, "card_points": {"A": 50, "B": 50, "C": 31}}
    found = rejected("bela3", [off], sides=("A", "B", "C"), options={"deck": 28})
    assert found[0][1] == "card_points" and "indicator" in found[0][2]
    seven = {**exact, "melds": [run("A", 3, "9")]}
    assert (
        rejected("bela3", [seven], sides=("A", "B", "C"), options={"deck": 28})[0][1] == "melds[0]"
    )


def test_a_claim_the_end_rule_forbids():
    hand = {"maker": "NS", "trump": "hearts", "claim": {"side": "NS", "points": 100}}
    found = rejected("klaberjass", [hand], sides=("NS", "EW"))
    assert found[0][:2] == (1, "claim") and "played out" in found[0][2]


def test_east_lothian_claims_only_within_three_tricks():
    late = {"maker": "Y", "trump": "hearts", "claim": {"side": "Y", "points": 40, "trick": 4}}
    options = {"end_rule": "east_lothian"}
    assert rejected("bela2", [late], start={"Y": 480}, options=options)[0][1] == "claim.trick"
    early = {**late, "claim": {"side": "Y", "points": 40, "trick": 2}}
    assert score("bela2", [early], game="bela", sides=YM, start={"Y": 480}, options=options)[
        "winners"
    ] == ["Y"]


def test_a_hand_after_the_game_ended_is_refused():
    claim = {"maker": "Y", "trump": "hearts", "claim": {"side": "Y", "points": 40}}
    found = rejected("bela2", [claim, PLAYED], start={"Y": 478})
    assert found[0][:2] == (2, "hand")


def test_start_scores():
    assert rejected("bela2", [], start={"Y": 501, "M": 502})[0][:2] == (None, "start")
    assert rejected("klaberjass", [], sides=("NS", "EW"), start={"NS": 1001})[0][:2] == (
        None,
        "start.NS",
    )
    assert rejected("bela2", [], start={"Y": 22.5})[0][:2] == (None, "start.Y")
    # Under claims a player past the target without claiming carries on.
    assert score("bela2", [], game="bela", sides=YM, start={"Y": 520})["finished"] is False


def test_options_belong_to_their_variant():
    assert rejected("bela2", [], options={"deck": 28})[0][:2] == (None, "options.deck")
    assert rejected("bela3", [], sides=("A", "B", "C"), options={"deck": 36})[0][:2] == (
        None,
        "options.deck",
    )
    assert (
        rejected("klaberjass", [], sides=("NS", "EW"), options={"no_tricker": True})[0][1]
        == "options.no_tricker"
    )


def test_a_passed_hand_scores_nothing_and_keeps_the_pot():
    tied = {
        "maker": "Y",
        "trump": "clubs",
        "bela": "M",
        "card_points": {"Y": 70, "M": 60},
        "last_trick": "Y",
    }
    result = score("bela2", [tied, {"passed": True}], game="bela", sides=YM)
    assert (
        result["hands"][1]["points"] == {"Y": 0, "M": 0} and result["hands"][1]["held_over"] == 80
    )
