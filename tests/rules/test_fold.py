"""Scoring is a fold (rules/fold.py): a game that gains one hand at a time, with the result
read after each, scores exactly as the whole record scored at once. The stored games rely on
it: they keep a fold per version and add only the new hand."""

import dataclasses
import pickle

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


@pytest.mark.parametrize("path", [p for p in EXAMPLES if _playable(p)], ids=lambda p: p.stem)
def test_a_copy_shares_only_what_no_hand_changes(path):
    """A stored game's kept fold is copied for each new hand (scoring/models/_kept.py): its
    settled parts are shared by every copy, so no hand may change them; everything else is
    the copy's own, so hands added to a copy leave the fold it came from as it was."""
    data = load_example(path)["record"]
    record = parse_record(data)
    fold = record.game.fold(dataclasses.replace(record, hands=()))
    settled = {name: pickle.dumps(getattr(fold, name)) for name in fold.settled}
    original = fold.result().to_json()
    copied = fold.copy().add_all(record.hands)
    assert copied.result().to_json() == score_record(data).to_json()
    assert fold.result().to_json() == original and not fold.hands
    for name, before in settled.items():
        assert getattr(copied, name) is getattr(fold, name)  # shared, and
        assert pickle.dumps(getattr(fold, name)) == before  # unchanged by every hand
    for name, value in vars(copied).items():
        if name not in {"record", "hands", *fold.settled} and not _immutable(value):
            assert value is not getattr(fold, name), name


def _immutable(value) -> bool:
    return isinstance(value, int | str | bool | float | type(None) | tuple | frozenset)
