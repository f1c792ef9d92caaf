"""Rulebook §3.3, the Amerikaner and Kani worked examples E52–E66, one test each."""

from tests.rules.helpers import problems, score

NESW = ("N", "E", "S", "W")


def amerikaner(hands, **kwargs):
    return score("amerikaner", hands, game="amerikaner", sides=kwargs.pop("sides", NESW), **kwargs)


def kani(hands, target=100, **kwargs):
    options = {"target": target, **kwargs.pop("options", {})}
    return score("kani", hands, game="amerikaner", sides=NESW, options=options, **kwargs)


def test_e52_seed_example_bid_made_with_a_partner():
    hand = {"bidder": "N", "bid": 8, "partner": "W", "tricks": {"N": 5, "W": 4, "E": 2, "S": 1}}
    result = amerikaner([hand])
    assert result["hands"][0]["points"] == {"N": 8, "E": 2, "S": 1, "W": 8}
    assert result["hands"][0]["made"] is True


def test_e53_seed_example_bid_failed():
    hand = {"bidder": "N", "bid": 8, "partner": "S", "tricks": {"N": 4, "S": 3, "E": 2, "W": 3}}
    result = amerikaner([hand])
    assert result["hands"][0]["points"] == {"N": -8, "E": 2, "S": -8, "W": 3}
    assert result["hands"][0]["made"] is False


def test_e54_amerikaner_made_wins():
    hand = {"bidder": "N", "bid": "amerikaner", "tricks": {"N": 12, "E": 0, "S": 0, "W": 0}}
    result = amerikaner([hand], start={"N": 10, "E": 40, "S": 51, "W": 30})
    assert result["scores"]["N"] == 62 and result["winners"] == ["N"]


def test_e55_amerikaner_fails():
    hand = {"bidder": "N", "bid": "amerikaner", "tricks": {"N": 9, "E": 2, "S": 1, "W": 0}}
    assert amerikaner([hand])["hands"][0]["points"] == {"N": -52, "E": 2, "S": 1, "W": 0}


def test_e56_amerikaner_from_a_negative_score_does_not_end_the_game():
    hand = {"bidder": "N", "bid": "amerikaner", "tricks": {"N": 12, "E": 0, "S": 0, "W": 0}}
    result = amerikaner([hand], start={"N": -5, "E": 51, "S": 51, "W": 51})
    assert result["scores"]["N"] == 47 and not result["finished"]


def test_e57_several_players_pass_the_target_and_the_highest_wins():
    hand = {"bidder": "N", "bid": 7, "partner": "S", "tricks": {"N": 5, "S": 3, "E": 3, "W": 1}}
    result = amerikaner([hand], start={"N": 48, "E": 50, "S": 45, "W": 30})
    assert result["scores"] == {"N": 55, "E": 53, "S": 52, "W": 31}
    assert result["winners"] == ["N"]


E58 = {"bidder": "N", "bid": 6, "partner": "S", "tricks": {"N": 4, "S": 3, "E": 3, "W": 2}}
E58_START = {"N": 46, "E": 40, "S": 46, "W": 20}


def test_e58_a_level_top_is_a_shared_win():
    result = amerikaner([E58], start=E58_START)
    assert result["scores"] == {"N": 52, "E": 43, "S": 52, "W": 22}
    assert result["finished"] and result["winners"] == ["N", "S"]


def test_e58_a_level_top_plays_on_under_play_on():
    next_hand = {
        "bidder": "E",
        "bid": 6,
        "partner": "W",
        "tricks": {"E": 2, "W": 2, "N": 5, "S": 3},
    }
    result = amerikaner([E58, next_hand], start=E58_START, options={"top_tie": "play_on"})
    assert not result["hands"][0]["finished"]
    assert result["scores"] == {"N": 57, "E": 37, "S": 55, "W": 16} and result["winners"] == ["N"]


def test_e59_double_variants():
    made = {"bidder": "N", "bid": 9, "partner": "S", "tricks": {"N": 5, "S": 4, "E": 2, "W": 1}}
    failed = {**made, "tricks": {"N": 5, "S": 3, "E": 3, "W": 1}}

    def bidder_and_partner(hand, double):
        points = amerikaner([hand], options={"double": double})["hands"][0]["points"]
        return points["N"], points["S"]

    assert bidder_and_partner(made, "bidder_x2") == (18, 9)
    assert bidder_and_partner(failed, "bidder_x2") == (-18, -9)
    assert bidder_and_partner(made, "partner_half") == (9, 5)
    assert bidder_and_partner(failed, "partner_half") == (-9, -5)


