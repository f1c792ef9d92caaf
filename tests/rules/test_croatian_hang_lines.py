"""Croatian Bela's level deal under `tie_rule: hang` when the other side, not the caller, holds
what counts (docs/rules/croatian-bela.md, "A tie": the other side writes its own points, the
calling side's hang), line by line as test_croatian_lines.py."""

import pytest

from tests.rules.croatian_deals import CR, RL, cp, read_croatian, seq

HANG = f"{RL} only drew level: their 91 hang for whoever wins the next deal"
HUNG = {"totals": {"A": 91, "B": 91}, "held_over": 91}

# name: (hands, options, start, [(lines, the hand's own fields)], scores, winners)
CASES = {
    "level by the other side's declaration: it writes its cards and the declaration": (
        [{"caller": "A", "card_points": cp(91, 71), "declarations": [seq("B", 3)]}],
        {"tie_rule": "hang"},
        None,
        [
            (
                [
                    ("card_points", "B", 71, True, f"{CR}'s card points"),
                    (
                        "declarations",
                        "B",
                        20,
                        True,
                        f"{CR}'s declarations count: {CR} held the best single declaration",
                    ),
                    ("hang", "A", 0, True, HANG),
                ],
                HUNG,
            )
        ],
        {"A": 0, "B": 91},
        [],
    ),
    "level by the other side's bela: it writes its cards and its bela": (
        [{"caller": "A", "trump": "hearts", "card_points": cp(91, 71), "bela": "B"}],
        {"tie_rule": "hang"},
        None,
        [
            (
                [
                    ("card_points", "B", 71, True, f"{CR}'s card points"),
                    ("bela", "B", 20, True, f"{CR} declared bela"),
                    ("hang", "A", 0, True, HANG),
                ],
                HUNG,
            )
        ],
        {"A": 0, "B": 91},
        [],
    ),
}


@pytest.mark.parametrize("case", CASES.values(), ids=list(CASES))
def test_a_hanging_deal_gives_the_other_side_its_own(case):
    read_croatian(*case)
