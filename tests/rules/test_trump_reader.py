"""The one trump reader (scoring/rules/bela/trumps.py) as each form of the Bela family reads
a hand's `trump`: Bela with its no-trump deal and no null trump, Croatian Bela and Klaverjas
with neither; and no other module of the family reads it by hand."""

from pathlib import Path

import pytest

from scoring.rules.bela.trumps import read_trump
from scoring.rules.errors import Problems

BELA = Path(__file__).resolve().parents[2] / "scoring" / "rules" / "bela"


def _read(raw, **form) -> tuple[str | None, list[str]]:
    problems = Problems(hand=1)
    trump = read_trump(raw, problems, **form)
    return trump, [problem.message for problem in problems.found]


BELA_FOUR_HANDED = {"null_is_absent": False, "no_trump": True}
BELA_NO_TRUMP_OFF = {"null_is_absent": False, "no_trump": False}


@pytest.mark.parametrize(
    ("raw", "form", "expected"),
    [
        pytest.param({"trump": "hearts"}, {}, ("hearts", []), id="croatian-suit"),
        pytest.param({"trump": None}, {}, (None, []), id="croatian-null-is-none"),
        pytest.param({}, {}, (None, []), id="klaverjas-left-out"),
        pytest.param(
            {"trump": "none"},
            {},
            (None, ['trump is one of clubs, diamonds, hearts, spades; got "none"']),
            id="croatian-no-no-trump",
        ),
        pytest.param({"trump": "none"}, BELA_FOUR_HANDED, ("none", []), id="bela-no-trump"),
        pytest.param(
            {"trump": "none"},
            BELA_NO_TRUMP_OFF,
            (None, ["no trumps is allowed only when the house rules say so (four-handed only)"]),
            id="bela-no-trump-refused",
        ),
        pytest.param(
            {"trump": None},
            BELA_NO_TRUMP_OFF,
            (None, ["trump is one of clubs, diamonds, hearts, spades; got null"]),
            id="bela-null-refused",
        ),
        pytest.param(
            {},
            {**BELA_FOUR_HANDED, "needed": True},
            (None, ["give the trump suit: clubs or diamonds or hearts or spades or no trumps"]),
            id="bela-needed",
        ),
        pytest.param({}, BELA_FOUR_HANDED, (None, []), id="bela-claimed-before"),
    ],
)
def test_each_form_reads_its_trump(raw, form, expected):
    assert _read(raw, **form) == expected


def test_no_other_module_refuses_a_trump():
    """A trump suit is refused in trumps.py alone: no form of the family keeps its own
    reader, so a refusal reads the same in each."""
    refusing = [
        path.name for path in sorted(BELA.glob("*.py")) if '"trump is one of' in path.read_text()
    ]
    assert refusing == ["trumps.py"]
