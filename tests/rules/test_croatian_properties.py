"""Properties of the Croatian Bela engine over generated games (docs/rules/croatian-bela.md):
no point is lost or made up, a fallen caller writes nothing, only the best single
declaration's side scores declarations, the sides' order changes nothing, the game ends as the
rules say, and a damaged hand is refused where it went wrong."""

import copy
import json

from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from scoring.rules import score_record
from scoring.rules.bela.croatian_hand import HAND_KEYS
from scoring.rules.record import parse_record
from tests.rules.allfours_strategies import JSON
from tests.rules.bela_deals import croatian_declarations, real_deals
from tests.rules.helpers import refused_where_it_went_wrong

PROPERTIES = settings(max_examples=100, deadline=None, suppress_health_check=list(HealthCheck))
SIDES = ("MI", "VI")
FOURS = {"J": 200, "9": 150, "A": 100, "10": 100, "K": 100, "Q": 100}


def value_of(declaration) -> int:
    if declaration["kind"] == "four":
        return FOURS[declaration["rank"]]
    return {3: 20, 4: 50}.get(declaration["cards"], 100)


@st.composite
def hand(draw, bela=False, stiglja=False):
    """A deal whose declarations and bela a real deal holds (tests/rules/bela_deals.py), some of
    them declared, some as a pad writes them (no top card or suit); its card points any
    figure some tricks hold. `bela`: a deal whose bela is written; `stiglja`: a štiglja."""
    deal = draw(real_deals())
    possible, held_bela = croatian_declarations(deal, SIDES)
    assume(held_bela or not bela)
    chosen = draw(st.lists(st.integers(0, max(len(possible) - 1, 0)), unique=True, max_size=4))
    declarations = []
    for index in chosen if possible else ():
        one = dict(possible[index])
        if one["kind"] == "sequence" and draw(st.booleans()):
            del one["top"], one["suit"]
        declarations.append(one)
    raw = {"caller": draw(st.sampled_from(SIDES)), "trump": deal.trump}
    swept = draw(st.sampled_from(SIDES if stiglja else (None, None, None, *SIDES)))
    if swept:
        raw["stiglja"] = swept
    else:
        mi = draw(st.integers(0, 162).filter(lambda n: n not in (1, 161)))
        raw["card_points"] = {"MI": mi, "VI": 162 - mi}
    if declarations:
        raw["declarations"] = declarations
    if held_bela and (bela or draw(st.booleans())):
        raw["bela"] = held_bela
    doubling = draw(st.sampled_from((0, 0, 1, 2)))
    if doubling:
        raw["kontra"] = True
    if doubling == 2:
        raw["rekontra"] = True
    return raw


OPTIONS = st.fixed_dictionaries(
    {},
    optional={
        "tie_rule": st.sampled_from(("fall", "hang", "made")),
        "stiglja": st.sampled_from((90, 100)),
        "equal_declarations": st.sampled_from(("first", "trump", "nobody")),
        "bela_kept": st.booleans(),
        "lost_bela": st.sampled_from(("taken", "dropped")),
        "stiglja_declarations": st.sampled_from(("best", "all")),
        "kontra_all": st.booleans(),
        "kontra_made": st.sampled_from(("own", "all")),
        "belot_points": st.sampled_from(("target", "none")),
        "target": st.sampled_from((501, 701, 1001)),
    },
)


def game(hands, options, sides=SIDES):
    return {
        "game": "bela",
        "variant": "croatian",
        "sides": list(sides),
        "hands": hands,
        "options": options,
    }


def scored_while_unfinished(hands, options):
    """The hands up to the one that ends the game (nothing may follow it), and their result,
    added one by one to the game's fold."""
    record = parse_record(game([], options))
    fold = record.game.fold(record)
    for count, raw in enumerate(hands, start=1):
        fold.add(raw)
        if fold.winners:
            return hands[:count], fold.result().to_json()
    return hands, fold.result().to_json()


def multiplier(raw) -> int:
    return 4 if raw.get("rekontra") else 2 if raw.get("kontra") else 1


def other_side(side: str) -> str:
    return next(each for each in SIDES if each != side)


def taker(raw, made, options) -> str | None:
    """The side that takes the whole deal, if one does: štiglja, a fall, or a kontra made
    under `kontra_made: all`."""
    if raw.get("stiglja"):
        return raw["stiglja"]
    if made is False:
        return other_side(raw["caller"])
    if made and raw.get("kontra") and options.get("kontra_made") == "all":
        return raw["caller"]
    return None


