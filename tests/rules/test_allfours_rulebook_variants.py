"""Rulebook §3.1, the All Fours worked examples E16–E31 of West Yorkshire, Yorkshire,
Lancashire, Seven Up, Running All Fours, Cotton and the pitch games, one test each: D is the
dealer's side; P the pitcher's side and Q the other (pitch variants). E1–E15, Trinidad's and
Tobago's, are in test_allfours_rulebook.py."""

from tests.rules.helpers import items, problems, score


def test_e16_west_yorkshire_normal_hand():
    result = score(
        "yorkshire",
        [
            {
                "dealer": "Q",
                "high": "P",
                "low": "Q",
                "jack": {"held": "Q", "won": "P"},
                "game": {"P": 23, "Q": 18},
            }
        ],
        sides=("P", "Q"),
        start={"P": 4, "Q": 6},
    )
    assert result["scores"] == {"P": 7, "Q": 7}
    assert ("hang_jack", "P", 1, True) in items(result["hands"][0])


def test_e17_west_yorkshire_high_wins_at_ten_all():
    result = score(
        "yorkshire",
        [{"dealer": "Q", "high": "P", "low": "Q", "jack": "Q", "game": "Q"}],
        sides=("P", "Q"),
        start={"P": 10, "Q": 10},
    )
    assert result["winners"] == ["P"] and result["scores"] == {"P": 11, "Q": 10}


def test_e18_west_yorkshire_looking_penalty_wins_before_play():
    result = score(
        "yorkshire",
        [{"dealer": "Q", "penalties": [{"kind": "looked", "side": "P"}]}],
        sides=("P", "Q"),
        start={"P": 5, "Q": 7},
    )
    assert result["winners"] == ["Q"] and result["scores"] == {"P": 5, "Q": 11}


def test_e18_the_dealers_side_cannot_be_penalised_for_looking():
    hand = {
        "dealer": "Q",
        "penalties": [{"kind": "looked", "side": "Q"}],
        "high": "P",
        "low": "P",
        "game": "P",
    }
    assert [p.field for p in problems("yorkshire", [hand], sides=("P", "Q"))] == ["penalties"]


def test_e19_west_yorkshire_lone_trump():
    result = score(
        "yorkshire",
        [{"dealer": "Q", "high": "P", "low": "P", "game": {"P": 10, "Q": 30}}],
        sides=("P", "Q"),
    )
    assert result["hands"][0]["points"] == {"P": 2, "Q": 1}


def _all_four(side):
    return {"dealer": "B", "high": side, "low": side, "jack": side, "game": side}


def test_e20_yorkshire_side_stakes():
    hands = [
        _all_four("A"),
        _all_four("B"),
        _all_four("A"),
        {"dealer": "B", "high": "A", "low": "B", "jack": "A", "game": "A"},
    ]
    result = score("yorkshire", hands, options={"stakes": {"game": 2, "all_fours": 1}})
    assert result["winners"] == ["A"]
    assert [h["all_fours"] for h in result["hands"]] == ["A", "B", "A", None]
    assert result["settlement"] == {"A": 3, "B": -3}


def test_e21_yorkshire_final_hand_played_on_for_all_fours():
    result = score(
        "yorkshire",
        [_all_four("A")],
        start={"A": 10, "B": 9},
        options={"stakes": {"game": 2, "all_fours": 1}},
    )
    assert result["scores"] == {"A": 11, "B": 9}
    assert result["hands"][0]["all_fours"] == "A"
    assert [i[3] for i in items(result["hands"][0])] == [True, False, False, False]
    assert result["settlement"] == {"A": 3, "B": -3}


def test_e22_lancashire_low_goes_to_its_capturer():
    hand = {"dealer": "B", "high": "B", "low": {"held": "A", "won": "B"}, "game": "B"}
    low = {v: score(v, [hand])["hands"][0]["items"][1]["side"] for v in ("lancashire", "yorkshire")}
    assert low == {"lancashire": "B", "yorkshire": "A"}
    turn_up = {**hand, "turned": ["3"]}
    assert score("trinidad", [turn_up])["hands"][0]["items"][1]["side"] == "A"
    assert score("sevenup", [turn_up])["hands"][0]["items"][1]["side"] == "A"


def test_e25_seven_up_two_players_game_tie_goes_to_the_non_dealer():
    result = score(
        "sevenup",
        [{"dealer": "A", "turned": ["5"], "high": "A", "low": "A", "game": {"A": 14, "B": 14}}],
    )
    assert items(result["hands"][0])[-1] == ("game", "B", 1, True)


DEF = ("D", "E", "F")
SEVEN_UP_PLAY = {"high": "D", "low": "D", "game": {"D": 30, "E": 10, "F": 5}}


