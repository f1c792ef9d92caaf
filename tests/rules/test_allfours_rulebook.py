"""Rulebook §3.1, the All Fours worked examples E1–E31, one test each. D is the dealer's side,
R the beggar's side; P the pitcher's side and Q the other (pitch variants). E23 and E24 are
league match points, not game records: they are tests of the leagues app."""

from tests.rules.helpers import items, problems, score

DR = ("D", "R")


def test_e1_trinidad_kick_hang_jack_and_normal_hand():
    result = score(
        "trinidad",
        [
            {
                "dealer": "D",
                "turned": ["6"],
                "beg": "stand",
                "high": "R",
                "low": "D",
                "jack": {"held": "D", "won": "R"},
                "game": {"D": 34, "R": 27},
            }
        ],
        sides=DR,
        start={"D": 5, "R": 7},
    )
    assert items(result["hands"][0]) == [
        ("kick", "D", 2, True),
        ("high", "R", 1, True),
        ("low", "D", 1, True),
        ("hang_jack", "R", 3, True),
        ("game", "D", 1, True),
    ]
    assert result["scores"] == {"D": 9, "R": 11}
    assert result["hands"][0]["items"][3]["note"] == "R hanged D's jack"


def test_e2_trinidad_take_one_jack_kept_via_partner_and_game_tie():
    result = score(
        "trinidad",
        [
            {
                "dealer": "D",
                "turned": ["9"],
                "beg": "give",
                "high": "D",
                "low": "R",
                "jack": {"held": "R", "won": "R"},
                "game": {"D": 20, "R": 20},
            }
        ],
        sides=DR,
        start={"D": 3, "R": 4},
    )
    assert items(result["hands"][0]) == [
        ("beg", "R", 1, True),
        ("high", "D", 1, True),
        ("low", "R", 1, True),
        ("jack", "R", 1, True),
    ]
    assert result["scores"] == {"D": 4, "R": 7}


E3_HAND = {
    "dealer": "D",
    "turned": ["J", "6", "A"],
    "beg": "run",
    "high": "R",
    "low": "D",
    "game": {"D": 30, "R": 40},
}


def test_e3_trinidad_running_the_pack_every_turn_up_scores():
    result = score("trinidad", [E3_HAND], sides=DR)
    kicks = [i for i in items(result["hands"][0]) if i[0] == "kick"]
    assert kicks == [("kick", "D", 3, True), ("kick", "D", 2, True), ("kick", "D", 1, True)]
    assert result["scores"] == {"D": 7, "R": 2}


def test_e3_turned_cards_are_out_of_play_for_game_points():
    # J, 6 and A were turned: 1 + 0 + 4 game points out of play, so at most 75 in play.
    found = problems("trinidad", [{**E3_HAND, "game": {"D": 36, "R": 40}}], sides=DR)
    assert [(p.hand, p.field) for p in found] == [(1, "game")]
    assert "at most 75" in found[0].message


def test_e4_trinidad_pack_runs_out_and_kick_points_are_kept():
    result = score(
        "trinidad",
        [
            {"dealer": "D", "turned": ["6", "4", "J"], "beg": "run", "redeal": True},
            {"dealer": "D", "turned": ["5"], "beg": "stand", "high": "R", "low": "R", "game": "D"},
        ],
        sides=DR,
        start={"D": 2, "R": 9},
    )
    assert result["hands"][0]["scores"] == {"D": 7, "R": 9}
    assert result["hands"][0]["points"] == {"D": 5, "R": 0}
    assert result["scores"] == {"D": 8, "R": 11}


def test_e4_the_pack_cannot_run_out_before_its_last_turn_up():
    four_players = [{"id": "D", "players": ["Di", "Dan"]}, {"id": "R", "players": ["Ro", "Rae"]}]
    hand = {"dealer": "D", "turned": ["6", "4"], "beg": "run", "redeal": True}
    found = problems("trinidad", [hand], sides=four_players)
    assert [(p.hand, p.field) for p in found] == [(1, "turned")]


def test_e4_no_card_is_played_after_the_pack_ran_out():
    hand = {"dealer": "D", "turned": ["6", "4", "J"], "beg": "run", "redeal": True, "high": "R"}
    assert [p.field for p in problems("trinidad", [hand], sides=DR)] == ["high"]


def test_e5_trinidad_high_is_counted_first_and_wins():
    result = score(
        "trinidad",
        [{"dealer": "A", "turned": ["8"], "high": "A", "low": "B", "jack": "B", "game": "B"}],
        start={"A": 13, "B": 13},
    )
    assert result["winners"] == ["A"] and result["scores"] == {"A": 14, "B": 13}
    assert [i[3] for i in items(result["hands"][0])] == [True, False, False, False]


def test_e6_trinidad_the_kick_wins_before_play():
    result = score(
        "trinidad", [{"dealer": "D", "turned": ["J"]}], sides=DR, start={"D": 11, "R": 13}
    )
    assert result["finished"] and result["winners"] == ["D"]
    assert result["scores"] == {"D": 14, "R": 13}


def test_e7_trinidad_dealer_runs_and_kicks_out():
    result = score(
        "trinidad",
        [{"dealer": "D", "turned": ["5", "J"], "beg": "run"}],
        sides=DR,
        start={"D": 12, "R": 13},
    )
    assert result["winners"] == ["D"] and result["scores"] == {"D": 15, "R": 13}


