"""Invalid All Fours records are rejected with the hand and field at fault (rulebook §2.1 and
spec/record-format.md), in words a player understands."""

import pytest

from scoring.rules import RecordError, score_record
from tests.rules.helpers import problems, record, score

PLAYED = {"dealer": "A", "turned": ["4"], "high": "A", "low": "B", "game": "A"}


def where(found) -> list[tuple]:
    return [(p.hand, p.field) for p in found]


@pytest.mark.parametrize(
    ("change", "field", "words"),
    [
        ({"format": "pegboard-record/2"}, "format", "pegboard-record/1"),
        ({"game": "whist"}, "game", "unknown game"),
        ({"variant": "barbados"}, "variant", "trinidad, tobago"),
        ({"options": {"target": 0}}, "options.target", "at least 1"),
        ({"options": {"target": True}}, "options.target", "whole number"),
        ({"options": {"trumps": "hearts"}}, "options.trumps", "not an option of trinidad"),
        ({"options": {"kick_scoring": "sometimes"}}, "options.kick_scoring", "every, final"),
        ({"options": {"kicks": {"Z": 1}}}, "options.kicks", "not a rank"),
        ({"options": {"stakes": {"game": -1}}}, "options.stakes", "at least 0"),
        ({"sides": ["A", "A"]}, "sides[1]", "listed twice"),
        ({"sides": ["A", "B", "C"]}, "sides", "2 sides, not 3"),
        ({"start": {"A": 14}}, "start.A", "at most 13"),
        ({"start": {"C": 1}}, "start.C", "not one of the sides"),
        ({"hands": {}}, "hands", "must be a list"),
        ({"dealer": "A"}, "dealer", "unknown field"),
    ],
)
def test_record_level_problems_have_no_hand(change, field, words):
    data = {**record("trinidad", []), **change}
    with pytest.raises(RecordError) as caught:
        score_record(data)
    assert [(p.hand, p.field) for p in caught.value.problems] == [(None, field)]
    assert words in caught.value.problems[0].message


def test_options_that_do_nothing_in_the_variant_are_refused():
    found = problems("yorkshire", [], options={"kicks": {"J": 1}, "revoke_game": "opponents"})
    assert where(found) == [(None, "options.kicks"), (None, "options.revoke_game")]
    assert where(problems("pitch", [], options={"looked_penalty": 2})) == [
        (None, "options.looked_penalty")
    ]


def test_three_sides_play_yorkshire_seven_up_and_pitch_only():
    for variant in ("yorkshire", "sevenup", "pitch"):
        score(variant, [], sides=("A", "B", "C"))
    assert where(problems("heckmondwike", [], sides=("A", "B", "C"))) == [(None, "sides")]


@pytest.mark.parametrize(
    ("hand", "field", "words"),
    [
        ({**PLAYED, "dealer": "C"}, "dealer", "not one of the sides"),
        ({k: v for k, v in PLAYED.items() if k != "dealer"}, "dealer", "names the dealer"),
        ({**PLAYED, "hgh": "A"}, "hgh", "unknown field"),
        ({**PLAYED, "turned": ["1"]}, "turned[0]", "not a rank"),
        ({**PLAYED, "turned": [10]}, "turned[0]", 'written as text: "10"'),
        ({**PLAYED, "turned": []}, "turned", "rank of the card turned up"),
        ({**PLAYED, "turned": ["4", "5"]}, "turned", "only one card is turned"),
        ({**PLAYED, "beg": "run"}, "turned", "list every card turned"),
        ({**PLAYED, "beg": "pass"}, "beg", "stand, give, run"),
        ({**PLAYED, "high": None}, "high", "Low was won"),
        ({**PLAYED, "low": None}, "low", "High was won"),
        ({**PLAYED, "high": None, "low": None, "jack": "A"}, "jack", "trump jack was in play"),
        ({**PLAYED, "jack": {"held": "A"}}, "jack", '"held"'),
        ({**PLAYED, "jack": {"held": "A", "won": "Z"}}, "jack.won", "not one of the sides"),
        ({**PLAYED, "game": {"A": 81, "B": 0}}, "game.A", "at most 80"),
        ({**PLAYED, "game": {"A": 50, "B": 31}}, "game", "only 80"),
        ({**PLAYED, "game": {"A": 40}}, "game", "missing: B"),
        ({**PLAYED, "game": {"A": 4.5, "B": 1}}, "game.A", "whole number"),
        ({**PLAYED, "game": 3}, "game", "game is a side"),
        ({**PLAYED, "redeal": "yes"}, "redeal", "true or false"),
        ({**PLAYED, "redeal": True}, "redeal", "when it is run"),
        (
            {**PLAYED, "penalties": [{"kind": "looked", "side": "A"}]},
            "penalties[0].kind",
            "no looked penalty",
        ),
        (
            {**PLAYED, "penalties": [{"kind": "renege", "side": "A"}]},
            "penalties[0].kind",
            "unknown penalty",
        ),
        ({**PLAYED, "penalties": [{"kind": "revoke"}]}, "penalties[0]", "offending side"),
        ({k: v for k, v in PLAYED.items() if k != "high"}, "high", "High is needed"),
        ({k: v for k, v in PLAYED.items() if k != "game"}, "game", "Game is needed"),
    ],
)
def test_hand_problems_name_the_hand_and_field(hand, field, words):
    found = problems("trinidad", [PLAYED, hand])
    assert (2, field) in where(found)
    message = next(p.message for p in found if p.field == field)
    assert words in message


