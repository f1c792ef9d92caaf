"""`manage.py score`: the result JSON on stdout, or exit 2 with the errors (spec)."""

import io
import json
import subprocess
import sys

import pytest
from django.core.management import call_command

from tests.conftest import REPO, example_files, load_example

BLANK = {
    "format": "pegboard-record/1",
    "game": "allfours",
    "variant": "trinidad",
    "sides": ["A", "B"],
    "hands": [],
}


def run_score(argument: str, stdin: str | None = None, monkeypatch=None):
    out, err = io.StringIO(), io.StringIO()
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    try:
        call_command("score", argument, stdout=out, stderr=err)
        status = 0
    except SystemExit as exit:
        status = exit.code
    return status, json.loads(out.getvalue()), err.getvalue()


SCORED_EXAMPLES = example_files("*.json")  # every game has its engine now


@pytest.mark.parametrize("path", SCORED_EXAMPLES, ids=lambda p: p.stem)
def test_it_scores_every_example_file(path):
    expect = load_example(path)["expect"]
    status, output, errors = run_score(str(path))
    if expect.get("error"):
        assert status == 2
        assert {e["hand"] for e in output["errors"]} == {expect["hand"]}
        assert errors.strip().startswith(f"hand {expect['hand']}, ")
    else:
        assert status == 0 and errors == ""
        assert output["format"] == "pegboard-result/1"
        assert (output["scores"], output["finished"], output["winners"]) == (
            expect["scores"],
            expect["finished"],
            expect["winners"],
        )


def test_it_reads_standard_input(monkeypatch):
    record = load_example(example_files("allfours-trinidad-two-hands.json")[0])["record"]
    status, output, _ = run_score("-", json.dumps(record), monkeypatch)
    assert status == 0 and output["scores"] == {"A": 7, "B": 5}


@pytest.mark.parametrize(
    ("text", "field"),
    [
        ("{not json", "record"),
        ("[" * 100_000, "record"),
        ('{"game": ' + "9" * 5_000 + "}", "record"),
        (json.dumps({**BLANK, "variant": "x"}), "variant"),
    ],
)
def test_it_exits_2_with_the_errors_for_a_bad_record(monkeypatch, text, field):
    status, output, errors = run_score("-", text, monkeypatch)
    assert status == 2
    assert output["format"] == "pegboard-result/1"
    assert [(e["hand"], e["field"]) for e in output["errors"]] == [(None, field)]
    assert errors.startswith(f"record, {field}: ")


def test_a_record_without_format_is_read_as_pegboard_record_1(monkeypatch):
    record = {key: value for key, value in BLANK.items() if key != "format"}
    status, output, errors = run_score("-", json.dumps(record), monkeypatch)
    assert status == 0 and errors == "" and output["scores"] == {"A": 0, "B": 0}


@pytest.mark.parametrize("value", ["pegboard-record/2", None, 1, ""])
def test_any_other_format_is_an_error_on_format(monkeypatch, value):
    status, output, _ = run_score("-", json.dumps({**BLANK, "format": value}), monkeypatch)
    assert status == 2
    assert [(e["hand"], e["field"]) for e in output["errors"]] == [(None, "format")]


def test_a_missing_file_is_reported_not_raised(tmp_path):
    status, output, _ = run_score(str(tmp_path / "nope.json"))
    assert status == 2 and output["errors"][0]["field"] == "file"


def test_it_runs_as_a_real_command_without_a_traceback():
    # The spec's own invocation, in a fresh process with no settings in the environment.
    bad = example_files("allfours-trinidad-kicked-jack-cannot-be-won.json")[0]
    done = subprocess.run(
        [sys.executable, "manage.py", "score", str(bad)],
        cwd=REPO,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert json.loads(done.stdout)["errors"][0] == {
        "hand": 1,
        "field": "jack",
        "message": "the jack of trumps was turned up, so it was not in play: "
        "nobody won or hanged it",
    }
