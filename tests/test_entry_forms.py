"""Every family's entry form, round-tripped: any hand the engine accepts comes back through
the form (initial_from -> POST -> hand_record) scoring exactly as before; and the engine's
problems with a hand land on the field that entered it. Plus the rule that keeps the forms
honest: scoring/entry/ reads only each rules package's public `facts`."""

import ast
import uuid
from pathlib import Path

import pytest
from django import forms
from django.conf import settings as django_settings
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from scoring.entry import ENTRY_FORMS, entry_form_for
from scoring.models import Game
from scoring.rules import RecordError, score_record
from scoring.rules.allfours.variants import VARIANTS as ALLFOURS_VARIANTS
from tests.rules.allfours_strategies import allfours_hand
from tests.rules.test_amerikaner_properties import amerikaner_records
from tests.rules.test_bela_properties import bela_records

ROUND_TRIPS = settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))


def game_of(record: dict) -> Game:
    sides = [{"id": side, "name": f"Side {side}", "players": []} for side in record["sides"]]
    return Game(
        game=record["game"], variant=record["variant"], options=record["options"], sides=sides
    )


def posted(values: dict) -> dict:
    """A form's initial values as a browser posts them: strings, a ticked box as "on"."""
    data = {"client_id": str(uuid.uuid4())}
    for name, value in values.items():
        if value is None or value is False:
            continue
        data[name] = "on" if value is True else str(value)
    return data


def through_the_form(record: dict, hand: dict) -> dict:
    game = game_of(record)
    form = entry_form_for(game, posted(ENTRY_FORMS[game.game].initial_from(hand)), initial={})
    assert form.is_valid(), (hand, form.errors)
    return form.hand_record()


def assert_round_trips(record: dict) -> None:
    again = {**record, "hands": [through_the_form(record, hand) for hand in record["hands"]]}
    assert score_record(again).to_json() == score_record(record).to_json()


@ROUND_TRIPS
@given(st.data(), st.sampled_from(sorted(ALLFOURS_VARIANTS)))
def test_every_all_fours_hand_round_trips(data, variant_id):
    variant = ALLFOURS_VARIANTS[variant_id]
    hand = data.draw(allfours_hand(variant, ("A", "B"), {"target": 1000}, {"A": 0, "B": 0}))
    record = {
        "format": "pegboard-record/1",
        "game": "allfours",
        "variant": variant_id,
        "options": {"target": 1000},
        "sides": ["A", "B"],
        "hands": [hand],
    }
    assert_round_trips(record)


@ROUND_TRIPS
@given(bela_records())
def test_every_bela_hand_round_trips(record):
    assert_round_trips(record)


@ROUND_TRIPS
@given(amerikaner_records())
def test_every_amerikaner_and_kani_hand_round_trips(record):
    assert_round_trips(record)


# The engine's problems, where the player sees them.

RECORDS = {
    "allfours": ("trinidad", {}, ["A", "B"]),
    "bela": ("bela2", {"end_rule": "claims"}, ["A", "B"]),
    "klaberjass": ("klaberjass", {}, ["A", "B"]),
    "amerikaner": ("amerikaner", {"kitty": "none"}, ["A", "B", "C", "D"]),
}


def problems_on_the_form(family: str, hand: dict, posted_data: dict):
    variant, options, sides = RECORDS[family]
    game_id = "bela" if family == "klaberjass" else family
    record = {"game": game_id, "variant": variant, "options": options, "sides": sides}
    form = entry_form_for(game_of(record), posted(posted_data), initial={})
    assert form.is_valid(), form.errors
    with pytest.raises(RecordError) as refused:
        score_record({"format": "pegboard-record/1", **record, "hands": [hand]})
    form.add_engine_problems(refused.value.problems)
    return form


@pytest.mark.parametrize(
    ("family", "hand", "entered", "field"),
    [
        ("allfours", {"dealer": "A", "turned": ["Z"]}, {"dealer": "A"}, "turned"),
        ("allfours", {"dealer": "A", "turned": ["4"], "high": "A"}, {"dealer": "A"}, "low"),
        (
            "klaberjass",
            {"maker": "A", "trump": "clubs", "card_points": {"A": 90, "B": 70}, "last_trick": "A"},
            {"maker": "A", "trump": "clubs", "points_A": 90, "points_B": 70, "last_trick": "A"},
            "points_B",
        ),
        (
            "bela",
            {"claim": {"side": "A", "points": 1}},
            {"claim_side": "A", "claim_points": 1},
            "claim_points",
        ),
        (
            "amerikaner",
            {"bidder": "A", "bid": 7, "partner": "B", "tricks": {"A": 9, "B": 1, "C": 1, "D": 1}},
            {"bidder": "A", "bid": 7, "partner": "B", "tricks_A": 9, "tricks_B": 1, "tricks_C": 1},
            "tricks",
        ),
    ],
)
def test_the_engines_problem_lands_on_the_field_that_entered_it(family, hand, entered, field):
    form = problems_on_the_form(family, hand, entered)
    errors = form.errors.get(field) or form.group_errors.get(field)
    assert errors, (form.errors, form.group_errors)
    assert not form.non_field_errors()


