"""The peers' house rules of issue 50 over generated deals (docs/rules/croatian-bela.md, "Bela",
"Štiglja", "Kontra and rekontra"; docs/rules/klaverjas.md, K9, K10): each deal scored under the
option and under the default it changes, the difference being exactly what the rule says."""

from hypothesis import given
from hypothesis import strategies as st

from scoring.rules import score_record
from tests.rules.helpers import record
from tests.rules.test_croatian_properties import (
    OPTIONS,
    PROPERTIES,
    SIDES,
    game,
    hand,
    multiplier,
    other_side,
    taker,
    value_of,
)
from tests.rules.test_klaverjas_properties import deals

TARGET = {"target": 5000}  # one deal never ends the game: nothing but the rule moves a point


def scored(raw, options) -> dict:
    return score_record(game([raw], {**options, **TARGET})).to_json()["hands"][0]


@PROPERTIES
@given(hand(bela=True), OPTIONS)
def test_a_dropped_bela_is_the_lost_sides_and_only_it(raw, options):
    """`lost_bela: dropped`: the 20 of a bela whose side lost the deal (a fall, a štiglja, a
    kontra made under `kontra_made: all`) is written by nobody; every other bela as before."""
    taken = scored(raw, {**options, "lost_bela": "taken"})
    dropped = scored(raw, {**options, "lost_bela": "dropped"})
    face = multiplier(raw) if options.get("kontra_all") else 1
    winner = taker(raw, taken["made"], options)
    lost = winner not in (None, raw["bela"]) and not options.get("bela_kept")
    assert taken["made"] == dropped["made"]
    for side in SIDES:
        gone = 20 * face if lost and side == winner else 0
        assert dropped["points"][side] == taken["points"][side] - gone


@PROPERTIES
@given(hand(stiglja=True), OPTIONS)
def test_a_stiglja_under_all_takes_every_declaration_shown(raw, options):
    """`stiglja_declarations: all`: the side that took every trick writes 162, the štiglja, both
    sides' declarations and bela (unless the other side keeps it); the other side nothing."""
    options = {**options, "stiglja_declarations": "all"}
    result = scored(raw, options)
    times = multiplier(raw)
    face = times if options.get("kontra_all") else 1
    swept, other = raw["stiglja"], other_side(raw["stiglja"])
    declared = sum(value_of(d) for d in raw.get("declarations", []))
    kept = raw.get("bela") == other and options.get("bela_kept")
    bela = (
        20
        if raw.get("bela")
        and not kept
        and (raw["bela"] == swept or options.get("lost_bela") != "dropped")
        else 0
    )
    bonus = options.get("stiglja", 90)
    assert result["points"][swept] == (162 + bonus) * times + (declared + bela) * face
    assert result["points"][other] == (20 * face if kept else 0)


@PROPERTIES
@given(hand(), OPTIONS)
def test_a_kontra_made_under_all_gives_the_caller_the_whole_deal(raw, options):
    """`kontra_made: all`: a doubled deal the caller makes is theirs whole, the deal's points
    the same as when each side writes its own; any other deal as before."""
    own = scored(raw, {**options, "kontra_made": "own"})
    whole = scored(raw, {**options, "kontra_made": "all"})
    caller = raw["caller"]
    if own["made"] and raw.get("kontra") and not raw.get("stiglja"):
        worth = sum(own["points"].values())
        theirs = raw.get("bela") == other_side(caller)
        # Bela kept by its holder (`bela_kept`) stays the other side's: the rest is the caller's.
        kept = sum(
            item["points"]
            for item in own["items"]
            if item["item"] == "bela" and theirs and options.get("bela_kept")
        )
        if theirs and not options.get("bela_kept") and options.get("lost_bela") == "dropped":
            worth -= 20 * (multiplier(raw) if options.get("kontra_all") else 1)
        assert whole["points"] == {caller: worth - kept, other_side(caller): kept}
    else:
        assert whole["points"] == own["points"]


KLAVERJAS_OPTIONS = st.fixed_dictionaries(
    {},
    optional={
        "tie": st.sampled_from(("nat", "made")),
        "pit_bonus": st.sampled_from((0, 100, 150)),
        "double_roem": st.booleans(),
        "revoke_roem": st.sampled_from(("all", "own")),
        "kraak_scoring": st.sampled_from(("whole", "each")),
        "revoke_pit": st.booleans(),
    },
)


def klaverjas_deal(hand, options) -> dict:
    return score_record(record("klaverjas", [hand], game="bela", options=options)).to_json()


@PROPERTIES
@given(deals(verzaakt=True), KLAVERJAS_OPTIONS)
def test_kraak_scored_each_keeps_the_deals_points_and_doubles_each_teams_own(hand, options):
    """`kraak_scoring: each`: a doubled deal is scored as any deal (the players nat only when
    they make no more than the others), each team's own card points doubled; the deal hands out
    what a deal won whole does."""
    whole = klaverjas_deal(hand, {**options, "kraak_scoring": "whole"})
    each = klaverjas_deal(hand, {**options, "kraak_scoring": "each"})
    assert sum(each["scores"].values()) == sum(whole["scores"].values())
    deal, doubled = each["hands"][0], hand.get("doubled", 1)
    if hand.get("verzaakt"):
        return
    totals, maker = deal["totals"], hand["maker"]
    ahead = totals[maker] > totals[other_of(maker)] or (
        totals[maker] == totals[other_of(maker)] and options.get("tie") == "made"
    )
    assert deal["nat"] == (None if ahead else maker)
    if ahead:
        for side in ("A", "B"):
            cards = [i for i in deal["items"] if i["item"] == "card_points" and i["side"] == side]
            assert sum(i["points"] for i in cards) == hand["card_points"][side] * doubled


def other_of(team: str) -> str:
    return "B" if team == "A" else "A"


@PROPERTIES
@given(deals(verzaakt=True), KLAVERJAS_OPTIONS)
def test_the_others_revoke_pays_pit_only_under_revoke_pit(hand, options):
    """`revoke_pit`: when the others revoke, the players take pit's roem too (×kraak where roem
    is doubled); a revoke by the players, or none, changes nothing."""
    plain = klaverjas_deal(hand, {**options, "revoke_pit": False})
    paid = klaverjas_deal(hand, {**options, "revoke_pit": True})
    maker = hand["maker"]
    extra = 0
    if hand.get("verzaakt") == other_of(maker):
        times = hand.get("doubled", 1) if options.get("double_roem") else 1
        extra = options.get("pit_bonus", 100) * times
    assert paid["scores"][maker] == plain["scores"][maker] + extra
    assert paid["scores"][other_of(maker)] == plain["scores"][other_of(maker)]
