"""Rulebook §3.2, the Bela / Clobyosh / Klaberjass worked examples E32–E51, one test each."""

from tests.rules.helpers import problems, score

YM, ABC, TEAMS = ("Y", "M"), ("A", "B", "C"), ("NS", "EW")


def bela(variant, hands, **kwargs):
    sides = kwargs.pop("sides", {"bela2": YM, "bela3": ABC, "klaberjass": TEAMS}[variant])
    return score(variant, hands, game="bela", sides=sides, **kwargs)


def run(side, length, top, suit):
    return {"side": side, "length": length, "top": top, "suit": suit}


def test_e32_two_handed_maker_succeeds():
    hand = {
        "maker": "Y",
        "trump": "hearts",
        "melds": [run("Y", 3, "Q", "clubs")],
        "bela": "M",
        "card_points": {"Y": 86, "M": 50},
        "last_trick": "Y",
    }
    result = bela("bela2", [hand])
    assert result["hands"][0]["totals"] == {"Y": 116, "M": 70}
    assert result["scores"] == {"Y": 116, "M": 70} and result["hands"][0]["made"] is True


def test_e33_two_handed_bate():
    hand = {
        "maker": "Y",
        "trump": "spades",
        "melds": [run("M", 4, "K", "hearts")],
        "bela": "Y",
        "card_points": {"Y": 60, "M": 70},
        "last_trick": "M",
    }
    result = bela("bela2", [hand])
    assert result["scores"] == {"Y": 0, "M": 210} and result["hands"][0]["made"] is False


TIED = {
    "maker": "Y",
    "trump": "clubs",
    "bela": "M",
    "card_points": {"Y": 70, "M": 60},
    "last_trick": "Y",
}


def test_e34_equal_totals_are_held_over_to_the_next_winner():
    won = {"maker": "M", "trump": "diamonds", "card_points": {"Y": 40, "M": 90}, "last_trick": "M"}
    result = bela("bela2", [TIED, won])
    assert [h["points"] for h in result["hands"]] == [{"Y": 0, "M": 80}, {"Y": 40, "M": 180}]
    assert [h["held_over"] for h in result["hands"]] == [80, 0]


def test_e34_the_pot_goes_to_the_defender_when_the_next_maker_is_bate():
    bate = {"maker": "M", "trump": "diamonds", "card_points": {"Y": 90, "M": 40}, "last_trick": "Y"}
    result = bela("bela2", [TIED, bate])
    assert result["hands"][1]["points"] == {"Y": 220, "M": 0}


def test_e35_equal_scores_variant_the_maker_scores_nothing():
    result = bela("bela2", [TIED], options={"tie_rule": "maker_zero"})
    assert result["scores"] == {"Y": 0, "M": 80} and result["hands"][0]["held_over"] == 0


def runs_scored(melds, trump="hearts"):
    hand = {
        "maker": "Y",
        "trump": trump,
        "melds": melds,
        "card_points": {"Y": 60, "M": 60},
        "last_trick": "Y",
    }
    items = bela("bela2", [hand])["hands"][0]["items"]
    return {i["side"]: i["points"] for i in items if i["item"] == "runs"}


def test_e36a_any_fifty_beats_a_twenty():
    melds = [run("Y", 4, "K", "clubs"), run("Y", 3, "9", "spades"), run("M", 3, "A", "diamonds")]
    assert runs_scored(melds) == {"Y": 70}


def test_e36b_the_higher_fifty_wins():
    melds = [run("Y", 4, "Q", "clubs"), run("Y", 3, "A", "spades"), run("M", 4, "K", "diamonds")]
    assert runs_scored(melds) == {"M": 50}


def test_e36c_equal_plain_runs_go_to_the_first_declared():
    melds = [run("Y", 3, "Q", "clubs"), run("M", 3, "Q", "spades")]
    assert runs_scored(melds) == {"Y": 20}


def test_e36d_a_trump_run_beats_an_equal_plain_one():
    melds = [run("Y", 3, "Q", "clubs"), run("M", 3, "Q", "hearts")]
    assert runs_scored(melds, trump="hearts") == {"M": 20}


