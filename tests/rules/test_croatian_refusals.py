"""Every refusal of a Croatian Bela hand, word for word, with the hand and the field it names
(the entry form shows each beside its field): card points that do not add up, declarations
that cannot exist, four eights or sevens, two belas (docs/rules/croatian-bela.md,
"Refusals")."""

import pytest

from tests.rules.helpers import problems

OK = {"caller": "A", "card_points": {"A": 90, "B": 72}}


def refused(hand, options=None):
    found = problems("croatian", [OK, hand], game="bela", options=options)
    return [(p.hand, p.field, p.message) for p in found]


def seq(**fields):
    return {"side": "A", "kind": "sequence", **fields}


CASES = {
    "card points over 162": (
        {"caller": "A", "card_points": {"A": 90, "B": 80}},
        [
            (
                "card_points",
                "card points add up to 170; a deal has 162 (152 in the cards and 10 for the "
                "last trick)",
            )
        ],
    ),
    "card points under 162": (
        {"caller": "A", "card_points": {"A": 90, "B": 62}},
        [
            (
                "card_points",
                "card points add up to 152; a deal has 162 (152 in the cards and 10 for the "
                "last trick)",
            )
        ],
    ),
    "card points missing": (
        {"caller": "A"},
        [("card_points", "give each side's card points (162 between them)")],
    ),
    "card points for one side only": (
        {"caller": "A", "card_points": {"A": 90}},
        [("card_points", "card points give every side's points")],
    ),
    "card points not a number": (
        {"caller": "A", "card_points": {"A": "ninety", "B": 72}},
        [("card_points.A", 'A\'s card points: expected a whole number, got "ninety"')],
    ),
    "card points over the deal": (
        {"caller": "A", "card_points": {"A": 163, "B": -1}},
        [
            ("card_points.A", "A's card points: must be at most 162, got 163"),
            ("card_points.B", "B's card points: must be at least 0, got -1"),
        ],
    ),
    "no caller": (
        {"card_points": {"A": 90, "B": 72}},
        [("caller", "say which side called trumps")],
    ),
    "a caller who is not a side": (
        {"caller": "C", "card_points": {"A": 90, "B": 72}},
        [("caller", '"C" is not one of the sides (A, B)')],
    ),
    "four eights": (
        {**OK, "declarations": [{"side": "A", "kind": "four", "rank": "8"}]},
        [
            (
                "declarations[0].rank",
                "four 8s are no declaration in Croatian Bela: they score nothing, so leave "
                "them out",
            )
        ],
    ),
    "four sevens": (
        {**OK, "declarations": [{"side": "B", "kind": "four", "rank": "7"}]},
        [
            (
                "declarations[0].rank",
                "four 7s are no declaration in Croatian Bela: they score nothing, so leave "
                "them out",
            )
        ],
    ),
    "four of no rank": (
        {**OK, "declarations": [{"side": "B", "kind": "four", "rank": ["J"]}]},
        [
            (
                "declarations[0].rank",
                "four of a kind is four jacks, nines, aces, tens, kings or queens "
                "(J, 9, A, 10, K, Q), got a list",
            )
        ],
    ),
    "four jacks twice": (
        {
            **OK,
            "declarations": [
                {"side": "A", "kind": "four", "rank": "J"},
                {"side": "B", "kind": "four", "rank": "J"},
            ],
        },
        [("declarations", "four jacks declared twice: the pack holds each card once")],
    ),
    "a sequence of eight is belot": (
        {**OK, "declarations": [seq(cards=8)]},
        [
            (
                "declarations[0].cards",
                'all eight cards of a suit in one hand is belot: give "belot" instead',
            )
        ],
    ),
    "a sequence of two": (
        {**OK, "declarations": [seq(cards=2)]},
        [("declarations[0].cards", "a sequence is 3 to 7 cards of one suit in a row, got 2")],
    ),
    "a sequence of true cards": (
        {**OK, "declarations": [seq(cards=True)]},
        [("declarations[0].cards", "a sequence is 3 to 7 cards of one suit in a row, got true")],
    ),
    "a sequence too long for its top card": (
        {**OK, "declarations": [seq(cards=5, top="10")]},
        [
            (
                "declarations[0].top",
                "no sequence of 5 cards can have 10 on top: the suit ends at the 7",
            )
        ],
    ),
    "a sequence with a top that is no card": (
        {**OK, "declarations": [seq(cards=3, top="1")]},
        [
            (
                "declarations[0].top",
                'top is the sequence\'s highest card (A K Q J 10 9 8), got "1"',
            )
        ],
    ),
    "a sequence in no suit": (
        {**OK, "declarations": [seq(cards=3, suit="stars")]},
        [
            (
                "declarations[0].suit",
                'suit is one of clubs, diamonds, hearts, spades; got "stars"',
            )
        ],
    ),
    "a declaration of no kind": (
        {**OK, "declarations": [{"side": "A", "kind": "bela"}]},
        [
            (
                "declarations[0].kind",
                'a declaration is "sequence" (three or more in a suit) or "four" (four of a '
                'kind), got "bela"',
            )
        ],
    ),
    "a declaration of nobody": (
        {**OK, "declarations": [{"side": "C", "kind": "four", "rank": "A"}]},
        [
            (
                "declarations[0].side",
                'say whose declaration it is: "C" is not one of the sides (A, B)',
            )
        ],
    ),
    "a declaration that is no object": (
        {**OK, "declarations": [3]},
        [("declarations[0]", 'a declaration is {"side": ..., "kind": ...}, got 3')],
    ),
    "a declaration with a misspelt field": (
        {**OK, "declarations": [{"side": "A", "kind": "four", "rank": "A", "colour": "red"}]},
        [
            (
                "declarations[0].colour",
                "unknown field 'colour' (a declaration has side, kind, cards, top, suit, rank)",
            )
        ],
    ),
    "declarations not a list": (
        {**OK, "declarations": {"A": 20}},
        [("declarations", "declarations is a list of the declarations made")],
    ),
    "two belas": (
        {**OK, "bela": ["A", "B"]},
        [
            (
                "bela",
                "only one bela a deal: one player holds the king and queen of trumps",
            )
        ],
    ),
    "bela of nobody": (
        {**OK, "bela": "C"},
        [("bela", '"C" is not one of the sides (A, B)')],
    ),
    "rekontra without kontra": (
        {**OK, "rekontra": True},
        [("rekontra", "rekontra answers a kontra: give kontra too")],
    ),
    "kontra not true or false": (
        {**OK, "kontra": "yes"},
        [("kontra", 'kontra is true or false, got "yes"')],
    ),
    "stiglja with points on the other side": (
        {"caller": "A", "stiglja": "A", "card_points": {"A": 150, "B": 12}},
        [("stiglja", "A took every trick (štiglja), so A has all 162 card points")],
    ),
    "trumps that are no suit": (
        {**OK, "trump": "roses"},
        [("trump", 'trump is one of clubs, diamonds, hearts, spades; got "roses"')],
    ),
    "a misspelt field": (
        {**OK, "kontr": True},
        [
            (
                "kontr",
                "unknown field 'kontr' (a Croatian Bela hand has caller, trump, card_points, "
                "declarations, bela, stiglja, kontra, rekontra, belot)",
            )
        ],
    ),
}


@pytest.mark.parametrize("case", CASES.values(), ids=list(CASES))
def test_refused_in_the_players_words(case):
    hand, expected = case
    assert refused(hand) == [(2, field, message) for field, message in expected]


def test_stiglja_value_is_90_or_100():
    found = problems("croatian", [], game="bela", options={"stiglja": 95})
    assert [(p.field, p.message) for p in found] == [
        ("options.stiglja", "stiglja: štiglja is worth 90 or 100, got 95")
    ]


def test_start_scores_below_the_target():
    found = problems("croatian", [], game="bela", start={"A": 1001})
    assert [(p.field, p.message) for p in found] == [
        ("start.A", "start scores must be below the target 1001")
    ]
