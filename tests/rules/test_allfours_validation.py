"""Invalid All Fours records are rejected with the hand and field at fault (rulebook §2.1 and
spec/record-format.md), in words a player understands."""

import pytest

from scoring.rules import RecordError, score_record
from tests.rules.helpers import problems, record, score

PLAYED = {"dealer": "A", "turned": ["4"], "high": "A", "low": "B", "game": "A"}


def where(found) -> list[tuple]:
    return [(p.hand, p.field) for p in found]


@pytest.mark.parametrize(
    ("change", "field", "message"),
    [
        (
            {"format": "pegboard-record/2"},
            "format",
            'format must be "pegboard-record/1", got "pegboard-record/2"',
        ),
        (
            {"game": "whist"},
            "game",
            'unknown game "whist"; Pegboard scores allfours, bela, amerikaner',
        ),
        (
            {"variant": "barbados"},
            "variant",
            (
                'unknown allfours variant "barbados"; the variants are trinidad, tobago, '
                "yorkshire, heckmondwike, lancashire, cotton, running, american, sevenup, pitch"
            ),
        ),
        ({"options": {"target": 0}}, "options.target", "target: must be at least 1, got 0"),
        (
            {"options": {"target": True}},
            "options.target",
            "target: expected a whole number, got true",
        ),
        (
            {"options": {"trumps": "hearts"}},
            "options.trumps",
            (
                "'trumps' is not an option of trinidad (its options: target, kicks, kick_scoring, "
                "beg_point, take_one_may_win, hang_jack, low_to, game_tie, game_value, "
                "revoke_game, stakes)"
            ),
        ),
        (
            {"options": {"kick_scoring": "sometimes"}},
            "options.kick_scoring",
            'kick_scoring: expected one of every, final; got "sometimes"',
        ),
        (
            {"options": {"kicks": {"Z": 1}}},
            "options.kicks",
            'kicks: "Z" is not a rank (A K Q J 10 9 8 7 6 5 4 3 2)',
        ),
        (
            {"options": {"stakes": {"game": -1}}},
            "options.stakes",
            "stakes: the game stake must be a number of at least 0",
        ),
        ({"sides": ["A", "A"]}, "sides[1]", 'side "A" is listed twice'),
        ({"sides": ["A", "B", "C"]}, "sides", "All Fours (Trinidad) is for 2 sides, not 3"),
        ({"start": {"A": 14}}, "start.A", "start score: must be at most 13, got 14"),
        ({"start": {"C": 1}}, "start.C", '"C" is not one of the sides'),
        ({"hands": {}}, "hands", "hands must be a list, got an object"),
        (
            {"dealer": "A"},
            "dealer",
            (
                "unknown field 'dealer' (a record has format, game, variant, options, sides, "
                "start, hands)"
            ),
        ),
    ],
)
def test_record_level_problems_have_no_hand(change, field, message):
    data = {**record("trinidad", []), **change}
    with pytest.raises(RecordError) as caught:
        score_record(data)
    assert [(p.hand, p.field, p.message) for p in caught.value.problems] == [(None, field, message)]


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
    ("hand", "field", "message"),
    [
        ({**PLAYED, "dealer": "C"}, "dealer", '"C" is not one of the sides (A, B)'),
        (
            {k: v for k, v in PLAYED.items() if k != "dealer"},
            "dealer",
            "every hand names the dealer's side",
        ),
        (
            {**PLAYED, "hgh": "A"},
            "hgh",
            (
                "unknown field 'hgh' (an All Fours hand has dealer, turned, beg, redeal, high, "
                "low, jack, game, penalties)"
            ),
        ),
        (
            {**PLAYED, "turned": ["1"]},
            "turned[0]",
            '"1" is not a rank (A K Q J 10 9 8 7 6 5 4 3 2)',
        ),
        ({**PLAYED, "turned": [10]}, "turned[0]", 'ranks are written as text: "10", not 10'),
        ({**PLAYED, "turned": []}, "turned", "give the rank of the card turned up for trumps"),
        (
            {**PLAYED, "turned": ["4", "5"]},
            "turned",
            "when the trump is stood only one card is turned; turning more is running the pack",
        ),
        (
            {**PLAYED, "beg": "run"},
            "turned",
            "running the pack turns another card: list every card turned, in order",
        ),
        ({**PLAYED, "beg": "pass"}, "beg", 'beg is one of stand, give, run; got "pass"'),
        (
            {**PLAYED, "high": None},
            "high",
            "Low was won, so a trump was in play and someone won High too",
        ),
        (
            {**PLAYED, "low": None},
            "low",
            "High was won, so someone won Low too (the same card if it was the only trump)",
        ),
        (
            {**PLAYED, "high": None, "low": None, "jack": "A"},
            "jack",
            "the trump jack was in play, so High and Low cannot be nobody's",
        ),
        (
            {**PLAYED, "jack": {"held": "A"}},
            "jack",
            'jack is a side or {"held": side, "won": side}',
        ),
        (
            {**PLAYED, "jack": {"held": "A", "won": "Z"}},
            "jack.won",
            '"Z" is not one of the sides (A, B)',
        ),
        (
            {**PLAYED, "game": {"A": 81, "B": 0}},
            "game.A",
            "game points: must be at most 80, got 81 (the whole pack holds 80)",
        ),
        (
            {**PLAYED, "game": {"A": 50, "B": 31}},
            "game",
            "game points add up to 81, but the pack holds only 80: at most 80 were in play",
        ),
        ({**PLAYED, "game": {"A": 40}}, "game", "give every side's game points (missing: B)"),
        (
            {**PLAYED, "game": {"A": 4.5, "B": 1}},
            "game.A",
            "game points: expected a whole number, got 4.5 (the whole pack holds 80)",
        ),
        (
            {**PLAYED, "game": 3},
            "game",
            'game is a side, null for level totals, or {"A": 23, "B": 17}',
        ),
        ({**PLAYED, "redeal": "yes"}, "redeal", 'redeal is true or false, got "yes"'),
        (
            {**PLAYED, "redeal": True},
            "redeal",
            "the pack can only run out when it is run (the beggar was refused and asked to run)",
        ),
        (
            {**PLAYED, "penalties": [{"kind": "looked", "side": "A"}]},
            "penalties[0].kind",
            "this variant has no looked penalty (it has: misdeal, revoke, revoke_honour)",
        ),
        (
            {**PLAYED, "penalties": [{"kind": "renege", "side": "A"}]},
            "penalties[0].kind",
            'unknown penalty "renege" (misdeal, looked, revoke, revoke_honour)',
        ),
        (
            {**PLAYED, "penalties": [{"kind": "revoke"}]},
            "penalties[0]",
            'a penalty is {"kind": ..., "side": the offending side}',
        ),
        (
            {k: v for k, v in PLAYED.items() if k != "high"},
            "high",
            "High is needed: the game was not decided before it",
        ),
        (
            {k: v for k, v in PLAYED.items() if k != "low"},
            "low",
            "Low is needed: the game was not decided before it",
        ),
        (
            {k: v for k, v in PLAYED.items() if k != "game"},
            "game",
            "Game is needed: the game was not decided before it",
        ),
    ],
)
def test_hand_problems_name_the_hand_and_field(hand, field, message):
    found = problems("trinidad", [PLAYED, hand])
    assert (2, field) in where(found)
    assert next(p.message for p in found if p.field == field) == message


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
    assert found[0].message == (
        "the dealer cannot give: 1 would put B out (9 + 1 reaches 10); the dealer must run"
    )
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


def test_the_checks_stop_at_their_limits():
    """The largest accepted values: game points all in play, the turn-ups a pack allows."""
    ace = {**PLAYED, "beg": "stand", "turned": ["A"], "game": {"A": 40, "B": 36}}
    run = {**PLAYED, "beg": "run", "turned": ["4", "5", "6", "7", "8", "9"]}
    run_out = {"dealer": "A", "beg": "run", "turned": ["4", "5", "6"], "redeal": True}
    for hand in (ace, run, run_out):
        assert score("trinidad", [hand])
