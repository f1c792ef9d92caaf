"""The next dealer a phone with no signal picks (static/js/outbox-form.js) is the rules' own: the
form writes the rules' answers as a table (HandEntry.dealer_after), and the phone looks a
hand up in it, under a ticked box that changes the answer, else under "". For any All Fours
hand the engine accepts, entered through the form, the table gives the dealer the server
then names (facts.next_dealer): a misdeal or a pack run out included."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from scoring.entry import entry_form_for
from scoring.rules.allfours import facts
from scoring.rules.allfours.variants import VARIANTS as ALLFOURS_VARIANTS
from tests.rules.allfours_strategies import allfours_hand
from tests.test_entry_forms import ROUND_TRIPS, game_of, posted


def looked_up(table: dict, entered: dict) -> str:
    """What the phone does with the table (outbox-form.js, dealerAfter): it only looks up."""
    box = next((name for name in table if name and name in entered), "")
    return table[box][entered["dealer"]]


@ROUND_TRIPS
@given(st.data(), st.sampled_from(sorted(ALLFOURS_VARIANTS)), st.sampled_from([2, 3]))
def test_the_phone_picks_the_dealer_the_rules_name(data, variant_id, count):
    sides = ("A", "B", "C")[:count]
    variant = ALLFOURS_VARIANTS[variant_id]
    hand = data.draw(allfours_hand(variant, sides, {"target": 1000}, dict.fromkeys(sides, 0)))
    record = {"game": "allfours", "variant": variant_id, "options": {}, "sides": list(sides)}
    game = game_of(record)
    form = entry_form_for(game, initial={})
    entered = posted(form.initial_from(hand))
    assert looked_up(form.dealer_after(), entered) == facts.next_dealer(sides, "A", [hand])


@pytest.mark.parametrize("variant_id", sorted(ALLFOURS_VARIANTS))
def test_the_table_names_the_boxes_that_keep_the_deal(variant_id):
    variant = ALLFOURS_VARIANTS[variant_id]
    record = {"game": "allfours", "variant": variant_id, "options": {}, "sides": ["A", "B", "C"]}
    table = entry_form_for(game_of(record), initial={}).dealer_after()
    assert table[""] == {"A": "B", "B": "C", "C": "A"}
    keeps = {"misdeal"} & facts.penalties(variant) | (
        {"redeal"} if facts.turns_up(variant) else set()
    )
    assert set(table) - {""} == keeps
    for box in keeps:
        assert table[box] == {"A": "A", "B": "B", "C": "C"}
