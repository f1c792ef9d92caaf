"""Properties of the Klaverjas engine over generated deals (docs/rules/klaverjas.md)."""

import copy

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring.rules import score_record
from scoring.rules.bela.facts import least_boom_total
from scoring.rules.bela.klaverjas_hand import HAND_KEYS
from scoring.rules.bela.klaverjas_roem import roem_value
from tests.rules.allfours_strategies import JSON
from tests.rules.bela_deals import klaverjas_roem, real_deals
from tests.rules.helpers import record, refused_where_it_went_wrong

PROPERTIES = settings(max_examples=150, deadline=None, suppress_health_check=list(HealthCheck))
SIDES = ("A", "B")
KINDS = ("three", "four", "four_aces", "four_kings", "four_queens", "four_tens")


@st.composite
def deals(draw, verzaakt=False):
    """A deal as a table plays it: a real deal's card points, roem and stuk
    (tests/rules/bela_deals.py), or pit: every card point to one team and roem in at most eight
    tricks, at most one four of a kind each, all the pit team's."""
    maker = draw(st.sampled_from(SIDES))
    pit = draw(st.sampled_from([None, None, *SIDES]))
    if pit:
        points = {pit: 162, next(s for s in SIDES if s != pit): 0}
        fours = draw(st.lists(st.sampled_from(KINDS[2:]), unique=True, max_size=3))
        runs = draw(st.lists(st.sampled_from(KINDS[:2]), max_size=8 - len(fours)))
        roem = [{"side": pit, "kind": kind} for kind in fours + runs]
        stuk = draw(st.sampled_from(SIDES))
    else:
        deal = draw(real_deals())
        points = {"A": deal.points[0], "B": deal.points[1]}
        roem, stuk = klaverjas_roem(deal, SIDES)
    hand = {"maker": maker, "card_points": points, "roem": roem}
    if pit:
        hand["pit"] = pit
    if stuk and draw(st.booleans()):
        hand["stuk"] = stuk
    if doubled := draw(st.sampled_from([1, 2, 4, 8])):
        hand["doubled"] = doubled
    if verzaakt and not pit and draw(st.booleans()):
        hand["verzaakt"] = draw(st.sampled_from(SIDES))
    return hand


def roem_in(hand) -> int:
    stuk = 20 if hand.get("stuk") else 0
    pit = 100 if hand.get("pit") else 0
    return sum(roem_value(r["kind"]) for r in hand["roem"]) + stuk + pit


@PROPERTIES
@given(deals(verzaakt=True))
def test_a_deal_hands_out_the_doubled_162_and_every_roem(hand):
    """K7, K9, K10: made or nat, the deal's points are 162 (doubled by kraken) and all roem."""
    result = score_record(record("klaverjas", [hand], game="bela")).to_json()
    assert sum(result["scores"].values()) == 162 * hand.get("doubled", 1) + roem_in(hand)


@PROPERTIES
@given(deals())
def test_the_nat_team_scores_nothing_and_the_players_are_nat_when_not_ahead(hand):
    result = score_record(record("klaverjas", [hand], game="bela")).to_json()
    deal = result["hands"][0]
    totals, maker = deal["totals"], hand["maker"]
    other = next(s for s in SIDES if s != maker)
    if hand.get("doubled", 1) == 1:
        assert (deal["nat"] == maker) == (totals[maker] <= totals[other])
        assert deal["nat"] in (None, maker)
    else:
        assert deal["nat"] is not None
    if deal["nat"]:
        assert result["scores"][deal["nat"]] == 0


@PROPERTIES
@given(st.lists(deals(), min_size=1, max_size=20))
def test_a_boom_ends_at_its_sixteenth_deal(hands):
    data = record("klaverjas", hands[:16], game="bela")
    result = score_record(data).to_json()
    assert result["finished"] == (len(hands) >= 16)
    if result["finished"]:
        best = max(result["scores"].values())
        assert result["winners"] == [s for s in SIDES if result["scores"][s] == best]


@PROPERTIES
@given(st.lists(deals(), max_size=12), st.data())
def test_a_damaged_deal_is_refused_where_it_went_wrong(hands, data):
    damaged = record("klaverjas", copy.deepcopy(hands), game="bela")
    if damaged["hands"]:
        hand = data.draw(st.sampled_from(damaged["hands"]))
        hand[data.draw(st.sampled_from([*hand, "pit", "verzaakt", "doubled", "stuk"]))] = data.draw(
            JSON
        )
    refused_where_it_went_wrong(damaged, HAND_KEYS)


@PROPERTIES
@given(
    st.lists(deals(verzaakt=True), min_size=1, max_size=16),
    st.sampled_from(["whole", "each"]),
    st.sampled_from(["nat", "made"]),
    st.sampled_from(["all", "own"]),
)
def test_a_boom_totals_at_least_162_a_deal(hands, kraak_scoring, tie, revoke_roem):
    """K13 (least_boom_total): made, nat, revoked or doubled, every deal gives out its 162
    card points, so a boom's two totals never add up to less than 162 a deal: the card of a
    Klaverjas league refuses less (leagues/rules/cards.py)."""
    options = {"deals": len(hands), "kraak_scoring": kraak_scoring, "tie": tie}
    options["revoke_roem"] = revoke_roem
    result = score_record(record("klaverjas", hands, game="bela", options=options))
    assert result.finished and sum(result.scores.values()) >= least_boom_total(len(hands))
    assert least_boom_total(16) == 2592
