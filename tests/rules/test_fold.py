"""Scoring is a fold (rules/fold.py): a game that gains one hand at a time, with the result
read after each, scores exactly as the whole record scored at once. The stored games rely on
it: they keep a fold per version and add only the new hand."""

import dataclasses

import pytest

from scoring.rules import RecordError, parse_record, score_record
from tests.conftest import load_example
from tests.rules.test_examples import EXAMPLES


def _playable(path) -> bool:
    return not load_example(path)["expect"].get("error")


@pytest.mark.parametrize("path", [p for p in EXAMPLES if _playable(p)], ids=lambda p: p.stem)
def test_a_hand_at_a_time_gives_what_the_whole_record_gives(path):
    data = load_example(path)["record"]
    record = parse_record(data)
    fold = record.game.fold(dataclasses.replace(record, hands=()))
    earlier = []
    for count, raw in enumerate(record.hands, start=1):
        fold.add(raw)
        earlier.append(fold.result())
        whole = score_record({**data, "hands": data["hands"][:count]})
        assert earlier[-1].to_json() == whole.to_json()
    # A result read earlier is a snapshot: later hands do not change it.
    for count, snapshot in enumerate(earlier, start=1):
        assert len(snapshot.hands) == count
        assert (
            snapshot.to_json() == score_record({**data, "hands": data["hands"][:count]}).to_json()
        )


def test_nothing_follows_the_hand_that_decided_the_game():
    example = next(p for p in EXAMPLES if _playable(p) and load_example(p)["expect"]["finished"])
    data = load_example(example)["record"]
    record = parse_record(data)
    fold = record.game.fold(record).add_all(record.hands)
    with pytest.raises(RecordError) as caught:
        fold.add(data["hands"][-1])
    assert caught.value.problems[0].hand == len(data["hands"]) + 1