def test_e26a_seven_up_three_players_gift_to_each_opponent():
    hand = {"dealer": "D", "turned": ["4"], "beg": "give", **SEVEN_UP_PLAY}
    result = score("sevenup", [hand], sides=DEF, start={"D": 3, "E": 4, "F": 5})
    assert items(result["hands"][0])[:2] == [("beg", "E", 1, True), ("beg", "F", 1, True)]
    assert result["hands"][0]["scores"]["E"] == 5 and result["hands"][0]["scores"]["F"] == 6


def test_e26b_seven_up_no_gift_that_puts_the_other_player_out():
    hand = {"dealer": "D", "turned": ["4"], "beg": "give", **SEVEN_UP_PLAY}
    found = problems("sevenup", [hand], sides=DEF, start={"D": 3, "E": 4, "F": 6})
    assert [(p.hand, p.field) for p in found] == [(1, "beg")]
    assert "must run" in found[0].message


def test_e26c_seven_up_no_gift_that_puts_the_beggar_out():
    hand = {"dealer": "D", "turned": ["4"], "beg": "give", **SEVEN_UP_PLAY}
    assert [
        p.field for p in problems("sevenup", [hand], sides=DEF, start={"D": 3, "E": 6, "F": 2})
    ] == ["beg"]


def _seven_up_game(totals):
    hand = {"dealer": "D", "turned": ["4"], "high": "D", "low": "D", "game": totals}
    return [i for i in items(score("sevenup", [hand], sides=DEF)["hands"][0]) if i[0] == "game"]


def test_e27a_seven_up_three_players_two_non_dealers_level():
    assert _seven_up_game({"D": 9, "E": 17, "F": 17}) == []


def test_e27b_seven_up_three_players_dealer_level_with_one():
    assert _seven_up_game({"D": 15, "E": 15, "F": 10}) == [("game", "E", 1, True)]


def test_e27c_seven_up_three_players_all_level():
    assert _seven_up_game({"D": 12, "E": 12, "F": 12}) == []


def test_e28a_seven_up_turned_jack_wins_at_once():
    result = score(
        "sevenup", [{"dealer": "D", "turned": ["J"]}], sides=("D", "E"), start={"D": 6, "E": 3}
    )
    assert result["winners"] == ["D"]


def test_e28b_seven_up_jack_in_a_rejected_suit_scores_nothing():
    hand = {"dealer": "D", "turned": ["J", "5"], "beg": "run", "high": "E", "low": "E", "game": "E"}
    result = score("sevenup", [hand], sides=("D", "E"), start={"D": 2, "E": 3})
    assert result["hands"][0]["points"]["D"] == 0


def test_e28c_seven_up_turned_jack_counts_before_the_gift():
    hand = {"dealer": "D", "turned": ["J"], "beg": "give", "high": "E", "low": "E", "game": "E"}
    result = score("sevenup", [hand], sides=("D", "E"), start={"D": 2, "E": 3})
    assert items(result["hands"][0])[:2] == [("kick", "D", 1, True), ("beg", "E", 1, True)]
    assert result["hands"][0]["scores"] == {"D": 3, "E": 7} and result["winners"] == ["E"]


def test_e29_running_all_fours_turn_up_values():
    def kick(rank):
        hand = {
            "dealer": "D",
            "turned": [rank],
            "beg": "give",
            "high": "E",
            "low": "E",
            "game": "E",
        }
        return items(score("running", [hand], sides=("D", "E"))["hands"][0])

    assert kick("K")[:2] == [("kick", "D", 3, True), ("beg", "E", 1, True)]
    assert [kick(rank)[0][2] for rank in ("Q", "A", "J")] == [2, 4, 1]
    assert kick("10")[0][0] == "beg"


def test_e30_cotton_jacks_turned_while_running():
    hand = {"dealer": "D", "turned": ["J", "J"], "beg": "run", "high": "E", "low": "E", "game": "E"}
    final_only = score("cotton", [hand], sides=("D", "E"))
    every = score("cotton", [hand], sides=("D", "E"), options={"kick_scoring": "every"})
    assert (final_only["hands"][0]["points"]["D"], every["hands"][0]["points"]["D"]) == (1, 2)


def test_e31_pitch_game_tie_scores_nobody():
    hand = {"dealer": "A", "high": "A", "low": "A", "game": {"A": 12, "B": 12}}
    assert score("pitch", [hand])["hands"][0]["points"] == {"A": 2, "B": 0}
    seven_up = {**hand, "turned": ["4"]}
    assert score("sevenup", [seven_up])["hands"][0]["points"] == {"A": 2, "B": 1}