def test_e60_three_players():
    hand = {"bidder": "A", "bid": 9, "partner": "B", "tricks": {"A": 6, "B": 5, "C": 5}}
    result = amerikaner([hand], sides=("A", "B", "C"))
    assert result["hands"][0]["points"] == {"A": 9, "B": 9, "C": 5}
    assert [
        p.field
        for p in problems("amerikaner", [{**hand, "bid": 7}], game="amerikaner", sides="ABC")
    ] == ["bid"]


def test_e61_five_players():
    hand = {
        "bidder": "A",
        "bid": 6,
        "partner": "C",
        "tricks": {"A": 3, "C": 2, "B": 2, "D": 2, "E": 1},
    }
    result = amerikaner([hand], sides=("A", "B", "C", "D", "E"))
    assert result["hands"][0]["points"] == {"A": -6, "B": 2, "C": -6, "D": 2, "E": 1}


def test_e62_all_pass_played_anyway_scores_minus_one_per_trick():
    hand = {"passed": True, "tricks": {"N": 4, "E": 3, "S": 3, "W": 2}}
    result = amerikaner([hand], options={"all_pass": "play_negative"})
    assert result["hands"][0]["points"] == {"N": -4, "E": -3, "S": -3, "W": -2}


def test_e62_all_pass_is_thrown_in_by_default():
    result = amerikaner([{"passed": True}])
    assert result["hands"][0]["points"] == {"N": 0, "E": 0, "S": 0, "W": 0}
    assert result["hands"][0]["made"] is None


def test_e63_kitty_counted_as_a_trick():
    hand = {"bidder": "N", "bid": 8, "partner": "W", "tricks": {"N": 4, "W": 3, "E": 3, "S": 2}}
    result = amerikaner([hand], options={"kitty": "kitty_trick"})
    assert result["hands"][0]["points"] == {"N": 8, "E": 3, "S": 2, "W": 8}
    too_low = {**hand, "bid": 6}
    found = problems(
        "amerikaner", [too_low], game="amerikaner", sides=NESW, options={"kitty": "kitty_trick"}
    )
    assert [(p.hand, p.field) for p in found] == [(1, "bid")] and "from 7 to 13" in found[0].message


def test_e64_kani_made_and_failed():
    made = {"bidder": "N", "bid": 9, "partner": "W", "tricks": {"N": 6, "W": 4, "E": 2, "S": 1}}
    assert kani([made])["hands"][0]["points"] == {"N": 9, "E": 0, "S": 0, "W": 9}
    failed = {**made, "tricks": {"N": 5, "W": 3, "E": 3, "S": 2}}
    assert kani([failed])["hands"][0]["points"] == {"N": 0, "E": 9, "S": 9, "W": 0}


def test_e65_kani_thirteen():
    made = {"bidder": "N", "bid": 13, "partner": "W", "tricks": {"N": 7, "W": 6, "E": 0, "S": 0}}
    assert kani([made])["hands"][0]["points"] == {"N": 50, "E": 0, "S": 0, "W": 50}
    failed = {**made, "tricks": {"N": 7, "W": 5, "E": 1, "S": 0}}
    assert kani([failed])["hands"][0]["points"] == {"N": 0, "E": 50, "S": 50, "W": 0}


def test_e66_kani_flat_ten():
    made = {"bidder": "N", "bid": 11, "partner": "W", "tricks": {"N": 6, "W": 5, "E": 1, "S": 1}}
    failed = {**made, "tricks": {"N": 6, "W": 4, "E": 2, "S": 1}}
    flat = {"flat_ten": True}
    assert kani([made], options=flat)["hands"][0]["points"] == {"N": 10, "E": 0, "S": 0, "W": 10}
    assert kani([failed], options=flat)["hands"][0]["points"] == {"N": 0, "E": 10, "S": 10, "W": 0}
    kani_bid = {**made, "bid": 13, "tricks": {"N": 7, "W": 6, "E": 0, "S": 0}}
    assert kani([kani_bid], options=flat)["hands"][0]["points"]["N"] == 50
