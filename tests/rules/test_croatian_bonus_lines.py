"""Croatian Bela, line by line (as test_croatian_lines.py): štiglja, whose declarations count
and why (equal bests under each house rule), bela on a fall, kontra, rekontra, belot and the
end of the game (docs/rules/croatian-bela.md)."""

import pytest

from tests.rules.croatian_deals import CR, RL, cp, fell, four, made, read_croatian, seq

BEST = "Red Lion's declarations count: Red Lion held the best single declaration"
EQUAL_BOTH = [seq("B", 4, "K", "clubs"), seq("A", 4, "K", "hearts")]

# name: (hands, options, start, [(lines, the hand's own fields)], scores, winners)
CASES = {
    "stiglja by the caller, with its declaration": (
        [{"caller": "A", "stiglja": "A", "declarations": [seq("A", 4, "A", "spades")]}],
        None,
        None,
        [
            (
                [
                    ("card_points", "A", 162, True, f"{RL} took every trick: all 162 card points"),
                    ("stiglja", "A", 90, True, f"štiglja: {RL} took every trick"),
                    ("declarations", "A", 50, True, f"{RL} take every declaration of the deal"),
                ],
                made(212, 0, {"A": 212, "B": 0}),
            )
        ],
        {"A": 302, "B": 0},
        [],
    ),
    "stiglja by the other side, worth 100, takes the caller's bela": (
        [{"caller": "B", "stiglja": "A", "card_points": cp(162, 0), "bela": "B"}],
        {"stiglja": 100},
        None,
        [
            (
                [
                    ("card_points", "A", 162, True, f"{RL} took every trick: all 162 card points"),
                    ("stiglja", "A", 100, True, f"štiglja: {RL} took every trick"),
                    ("bela", "A", 20, True, f"{RL} take {CR}'s bela"),
                ],
                fell({"A": 162, "B": 20}),
            )
        ],
        {"A": 282, "B": 0},
        [],
    ),
    "stiglja under kontra: the 162 and the bonus doubled": (
        [{"caller": "A", "stiglja": "A", "kontra": True}],
        None,
        None,
        [
            (
                [
                    (
                        "card_points",
                        "A",
                        324,
                        True,
                        f"{RL} took every trick: all 162 card points, ×2 for kontra",
                    ),
                    ("stiglja", "A", 180, True, f"štiglja: {RL} took every trick, ×2 for kontra"),
                ],
                made(162, 0),
            )
        ],
        {"A": 504, "B": 0},
        [],
    ),
    "best single declaration: all of its side's count, none of the other's": (
        [
            {
                "caller": "A",
                "card_points": cp(90, 72),
                "declarations": [seq("B", 3, "9"), four("A", "K"), seq("A", 3, "Q"), seq("B", 3)],
            }
        ],
        None,
        None,
        [
            (
                [
                    ("card_points", "A", 90, True, f"{RL} called and made it: their card points"),
                    ("declarations", "A", 120, True, BEST),
                    ("card_points", "B", 72, True, f"{CR}'s card points"),
                ],
                made(210, 72),
            )
        ],
        {"A": 210, "B": 72},
        [],
    ),
    "equal bests: the first declared counts": (
        [{"caller": "A", "card_points": cp(100, 62), "declarations": EQUAL_BOTH}],
        None,
        None,
        [
            (
                [
                    (
                        "fall",
                        "B",
                        162,
                        True,
                        f"{RL} fell (100 to 112): {CR} take all 162 card points",
                    ),
                    ("declarations", "B", 50, True, f"{CR} take every declaration of the deal"),
                ],
                fell({"A": 100, "B": 112}),
            )
        ],
        {"A": 0, "B": 212},
        [],
    ),
    "equal bests, made: the line says it was declared first": (
        [{"caller": "B", "card_points": cp(62, 100), "declarations": EQUAL_BOTH}],
        None,
        None,
        [
            (
                [
                    ("card_points", "A", 62, True, f"{RL}'s card points"),
                    ("card_points", "B", 100, True, f"{CR} called and made it: their card points"),
                    (
                        "declarations",
                        "B",
                        50,
                        True,
                        f"{CR}'s declarations count: both sides held an equal best one, "
                        f"and {CR} declared first",
                    ),
                ],
                made(62, 150),
            )
        ],
        {"A": 62, "B": 150},
        [],
    ),
    "equal bests under `trump`: the trump sequence counts": (
        [
            {
                "caller": "A",
                "trump": "hearts",
                "card_points": cp(100, 62),
                "declarations": EQUAL_BOTH,
            }
        ],
        {"equal_declarations": "trump"},
        None,
        [
            (
                [
                    ("card_points", "A", 100, True, f"{RL} called and made it: their card points"),
                    (
                        "declarations",
                        "A",
                        50,
                        True,
                        f"{RL}'s declarations count: both sides held an equal best one, "
                        f"and {RL}'s is in trumps",
                    ),
                    ("card_points", "B", 62, True, f"{CR}'s card points"),
                ],
                made(150, 62),
            )
        ],
        {"A": 150, "B": 62},
        [],
    ),
    "equal bests under `nobody`: none count, and the line says so": (
        [{"caller": "A", "card_points": cp(100, 62), "declarations": EQUAL_BOTH}],
        {"equal_declarations": "nobody"},
        None,
        [
            (
                [
                    ("card_points", "A", 100, True, f"{RL} called and made it: their card points"),
                    ("card_points", "B", 62, True, f"{CR}'s card points"),
                    (
                        "declarations",
                        "A",
                        0,
                        True,
                        "both sides held an equal best declaration: by the house rule none count",
                    ),
                ],
                made(100, 62),
            )
        ],
        {"A": 100, "B": 62},
        [],
    ),
    "bela kept on a fall (`bela_kept`), rekontra": (
        [
            {
                "caller": "A",
                "card_points": cp(70, 92),
                "bela": "A",
                "kontra": True,
                "rekontra": True,
            }
        ],
        {"bela_kept": True},
        None,
        [
            (
                [
                    (
                        "fall",
                        "B",
                        648,
                        True,
                        f"{RL} fell (90 to 92): {CR} take all 162 card points, ×4 for rekontra",
                    ),
                    ("bela", "A", 20, True, f"{RL} declared bela"),
                ],
                fell({"A": 90, "B": 92}),
            )
        ],
        {"A": 20, "B": 648},
        [],
    ),
    "kontra_all: declarations and bela doubled too": (
        [
            {
                "caller": "A",
                "card_points": cp(92, 70),
                "declarations": [seq("A", 3)],
                "bela": "B",
                "kontra": True,
            }
        ],
        {"kontra_all": True},
        None,
        [
            (
                [
                    (
                        "card_points",
                        "A",
                        184,
                        True,
                        f"{RL} called and made it: their card points, ×2 for kontra",
                    ),
                    ("declarations", "A", 40, True, BEST),
                    ("card_points", "B", 140, True, f"{CR}'s card points, ×2 for kontra"),
                    ("bela", "B", 40, True, f"{CR} declared bela"),
                ],
                made(112, 90),
            )
        ],
        {"A": 224, "B": 180},
        [],
    ),
    "belot wins the game at once, writing the target": (
        [{"caller": "A", "card_points": cp(100, 62)}, {"belot": "B"}],
        None,
        None,
        [
            (
                [
                    ("card_points", "A", 100, True, f"{RL} called and made it: their card points"),
                    ("card_points", "B", 62, True, f"{CR}'s card points"),
                ],
                made(100, 62),
            ),
            (
                [
                    (
                        "belot",
                        "B",
                        1001,
                        True,
                        f"{CR} showed belot (all eight cards of one suit): the game is theirs",
                    )
                ],
                {"held_over": 0},
            ),
        ],
        {"A": 100, "B": 1063},
        ["B"],
    ),
    "level past the target: another deal, then the higher total wins": (
        [{"caller": "A", "card_points": cp(101, 61)}, {"caller": "B", "card_points": cp(72, 90)}],
        None,
        {"A": 920, "B": 960},
        [
            (
                [
                    ("card_points", "A", 101, True, f"{RL} called and made it: their card points"),
                    ("card_points", "B", 61, True, f"{CR}'s card points"),
                ],
                made(101, 61),
            ),
            (
                [
                    ("card_points", "A", 72, True, f"{RL}'s card points"),
                    ("card_points", "B", 90, True, f"{CR} called and made it: their card points"),
                ],
                made(72, 90),
            ),
        ],
        {"A": 1093, "B": 1111},
        ["B"],
    ),
    "one side past 501 and ahead wins": (
        [{"caller": "B", "card_points": cp(20, 142)}],
        {"target": 501},
        {"A": 480, "B": 360},
        [
            (
                [
                    ("card_points", "A", 20, True, f"{RL}'s card points"),
                    ("card_points", "B", 142, True, f"{CR} called and made it: their card points"),
                ],
                made(20, 142),
            )
        ],
        {"A": 500, "B": 502},
        ["B"],
    ),
}


@pytest.mark.parametrize("case", CASES.values(), ids=list(CASES))
def test_each_rule_line_by_line(case):
    read_croatian(*case)
