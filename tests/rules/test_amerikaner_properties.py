"""Properties of the Amerikaner and Kani engine over generated records."""

import copy

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring.rules import score_record
from scoring.rules.amerikaner.hand import HAND_KEYS
from scoring.rules.amerikaner.variants import DEALS, deal_for
from tests.rules.allfours_strategies import JSON
from tests.rules.helpers import refused_where_it_went_wrong

PROPERTIES = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
PLAYERS = "ABCDEF"


@st.composite
def split(draw, total, players):
    """`total` tricks shared among the players, each whole and not negative."""
    cuts = sorted(
        draw(st.lists(st.integers(0, total), min_size=len(players) - 1, max_size=len(players) - 1))
    )
    bounds = [0, *cuts, total]
    return {p: bounds[i + 1] - bounds[i] for i, p in enumerate(players)}


@st.composite
def amerikaner_records(draw):
    kani = draw(st.booleans())
    if kani:
        options = {"target": draw(st.integers(10, 80)), "flat_ten": draw(st.booleans())}
        players = tuple("NESW")
    else:
        kitty = draw(st.sampled_from(sorted(DEALS)))
        count = draw(st.sampled_from(sorted(DEALS[kitty])))
        players = tuple(PLAYERS[:count])
        options = {
            "kitty": kitty,
            "target": draw(st.integers(10, 60)),
            "all_pass": draw(st.sampled_from(["redeal", "play_negative"])),
        }
    options["top_tie"] = draw(st.sampled_from(["joint", "play_on"]))
    variant = "kani" if kani else "amerikaner"
    deal = deal_for(variant, options, len(players))
    record = {
        "format": "pegboard-record/1",
        "game": "amerikaner",
        "variant": variant,
        "options": options,
        "sides": list(players),
        "hands": [],
    }
    for _ in range(draw(st.integers(0, 10))):
        tricks = draw(split(deal.tricks, players))
        if draw(st.integers(0, 9)) == 0:
            hand = {"passed": True}
            if options.get("all_pass") == "play_negative":
                hand["tricks"] = tricks
        else:
            bidder = draw(st.sampled_from(players))
            amerikaner_bid = not kani and draw(st.integers(0, 5)) == 0
            hand = {"bidder": bidder, "tricks": tricks}
            if amerikaner_bid:
                hand["bid"] = "amerikaner"
            else:
                hand["bid"] = draw(st.integers(deal.min_bid, deal.max_bid))
                if not deal.kitty or draw(st.integers(0, 4)):
                    hand["partner"] = draw(st.sampled_from([p for p in players if p != bidder]))
        record["hands"].append(hand)
        if score_record(record).finished:
            break
    return record


@PROPERTIES
@given(amerikaner_records())
def test_the_sum_of_a_hands_changes_matches_v_am_6(record):
    result = score_record(record)
    deal = deal_for(record["variant"], record["options"], len(record["sides"]))
    for hand, scored in zip(record["hands"], result.hands, strict=True):
        total = sum(scored.points.values())
        if hand.get("passed"):
            assert total == -sum(hand.get("tricks", {}).values())
            continue
        sign = 1 if scored.extra["made"] else -1
        side = {hand["bidder"], hand.get("partner")} - {None}
        taken = sum(hand["tricks"][p] for p in side)
        if record["variant"] == "kani":
            value = (
                50 if hand["bid"] == 13 else (10 if record["options"]["flat_ten"] else hand["bid"])
            )
            assert total == 2 * value  # two players score, two score nothing (V-AM-8)
            assert sorted(scored.points.values())[:2] == [0, 0]
        elif hand["bid"] == "amerikaner":
            assert total == sign * 52 + (deal.tricks - taken)
        else:
            assert total == sign * len(side) * hand["bid"] + (deal.tricks - taken)


@PROPERTIES
@given(amerikaner_records())
def test_kani_scores_never_go_down(record):
    result = score_record(record)
    if record["variant"] == "kani":
        assert all(points >= 0 for hand in result.hands for points in hand.points.values())


@PROPERTIES
@given(amerikaner_records())
def test_a_finished_game_has_winners_at_the_top(record):
    result = score_record(record)
    if not result.finished:
        assert result.winners == []
        return
    best = max(result.scores.values())
    assert best >= result.target
    assert result.winners == [p for p, s in result.scores.items() if s == best]
    if record["options"]["top_tie"] == "play_on":
        assert len(result.winners) == 1


@PROPERTIES
@given(amerikaner_records(), st.data())
def test_a_damaged_record_raises_only_the_validation_error(record, data):
    damaged = copy.deepcopy(record)
    if damaged["hands"] and data.draw(st.booleans()):
        hand = data.draw(st.sampled_from(damaged["hands"]))
        hand[data.draw(st.sampled_from([*hand, "bid", "partner", "passed"]))] = data.draw(JSON)
    else:
        damaged[data.draw(st.sampled_from(["options", "sides", "start", "hands"]))] = data.draw(
            JSON
        )
    refused_where_it_went_wrong(damaged, HAND_KEYS)
