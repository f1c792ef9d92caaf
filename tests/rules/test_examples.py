"""Every file in tests/data/games/ for a game the engine knows runs through it and gives
its expected result."""

import pytest

from scoring.rules import RecordError, games, score_record
from tests.conftest import example_files, load_example

EXAMPLES = [
    path for path in example_files("*.json") if load_example(path)["record"]["game"] in games()
]


@pytest.mark.parametrize("game", ["allfours", "bela", "amerikaner"])
def test_every_engine_has_examples(game):
    assert any(load_example(path)["record"]["game"] == game for path in EXAMPLES)


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.stem)
def test_example_gives_its_expected_result(path):
    example = load_example(path)
    expect = example["expect"]
    if expect.get("error"):
        with pytest.raises(RecordError) as caught:
            score_record(example["record"])
        assert {p.hand for p in caught.value.problems} == {expect["hand"]}
        return
    result = score_record(example["record"]).to_json()
    assert result["scores"] == expect["scores"]
    assert result["finished"] == expect["finished"]
    assert result["winners"] == expect["winners"]
    if "points" in expect:
        assert [hand["points"] for hand in result["hands"]] == expect["points"]
