"""The end of a Klaverjas match (docs/rules/klaverjas.md, K11): a boom after its deals, level
or not; a match to points once a team reaches the target with the higher total."""

from scoring.rules import RecordError
from tests.rules.helpers import score

MADE = {"maker": "A", "card_points": {"A": 100, "B": 62}}
LEVEL = {"maker": "A", "card_points": {"A": 81, "B": 81}}  # nat: B 162
BACK = {"maker": "B", "card_points": {"A": 162, "B": 0}}  # nat: A 162


def test_a_level_boom_is_drawn_and_names_both_teams():
    result = score("klaverjas", [LEVEL, BACK] * 2, game="bela", options={"deals": 4})
    assert result["scores"] == {"A": 324, "B": 324}
    assert (result["finished"], result["winners"]) == (True, ["A", "B"])
    assert result["target"] == 4 and result["boom"] == 4


def test_nothing_follows_the_last_deal_of_a_boom():
    try:
        score("klaverjas", [MADE] * 3, game="bela", options={"deals": 2})
    except RecordError as error:
        assert [(p.hand, p.field) for p in error.problems] == [(3, "hand")]
    else:
        raise AssertionError("a third deal of a two-deal boom was scored")


def test_a_boom_is_not_over_before_its_last_deal_whatever_the_score():
    result = score("klaverjas", [MADE] * 15, game="bela", start={"A": 2000})
    assert result["finished"] is False and result["winners"] == []


def test_to_points_the_higher_total_past_the_target_wins_and_level_plays_on():
    options, start = {"end": "points", "target": 300}, {"A": 200, "B": 230}
    both = {"maker": "A", "card_points": {"A": 86, "B": 76}, "stuk": "A"}  # 106 and 76
    level = score("klaverjas", [both], game="bela", options=options, start=start)
    assert level["scores"] == {"A": 306, "B": 306} and level["finished"] is False
    assert level["target"] == 300 and "boom" not in level
    won = score("klaverjas", [both, MADE], game="bela", options=options, start=start)
    assert won["winners"] == ["A"] and won["scores"] == {"A": 406, "B": 368}


def test_to_points_one_short_of_the_target_plays_on():
    options = {"end": "points", "target": 263}
    result = score("klaverjas", [{"maker": "A", "pit": "A"}], game="bela", options=options)
    assert result["scores"]["A"] == 262 and result["finished"] is False
    again = score(
        "klaverjas", [{"maker": "A", "pit": "A"}], game="bela", options={**options, "target": 262}
    )
    assert again["winners"] == ["A"]
