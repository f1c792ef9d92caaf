"""A deal is one deal of 32 cards (scoring/rules/bela/deal.py): the nine deals of issue 50 that
cannot happen, each refused word for word on the field it names, and real deals (a shuffled
pack dealt and played, tests/rules/bela_deals.py) accepted, one card's place broken refused."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring.rules import score_record
from scoring.rules.bela.deal import takeable_card_points
from tests.rules.bela_deals import croatian_declarations, klaverjas_roem, real_deals
from tests.rules.croatian_deals import four, seq
from tests.rules.helpers import problems, record

PROPERTIES = settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
PLAYED = {"caller": "A", "trump": "hearts", "card_points": {"A": 90, "B": 72}}
NEEDS = "this needs a card that {} holds: the pack has each card once"

IMPOSSIBLE = {
    "161 to 1": (
        {**PLAYED, "card_points": {"A": 161, "B": 1}},
        [
            ("card_points.A", "no tricks hold 161 card points: no card is worth 1"),
            ("card_points.B", "no tricks hold 1 card points: no card is worth 1"),
        ],
    ),
    "both sides K-Q-J of hearts": (
        {**PLAYED, "declarations": [seq("A", 3, "K", "hearts"), seq("B", 3, "K", "hearts")]},
        [("declarations[1]", NEEDS.format("declarations[0]"))],
    ),
    "overlapping runs in one suit": (
        {**PLAYED, "declarations": [seq("A", 4, "A", "hearts"), seq("A", 3, "Q", "hearts")]},
        [("declarations[1]", NEEDS.format("declarations[0]"))],
    ),
    "four jacks and a jack-high run for the other side": (
        {**PLAYED, "declarations": [four("A", "J"), seq("B", 3, "J")]},
        [("declarations[1]", NEEDS.format("declarations[0]"))],
    ),
    "a jack-high run, then four jacks for the other side": (
        {**PLAYED, "declarations": [seq("B", 3, "J"), four("A", "J")]},
        [("declarations[1]", NEEDS.format("declarations[0]"))],
    ),
    "four jacks and a five-card run, top not given, for the other side": (
        {**PLAYED, "declarations": [four("A", "J"), seq("B", 5)]},
        [("declarations[1]", NEEDS.format("declarations[0]"))],
    ),
    "four queens and bela for the other side, trumps not given": (
        {"caller": "A", "card_points": {"A": 90, "B": 72}, "declarations": [four("B", "Q")]}
        | {"bela": "A"},
        [("bela", NEEDS.format("declarations[0]"))],
    ),
    "four jacks and a seven-card run through one of them: ten cards in one hand": (
        {**PLAYED, "declarations": [four("A", "J"), seq("A", 7, "K", "hearts")]},
        [("declarations", "A's declarations need more cards than its two players hold (8 each)")],
    ),
    "four kings and bela for the other side": (
        {**PLAYED, "declarations": [four("A", "K")], "bela": "B"},
        [("bela", NEEDS.format("declarations[0]"))],
    ),
    "four kings and bela, trumps not given": (
        {"caller": "A", "card_points": {"A": 90, "B": 72}, "declarations": [four("B", "K")]}
        | {"bela": "A"},
        [("bela", NEEDS.format("declarations[0]"))],
    ),
    "a trump run through K-Q and bela for the other side": (
        {**PLAYED, "declarations": [seq("A", 4, "A", "hearts")], "bela": "B"},
        [("bela", NEEDS.format("declarations[0]"))],
    ),
    "five seven-card runs": (
        {**PLAYED, "declarations": [seq(side, 7) for side in "ABABA"]},
        [("declarations", "A's declarations need more cards than its two players hold (8 each)")],
    ),
    "belot beside junk card points": (
        {"belot": "A", "card_points": {"A": 500, "B": -3}},
        [("card_points", "belot ends the game before the deal is played: leave card_points out")],
    ),
}


@pytest.mark.parametrize("case", IMPOSSIBLE.values(), ids=IMPOSSIBLE)
def test_a_croatian_deal_that_cannot_happen_is_refused(case):
    hand, expected = case
    found = problems("croatian", [hand], game="bela")
    assert [(p.field, p.message) for p in found] == expected


def test_two_sevens_a_side_do_not_fit_two_hands_with_a_third_run():
    """Two runs of five need ten cards of one player's eight: not two players' sixteen."""
    hand = {**PLAYED, "declarations": [seq("B", 5), seq("B", 5), seq("B", 5)]}
    found = problems("croatian", [hand], game="bela")
    assert [(p.field, p.message) for p in found] == [
        ("declarations", "B's declarations need more cards than its two players hold (8 each)")
    ]


def test_what_one_player_may_hold_is_accepted():
    """A run through the player's own four of a kind, bela beside a run through K-Q of trumps,
    two runs in one suit that do not overlap, a run whose top card is not given beside the
    other side's four, bela beside its own side's four kings (trumps not given): each card is
    held once."""
    hands = [
        {**PLAYED, "declarations": [four("A", "K"), seq("A", 3, "K", "hearts")], "bela": "A"},
        {**PLAYED, "declarations": [seq("A", 3, "A", "spades"), seq("A", 3, "J", "spades")]},
        {**PLAYED, "declarations": [four("A", "J"), seq("B", 4), seq("B", 3)]},
        {"caller": "A", "card_points": {"A": 90, "B": 72}, "declarations": [four("A", "K")]}
        | {"bela": "A"},
    ]
    assert score_record(record("croatian", hands, game="bela", options={"target": 5000}))


def test_a_side_may_show_all_sixteen_of_its_cards():
    """Four jacks and four nines in one hand, four aces and four tens in the partner's: the
    two players' sixteen cards, every one of them declared."""
    fours = [four("A", rank) for rank in ("J", "9", "A", "10")]
    hand = {**PLAYED, "card_points": {"A": 162, "B": 0}, "declarations": fours}
    assert score_record(record("croatian", [hand], game="bela", options={"target": 5000}))


