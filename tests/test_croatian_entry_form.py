"""The Croatian Bela entry form, round-tripped (as tests/test_entry_forms.py does for the other
families): any hand a scorepad can hold comes back through the form (initial_from -> POST ->
hand_record) scoring exactly as before; and the engine's problems land on their fields."""

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring.entry import entry_class, entry_form_for
from scoring.entry.croatian import CroatianEntry
from scoring.rules import RecordError, score_record
from scoring.rules.bela import facts
from tests.test_entry_forms import game_of, posted

ROUND_TRIPS = settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
SIDES = ("A", "B")


def one_deal(hand: dict) -> bool:
    """Whether the hand is one deal of 32 cards (scoring/rules/bela/deal.py): the pad's chips
    drawn at random may need a card twice (four kings and the other side's bela)."""
    try:
        score_record(record_of([hand]))
    except RecordError:
        return False
    return True


@st.composite
def drawn_pad_hand(draw) -> dict:
    if draw(st.integers(0, 9)) == 0:
        return {"belot": draw(st.sampled_from(SIDES))}
    hand = {"caller": draw(st.sampled_from(SIDES))}
    if draw(st.booleans()):
        hand["trump"] = draw(st.sampled_from(facts.SUITS))
    if draw(st.integers(0, 4)) == 0:
        hand["stiglja"] = draw(st.sampled_from(SIDES))
    else:
        points = draw(st.integers(0, facts.DEAL_POINTS))
        hand["card_points"] = {"A": points, "B": facts.DEAL_POINTS - points}
    kinds = draw(st.lists(st.sampled_from(sorted(facts.PAD_DECLARATIONS)), max_size=4))
    kinds = [k for i, k in enumerate(kinds) if not k.startswith("four_") or k not in kinds[:i]]
    if kinds:
        hand["declarations"] = [
            {"side": draw(st.sampled_from(SIDES)), **facts.PAD_DECLARATIONS[kind]} for kind in kinds
        ]
    if bela := draw(st.sampled_from((None, *SIDES))):
        hand["bela"] = bela
    doubling = draw(st.integers(0, 2))
    if doubling:
        hand["kontra"] = True
    if doubling == 2:
        hand["rekontra"] = True
    return hand


def pad_hand():
    return drawn_pad_hand().filter(one_deal)


def record_of(hands: list[dict]) -> dict:
    return {
        "game": "bela",
        "variant": "croatian",
        "sides": list(SIDES),
        "options": {"target": 10000},
        "hands": hands,
    }


def through_the_form(record: dict, hand: dict) -> dict:
    game = game_of(record)
    form = entry_form_for(game, posted(entry_class(game).initial_from(hand)), initial={})
    assert form.is_valid(), (hand, form.errors)
    return form.hand_record()


@ROUND_TRIPS
@given(st.lists(pad_hand(), min_size=1, max_size=4))
def test_a_scorepad_hand_comes_back_through_the_form(hands):
    hands = hands[: next((n + 1 for n, h in enumerate(hands) if "belot" in h), len(hands))]
    record = record_of(hands)
    again = {**record, "hands": [through_the_form(record, hand) for hand in hands]}
    assert again["hands"] == hands
    assert score_record(again).to_json() == score_record(record).to_json()


def test_the_variant_has_its_own_form():
    assert entry_class(game_of(record_of([]))) is CroatianEntry


def test_the_engines_problems_land_on_their_fields():
    form = entry_form_for(game_of(record_of([])), posted({}), initial={})
    assert form.form_field_for("card_points.B") == "points_B"
    assert form.form_field_for("card_points") == "points_B"
    assert form.form_field_for("declarations[2].rank") == "decl_2_kind"
    assert form.form_field_for("declarations") == "decl_0_kind"
    assert form.form_field_for("rekontra") == "doubling"
    assert form.form_field_for("stiglja") == "stiglja"


def folds(form) -> tuple[bool, bool]:
    """Whether the declarations, and the second and later of them, are shown open."""
    return form.declarations_given, form.more_declarations_given


def test_the_declarations_are_folded_until_a_hand_holds_one():
    game = game_of(record_of([]))
    assert folds(entry_form_for(game, None, initial={})) == (False, False)
    assert folds(entry_form_for(game, posted({"caller": "A"}), initial={})) == (False, False)
    one = posted({"caller": "A", "decl_0_kind": "three", "decl_0_side": "A"})
    assert folds(entry_form_for(game, one, initial={})) == (True, False)
    two = {**one, "decl_2_kind": "four_jacks"}
    assert folds(entry_form_for(game, two, initial={})) == (True, True)
    # A hand edited later opens on the declarations it holds.
    hand = {"caller": "A", "declarations": [{"side": "B", **facts.PAD_DECLARATIONS["three"]}]}
    edited = entry_form_for(game, None, initial=CroatianEntry.initial_from(hand))
    assert folds(edited) == (True, False)