def test_e37_runs_are_void_without_a_trick():
    hand = {
        "maker": "Y",
        "trump": "hearts",
        "melds": [run("M", 4, "K", "clubs"), run("Y", 3, "A", "spades")],
        "card_points": {"Y": 121, "M": 0},
        "last_trick": "Y",
    }
    assert bela("bela2", [hand])["scores"] == {"Y": 131, "M": 0}


def test_e37_no_tricker_takes_all_nine_tricks():
    hand = {
        "maker": "Y",
        "trump": "hearts",
        "melds": [run("Y", 3, "A", "spades")],
        "bela": "Y",
        "card_points": {"Y": 121, "M": 0},
        "last_trick": "Y",
    }
    result = bela("bela2", [hand], options={"no_tricker": True})
    assert result["scores"] == {"Y": 400, "M": 0} and result["target"] == 1000


def claim(start, side, points, **options):
    return bela(
        "bela2",
        [{"maker": "Y", "trump": "hearts", "claim": {"side": side, "points": points}}],
        start=start,
        **({"options": options} if options else {}),
    )


def test_e38_claim_on_the_first_trick():
    result = claim({"Y": 478, "M": 495}, "Y", 40)
    assert (
        result["finished"]
        and result["winners"] == ["Y"]
        and result["scores"] == {"Y": 518, "M": 495}
    )


def test_e39_a_premature_claim_loses():
    result = claim({"Y": 478, "M": 495}, "Y", 20)
    assert result["winners"] == ["M"] and result["scores"] == {"Y": 478, "M": 495}
    assert result["hands"][0]["claim"] == {"side": "Y", "points": 20, "won": False}


def test_e40_the_maker_claims_before_going_bate():
    assert claim({"Y": 460, "M": 300}, "Y", 41)["winners"] == ["Y"]


E41 = {"maker": "Y", "trump": "hearts", "card_points": {"Y": 100, "M": 42}, "last_trick": "M"}


def test_e41_both_past_the_target_the_last_trick_wins():
    result = bela("bela2", [E41], start={"Y": 470, "M": 480})
    assert result["scores"] == {"Y": 570, "M": 532} and result["winners"] == ["M"]


def test_e41_played_out_the_higher_total_wins():
    result = bela("bela2", [E41], start={"Y": 470, "M": 480}, options={"end_rule": "play_out"})
    assert result["winners"] == ["Y"]


E42 = {
    "maker": "M",
    "trump": "hearts",
    "bela": "Y",
    "card_points": {"Y": 20, "M": 112},
    "last_trick": "M",
}


def test_e42_one_past_the_target_must_still_claim():
    result = bela("bela2", [E42], start={"Y": 480, "M": 300})
    assert result["scores"] == {"Y": 520, "M": 422} and not result["finished"]
    # Then Y wins a trick and claims, and wins.
    next_hand = {"maker": "Y", "trump": "clubs", "claim": {"side": "Y", "points": 0}}
    assert bela("bela2", [E42, next_hand], start={"Y": 480, "M": 300})["winners"] == ["Y"]


def test_e42_played_out_one_past_the_target_wins():
    result = bela("bela2", [E42], start={"Y": 480, "M": 300}, options={"end_rule": "play_out"})
    assert result["winners"] == ["Y"]


E43 = {
    "maker": "A",
    "trump": "clubs",
    "melds": [run("B", 3, "K", "hearts")],
    "card_points": {"A": 50, "B": 50, "C": 40},
    "last_trick": "A",
}


def test_e43_three_handed_bate_to_the_higher_opponent():
    assert bela("bela3", [E43])["scores"] == {"A": 0, "B": 130, "C": 40}


def test_e43_three_handed_bate_to_each_opponent():
    assert bela("bela3", [E43], options={"bate_to": "each"})["scores"] == {
        "A": 0,
        "B": 130,
        "C": 100,
    }


def test_e44_the_lower_opponent_scores_only_their_own():
    hand = {
        "maker": "A",
        "trump": "clubs",
        "card_points": {"A": 40, "B": 60, "C": 52},
        "last_trick": "B",
    }
    assert bela("bela3", [hand])["scores"] == {"A": 0, "B": 110, "C": 52}


