"""Croatian Bela's house rules where the public scorers differ, line by line (as
test_croatian_lines.py): what a made kontra writes (`kontra_made`) and what belot writes
(`belot_points`), docs/rules/croatian-bela.md, "Kontra and rekontra" and "Belot"."""

import pytest

from tests.rules.croatian_deals import CR, RL, cp, fell, made, read_croatian, seq

BELOT = f"{CR} showed belot (all eight cards of one suit): the game is theirs"
TAKE_ALL = f"{RL} made it under kontra: they take all 162 card points"

# name: (hands, options, start, [(lines, the hand's own fields)], scores, winners)
CASES = {
    "a made kontra, each side its own (the default)": (
        [{"caller": "A", "card_points": cp(100, 62), "kontra": True}],
        None,
        None,
        [
            (
                [
                    (
                        "card_points",
                        "A",
                        200,
                        True,
                        f"{RL} called and made it: their card points, ×2 for kontra",
                    ),
                    ("card_points", "B", 124, True, f"{CR}'s card points, ×2 for kontra"),
                ],
                made(100, 62),
            )
        ],
        {"A": 200, "B": 124},
        [],
    ),
    "a made kontra under kontra_made all: the caller takes the deal, doubled": (
        [
            {
                "caller": "A",
                "card_points": cp(100, 62),
                "declarations": [seq("A", 3, "K", "clubs")],
                "bela": "B",
                "kontra": True,
            }
        ],
        {"kontra_made": "all"},
        None,
        [
            (
                [
                    ("card_points", "A", 324, True, f"{TAKE_ALL}, ×2 for kontra"),
                    ("declarations", "A", 20, True, f"{RL} take every declaration of the deal"),
                    ("bela", "A", 20, True, f"{RL} take {CR}'s bela"),
                ],
                made(120, 82, {"A": 120, "B": 82}),
            )
        ],
        {"A": 364, "B": 0},
        [],
    ),
    "rekontra made under kontra_made all: four times to the caller": (
        [{"caller": "A", "card_points": cp(90, 72), "kontra": True, "rekontra": True}],
        {"kontra_made": "all"},
        None,
        [
            (
                [("card_points", "A", 648, True, f"{TAKE_ALL}, ×4 for rekontra")],
                made(90, 72),
            )
        ],
        {"A": 648, "B": 0},
        [],
    ),
    "kontra_made all leaves a deal without kontra to each side": (
        [{"caller": "A", "card_points": cp(100, 62)}],
        {"kontra_made": "all"},
        None,
        [
            (
                [
                    ("card_points", "A", 100, True, f"{RL} called and made it: their card points"),
                    ("card_points", "B", 62, True, f"{CR}'s card points"),
                ],
                made(100, 62),
            )
        ],
        {"A": 100, "B": 62},
        [],
    ),
    "a fallen kontra under kontra_made all: the other side takes it, as always": (
        [{"caller": "A", "card_points": cp(60, 102), "kontra": True}],
        {"kontra_made": "all"},
        None,
        [
            (
                [
                    (
                        "fall",
                        "B",
                        324,
                        True,
                        f"{RL} fell (60 to 102): {CR} take all 162 card points, ×2 for kontra",
                    )
                ],
                fell({"A": 60, "B": 102}),
            )
        ],
        {"A": 0, "B": 324},
        [],
    ),
    "belot under belot_points none: the game ends, nothing written": (
        [{"caller": "A", "card_points": cp(100, 62)}, {"belot": "B"}],
        {"belot_points": "none"},
        None,
        [
            (
                [
                    ("card_points", "A", 100, True, f"{RL} called and made it: their card points"),
                    ("card_points", "B", 62, True, f"{CR}'s card points"),
                ],
                made(100, 62),
            ),
            ([("belot", "B", 0, True, BELOT)], {"held_over": 0}),
        ],
        {"A": 100, "B": 62},
        ["B"],
    ),
    "belot writes the game's own target, 501": (
        [{"belot": "B"}],
        {"target": 501},
        {"A": 300, "B": 0},
        [([("belot", "B", 501, True, BELOT)], {"held_over": 0})],
        {"A": 300, "B": 501},
        ["B"],
    ),
}


@pytest.mark.parametrize("case", CASES.values(), ids=list(CASES))
def test_each_option_line_by_line(case):
    read_croatian(*case)


def test_the_variant_offers_each_house_rule_with_the_usual_choice_first():
    from scoring.rules.bela.croatian import CROATIAN, OPTIONS, STIGLJA_VALUES, TARGETS

    assert CROATIAN.defaults == {
        "target": 1001,
        "tie_rule": "fall",
        "stiglja": 90,
        "equal_declarations": "first",
        "bela_kept": False,
        "lost_bela": "taken",
        "stiglja_declarations": "best",
        "kontra_all": False,
        "kontra_made": "own",
        "belot_points": "target",
    }
    assert list(OPTIONS) == list(CROATIAN.defaults)
    read = {key: option.read for key, option in OPTIONS.items()}
    assert read["tie_rule"].choices == ("fall", "hang", "made")
    assert read["lost_bela"].choices == ("taken", "dropped")
    assert read["stiglja_declarations"].choices == ("best", "all")
    assert read["equal_declarations"].choices == ("first", "trump", "nobody")
    assert read["kontra_made"].choices == ("own", "all")
    assert read["belot_points"].choices == ("target", "none")
    assert (STIGLJA_VALUES, TARGETS) == ((90, 100), (501, 701, 1001))
    assert (CROATIAN.side_counts, CROATIAN.traits.players, CROATIAN.traits.tricks) == ((2,), 4, 8)
