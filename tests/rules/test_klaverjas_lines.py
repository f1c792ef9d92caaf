"""Every Klaverjas deal's lines, word for word, with its own fields (docs/rules/klaverjas.md
K2-K10): made, nat, a level deal, pit, each kind of roem, a revoke and each doubling."""

import pytest

from tests.rules.helpers import TEAMS, read_line_by_line

K = {"game": "bela", "sides": TEAMS}
FIELDS = {"sides": TEAMS}


def own(made, nat=None, pit=None, doubled=1, totals=None):
    fields = {"made": made, "doubled": doubled, "totals": totals}
    fields.update({key: value for key, value in (("nat", nat), ("pit", pit)) if value})
    return fields


CASES = [
    pytest.param(
        (
            "klaverjas",
            [
                {
                    "maker": "A",
                    "card_points": {"A": 98, "B": 64},
                    "roem": [{"side": "A", "kind": "three"}, {"side": "B", "kind": "four"}],
                    "stuk": "A",
                }
            ],
            FIELDS,
            [
                (
                    [
                        ("card_points", "A", 98, True, "Us's card points"),
                        ("roem", "A", 20, True, "Us's roem"),
                        ("stuk", "A", 20, True, "Us had stuk"),
                        ("card_points", "B", 64, True, "Them's card points"),
                        ("roem", "B", 50, True, "Them's roem"),
                    ],
                    own(True, totals={"A": 138, "B": 114}),
                )
            ],
            {"A": 138, "B": 114},
            [],
        ),
        id="made: each team keeps its own",
    ),
    pytest.param(
        (
            "klaverjas",
            [
                {
                    "maker": "A",
                    "card_points": {"A": 70, "B": 92},
                    "roem": [{"side": "A", "kind": "three"}, {"side": "B", "kind": "three"}],
                    "stuk": "A",
                }
            ],
            FIELDS,
            [
                (
                    [
                        ("nat", "B", 162, True, "Us went nat: Them takes all 162"),
                        ("roem", "B", 20, True, "Them's roem"),
                        ("their_roem", "B", 40, True, "Them takes Us's roem too"),
                    ],
                    own(False, nat="A", totals={"A": 110, "B": 112}),
                )
            ],
            {"A": 0, "B": 222},
            [],
        ),
        id="nat: the others take 162 and all roem, stuk included",
    ),
    pytest.param(
        (
            "klaverjas",
            [{"maker": "B", "card_points": {"A": 81, "B": 81}}],
            FIELDS,
            [
                (
                    [("nat", "A", 162, True, "Them went nat: Us takes all 162")],
                    own(False, nat="B", totals={"A": 81, "B": 81}),
                )
            ],
            {"A": 162, "B": 0},
            [],
        ),
        id="level is nat",
    ),
    pytest.param(
        (
            "klaverjas",
            [{"maker": "B", "card_points": {"A": 0, "B": 162}, "pit": "B", "stuk": "A"}],
            FIELDS,
            [
                (
                    [
                        ("stuk", "A", 20, True, "Us had stuk"),
                        ("card_points", "B", 162, True, "Them's card points"),
                        ("pit", "B", 100, True, "Them took every trick: pit"),
                    ],
                    own(True, pit="B", totals={"A": 20, "B": 262}),
                )
            ],
            {"A": 20, "B": 262},
            [],
        ),
        id="pit, and stuk held by the team without a trick",
    ),
    pytest.param(
        (
            "klaverjas",
            [
                {
                    "maker": "A",
                    "card_points": {"A": 40, "B": 122},
                    "roem": [
                        {"side": "A", "kind": "four_jacks"},
                        {"side": "B", "kind": "four_queens"},
                    ],
                }
            ],
            FIELDS,
            [
                (
                    [
                        ("card_points", "A", 40, True, "Us's card points"),
                        ("roem", "A", 200, True, "Us's roem"),
                        ("card_points", "B", 122, True, "Them's card points"),
                        ("roem", "B", 100, True, "Them's roem"),
                    ],
                    own(True, totals={"A": 240, "B": 222}),
                )
            ],
            {"A": 240, "B": 222},
            [],
        ),
        id="four jacks carry the players home",
    ),
    pytest.param(
        (
            "klaverjas",
            [{"maker": "B", "verzaakt": "A", "roem": [{"side": "A", "kind": "four"}]}],
            FIELDS,
            [
                (
                    [
                        ("verzaakt", "B", 162, True, "Us revoked (verzaakt): Them takes all 162"),
                        ("their_roem", "B", 50, True, "Them takes Us's roem too"),
                    ],
                    own(True, nat="A", totals={"A": 50, "B": 0}),
                )
            ],
            {"A": 0, "B": 212},
            [],
        ),
        id="a revoke by the others: they are nat",
    ),
]

DOUBLINGS = [
    pytest.param(2, {"A": 100, "B": 62}, {"A": 344, "B": 0}, "A", id="kraak made"),
    pytest.param(2, {"A": 62, "B": 100}, {"A": 0, "B": 344}, "B", id="kraak beaten"),
    pytest.param(2, {"A": 71, "B": 91}, {"A": 344, "B": 0}, "A", id="kraak level: the krakers"),
    pytest.param(4, {"A": 71, "B": 91}, {"A": 0, "B": 668}, "B", id="herkraak level: players"),
    pytest.param(4, {"A": 100, "B": 62}, {"A": 668, "B": 0}, "A", id="herkraak made"),
    pytest.param(8, {"A": 71, "B": 91}, {"A": 1316, "B": 0}, "A", id="superkraak level"),
    pytest.param(8, {"A": 60, "B": 102}, {"A": 0, "B": 1316}, "B", id="superkraak beaten"),
]


@pytest.mark.parametrize("case", CASES)
def test_klaverjas_lines(case):
    read_line_by_line("bela", case)


@pytest.mark.parametrize(("doubled", "points", "scores", "winner"), DOUBLINGS)
def test_a_doubled_deal_is_won_whole_and_lost_by_the_last_to_double(
    doubled, points, scores, winner
):
    """K10: A played with roem 20; the doubled 162 and all roem go to one team."""
    from tests.rules.helpers import score

    hand = {"maker": "A", "card_points": points, "doubled": doubled, "stuk": "A"}
    result = score("klaverjas", [hand], **K)
    assert result["scores"] == scores
    loser = "B" if winner == "A" else "A"
    assert result["hands"][0]["nat"] == loser
    assert result["hands"][0]["items"][0]["points"] == 162 * doubled


def test_double_roem_doubles_the_roem_too():
    from tests.rules.helpers import score

    hand = {"maker": "A", "card_points": {"A": 100, "B": 62}, "doubled": 4, "stuk": "A"}
    result = score("klaverjas", [hand], options={"double_roem": True}, **K)
    assert result["scores"] == {"A": 162 * 4 + 20 * 4, "B": 0}


def test_revoke_roem_own_keeps_only_the_others_roem():
    from tests.rules.helpers import score

    hand = {"maker": "A", "verzaakt": "A", "roem": {"A": 50, "B": 20}}
    result = score("klaverjas", [hand], options={"revoke_roem": "own"}, **K)
    assert result["scores"] == {"A": 0, "B": 182}


def test_pit_bonus_is_a_house_rule():
    from tests.rules.helpers import score

    hand = {"maker": "A", "card_points": {"A": 162, "B": 0}, "pit": "A"}
    result = score("klaverjas", [hand], options={"pit_bonus": 50}, **K)
    assert result["scores"] == {"A": 212, "B": 0}
