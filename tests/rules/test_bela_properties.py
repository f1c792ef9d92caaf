"""Properties of the Bela engine over generated records of the three forms."""

import copy
import json

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from scoring.rules import score_record
from scoring.rules.bela.hand import HAND_KEYS
from scoring.rules.bela.variants import RUN_RANKS, SUITS
from tests.rules.allfours_strategies import JSON
from tests.rules.helpers import refused_where_it_went_wrong

PROPERTIES = settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
FORMS = {"bela2": ("Y", "M"), "bela3": ("A", "B", "C"), "klaberjass": ("NS", "EW")}


@st.composite
def card_points(draw, variant, sides, no_trump):
    if variant == "klaberjass":
        total = 120 if no_trump else 152
    elif variant == "bela2":
        total = draw(st.integers(18, 146))
    else:
        total = draw(st.integers(85, 152))
    cuts = sorted(
        draw(st.lists(st.integers(0, total), min_size=len(sides) - 1, max_size=len(sides) - 1))
    )
    bounds = [0, *cuts, total]
    points = {side: bounds[i + 1] - bounds[i] for i, side in enumerate(sides)}
    assume(1 not in points.values())
    return points


@st.composite
def melds(draw, sides):
    """Runs in different suits (so no card is shared), at most 8 cards a side: real hands."""
    chosen = []
    for suit in draw(st.lists(st.sampled_from(SUITS), unique=True, max_size=2)):
        length = draw(st.integers(3, 4))
        top = draw(st.sampled_from(RUN_RANKS[: len(RUN_RANKS) - length + 1]))
        chosen.append(
            {"side": draw(st.sampled_from(sides)), "length": length, "top": top, "suit": suit}
        )
    return chosen


def tied_hand(draw, variant, sides):
    """Maker and defender level: the maker's card points plus the last trick equal the
    defender's card points, with no runs or bela (rulebook E34, E47)."""
    maker = draw(st.sampled_from(sides))
    defender = next(side for side in sides if side != maker)
    points = 71 if variant == "klaberjass" else draw(st.integers(4, 68))
    return {
        "maker": maker,
        "trump": draw(st.sampled_from(SUITS)),
        "card_points": {maker: points, defender: points + 10},
        "last_trick": maker,
    }


@st.composite
def bela_records(draw):
    variant = draw(st.sampled_from(sorted(FORMS)))
    sides = FORMS[variant]
    options = {"target": draw(st.integers(100, 600))}
    ties = ["hold_over", "bate"] + (["maker_zero"] if draw(st.booleans()) else [])
    options["tie_rule"] = draw(st.sampled_from(ties))
    options["end_rule"] = draw(st.sampled_from(["claims", "play_out", "east_lothian"]))
    if variant == "klaberjass":
        options["no_trump"] = draw(st.booleans())
    if variant == "bela2":
        options["no_tricker"] = draw(st.booleans())
    record = {
        "format": "pegboard-record/1",
        "game": "bela",
        "variant": variant,
        "options": options,
        "sides": list(sides),
        "hands": [],
    }
    for _ in range(draw(st.integers(0, 8))):
        kind = draw(st.sampled_from(["played"] * 6 + ["passed", "claim", "tie"]))
        if kind == "tie" and len(sides) == 2:
            hand = tied_hand(draw, variant, sides)
        elif kind == "passed":
            hand = {"passed": True}
        elif kind == "claim" and options["end_rule"] != "play_out":
            hand = {
                "claim": {"side": draw(st.sampled_from(sides)), "points": draw(st.integers(2, 200))}
            }
            if options["end_rule"] == "east_lothian":
                hand["claim"]["trick"] = draw(st.integers(1, 3))
        else:
            no_trump = options.get("no_trump") and draw(st.booleans())
            trump = "none" if no_trump else draw(st.sampled_from(SUITS))
            hand = {
                "maker": draw(st.sampled_from(sides)),
                "trump": trump,
                "melds": draw(melds(sides)),
                "card_points": draw(card_points(variant, sides, no_trump)),
                "last_trick": draw(st.sampled_from(sides)),
            }
            if not no_trump and draw(st.booleans()):
                hand["bela"] = draw(st.sampled_from(sides))
            if variant == "bela3" and draw(st.integers(0, 4)) == 0:
                hand["big"] = True
        record["hands"].append(hand)
        if score_record(record).finished:
            break
    return record


@PROPERTIES
@given(bela_records())
def test_nothing_vanishes(record):
    """V-BE-10 and V-BE-11: a hand's points plus the change in the held-over pot equal the
    hand totals, except where a house rule drops points (maker_zero) or creates them (going
    big, which doubles)."""
    result = score_record(record)
    pot = 0
    for hand, scored in zip(record["hands"], result.hands, strict=True):
        added = sum(scored.points.values())
        if scored.extra["totals"] is not None:
            dropped = record["options"]["tie_rule"] == "maker_zero" and scored.extra["made"] is None
            if not dropped and not hand.get("big"):
                assert added + (scored.extra["held_over"] - pot) == sum(
                    scored.extra["totals"].values()
                )
        elif "claim" not in hand:
            assert added == 0 and scored.extra["held_over"] == pot
        pot = scored.extra["held_over"]


@PROPERTIES
@given(bela_records())
def test_a_finished_game_has_winners_and_scores_never_go_down(record):
    result = score_record(record)
    assert bool(result.winners) == result.finished
    assert all(points >= 0 for hand in result.hands for points in hand.points.values())
    assert json.loads(json.dumps(result.to_json())) == result.to_json()


@PROPERTIES
@given(bela_records(), st.data())
def test_a_damaged_record_raises_only_the_validation_error(record, data):
    damaged = copy.deepcopy(record)
    if damaged["hands"] and data.draw(st.booleans()):
        hand = data.draw(st.sampled_from(damaged["hands"]))
        hand[data.draw(st.sampled_from([*hand, "melds", "claim", "tricks", "big"]))] = data.draw(
            JSON
        )
    else:
        damaged[data.draw(st.sampled_from(["options", "sides", "start", "hands"]))] = data.draw(
            JSON
        )
    refused_where_it_went_wrong(damaged, HAND_KEYS)
