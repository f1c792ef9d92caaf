"""The house rules a league plays its pair games to (docs/league.md, "House rules";
leagues/rules/house.py): which variants it may choose, how each game is finished on a card,
the empty record their options are resolved on, and the refusals of a league file's."""

import pytest

from kernel.said import Said
from leagues.rules.house import (
    OTHER_HOUSE_GAMES,
    Finish,
    game_finish,
    house_game,
    house_problems,
    house_record,
    house_variants,
    resolved_options,
)
from scoring.rules import games


def test_a_stored_variant_names_its_game_all_fours_by_its_id_alone():
    assert house_game("heckmondwike") == ("allfours", "heckmondwike")
    assert house_game("bela:croatian") == ("bela", "croatian")
    assert house_game("bela:klaverjas") == ("bela", "klaverjas")


def test_a_league_chooses_among_every_all_fours_variant_then_the_bela_ones():
    chosen = house_variants()
    all_fours = list(games()["allfours"].variants)
    assert chosen == [*all_fours, "bela:croatian", "bela:klaverjas"]
    assert tuple(chosen[len(all_fours) :]) == OTHER_HOUSE_GAMES


@pytest.mark.parametrize(
    ("variant", "options", "finish"),
    [
        ("", {}, Finish.TARGET),  # no house rules: All Fours
        ("trinidad", {}, Finish.TARGET),
        ("heckmondwike", {"end": "boom"}, Finish.TARGET),  # All Fours knows no boom
        ("bela:croatian", {}, Finish.HIGHER),
        ("bela:klaverjas", {}, Finish.BOOM),  # Klaverjas plays a boom unless told otherwise
        ("bela:klaverjas", {"end": "boom"}, Finish.BOOM),
        ("bela:klaverjas", {"end": "points"}, Finish.HIGHER),
    ],
)
def test_how_a_game_of_each_house_rule_is_finished_on_a_card(variant, options, finish):
    assert game_finish(variant, options) == finish


def test_the_empty_record_carries_the_seasons_target_except_in_a_boom():
    record = house_record("heckmondwike", {"seven_up": True}, 61)
    assert record["game"] == "allfours" and record["variant"] == "heckmondwike"
    assert record["options"] == {"seven_up": True, "target": 61}
    assert record["format"] == "pegboard-record/1" and record["hands"] == []
    assert [side["id"] for side in record["sides"]] == ["A", "B"]
    points = house_record("bela:klaverjas", {"end": "points"}, 1500)
    assert (points["game"], points["variant"]) == ("bela", "klaverjas")
    assert points["options"] == {"end": "points", "target": 1500}
    boom = house_record("bela:klaverjas", {"deals": 16}, 1500)
    assert boom["options"] == {"deals": 16}  # a boom ends after its deals, not at a target


def test_options_left_out_are_the_variants_defaults():
    options = resolved_options(house_record("bela:klaverjas", {}, 1500))
    assert options["end"] == "boom" and options["deals"] == 16
    assert resolved_options(house_record("bela:croatian", {}, 1001))["target"] == 1001


def test_good_house_rules_have_no_problem():
    assert house_problems("trinidad", {}, 15) == []
    assert house_problems("bela:klaverjas", {"end": "points"}, 1500) == []


def test_an_unknown_variant_is_refused_naming_every_choice():
    (problem,) = house_problems("skat", {}, 15)
    assert str(problem) == "house_rules.variant is one of " + ", ".join(house_variants())
    # Said to translate, on a page by the titles the house-rules form shows.
    assert problem.message == "The house rules' game: choose {games}."
    assert [str(p) for p in house_problems(None, {}, 15)] == [str(problem)]


def test_options_must_be_an_object_the_engine_accepts():
    assert [str(p) for p in house_problems("trinidad", [], 15)] == [
        "house_rules.options must be an object"
    ]
    found = house_problems("bela:klaverjas", {"pit_bonus": 1000, "end": "never"}, 1500)
    assert len(found) == 2
    assert all(p.message == "the house rules, {option}: {why}" for p in found)  # as labelled
    said = [str(p) for p in found]
    assert any("roem for pit" in text and "1000" in text for text in said), said
    assert any("how the match ends" in text and "never" in text for text in said), said
    # The engine's own words go in whole, said, so the page puts them in its language too.
    assert all(isinstance(dict(p.params)["why"], Said) for p in found)
    # The season's target is checked against the variant's bounds too.
    assert house_problems("bela:croatian", {}, 0) != []
