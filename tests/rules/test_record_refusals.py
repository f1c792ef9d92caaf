"""The envelope of a record (scoring/rules/record.py) refused word for word, with the field each
refusal names; a hand recorded after the end; and how the rules core's words read
(kernel/said.py)."""

import json
from pathlib import Path

import pytest

from kernel.said import named, said
from scoring.rules import RecordError, score_record, unwrap_example

EXAMPLES = Path(__file__).resolve().parent.parent / "data" / "games"
BASE = {
    "format": "pegboard-record/1",
    "game": "allfours",
    "variant": "trinidad",
    "sides": ["A", "B"],
    "hands": [],
}
DROP = "DROP"  # a change that leaves the key out

ENVELOPE_REFUSALS = [
    (
        "an unknown key",
        {"dealer": "A"},
        [
            (
                None,
                "dealer",
                (
                    "unknown field 'dealer' (a record has format, game, variant, options, sides, "
                    "start, hands)"
                ),
            )
        ],
    ),
    (
        "an empty key",
        {"": 1},
        [
            (
                None,
                '""',
                (
                    "unknown field '' (a record has format, game, variant, options, sides, start, "
                    "hands)"
                ),
            )
        ],
    ),
    (
        "a wrong format",
        {"format": "pegboard-record/2"},
        [(None, "format", 'format must be "pegboard-record/1", got "pegboard-record/2"')],
    ),
    (
        "a format that is not text",
        {"format": 1},
        [(None, "format", 'format must be "pegboard-record/1", got 1')],
    ),
    (
        "no game",
        {"game": "DROP"},
        [(None, "game", "unknown game nothing; Pegboard scores allfours, bela, amerikaner")],
    ),
    (
        "a game that is not text",
        {"game": 3},
        [(None, "game", "unknown game 3; Pegboard scores allfours, bela, amerikaner")],
    ),
    (
        "no variant",
        {"variant": "DROP"},
        [
            (
                None,
                "variant",
                (
                    "unknown allfours variant nothing; the variants are trinidad, tobago, "
                    "yorkshire, heckmondwike, lancashire, cotton, running, american, sevenup, "
                    "pitch"
                ),
            )
        ],
    ),
    (
        "sides not a list",
        {"sides": "AB"},
        [(None, "sides", "sides must be a list of side ids or side objects")],
    ),
    (
        "no sides",
        {"sides": "DROP"},
        [(None, "sides", "sides must be a list of side ids or side objects")],
    ),
    (
        "a side of the wrong type",
        {"sides": ["A", 2]},
        [(None, "sides[1]", 'a side is an id such as "A" or an object with an "id"')],
    ),
    (
        "a side object without an id",
        {"sides": ["A", {"name": "B"}]},
        [(None, "sides[1]", 'a side is an id such as "A" or an object with an "id"')],
    ),
    (
        "a side with an unknown field",
        {"sides": ["A", {"id": "B", "colour": "red", "age": 3}]},
        [(None, "sides[1]", "unknown side field(s): age, colour")],
    ),
    (
        "a side with an empty name",
        {"sides": ["A", {"id": "B", "name": " "}]},
        [(None, "sides[1].name", "a side's name must be a non-empty string")],
    ),
    (
        "a side whose name is not text",
        {"sides": ["A", {"id": "B", "name": 7}]},
        [(None, "sides[1].name", "a side's name must be a non-empty string")],
    ),
    (
        "players that are not names",
        {"sides": ["A", {"id": "B", "players": ["x", 1]}]},
        [(None, "sides[1].players", "players must be a list of names")],
    ),
    (
        "players that are not a list",
        {"sides": ["A", {"id": "B", "players": "xy"}]},
        [(None, "sides[1].players", "players must be a list of names")],
    ),
    ("an empty side id", {"sides": ["A", " "]}, [(None, "sides[1]", "a side id cannot be empty")]),
    (
        "a side listed twice",
        {"sides": ["A", "A"]},
        [(None, "sides[1]", 'side "A" is listed twice')],
    ),
    (
        "three sides where two play",
        {"sides": ["A", "B", "C"]},
        [(None, "sides", "All Fours (Trinidad) is for 2 sides, not 3")],
    ),
    ("one side", {"sides": ["A"]}, [(None, "sides", "All Fours (Trinidad) is for 2 sides, not 1")]),
    (
        "two players where three play",
        {"sides": ["A", "B"], "game": "bela", "variant": "bela3"},
        [(None, "sides", "Bela / Clobyosh (three-handed) is for 3 players, not 2")],
    ),
    (
        "start not an object",
        {"start": [1, 2]},
        [(None, "start", 'start must be an object of scores per side, e.g. {"A": 5, "B": 3}')],
    ),
    ("a start for nobody", {"start": {"C": 1}}, [(None, "start.C", '"C" is not one of the sides')]),
    (
        "a start over the target",
        {"start": {"A": 14}},
        [(None, "start.A", "start score: must be at most 13, got 14")],
    ),
    (
        "a start below zero",
        {"start": {"A": -1}},
        [(None, "start.A", "start score: must be at least 0, got -1")],
    ),
    (
        "no hands",
        {"hands": "DROP"},
        [(None, "hands", "the record has no hands list (use [] for a game not yet played)")],
    ),
    (
        "hands not a list",
        {"hands": {"dealer": "A"}},
        [(None, "hands", "hands must be a list, got an object")],
    ),
    (
        "a required option missing",
        {"sides": ["N", "E", "S", "W"], "game": "amerikaner", "variant": "kani"},
        [(None, "options.target", "Kani has no usual target: agree one before you play")],
    ),
    (
        "options not an object",
        {"options": [1]},
        [(None, "options", "options must be an object, got a list")],
    ),
    (
        "an option of another variant",
        {"options": {"looked_penalty": 4}},
        [
            (
                None,
                "options.looked_penalty",
                (
                    "'looked_penalty' is not an option of trinidad (its options: target, kicks, "
                    "kick_scoring, beg_point, take_one_may_win, hang_jack, low_to, game_tie, "
                    "game_value, revoke_game, stakes)"
                ),
            )
        ],
    ),
]


@pytest.mark.parametrize(
    ("change", "expected"), [pytest.param(*case[1:], id=case[0]) for case in ENVELOPE_REFUSALS]
)
def test_each_envelope_refusal_in_its_own_words(change, expected):
    data = {key: value for key, value in {**BASE, **change}.items() if value != DROP}
    with pytest.raises(RecordError) as caught:
        score_record(data)
    assert [(p.hand, p.field, p.message) for p in caught.value.problems] == expected


def test_a_hand_after_a_joint_win_names_both_winners():
    record = json.loads((EXAMPLES / "kani-joint-win.json").read_text())["record"]
    record["hands"].append(record["hands"][-1])
    with pytest.raises(RecordError) as caught:
        score_record(record)
    assert [(p.hand, p.field, p.message) for p in caught.value.problems] == [
        (3, "hand", "the game ended at hand 2 (N and W won): nothing can follow it")
    ]


def test_a_worked_example_is_read_for_its_record():
    record = {**BASE}
    assert unwrap_example({"record": record, "expect": {}}) is record
    assert unwrap_example(record) is record
    assert unwrap_example({"record": record}) == {"record": record}  # no "expect": not an example
    assert unwrap_example([record]) == [record]


def test_the_rules_cores_words_read_in_english_as_filled_in():
    card = said("a {rank}", rank=9)
    assert str(said("{dealer} turned up {card}", dealer="Crown", card=card)) == (
        "Crown turned up a 9"
    )
    assert said("High to {side}", side="A").params == (("side", "A"),)
    assert named("All Fours") == "All Fours"
