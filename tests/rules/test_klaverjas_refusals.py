"""Every Klaverjas deal refusal (scoring/rules/bela/klaverjas_hand.py, klaverjas_roem.py), word
for word, with the field it names: card points that do not make 162, roem no deal can hold,
stuk twice, pit that is no pit, a doubling that is none (docs/rules/klaverjas.md)."""

import pytest

from tests.rules.helpers import problems

PLAYED = {"maker": "A", "card_points": {"A": 90, "B": 72}}

REFUSALS = [
    (
        "no maker",
        {"card_points": {"A": 90, "B": 72}},
        None,
        [("maker", "give the team that played (took trumps)")],
    ),
    (
        "a maker not a side",
        {**PLAYED, "maker": "C"},
        None,
        [("maker", '"C" is not one of the sides (A, B)')],
    ),
    (
        "no card points",
        {"maker": "A"},
        None,
        [("card_points", "give each team's card points (162 in all)")],
    ),
    (
        "card points of the Bela pack",
        {"maker": "A", "card_points": {"A": 90, "B": 62}},
        None,
        [
            (
                "card_points",
                "card points add up to 152; a deal holds 162 (the last trick's 10 included)",
            )
        ],
    ),
    (
        "one card point",
        {"maker": "A", "card_points": {"A": 161, "B": 1}},
        None,
        [("card_points.B", "no card is worth 1, so a side cannot have 1 card point")],
    ),
    (
        "no team's card points",
        {"maker": "A", "card_points": {}},
        None,
        [("card_points", "give every side's card points (missing: A, B)")],
    ),
    (
        "one team's card points leaving 1 to the other",
        {"maker": "A", "card_points": {"A": 161}},
        None,
        [("card_points", "no card is worth 1, so a side cannot have 1 card point")],
    ),
    (
        "card points past 162",
        {"maker": "A", "card_points": {"A": 170, "B": -8}},
        None,
        [
            ("card_points.A", "card points: must be at most 162, got 170"),
            ("card_points.B", "card points: must be at least 0, got -8"),
        ],
    ),
    (
        "a trump that is no suit",
        {**PLAYED, "trump": "stars"},
        None,
        [("trump", 'trump is one of clubs, diamonds, hearts, spades; got "stars"')],
    ),
    (
        "roem of 30",
        {**PLAYED, "roem": {"A": 30}},
        None,
        [("roem.A", "roem comes in 20s, 50s, 100s and 200s: no roem makes 30")],
    ),
    (
        "roem totals of no side",
        {**PLAYED, "roem": {"C": 20}},
        None,
        [("roem.C", '"C" is not one of the sides')],
    ),
    (
        "roem totals that are no number",
        {**PLAYED, "roem": {"A": "twenty"}},
        None,
        [("roem.A", 'roem: expected a whole number, got "twenty"')],
    ),
    (
        "roem of 10",
        {**PLAYED, "roem": {"B": 10}},
        None,
        [("roem.B", "roem comes in 20s, 50s, 100s and 200s: no roem makes 10")],
    ),
    (
        "roem of 25",
        {**PLAYED, "roem": {"B": 25}},
        None,
        [("roem.B", "roem comes in 20s, 50s, 100s and 200s: no roem makes 25")],
    ),
    (
        "more roem than eight tricks hold",
        {**PLAYED, "roem": {"A": 500, "B": 300}},
        None,
        [("roem", "roem adds up to 800; the 8 tricks of a deal hold at most 770")],
    ),
    (
        "four eights",
        {**PLAYED, "roem": [{"side": "A", "kind": "four_eights"}]},
        None,
        [("roem[0].kind", "four eights or four sevens are no roem")],
    ),
    (
        "four tens where only faces count",
        {**PLAYED, "roem": [{"side": "A", "kind": "four_tens"}]},
        {"four_of_a_kind": "faces"},
        [("roem[0].kind", "this table does not count four tens (house rules: four of a kind)")],
    ),
    (
        "four nines by default",
        {**PLAYED, "roem": [{"side": "A", "kind": "four_nines"}]},
        None,
        [("roem[0].kind", "this table does not count four nines (house rules: four of a kind)")],
    ),
    (
        "four jacks twice",
        {
            **PLAYED,
            "roem": [{"side": "A", "kind": "four_jacks"}, {"side": "B", "kind": "four_jacks"}],
        },
        None,
        [("roem[1].kind", "each card is in the pack once: four jacks are called once a deal")],
    ),
    (
        "a kind that is no roem",
        {**PLAYED, "roem": [{"side": "A", "kind": "five"}]},
        None,
        [
            (
                "roem[0].kind",
                '"five" is not a roem (the roem: three, four, four_jacks, four_aces, four_kings, '
                "four_queens, four_tens, four_nines, stuk)",
            )
        ],
    ),
    (
        "a roem without its kind",
        {**PLAYED, "roem": [{"side": "A"}]},
        None,
        [("roem[0]", 'a roem is {"side": ..., "kind": ...}')],
    ),
    (
        "a roem of no side",
        {**PLAYED, "roem": [{"side": "C", "kind": "three"}]},
        None,
        [("roem[0].side", '"C" is not one of the sides (A, B)')],
    ),
    (
        "roem that is neither list nor totals",
        {**PLAYED, "roem": 40},
        None,
        [
            (
                "roem",
                'roem is a list such as [{"side": "A", "kind": "three"}] or each team\'s '
                "total, got 40",
            )
        ],
    ),
    (
        "nine roem in eight tricks",
        {**PLAYED, "roem": [{"side": "A", "kind": "three"}] * 9},
        None,
        [("roem", "a deal has 8 tricks, and each holds one roem at most (stuk apart)")],
    ),
    (
        "stuk twice",
        {**PLAYED, "stuk": "A", "roem": [{"side": "B", "kind": "stuk"}]},
        None,
        [("stuk", "there is one king and one queen of trumps: stuk is called once a deal")],
    ),
    (
        "stuk of no side",
        {**PLAYED, "stuk": "C"},
        None,
        [("stuk", '"C" is not one of the sides (A, B)')],
    ),
    (
        "pit without every card point",
        {**PLAYED, "pit": "A"},
        None,
        [("pit", "pit is every trick, so A has all 162 card points")],
    ),
    (
        "roem for the team that won no trick",
        {
            "maker": "A",
            "card_points": {"A": 162, "B": 0},
            "pit": "A",
            "roem": [{"side": "B", "kind": "three"}],
        },
        None,
        [("roem", "B won no trick (A took pit), so B has no roem")],
    ),
    (
        "pit in a revoked deal",
        {"maker": "A", "verzaakt": "B", "pit": "A"},
        None,
        [("pit", "a deal lost by a revoke is not played out: it has no pit")],
    ),
    (
        "doubled three times",
        {**PLAYED, "doubled": 3},
        None,
        [("doubled", "doubled is 2 (kraak), 4 (herkraak) or 8 (superkraak); got 3")],
    ),
    (
        "doubled true",
        {**PLAYED, "doubled": True},
        None,
        [("doubled", "doubled is 2 (kraak), 4 (herkraak) or 8 (superkraak); got true")],
    ),
    (
        "a Bela field",
        {**PLAYED, "last_trick": "A"},
        None,
        [
            (
                "last_trick",
                "unknown field 'last_trick' (a Klaverjas deal has maker, trump, card_points, roem, "
                "stuk, pit, verzaakt, doubled)",
            )
        ],
    ),
]


