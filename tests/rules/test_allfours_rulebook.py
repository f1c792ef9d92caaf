"""Rulebook §3.1, the All Fours worked examples E1–E15 of Trinidad and Tobago, one test each. D
is the dealer's side, R the beggar's side. E16–E31, the other variants', are in
test_allfours_rulebook_variants.py; E23 and E24 are league match points, not game records: they
are tests of the leagues app."""

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