def bela_written(raw, made, options) -> int:
    """Bela's 20, unless the house rule `lost_bela: dropped` drops a bela its side lost."""
    if not raw.get("bela"):
        return 0
    lost = taker(raw, made, options) not in (None, raw["bela"]) and not options.get("bela_kept")
    return 0 if lost and options.get("lost_bela") == "dropped" else 20


def declarations_written(raw, scored, options) -> int:
    """The declarations that count (in the totals), or in a štiglja under
    `stiglja_declarations: all` every one shown, both sides'."""
    if raw.get("stiglja") and options.get("stiglja_declarations") == "all":
        return sum(value_of(d) for d in raw.get("declarations", []))
    return sum(scored["totals"].values()) - 162 - (20 if raw.get("bela") else 0)


@PROPERTIES
@given(st.lists(hand(), min_size=1, max_size=12), OPTIONS)
def test_no_point_is_lost_or_made_up(hands, options):
    """Every deal's worth (162 and štiglja, multiplied; declarations and bela, at face value
    unless kontra_all) is written down or still hangs, but a bela the house rule drops."""
    hands, result = scored_while_unfinished(hands, options)
    worth = 0
    for raw, scored in zip(hands, result["hands"], strict=True):
        times = multiplier(raw)
        face = times if options.get("kontra_all") else 1
        extras = declarations_written(raw, scored, options)
        extras += bela_written(raw, scored["made"], options)
        bonus = options.get("stiglja", 90) if raw.get("stiglja") else 0
        worth += 162 * times + bonus * times + extras * face
    written = sum(result["scores"].values())
    assert written + result["hands"][-1]["held_over"] == worth


@PROPERTIES
@given(hand(), OPTIONS)
def test_a_fallen_caller_writes_nothing_but_a_kept_bela(raw, options):
    result = score_record(game([raw], {**options, "target": 5000})).to_json()["hands"][0]
    caller = raw["caller"]
    if result["made"] is False:
        kept = options.get("bela_kept") and raw.get("bela") == caller
        face = multiplier(raw) if options.get("kontra_all") else 1
        assert result["points"][caller] == (20 * face if kept else 0)
        other = next(side for side in SIDES if side != caller)
        assert result["points"][other] >= 162 * multiplier(raw)
    if raw.get("stiglja"):
        assert result["made"] is (raw["stiglja"] == caller)


@PROPERTIES
@given(hand())
def test_only_the_best_single_declarations_side_scores_declarations(raw):
    declarations = raw.get("declarations", [])
    result = score_record(game([raw], {"target": 5000})).to_json()["hands"][0]
    counted = sum(result["totals"].values()) - 162 - (20 if raw.get("bela") else 0)
    if not declarations:
        assert counted == 0
        return
    best = max(value_of(d) for d in declarations)
    holders = {d["side"] for d in declarations if value_of(d) == best}
    if len(holders) == 1:
        (side,) = holders
        assert counted == sum(value_of(d) for d in declarations if d["side"] == side)
    else:
        assert counted in {sum(value_of(d) for d in declarations if d["side"] == s) for s in SIDES}


@PROPERTIES
@given(st.lists(hand(), min_size=1, max_size=8), OPTIONS)
def test_the_sides_order_changes_nothing(hands, options):
    hands, result = scored_while_unfinished(hands, options)
    turned = score_record(game(hands, options, sides=SIDES[::-1])).to_json()
    assert turned["scores"] == result["scores"]
    assert turned["winners"] == result["winners"]


@PROPERTIES
@given(st.lists(hand(), min_size=1, max_size=20), OPTIONS)
def test_the_game_ends_when_a_side_past_the_target_leads(hands, options):
    hands, result = scored_while_unfinished(hands, options)
    target = options.get("target", 1001)
    scores = result["scores"]
    leaders = [side for side in SIDES if scores[side] == max(scores.values())]
    ends = max(scores.values()) >= target and len(leaders) == 1
    assert result["finished"] is ends
    assert result["winners"] == (leaders if ends else [])


@PROPERTIES
@given(st.lists(hand(), min_size=1, max_size=3), st.data())
def test_a_damaged_hand_is_refused_where_it_went_wrong(hands, data):
    record = game(copy.deepcopy(hands), {})
    number = data.draw(st.integers(0, len(hands) - 1))
    key = data.draw(st.sampled_from((*HAND_KEYS, "extra")))
    record["hands"][number][key] = data.draw(JSON)
    json.dumps(record)
    refused_where_it_went_wrong(record, HAND_KEYS)
