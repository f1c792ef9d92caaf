"""Croatian Bela's house rules that peers' tables play (issue 50), line by line (as
test_croatian_lines.py): a lost side's bela dropped (`lost_bela`), a level deal made
(`tie_rule: made`) and both sides' declarations to a štiglja (`stiglja_declarations`),
docs/rules/croatian-bela.md. Each beside the default it changes."""

import pytest

from tests.rules.croatian_deals import CR, RL, cp, fell, made, read_croatian, seq

SWEPT = f"{RL} took every trick: all 162 card points"
TAKE_ALL = f"{RL} take every declaration of the deal"
DROPPED = f"{CR} lost the deal: by the house rule nobody writes their bela"
OWN = f"{RL} called and made it: their card points"
TAKE_162 = f"{RL} take all 162 card points"
STIGLJA_BOTH = {
    "caller": "A",
    "stiglja": "A",
    "declarations": [seq("A", 4, "A", "spades"), seq("B", 3, "K", "clubs")],
}

# name: (hands, options, start, [(lines, the hand's own fields)], scores, winners)
CASES = {
    "a stiglja against a caller with bela, the default: bela taken (0 / 272)": (
        [{"caller": "B", "stiglja": "A", "card_points": cp(162, 0), "bela": "B"}],
        None,
        None,
        [
            (
                [
                    ("card_points", "A", 162, True, SWEPT),
                    ("stiglja", "A", 90, True, f"štiglja: {RL} took every trick"),
                    ("bela", "A", 20, True, f"{RL} take {CR}'s bela"),
                ],
                fell({"A": 162, "B": 20}),
            )
        ],
        {"A": 272, "B": 0},
        [],
    ),
    "lost_bela dropped: the same stiglja writes 252, the bela nobody's": (
        [{"caller": "B", "stiglja": "A", "card_points": cp(162, 0), "bela": "B"}],
        {"lost_bela": "dropped"},
        None,
        [
            (
                [
                    ("card_points", "A", 162, True, SWEPT),
                    ("stiglja", "A", 90, True, f"štiglja: {RL} took every trick"),
                    ("bela", "B", 0, True, DROPPED),
                ],
                fell({"A": 162, "B": 20}),
            )
        ],
        {"A": 252, "B": 0},
        [],
    ),
    "lost_bela dropped on a fall: 162 alone": (
        [{"caller": "B", "card_points": cp(92, 70), "bela": "B"}],
        {"lost_bela": "dropped"},
        None,
        [
            (
                [
                    ("fall", "A", 162, True, f"{CR} fell (90 to 92): {TAKE_162}"),
                    ("bela", "B", 0, True, DROPPED),
                ],
                fell({"A": 92, "B": 90}),
            )
        ],
        {"A": 162, "B": 0},
        [],
    ),
    "lost_bela dropped keeps a made side's bela": (
        [{"caller": "A", "card_points": cp(100, 62), "bela": "B"}],
        {"lost_bela": "dropped"},
        None,
        [
            (
                [
                    ("card_points", "A", 100, True, OWN),
                    ("card_points", "B", 62, True, f"{CR}'s card points"),
                    ("bela", "B", 20, True, f"{CR} declared bela"),
                ],
                made(100, 82),
            )
        ],
        {"A": 100, "B": 82},
        [],
    ),
    "tie_rule made: a level deal is made, 81 / 81": (
        [{"caller": "A", "card_points": cp(81, 81)}],
        {"tie_rule": "made"},
        None,
        [
            (
                [
                    ("card_points", "A", 81, True, OWN),
                    ("card_points", "B", 81, True, f"{CR}'s card points"),
                ],
                made(81, 81),
            )
        ],
        {"A": 81, "B": 81},
        [],
    ),
    "the default stiglja takes the best declaration's side's only (302)": (
        [STIGLJA_BOTH],
        None,
        None,
        [
            (
                [
                    ("card_points", "A", 162, True, SWEPT),
                    ("stiglja", "A", 90, True, f"štiglja: {RL} took every trick"),
                    ("declarations", "A", 50, True, TAKE_ALL),
                ],
                made(212, 0, {"A": 212, "B": 0}),
            )
        ],
        {"A": 302, "B": 0},
        [],
    ),
    "stiglja_declarations all: both sides' declarations to the stiglja (322)": (
        [STIGLJA_BOTH],
        {"stiglja_declarations": "all"},
        None,
        [
            (
                [
                    ("card_points", "A", 162, True, SWEPT),
                    ("stiglja", "A", 90, True, f"štiglja: {RL} took every trick"),
                    ("declarations", "A", 70, True, TAKE_ALL),
                ],
                made(212, 0, {"A": 212, "B": 0}),
            )
        ],
        {"A": 322, "B": 0},
        [],
    ),
}


# The names are plain ASCII: pytest escapes other characters in a test's id, and mutmut (make
# mutants) passes the escaped id back to pytest, which then finds no such test.
@pytest.mark.parametrize("case", CASES.values(), ids=list(CASES))
def test_each_peer_option_line_by_line(case):
    read_croatian(*case)
