"""What one game may hold (rules/limits.py, docs/record-format.md "Limits"): each limit holds
exactly at its edge, and a record past it is refused word for word on the field at fault, as
every other wrong record is."""

import dataclasses

import pytest

from scoring.rules import RecordError, parse_record, score_record
from scoring.rules.limits import (
    LARGEST_OPTION,
    LONGEST_NAME,
    MOST_HANDS,
    MOST_PLAYERS,
    name_refusal,
)


def misdeal(number: int) -> dict:
    side = "AB"[number % 2]
    return {"dealer": side, "penalties": [{"kind": "misdeal", "side": side}]}


def record(hands: int = 1, sides=("A", "B"), target=LARGEST_OPTION) -> dict:
    return {
        "format": "pegboard-record/1",
        "game": "allfours",
        "variant": "trinidad",
        "options": {"target": target},
        "sides": list(sides),
        "hands": [misdeal(n) for n in range(hands)],
    }


def refused(data: dict) -> list[tuple]:
    with pytest.raises(RecordError) as error:
        score_record(data)
    return [(p.hand, p.field, p.message) for p in error.value.problems]


def test_the_limits_as_the_docs_say_them():
    assert (MOST_HANDS, LONGEST_NAME, MOST_PLAYERS, LARGEST_OPTION) == (500, 60, 10, 10_000)


def test_a_game_of_the_most_hands_scores_and_one_more_is_refused():
    assert len(score_record(record(MOST_HANDS)).hands) == MOST_HANDS
    assert refused(record(MOST_HANDS + 1)) == [(None, "hands", "a game holds at most 500 hands")]


def test_a_stored_game_cannot_grow_past_the_most_hands_one_at_a_time():
    parsed = parse_record(record(MOST_HANDS))
    fold = parsed.game.fold(dataclasses.replace(parsed, hands=())).add_all(parsed.hands)
    with pytest.raises(RecordError) as error:
        fold.add(misdeal(MOST_HANDS))
    assert [(p.hand, p.field, p.message) for p in error.value.problems] == [
        (501, "hand", "a game holds at most 500 hands")
    ]
    assert len(fold.hands) == MOST_HANDS


def test_the_largest_target_is_taken_and_one_more_is_refused():
    assert score_record(record(target=LARGEST_OPTION)).target == LARGEST_OPTION
    assert refused(record(target=LARGEST_OPTION + 1)) == [
        (None, "options.target", "target: must be at most 10000, got 10001")
    ]


def test_names_at_the_longest_are_taken_and_one_character_more_is_refused():
    longest = "x" * LONGEST_NAME
    side = {"id": "A", "name": longest, "players": [longest] * MOST_PLAYERS}
    assert score_record(record(sides=[side, "B"])).scores == {"A": 0, "B": 1}
    too_long = "y" * (LONGEST_NAME + 1)
    sides = [{"id": "A", "name": too_long, "players": ["Ann", too_long]}, too_long]
    assert refused(record(sides=sides)) == [
        (None, "sides[0].name", "a name is at most 60 characters"),
        (None, "sides[0].players[1]", "a name is at most 60 characters"),
        (None, "sides[1]", "a name is at most 60 characters"),
    ]


def test_a_side_lists_at_most_ten_players():
    side = {"id": "A", "players": [f"P{n}" for n in range(MOST_PLAYERS + 1)]}
    assert refused(record(sides=[side, "B"])) == [
        (None, "sides[0].players", "a side lists at most 10 players")
    ]


def test_a_long_id_of_a_named_side_is_refused_on_its_id():
    side = {"id": "z" * (LONGEST_NAME + 1), "name": "Crown"}
    assert refused(record(sides=[side, "B"]))[0] == (
        None,
        "sides[0].id",
        "a name is at most 60 characters",
    )


@pytest.mark.parametrize(
    "name",
    ["Red\nLion", "Red\rLion", "Tab\there", "Nul\x00", "Del\x7f", "Line\u2028sep", "P\u2029"],
)
def test_a_name_is_one_line_without_control_characters(name):
    assert str(name_refusal(name)) == "a name is one line, with no control characters"
    assert refused(record(sides=[{"id": "A", "name": name}, "B"])) == [
        (None, "sides[0].name", "a name is one line, with no control characters")
    ]


@pytest.mark.parametrize("name", ["می\u200cخانه", "Café Nöel", "شیر سرخ", "x" * LONGEST_NAME])
def test_names_in_every_script_are_taken(name):
    # Persian writes a zero-width non-joiner (a format character) inside words.
    assert name_refusal(name) is None
