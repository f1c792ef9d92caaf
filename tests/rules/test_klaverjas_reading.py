"""How a Klaverjas record is read and how its match ends, beyond the refusal and line tables
(docs/rules/klaverjas.md, record-format.md "Klaverjas hands"): roem totals as a pad writes
them, `doubled: 1`, kraken doubling the roem under `double_roem`, the start scores, and what
each deal's result says of the match."""

from tests.rules.helpers import problems, score

MADE = {"maker": "A", "card_points": {"A": 100, "B": 62}}


def klaverjas(hands, **kwargs):
    return score("klaverjas", hands, game="bela", **kwargs)


def refused(hands, **kwargs):
    found = problems("klaverjas", hands, game="bela", **kwargs)
    return [(p.hand, p.field, p.message) for p in found]


def test_a_pad_may_write_no_roem_for_a_team():
    result = klaverjas([{**MADE, "roem": {"A": 40, "B": 0}}])
    assert result["scores"] == {"A": 140, "B": 62}


def test_every_wrong_roem_total_is_named():
    assert refused([{**MADE, "roem": {"A": -20, "B": "lots"}}]) == [
        (1, "roem.A", "roem: must be at least 0, got -20"),
        (1, "roem.B", 'roem: expected a whole number, got "lots"'),
    ]


def test_doubled_once_is_no_kraak():
    assert klaverjas([{**MADE, "doubled": 1}])["scores"] == {"A": 100, "B": 62}


def test_kraken_doubles_roem_and_pit_only_under_double_roem():
    hand = {"maker": "A", "pit": "A", "roem": [{"side": "A", "kind": "three"}], "doubled": 2}
    assert klaverjas([hand])["scores"] == {"A": 324 + 20 + 100, "B": 0}
    doubled = klaverjas([hand], options={"double_roem": True})
    assert doubled["scores"] == {"A": 324 + 40 + 200, "B": 0}


def test_a_match_to_1500_cannot_start_at_its_target():
    found = refused([MADE], options={"end": "points"}, start={"A": 1500, "B": 0})
    assert found == [(None, "start.A", "start scores must be below the target 1500")]


def test_each_deal_says_whether_the_match_ended_there():
    boom = klaverjas([MADE] * 3, options={"deals": 3})
    assert [hand["finished"] for hand in boom["hands"]] == [False, False, True]
    to_points = klaverjas([MADE], options={"end": "points"}, start={"A": 1400, "B": 0})
    assert [hand["finished"] for hand in to_points["hands"]] == [True]


def test_under_pit_by_maker_only_the_playing_team_earns_pit():
    maker_only = {"pit_by": "maker"}
    assert klaverjas([{"maker": "A", "pit": "A"}], options=maker_only)["scores"] == {
        "A": 262,
        "B": 0,
    }
    assert klaverjas([{"maker": "A", "pit": "B"}], options=maker_only)["scores"] == {
        "A": 0,
        "B": 162,
    }
    assert klaverjas([{"maker": "A", "pit": "B"}])["scores"] == {"A": 0, "B": 262}


def test_every_wrong_team_of_the_card_points_is_named():
    assert refused([{"maker": "A", "card_points": {"X": 100, "A": "lots"}}])[:2] == [
        (1, "card_points.X", '"X" is not one of the sides'),
        (1, "card_points.A", 'card points: expected a whole number, got "lots"'),
    ]