def test_every_problem_in_a_hand_is_reported_at_once():
    found = problems(
        "trinidad", [{"dealer": "C", "turned": ["Z"], "high": "Q", "low": "A", "game": "A"}]
    )
    assert where(found) == [(1, "dealer"), (1, "turned[0]"), (1, "high")]


def test_a_turn_up_or_beg_in_a_pitch_game_is_refused():
    found = problems(
        "heckmondwike",
        [{"dealer": "A", "turned": ["J"], "beg": "stand", "high": "A", "low": "A", "game": "A"}],
    )
    assert where(found) == [(1, "turned"), (1, "beg")]


def test_pitch_games_always_award_high_and_low():
    found = problems("yorkshire", [{"dealer": "A", "high": None, "low": None, "game": "A"}])
    assert where(found) == [(1, "high")]


def test_a_gift_the_variant_forbids_is_refused():
    # American and Seven Up: the dealer cannot give a player enough to put him out (Foster).
    hand = {"dealer": "A", "turned": ["4"], "beg": "give", "high": "A", "low": "A", "game": "A"}
    found = problems("american", [hand], start={"A": 0, "B": 9})
    assert where(found) == [(1, "beg")]
    assert "would put B out" in found[0].message
    assert score("american", [hand], start={"A": 0, "B": 9}, options={"take_one_may_win": True})[
        "winners"
    ] == ["B"]


def test_a_hand_after_the_game_ended_is_refused():
    found = problems(
        "trinidad", [{"dealer": "A", "turned": ["J"]}, PLAYED], start={"A": 11, "B": 0}
    )
    assert where(found) == [(2, "hand")]
    assert "ended at hand 1" in found[0].message


def test_fields_after_the_deciding_item_may_be_left_out():
    result = score(
        "trinidad", [{"dealer": "A", "turned": ["4"], "high": "A"}], start={"A": 13, "B": 0}
    )
    assert result["winners"] == ["A"]


def test_the_dealer_must_run_after_a_forbidden_gift_not_before_the_kick_wins():
    # The turned jack wins Seven Up at once: the beg that follows is never counted or checked.
    hand = {"dealer": "A", "turned": ["J"], "beg": "give"}
    result = score("sevenup", [hand], start={"A": 6, "B": 6})
    assert result["winners"] == ["A"]
    assert [i["counted"] for i in result["hands"][0]["items"]] == [True, False]


def test_three_sided_level_game_needs_totals_where_the_tie_rule_asks_who_tied():
    hand = {"dealer": "A", "turned": ["4"], "high": "A", "low": "A", "game": None}
    assert where(problems("sevenup", [hand], sides=("A", "B", "C"))) == [(1, "game")]
    assert score("pitch", [{k: v for k, v in hand.items() if k != "turned"}], sides=("A", "B", "C"))


def test_a_record_that_is_not_an_object():
    with pytest.raises(RecordError) as caught:
        score_record(["not", "a", "record"])
    assert caught.value.problems[0].field == "record"