@pytest.mark.parametrize(
    ("hand", "options", "expected"),
    [pytest.param(hand, options, expected, id=name) for name, hand, options, expected in REFUSALS],
)
def test_klaverjas_refusal(hand, options, expected):
    found = problems("klaverjas", [hand], game="bela", options=options)
    assert [(p.hand, p.field, p.message) for p in found] == [(1, f, m) for f, m in expected]


def test_a_revoked_deal_needs_no_card_points_but_checks_them_when_given():
    assert (
        problems(
            "klaverjas",
            [{"maker": "A", "verzaakt": "A", "card_points": {"A": 90, "B": 62}}],
            game="bela",
        )[0].field
        == "card_points"
    )


def test_start_scores_are_below_the_target_of_a_match_to_points():
    found = problems("klaverjas", [], game="bela", options={"end": "points"}, start={"A": 1500})
    assert [(p.hand, p.field) for p in found] == [(None, "start.A")]


def test_one_teams_card_points_and_pit_alone_are_enough():
    """K1, K6: as on a pad, the other team's card points are the rest of 162, and a pit
    team has them all."""
    from tests.rules.helpers import score

    one = score("klaverjas", [{"maker": "A", "card_points": {"B": 72}}], game="bela")
    assert one["scores"] == {"A": 90, "B": 72}
    pit = score("klaverjas", [{"maker": "B", "pit": "B"}], game="bela")
    assert pit["scores"] == {"A": 0, "B": 262}


def test_kraken_is_read_in_the_players_words_too():
    from tests.rules.helpers import score

    hands = [
        {"maker": "A", "card_points": {"A": 100, "B": 62}, "doubled": word}
        for word in ("kraak", "herkraak", "rekraak", "superkraak")
    ]
    result = score("klaverjas", hands, game="bela")
    assert [hand["doubled"] for hand in result["hands"]] == [2, 4, 4, 8]
    assert problems("klaverjas", [{**hands[0], "doubled": "kraken"}], game="bela")[0].message == (
        'doubled is 2 (kraak), 4 (herkraak) or 8 (superkraak); got "kraken"'
    )