def test_klaverjas_four_jacks_need_26_card_points():
    hand = {"maker": "A", "card_points": {"A": 0, "B": 162}}
    hand["roem"] = [{"side": "A", "kind": "four_jacks"}, {"side": "A", "kind": "three"}]
    found = problems("klaverjas", [hand], game="bela")
    assert [(p.field, p.message) for p in found] == [
        ("roem", "A has 0 card points, but the tricks that hold its roem hold at least 26")
    ]
    hand["card_points"] = {"A": 26, "B": 136}
    assert score_record(record("klaverjas", [hand], game="bela"))


def test_the_card_points_some_tricks_hold():
    assert sorted(set(range(163)) - takeable_card_points()) == [1, 161]


def croatian_record(deal, declarations, bela):
    hand = {"caller": "A", "trump": deal.trump, "declarations": declarations}
    hand["card_points"] = {"A": deal.points[0], "B": deal.points[1]}
    if bela:
        hand["bela"] = bela
    return record("croatian", [hand], game="bela", options={"target": 5000})


@PROPERTIES
@given(real_deals(), st.data())
def test_a_real_croatian_deal_is_accepted_and_a_card_taken_twice_refused(deal, data):
    declarations, bela = croatian_declarations(deal, ("A", "B"))
    assert score_record(croatian_record(deal, declarations, bela))
    runs = [d for d in declarations if d["kind"] == "sequence"]
    if runs:
        taken = dict(data.draw(st.sampled_from(runs)))
        taken["side"] = "B" if taken["side"] == "A" else "A"
        broken = croatian_record(deal, [*declarations, taken], bela)
        with pytest.raises(Exception, match="the pack has each card once"):
            score_record(broken)


@PROPERTIES
@given(real_deals())
def test_a_real_klaverjas_deal_is_accepted_and_roem_out_of_its_tricks_refused(deal):
    roem, stuk = klaverjas_roem(deal, ("A", "B"))
    hand = {"maker": "A", "card_points": {"A": deal.points[0], "B": deal.points[1]}}
    hand |= {"roem": roem, "stuk": stuk}
    assert score_record(record("klaverjas", [hand], game="bela"))
    poorer = 0 if deal.points[0] <= deal.points[1] else 1
    if deal.points[poorer] < 26 and all(r["kind"] != "four_jacks" for r in roem):
        side = "AB"[poorer]
        broken = {**hand, "roem": [*roem, {"side": side, "kind": "four_jacks"}]}
        with pytest.raises(Exception, match="the tricks that hold its roem"):
            score_record(record("klaverjas", [broken], game="bela"))