def test_a_runs_problem_lands_on_its_row_when_a_row_was_left_empty():
    game = game_of({"game": "bela", "variant": "bela2", "options": {}, "sides": ["A", "B"]})
    entered = {"maker": "A", "trump": "clubs", "points_A": 60, "points_B": 40, "last_trick": "A"}
    runs = {"run_2": "B:3", "run_2_top": "8", "run_2_suit": "hearts"}
    form = entry_form_for(game, posted({**entered, **runs}), initial={})
    assert form.is_valid(), form.errors
    assert form.hand_record()["melds"] == [{"side": "B", "length": 3, "top": "8", "suit": "hearts"}]
    with pytest.raises(RecordError) as refused:
        record = {"format": "pegboard-record/1", "game": "bela", "variant": "bela2"}
        score_record({**record, "sides": ["A", "B"], "hands": [form.hand_record()]})
    form.add_engine_problems(refused.value.problems)
    # The run was moved up to the first row, where its problem is shown with it.
    assert form["run_0_top"].value() == "8" and form.errors.get("run_0")


def test_the_entry_forms_read_only_the_rules_public_surface():
    """scoring/entry/ imports scoring.rules (the registry) and each family's `facts`, never
    an engine module: a rule fact stated there is stated once."""
    allowed = {"scoring.rules", *(f"scoring.rules.{family}" for family in ENTRY_FORMS)}
    entry = Path(django_settings.BASE_DIR) / "scoring" / "entry"
    for path in entry.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.ImportFrom) and node.module.startswith("scoring.rules"):
                names = {alias.name for alias in node.names}
                assert node.module in allowed, f"{path.name} imports {node.module}"
                if node.module != "scoring.rules":
                    assert names == {"facts"}, f"{path.name} imports {names} of {node.module}"
            elif isinstance(node, ast.Import):
                assert not any(a.name.startswith("scoring.rules.") for a in node.names), path


def test_the_forms_offer_what_the_engine_allows():
    """The choices come from the rules: no 7 to top a run in the 28-card pack, the claim
    and trick limits, the Amerikaner bids of the deal."""
    three = {"game": "bela", "variant": "bela3", "sides": ["A", "B", "C"]}
    tops = dict(
        entry_form_for(game_of({**three, "options": {"deck": 28}})).fields["run_0_top"].choices
    )
    assert "7" not in tops and "8" in tops
    assert "7" in dict(
        entry_form_for(game_of({**three, "options": {}})).fields["run_0_top"].choices
    )
    two = entry_form_for(
        game_of({"game": "bela", "variant": "bela2", "options": {}, "sides": ["A", "B"]})
    )
    assert two.fields["claim_trick"].max_value == 9 and "big" not in two.fields
    kani = {"game": "amerikaner", "variant": "kani", "options": {}, "sides": list("NESW")}
    bids = [value for value, _ in entry_form_for(game_of(kani)).fields["bid"].choices]
    assert bids[0] == "7" and bids[-1] == "13"


def _tampered(data, record: dict) -> tuple[dict, Game]:
    """One hand of the record as posted, with one of its fields given another value the form
    accepts (a chip, a number, a box): often a hand the engine refuses."""
    hand = data.draw(st.sampled_from(record["hands"]))
    game = game_of(record)
    values = posted(ENTRY_FORMS[game.game].initial_from(hand))
    form = entry_form_for(game, values, initial={})
    name = data.draw(st.sampled_from(sorted(set(form.fields) - {"client_id"})))
    field = form.fields[name]
    if hasattr(field, "choices"):
        values[name] = data.draw(st.sampled_from([str(value) for value, _ in field.choices]))
    elif isinstance(field.widget, forms.CheckboxInput):
        values[name] = data.draw(st.sampled_from(["on", ""]))
    else:
        values[name] = str(data.draw(st.integers(0, field.max_value or 20)))
    return values, game


def assert_problems_land_on_fields(data, record: dict) -> None:
    values, game = _tampered(data, record)
    form = entry_form_for(game, values, initial={})
    if not form.is_valid():
        event("refused by the form")
        return  # the form's own message, on its field
    hand = form.hand_record()
    try:
        score_record({**record, "hands": [hand]})
        event("accepted")
    except RecordError as refused:
        event("refused by the engine")
        form.add_engine_problems(refused.problems)
        assert not form.non_field_errors(), [(p.field, p.message) for p in refused.problems]


@ROUND_TRIPS
@given(st.data(), st.sampled_from(sorted(ALLFOURS_VARIANTS)))
def test_an_all_fours_problem_lands_on_a_field(data, variant_id):
    variant = ALLFOURS_VARIANTS[variant_id]
    hand = data.draw(allfours_hand(variant, ("A", "B"), {"target": 1000}, {"A": 0, "B": 0}))
    record = {"format": "pegboard-record/1", "game": "allfours", "variant": variant_id}
    record |= {"options": {"target": 1000}, "sides": ["A", "B"], "hands": [hand]}
    assert_problems_land_on_fields(data, record)


@ROUND_TRIPS
@given(st.data(), bela_records())
def test_a_bela_problem_lands_on_a_field(data, record):
    if record["hands"]:
        assert_problems_land_on_fields(data, {**record, "hands": record["hands"][:1]})


@ROUND_TRIPS
@given(st.data(), amerikaner_records())
def test_an_amerikaner_problem_lands_on_a_field(data, record):
    if record["hands"]:
        assert_problems_land_on_fields(data, {**record, "hands": record["hands"][:1]})
