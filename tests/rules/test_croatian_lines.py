"""Croatian Bela: one deal (or two) for each rule of docs/rules/croatian-bela.md, with all the
result says of it, read line by line (tests/rules/helpers.py, read_line_by_line): who fell and
why, štiglja, whose declarations counted and why, bela, kontra, the points that hang and the
end of the game. A changed kind, side, figure or word fails here."""

import pytest

from tests.rules.croatian_deals import cp, fell, four, made, read_croatian, seq

# name: (hands, options, [(lines, the hand's own fields)], scores, winners)
CASES = {
    "made: each side writes its own": (
        [{"caller": "A", "card_points": cp(92, 70)}],
        None,
        [
            (
                [
                    (
                        "card_points",
                        "A",
                        92,
                        True,
                        "Red Lion called and made it: their card points",
                    ),
                    ("card_points", "B", 70, True, "Crown's card points"),
                ],
                made(92, 70),
            )
        ],
        {"A": 92, "B": 70},
        [],
    ),
    "fall: the other side takes the 162 and the declarations": (
        [{"caller": "A", "card_points": cp(60, 102), "declarations": [seq("A", 3)]}],
        None,
        [
            (
                [
                    (
                        "fall",
                        "B",
                        162,
                        True,
                        "Red Lion fell (80 to 102): Crown take all 162 card points",
                    ),
                    ("declarations", "B", 20, True, "Crown take every declaration of the deal"),
                ],
                fell({"A": 80, "B": 102}),
            )
        ],
        {"A": 0, "B": 182},
        [],
    ),
    "fall by the other side's declarations": (
        [{"caller": "B", "card_points": cp(60, 102), "declarations": [four("A", "9")]}],
        None,
        [
            (
                [
                    (
                        "fall",
                        "A",
                        162,
                        True,
                        "Crown fell (102 to 210): Red Lion take all 162 card points",
                    ),
                    ("declarations", "A", 150, True, "Red Lion take every declaration of the deal"),
                ],
                fell({"A": 210, "B": 102}),
            )
        ],
        {"A": 312, "B": 0},
        [],
    ),
    "a tie falls": (
        [{"caller": "A", "card_points": cp(81, 81)}],
        None,
        [
            (
                [
                    (
                        "fall",
                        "B",
                        162,
                        True,
                        "Red Lion only drew level, and a tie falls: Crown take all 162 card points",
                    )
                ],
                fell({"A": 81, "B": 81}),
            )
        ],
        {"A": 0, "B": 162},
        [],
    ),
    "a tie hangs, and goes to the next deal's winner": (
        [
            {"caller": "A", "card_points": cp(61, 101), "declarations": [seq("A", 3)], "bela": "A"},
            {"caller": "B", "card_points": cp(60, 102)},
        ],
        {"tie_rule": "hang"},
        [
            (
                [
                    ("card_points", "B", 101, True, "Crown's card points"),
                    (
                        "hang",
                        "A",
                        0,
                        True,
                        "Red Lion only drew level: their 101 hang for whoever wins the next deal",
                    ),
                ],
                {"totals": {"A": 101, "B": 101}, "held_over": 101},
            ),
            (
                [
                    ("card_points", "A", 60, True, "Red Lion's card points"),
                    (
                        "card_points",
                        "B",
                        102,
                        True,
                        "Crown called and made it: their card points",
                    ),
                    ("hung", "B", 101, True, "Crown won the deal: the 101 that hung are theirs"),
                ],
                made(60, 102),
            ),
        ],
        {"A": 60, "B": 304},
        [],
    ),
    "points hang twice, then the caller falls: the other side takes them": (
        [
            {"caller": "A", "card_points": cp(81, 81)},
            {"caller": "B", "card_points": cp(91, 71), "bela": "B", "kontra": True},
            {"caller": "A", "card_points": cp(50, 112)},
        ],
        {"tie_rule": "hang"},
        [
            (
                [
                    ("card_points", "B", 81, True, "Crown's card points"),
                    (
                        "hang",
                        "A",
                        0,
                        True,
                        "Red Lion only drew level: their 81 hang for whoever wins the next deal",
                    ),
                ],
                {"totals": {"A": 81, "B": 81}, "held_over": 81},
            ),
            (
                [
                    (
                        "hang",
                        "B",
                        0,
                        True,
                        "Crown only drew level under kontra: all 344 of the deal hang for whoever "
                        "wins the next deal",
                    ),
                ],
                {"totals": {"A": 91, "B": 91}, "held_over": 425},
            ),
            (
                [
                    (
                        "fall",
                        "B",
                        162,
                        True,
                        "Red Lion fell (50 to 112): Crown take all 162 card points",
                    ),
                    ("hung", "B", 425, True, "Crown won the deal: the 425 that hung are theirs"),
                ],
                fell({"A": 50, "B": 112}),
            ),
        ],
        {"A": 0, "B": 668},
        [],
    ),
    "a doubled tie hangs whole: every point of the deal, under kontra_all doubled": (
        [
            {
                "caller": "A",
                "card_points": cp(101, 61),
                "declarations": [seq("B", 3)],
                "bela": "B",
                "kontra": True,
            },
            {"caller": "A", "card_points": cp(100, 62)},
        ],
        {"tie_rule": "hang", "kontra_all": True},
        [
            (
                [
                    (
                        "hang",
                        "A",
                        0,
                        True,
                        "Red Lion only drew level under kontra: all 404 of the deal hang for "
                        "whoever wins the next deal",
                    ),
                ],
                {"totals": {"A": 101, "B": 101}, "held_over": 404},
            ),
            (
                [
                    (
                        "card_points",
                        "A",
                        100,
                        True,
                        "Red Lion called and made it: their card points",
                    ),
                    ("card_points", "B", 62, True, "Crown's card points"),
                    ("hung", "A", 404, True, "Red Lion won the deal: the 404 that hung are theirs"),
                ],
                made(100, 62),
            ),
        ],
        {"A": 504, "B": 62},
        [],
    ),
    "a redoubled tie hangs whole, declarations and bela at face value": (
        [
            {
                "caller": "A",
                "card_points": cp(71, 91),
                "declarations": [seq("A", 3), seq("A", 3)],
                "bela": "B",
                "kontra": True,
                "rekontra": True,
            },
        ],
        {"tie_rule": "hang"},
        [
            (
                [
                    (
                        "hang",
                        "A",
                        0,
                        True,
                        "Red Lion only drew level under kontra: all 708 of the deal hang for "
                        "whoever wins the next deal",
                    ),
                ],
                {"totals": {"A": 111, "B": 111}, "held_over": 708},
            ),
        ],
        {"A": 0, "B": 0},
        [],
    ),
}


@pytest.mark.parametrize("case", CASES.values(), ids=list(CASES))
def test_each_rule_line_by_line(case):
    hands, options, *expected = case  # (no start: each from nought)
    read_croatian(hands, options, None, *expected)
