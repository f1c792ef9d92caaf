"""How a Croatian Bela record is read and how its game ends, beyond the refusal and line tables
(docs/rules/croatian-bela.md, record-format.md "Croatian Bela hands"): bela as a pad writes
it, a hand that is no object, belot's caller, equal sequences by their top card, the target
reached exactly and what each hand's result says of the game."""

from tests.rules.helpers import problems, score

OK = {"caller": "A", "card_points": {"A": 90, "B": 72}}


def croatian(hands, **kwargs):
    return score("croatian", hands, game="bela", **kwargs)


def refused(hands, **kwargs):
    return [
        (p.hand, p.field, p.message) for p in problems("croatian", hands, game="bela", **kwargs)
    ]


def test_bela_may_come_as_a_pads_list_of_one_side():
    made = {"caller": "A", "card_points": {"A": 100, "B": 62}}
    listed = croatian([{**made, "bela": ["B"]}])
    assert croatian([{**made, "bela": "B"}])["scores"] == listed["scores"] == {"A": 100, "B": 82}
    assert croatian([{**made, "bela": []}])["scores"] == {"A": 100, "B": 62}
    assert refused([{**OK, "bela": ["A", "B"]}]) == [
        (1, "bela", "only one bela a deal: one player holds the king and queen of trumps")
    ]


def test_a_flag_that_is_no_yes_or_no_is_refused_once():
    assert refused([{**OK, "rekontra": "yes"}]) == [
        (1, "rekontra", 'rekontra is true or false, got "yes"')
    ]


def test_a_hand_that_is_no_object_is_refused_as_the_hand():
    found = refused([OK, ["A", 90]])
    assert [(hand, field) for hand, field, _ in found] == [(2, "hand")]


def test_belot_names_a_caller_of_the_game_or_none():
    assert croatian([{"belot": "B", "caller": "A"}])["winners"] == ["B"]
    assert refused([{"belot": "B", "caller": "Z"}]) == [
        (1, "caller", '"Z" is not one of the sides (A, B)')
    ]


def test_equal_sequences_go_to_the_higher_top_card_whoever_declared_first():
    hand = {
        "caller": "A",
        "card_points": {"A": 130, "B": 32},
        "declarations": [
            {"side": "A", "kind": "sequence", "cards": 4, "top": "Q", "suit": "clubs"},
            {"side": "B", "kind": "sequence", "cards": 4, "top": "K", "suit": "hearts"},
        ],
    }
    assert croatian([hand])["scores"] == {"A": 130, "B": 82}


def test_a_side_exactly_at_the_target_wins():
    result = croatian([OK], start={"A": 911, "B": 0})
    assert (result["scores"], result["winners"], result["finished"]) == (
        {"A": 1001, "B": 72},
        ["A"],
        True,
    )
    assert [hand["finished"] for hand in result["hands"]] == [True]


def test_each_hand_says_whether_the_game_ended_there():
    result = croatian([OK, OK, {"belot": "B"}], start={"A": 0, "B": 0})
    assert [hand["finished"] for hand in result["hands"]] == [False, False, True]
    belot = result["hands"][-1]
    assert (belot["totals"], belot["made"], belot["held_over"]) == (None, None, 0)


def test_a_game_not_yet_dealt_has_no_winner():
    result = croatian([])
    assert (result["scores"], result["winners"], result["finished"]) == (
        {"A": 0, "B": 0},
        [],
        False,
    )


def test_a_declaration_with_its_side_but_not_its_kind_asks_what_was_declared():
    # A side tapped on the phone, but not what it declared: refused once, on that
    # declaration's kind, nothing else said of it.
    assert refused([{**OK, "declarations": [{"side": "A"}]}]) == [
        (1, "declarations[0].kind", "say what was declared")
    ]