ACCEPTED = [
    pytest.param({**PLAYED, "roem": None, "stuk": None, "trump": None}, 90, id="nulls"),
    pytest.param({**PLAYED, "doubled": 1}, 90, id="doubled once is not doubled"),
    pytest.param({**PLAYED, "doubled": None}, 90, id="doubled null"),
    pytest.param({**PLAYED, "roem": {"A": 500, "B": 270}}, 590, id="the most roem a deal holds"),
    pytest.param({**PLAYED, "roem": [{"side": "A", "kind": "three"}] * 8}, 250, id="eight roem"),
    pytest.param(
        {**PLAYED, "roem": [{"side": "A", "kind": "four_nines"}]},
        190,
        id="four nines where nines count",
    ),
]


@pytest.mark.parametrize(("hand", "scored"), ACCEPTED)
def test_what_a_deal_may_hold(hand, scored):
    from tests.rules.helpers import score

    options = {"four_of_a_kind": "nines"} if "four_nines" in str(hand) else None
    assert score("klaverjas", [hand], game="bela", options=options)["scores"]["A"] == scored


MORE_REFUSALS = [
    (
        "verzaakt of no side",
        {**PLAYED, "verzaakt": "C"},
        "verzaakt",
        '"C" is not one of the sides (A, B)',
    ),
    ("pit of no side", {**PLAYED, "pit": "C"}, "pit", '"C" is not one of the sides (A, B)'),
    (
        "card points as a number",
        {"maker": "A", "card_points": 162},
        "card_points",
        "card_points is an object of each side's card points",
    ),
    (
        "card points of a third team",
        {"maker": "A", "card_points": {"A": 90, "B": 72, "C": 0}},
        "card_points.C",
        '"C" is not one of the sides',
    ),
    (
        "roem one past the most",
        {**PLAYED, "roem": {"A": 500, "B": 280}},
        "roem",
        "roem adds up to 780; the 8 tricks of a deal hold at most 770",
    ),
    (
        "a roem with a third key",
        {**PLAYED, "roem": [{"side": "A", "kind": "three", "n": 1}]},
        "roem[0]",
        'a roem is {"side": ..., "kind": ...}',
    ),
]


@pytest.mark.parametrize(
    ("hand", "field", "message"),
    [pytest.param(hand, field, message, id=name) for name, hand, field, message in MORE_REFUSALS],
)
def test_more_refusals(hand, field, message):
    found = problems("klaverjas", [hand], game="bela")
    assert [(p.field, p.message) for p in found] == [(field, message)]


def test_every_team_of_a_pads_roem_is_checked():
    found = problems("klaverjas", [{**PLAYED, "roem": {"C": 20, "A": 30}}], game="bela")
    assert [p.field for p in found] == ["roem.C", "roem.A"]


def test_every_roem_called_is_checked_not_only_the_first_wrong_one():
    roem = [
        {"side": "A"},
        {"side": "C", "kind": "three"},
        {"side": "A", "kind": "four_eights"},
        {"side": "A", "kind": "five"},
        {"side": "A", "kind": "four_nines"},
        {"side": "A", "kind": "four_jacks"},
        {"side": "B", "kind": "four_jacks"},
        {"side": "B", "kind": "four_jacks"},
    ]
    found = problems("klaverjas", [{**PLAYED, "roem": roem}], game="bela")
    assert [p.field for p in found] == [
        "roem[0]",
        "roem[1].side",
        "roem[2].kind",
        "roem[3].kind",
        "roem[4].kind",
        "roem[6].kind",
        "roem[7].kind",
    ]
    totals = problems("klaverjas", [{**PLAYED, "roem": {"A": 30, "B": 10}}], game="bela")
    assert [p.field for p in totals] == ["roem.A", "roem.B"]


def test_stuk_is_not_one_of_the_eight_tricks_roem():
    from tests.rules.helpers import score

    roem = [{"side": "A", "kind": "three"}] * 8 + [{"side": "A", "kind": "stuk"}]
    assert score("klaverjas", [{**PLAYED, "roem": roem}], game="bela")["scores"]["A"] == 270


def test_a_deal_that_is_no_object_is_refused_on_the_hand():
    found = problems("klaverjas", ["maker A"], game="bela")
    assert [(p.hand, p.field, p.message) for p in found] == [
        (1, "hand", 'a Klaverjas deal is a JSON object, got "maker A"')
    ]