def test_e45_level_opponents_split_the_makers_points():
    hand = {
        "maker": "A",
        "trump": "clubs",
        "card_points": {"A": 40, "B": 55, "C": 55},
        "last_trick": "A",
    }
    assert bela("bela3", [hand])["scores"] == {"A": 0, "B": 80, "C": 80}
    odd = {**hand, "card_points": {"A": 35, "B": 55, "C": 55}}
    result = bela("bela3", [odd])
    assert result["scores"] == {"A": 0, "B": 77.5, "C": 77.5}
    assert bela("bela3", [odd], options={"split": "floor"})["scores"] == {"A": 0, "B": 77, "C": 77}


def test_e46_four_handed_makers_succeed():
    hand = {
        "maker": "NS",
        "trump": "hearts",
        "melds": [run("NS", 3, "A", "clubs")],
        "bela": "NS",
        "card_points": {"NS": 92, "EW": 60},
        "last_trick": "NS",
    }
    result = bela("klaberjass", [hand])
    assert result["scores"] == {"NS": 142, "EW": 60} and sum(result["scores"].values()) == 162 + 40


def test_e47_four_handed_equal_totals_are_bate():
    hand = {
        "maker": "NS",
        "trump": "spades",
        "card_points": {"NS": 71, "EW": 81},
        "last_trick": "NS",
    }
    assert bela("klaberjass", [hand])["scores"] == {"NS": 0, "EW": 162}


def test_e48_melds_rescue_the_makers():
    hand = {
        "maker": "EW",
        "trump": "spades",
        "melds": [run("EW", 4, "10", "clubs")],
        "bela": "NS",
        "card_points": {"NS": 82, "EW": 70},
        "last_trick": "NS",
    }
    assert bela("klaberjass", [hand])["scores"] == {"NS": 112, "EW": 120}


def test_e49_the_partners_runs_count():
    melds = [run("NS", 4, "K", "clubs"), run("NS", 3, "9", "hearts"), run("EW", 4, "Q", "spades")]
    hand = {
        "maker": "NS",
        "trump": "diamonds",
        "melds": melds,
        "card_points": {"NS": 80, "EW": 72},
        "last_trick": "EW",
    }
    items = bela("klaberjass", [hand])["hands"][0]["items"]
    assert [(i["side"], i["points"]) for i in items if i["item"] == "runs"] == [("NS", 70)]


def test_e50_four_handed_no_trumps():
    hand = {"maker": "NS", "trump": "none", "card_points": {"NS": 70, "EW": 50}, "last_trick": "NS"}
    result = bela("klaberjass", [hand], options={"no_trump": True})
    assert result["scores"] == {"NS": 80, "EW": 50}
    assert [p.field for p in problems("klaberjass", [hand], game="bela", sides=TEAMS)] == ["trump"]
    with_bela = {**hand, "bela": "NS"}
    found = problems(
        "klaberjass", [with_bela], game="bela", sides=TEAMS, options={"no_trump": True}
    )
    assert [p.field for p in found] == ["bela"]


E51 = {
    "maker": "NS",
    "trump": "hearts",
    "melds": [run("NS", 3, "A", "clubs")],
    "card_points": {"NS": 90, "EW": 62},
    "last_trick": "NS",
}


def test_e51_four_handed_both_past_the_target_the_higher_wins():
    result = bela("klaberjass", [E51], start={"NS": 950, "EW": 980})
    assert result["scores"] == {"NS": 1070, "EW": 1042} and result["winners"] == ["NS"]


def test_e51_a_level_finish_needs_another_deal():
    result = bela("klaberjass", [E51], start={"NS": 930, "EW": 988})
    assert result["scores"] == {"NS": 1050, "EW": 1050} and not result["finished"]


def test_three_handed_halves_survive_as_start_scores():
    assert bela("bela3", [], start={"A": 22.5, "B": 0, "C": 1})["scores"]["A"] == 22.5
