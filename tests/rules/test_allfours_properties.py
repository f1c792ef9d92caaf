"""Properties of the All Fours engine over generated records of every variant."""

import contextlib
import copy
import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring.rules import RecordError, score_record
from scoring.rules.allfours.hand import HAND_KEYS
from tests.rules.allfours_strategies import JSON, allfours_records
from tests.rules.helpers import field_points_into, refused_where_it_went_wrong

PROPERTIES = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@PROPERTIES
@given(allfours_records())
def test_a_finished_game_has_exactly_one_winner(record):
    result = score_record(record)
    assert len(result.winners) == (1 if result.finished else 0)
    if result.finished:
        honour_revoke = any(i.item == "revoke_honour" and i.counted for i in result.hands[-1].items)
        assert honour_revoke or result.scores[result.winners[0]] >= result.target


@PROPERTIES
@given(allfours_records())
def test_nothing_is_counted_after_the_winning_item(record):
    result = score_record(record)
    for number, hand in enumerate(result.hands, start=1):
        flags = [item.counted for item in hand.items]
        assert flags == sorted(flags, reverse=True), "an uncounted item before a counted one"
        if False in flags:
            assert hand.finished and number == len(result.hands)
        assert hand.finished == (number == len(result.hands) and result.finished)


@PROPERTIES
@given(allfours_records())
def test_scores_are_start_plus_the_counted_items(record):
    result = score_record(record)
    running = {side: record["start"][side] for side in record["sides"]}
    for hand in result.hands:
        counted = {side: 0 for side in running}
        for item in hand.items:
            counted[item.side] += item.points if item.counted else 0
        assert hand.points == counted
        running = {side: running[side] + counted[side] for side in running}
        assert hand.scores == running
    assert result.scores == running


@PROPERTIES
@given(allfours_records())
def test_the_result_depends_only_on_the_record(record):
    first = score_record(record).to_json()
    again = score_record(copy.deepcopy(record)).to_json()
    # The same record read back from JSON with its keys in another order.
    shuffled = json.loads(json.dumps(record, sort_keys=True))
    assert first == again == score_record(shuffled).to_json()
    assert json.loads(json.dumps(first)) == first  # the result is plain JSON


@PROPERTIES
@given(allfours_records(), st.data())
def test_a_damaged_record_raises_only_the_validation_error(record, data):
    damaged = copy.deepcopy(record)
    if damaged["hands"] and data.draw(st.booleans()):
        hand = data.draw(st.sampled_from(damaged["hands"]))
        key = data.draw(st.sampled_from([*hand, "high", "turned", "penalties", "game", "extra"]))
        hand[key] = data.draw(JSON)
    else:
        key = data.draw(
            st.sampled_from(["format", "game", "variant", "options", "sides", "start", "hands"])
        )
        damaged[key] = data.draw(JSON)
    refused_where_it_went_wrong(damaged, HAND_KEYS)


def test_a_field_path_is_read_as_the_entry_form_reads_it():
    hand = {"penalties": [{"kind": "x"}], "game": {"A": 1}}
    assert field_points_into("penalties[0].kind", hand, HAND_KEYS)
    assert field_points_into("game.B", hand, HAND_KEYS)  # a side's points still to give
    assert field_points_into("high", hand, HAND_KEYS)  # High still to give
    assert not field_points_into("penalties[1].kind", hand, HAND_KEYS)
    assert not field_points_into("penalties[0].side.kind", hand, HAND_KEYS)
    assert not field_points_into("trumps", hand, HAND_KEYS)


@PROPERTIES
@given(JSON)
def test_any_json_value_is_scored_or_rejected_cleanly(value):
    with contextlib.suppress(RecordError):
        score_record(value)
