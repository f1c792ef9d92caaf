"""Hypothesis strategies for valid All Fours records of every variant.

Hands are drawn one at a time, each valid by construction; the running scores (needed only to
keep a gift legal where the variant forbids a winning gift, and to stop once the game is won)
come from the engine's own result for the hands drawn so far."""

from hypothesis import strategies as st

from scoring.rules import score_record
from scoring.rules.allfours.variants import RANKS, VARIANTS, game_value_of, turn_up_limit

SIDE_IDS = ("A", "B", "C")
JSON_SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(-5, 100)
    | st.floats(allow_nan=False)
    | st.text(max_size=4)
)
JSON = st.recursive(
    JSON_SCALARS,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=10,
)


@st.composite
def options(draw, variant):
    chosen = {}
    if draw(st.booleans()):
        chosen["target"] = draw(st.integers(1, 20))
    if variant.traits.turn_up and draw(st.booleans()):
        chosen["kick_scoring"] = draw(st.sampled_from(["every", "final"]))
    if draw(st.booleans()):
        chosen["hang_jack"] = draw(st.integers(0, 6))
    if draw(st.booleans()):
        chosen["game_value"] = draw(st.integers(0, 2))
    if draw(st.booleans()):
        chosen["stakes"] = {"game": draw(st.integers(0, 5)), "all_fours": draw(st.integers(0, 3))}
    if "revoke_game" in variant.options and draw(st.booleans()):
        chosen["revoke_game"] = draw(st.sampled_from(["nobody", "opponents", "no_effect"]))
    return chosen


def _side_or_capture(draw, sides):
    held = draw(st.sampled_from(sides))
    won = draw(st.sampled_from(sides))
    return held if held == won and draw(st.booleans()) else {"held": held, "won": won}


@st.composite
def played_fields(draw, sides, turn_up, turned, trump_card, three_way_tie_rule):
    high = draw(st.sampled_from(sides)) if not turn_up or draw(st.integers(0, 9)) else None
    fields = {"high": high}
    if high is None:
        fields["low"] = None
    else:
        fields["low"] = _side_or_capture(draw, sides)
        if trump_card != "J" and draw(st.booleans()):
            fields["jack"] = _side_or_capture(draw, sides)
    in_play = 80 - sum(game_value_of(rank) for rank in turned)
    shape = draw(st.sampled_from(["side", "level", "totals"]))
    if shape == "side":
        fields["game"] = draw(st.sampled_from(sides))
    elif shape == "level" and not (len(sides) > 2 and three_way_tie_rule):
        fields["game"] = None
    else:
        totals, left = {}, in_play
        for side in sides:
            totals[side] = draw(st.integers(0, left))
            left -= totals[side]
        fields["game"] = totals
    return fields


@st.composite
def allfours_hand(draw, variant, sides, opts, scores):
    traits, settings = variant.traits, {**variant.defaults, **opts}
    dealer = draw(st.sampled_from(sides))
    kinds = ["played"] * 4
    kinds += ["misdeal", "revoke", "revoke_honour"] if "misdeal" in traits.penalties else []
    kinds += ["looked"] if "looked" in traits.penalties else []
    kinds += ["redeal"] if traits.turn_up else []
    kind = draw(st.sampled_from(kinds))
    if kind == "misdeal":
        return {"dealer": dealer, "penalties": [{"kind": "misdeal", "side": dealer}]}

    hand = {"dealer": dealer}
    turned = []
    if traits.turn_up:
        limit = turn_up_limit(len(sides))
        if kind == "redeal":
            hand["beg"] = "run"
            hand["turned"] = turned = draw(
                st.lists(st.sampled_from(RANKS), min_size=limit, max_size=limit)
            )
            hand["redeal"] = True
            return hand
        receivers = [s for s in sides if s != dealer]
        gift_wins = any(scores[s] + settings["beg_point"] >= settings["target"] for s in receivers)
        begs = ["stand", "run"] + (
            ["give"] if settings["take_one_may_win"] or not gift_wins else []
        )
        beg = draw(st.sampled_from(begs))
        count = draw(st.integers(2, limit)) if beg == "run" else 1
        turned = draw(st.lists(st.sampled_from(RANKS), min_size=count, max_size=count))
        hand.update(
            {"turned": turned, "beg": beg}
            if draw(st.booleans()) or beg != "stand"
            else {"turned": turned}
        )
    trump_card = turned[-1] if turned else None
    if kind == "revoke_honour":
        hand["penalties"] = [{"kind": "revoke_honour", "side": draw(st.sampled_from(sides))}]
        return hand
    if kind == "revoke":
        hand["penalties"] = [{"kind": "revoke", "side": draw(st.sampled_from(sides))}]
    if kind == "looked":
        hand["penalties"] = [
            {"kind": "looked", "side": draw(st.sampled_from([s for s in sides if s != dealer]))}
        ]
    three_way = settings["game_tie"] == "non_dealer"
    hand.update(draw(played_fields(sides, traits.turn_up, turned, trump_card, three_way)))
    return hand


@st.composite
def allfours_records(draw, max_hands=12):
    variant = VARIANTS[draw(st.sampled_from(sorted(VARIANTS)))]
    sides = SIDE_IDS[: draw(st.sampled_from(variant.side_counts))]
    opts = draw(options(variant))
    target = opts.get("target", variant.defaults["target"])
    start = {side: draw(st.integers(0, target - 1)) for side in sides}
    record = {
        "format": "pegboard-record/1",
        "game": "allfours",
        "variant": variant.id,
        "options": opts,
        "sides": list(sides),
        "start": start,
        "hands": [],
    }
    scores = dict(start)
    for _ in range(draw(st.integers(0, max_hands))):
        record["hands"].append(draw(allfours_hand(variant, sides, opts, scores)))
        result = score_record(record)
        if result.finished:
            break
        scores = result.scores
    return record