def test_e7_trinidad_take_one_may_give_the_game():
    # OQ-AF-3: in Trinidad the dealer may give the point that wins the beggar the game.
    result = score(
        "trinidad",
        [{"dealer": "D", "turned": ["5"], "beg": "give"}],
        sides=DR,
        start={"D": 12, "R": 13},
    )
    assert result["winners"] == ["R"]


def test_e8_trinidad_the_hang_jack_comes_too_late():
    result = score(
        "trinidad",
        [
            {
                "dealer": "D",
                "turned": ["8"],
                "beg": "stand",
                "high": "D",
                "low": "R",
                "jack": {"held": "R", "won": "D"},
                "game": "D",
            }
        ],
        sides=DR,
        start={"D": 12, "R": 13},
    )
    assert result["winners"] == ["R"] and result["scores"] == {"D": 13, "R": 14}
    assert items(result["hands"][0])[2:] == [("hang_jack", "D", 3, False), ("game", "D", 1, False)]


def test_e9_trinidad_a_kicked_jack_cannot_be_hanged():
    found = problems(
        "trinidad",
        [
            {
                "dealer": "D",
                "turned": ["J"],
                "high": "D",
                "low": "R",
                "jack": {"held": "D", "won": "R"},
                "game": "D",
            }
        ],
        sides=DR,
    )
    assert [(p.hand, p.field) for p in found] == [(1, "jack")]


def test_e10_trinidad_a_single_trump_in_play():
    result = score(
        "trinidad",
        [
            {
                "dealer": "D",
                "turned": ["8"],
                "high": "R",
                "low": "R",
                "jack": None,
                "game": {"D": 25, "R": 14},
            }
        ],
        sides=DR,
    )
    assert result["hands"][0]["points"] == {"D": 1, "R": 2}


def test_e11_trinidad_plain_suit_revoke_bars_the_offenders_from_game():
    hand = {
        "dealer": "D",
        "turned": ["3"],
        "penalties": [{"kind": "revoke", "side": "R"}],
        "high": "R",
        "low": "D",
        "jack": "D",
        "game": {"D": 22, "R": 30},
    }
    result = score("trinidad", [hand], sides=DR, start={"D": 6, "R": 8})
    assert items(result["hands"][0]) == [
        ("revoke", "D", 1, True),
        ("high", "R", 1, True),
        ("low", "D", 1, True),
        ("jack", "D", 1, True),
    ]
    assert result["scores"] == {"D": 9, "R": 9}


def test_e11_revoke_game_house_rules():
    hand = {
        "dealer": "D",
        "turned": ["3"],
        "penalties": [{"kind": "revoke", "side": "R"}],
        "high": "R",
        "low": "D",
        "jack": "D",
        "game": {"D": 22, "R": 30},
    }
    to_opponents = score("trinidad", [hand], sides=DR, options={"revoke_game": "opponents"})
    assert to_opponents["scores"] == {"D": 4, "R": 1}
    no_effect = score("trinidad", [hand], sides=DR, options={"revoke_game": "no_effect"})
    assert no_effect["scores"] == {"D": 3, "R": 2}


def test_e12_trinidad_trump_revoke_holding_a_top_five_trump_loses_the_game():
    result = score(
        "trinidad",
        [{"dealer": "D", "turned": ["8"], "penalties": [{"kind": "revoke_honour", "side": "R"}]}],
        sides=DR,
        start={"D": 0, "R": 13},
    )
    assert result["finished"] and result["winners"] == ["D"]
    assert result["scores"] == {"D": 0, "R": 13}


def test_e13_trinidad_misdeal_point_wins_the_game():
    result = score(
        "trinidad",
        [{"dealer": "D", "penalties": [{"kind": "misdeal", "side": "D"}]}],
        sides=DR,
        start={"D": 4, "R": 13},
    )
    assert result["winners"] == ["R"] and result["scores"] == {"D": 4, "R": 14}


def test_e13_only_the_dealer_misdeals_and_the_hand_is_void():
    wrong_side = problems(
        "trinidad", [{"dealer": "D", "penalties": [{"kind": "misdeal", "side": "R"}]}], sides=DR
    )
    assert [p.field for p in wrong_side] == ["penalties"]
    played = problems(
        "trinidad",
        [{"dealer": "D", "turned": ["4"], "penalties": [{"kind": "misdeal", "side": "D"}]}],
        sides=DR,
    )
    assert [p.field for p in played] == ["turned"]


def test_e14_tobago_kick_table():
    def kick(variant, rank):
        hand = {"dealer": "D", "turned": [rank], "high": "R", "low": "R", "game": "R"}
        return score(variant, [hand], sides=DR)["hands"][0]["points"]["D"]

    assert (kick("tobago", "2"), kick("trinidad", "2")) == (2, 0)
    assert (kick("tobago", "6"), kick("trinidad", "6")) == (0, 2)
    assert kick("tobago", "A") == kick("trinidad", "A") == 1
    assert kick("tobago", "J") == kick("trinidad", "J") == 3


def test_e15_trinidad_two_players_long_run():
    hand = {
        "dealer": "D",
        "turned": ["Q", "7", "10", "J"],
        "beg": "run",
        "high": "R",
        "low": "D",
        "game": "D",
    }
    two_players = [{"id": "D", "players": ["Di"]}, {"id": "R", "players": ["Ro"]}]
    result = score("trinidad", [hand], sides=two_players)
    assert [i for i in items(result["hands"][0]) if i[0] == "kick"] == [("kick", "D", 3, True)]
    four_players = [{"id": "D", "players": ["Di", "Dan"]}, {"id": "R", "players": ["Ro", "Rae"]}]
    assert "at most 3" in problems("trinidad", [hand], sides=four_players)[0].message


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
