"""Amerikaner and Kani: one hand (or two) for each rule the rulebook names, with all the result
says of it, read line by line (tests/rules/helpers.py, read_line_by_line): a number bid made and
down, with a partner and alone, the kitty trick, Amerikaner made and down, a passed hand played
out, both doublings, Kani's flat ten, Kani itself, a Kani bid down, and a win at the target. A
player checks the arithmetic by these lines, so a changed kind, side, sign, word or flag fails
here (issue 20)."""

import pytest

from tests.rules.helpers import read_line_by_line

FOUR = [{"id": p, "name": p} for p in ("N", "E", "S", "W")]

# name: (variant, hands, record fields, [(lines, the hand's own fields)], scores, winners)
CASES = {
    "a number bid made with a partner": (
        "amerikaner",
        [{"bidder": "N", "bid": 7, "partner": "S", "tricks": {"N": 4, "E": 2, "S": 4, "W": 2}}],
        {"sides": FOUR},
        [
            (
                [
                    ("bid", "N", 7, True, "N bid 7 with S and made it (8 tricks)"),
                    ("partner", "S", 7, True, "S partnered N"),
                    ("tricks", "E", 2, True, "E took 2 tricks"),
                    ("tricks", "W", 2, True, "W took 2 tricks"),
                ],
                {"made": True},
            )
        ],
        {"N": 7, "E": 2, "S": 7, "W": 2},
        [],
    ),
    "a number bid down with a partner": (
        "amerikaner",
        [{"bidder": "N", "bid": 9, "partner": "S", "tricks": {"N": 4, "E": 2, "S": 4, "W": 2}}],
        {"sides": FOUR},
        [
            (
                [
                    ("bid", "N", -9, True, "N bid 9 with S and went down (8 tricks)"),
                    ("partner", "S", -9, True, "S partnered N"),
                    ("tricks", "E", 2, True, "E took 2 tricks"),
                    ("tricks", "W", 2, True, "W took 2 tricks"),
                ],
                {"made": False},
            )
        ],
        {"N": -9, "E": 2, "S": -9, "W": 2},
        [],
    ),
    "a number bid made alone, the called card in the kitty": (
        "amerikaner",
        [{"bidder": "N", "bid": 6, "partner": None, "tricks": {"N": 7, "E": 2, "S": 1, "W": 2}}],
        {"sides": FOUR},
        [
            (
                [
                    (
                        "bid",
                        "N",
                        6,
                        True,
                        "N bid 6 alone (the called card was in the kitty) and made it (7 tricks)",
                    ),
                    ("tricks", "E", 2, True, "E took 2 tricks"),
                    ("tricks", "S", 1, True, "S took 1 trick"),
                    ("tricks", "W", 2, True, "W took 2 tricks"),
                ],
                {"made": True},
            )
        ],
        {"N": 6, "E": 2, "S": 1, "W": 2},
        [],
    ),
    "a number bid down alone, the called card in the kitty": (
        "amerikaner",
        [{"bidder": "N", "bid": 8, "partner": None, "tricks": {"N": 7, "E": 2, "S": 1, "W": 2}}],
        {"sides": FOUR},
        [
            (
                [
                    (
                        "bid",
                        "N",
                        -8,
                        True,
                        "N bid 8 alone (the called card was in the kitty) and went down (7 tricks)",
                    ),
                    ("tricks", "E", 2, True, "E took 2 tricks"),
                    ("tricks", "S", 1, True, "S took 1 trick"),
                    ("tricks", "W", 2, True, "W took 2 tricks"),
                ],
                {"made": False},
            )
        ],
        {"N": -8, "E": 2, "S": 1, "W": 2},
        [],
    ),
    "kitty_trick: the bidding side counts the kitty as a trick": (
        "amerikaner",
        [{"bidder": "N", "bid": 8, "partner": "S", "tricks": {"N": 4, "E": 2, "S": 3, "W": 3}}],
        {"sides": FOUR, "options": {"kitty": "kitty_trick"}},
        [
            (
                [
                    ("bid", "N", 8, True, "N bid 8 with S and made it (8 tricks)"),
                    ("partner", "S", 8, True, "S partnered N"),
                    ("tricks", "E", 2, True, "E took 2 tricks"),
                    ("tricks", "W", 3, True, "W took 3 tricks"),
                ],
                {"made": True},
            )
        ],
        {"N": 8, "E": 2, "S": 8, "W": 3},
        [],
    ),
    "Amerikaner bid and made": (
        "amerikaner",
        [{"bidder": "N", "bid": "amerikaner", "tricks": {"N": 12, "E": 0, "S": 0, "W": 0}}],
        {"sides": FOUR},
        [([("amerikaner", "N", 52, True, "N bid Amerikaner and made it")], {"made": True})],
        {"N": 52, "E": 0, "S": 0, "W": 0},
        ["N"],
    ),
    "Amerikaner bid and down": (
        "amerikaner",
        [{"bidder": "N", "bid": "amerikaner", "tricks": {"N": 11, "E": 1, "S": 0, "W": 0}}],
        {"sides": FOUR},
        [
            (
                [
                    ("amerikaner", "N", -52, True, "N bid Amerikaner and went down"),
                    ("tricks", "E", 1, True, "E took 1 trick"),
                ],
                {"made": False},
            )
        ],
        {"N": -52, "E": 1, "S": 0, "W": 0},
        [],
    ),
    "everyone passed, played without trumps": (
        "amerikaner",
        [{"passed": True, "tricks": {"N": 4, "E": 1, "S": 7, "W": 0}}],
        {"sides": FOUR, "options": {"all_pass": "play_negative"}},
        [
            (
                [
                    ("tricks", "N", -4, True, "everyone passed; N took 4 tricks"),
                    ("tricks", "E", -1, True, "everyone passed; E took 1 trick"),
                    ("tricks", "S", -7, True, "everyone passed; S took 7 tricks"),
                ],
                {},
            )
        ],
        {"N": -4, "E": -1, "S": -7, "W": 0},
        [],
    ),
    "doubled: bidder twice the bid": (
        "amerikaner",
        [{"bidder": "N", "bid": 7, "partner": "S", "tricks": {"N": 4, "E": 2, "S": 4, "W": 2}}],
        {"sides": FOUR, "options": {"double": "bidder_x2"}},
        [
            (
                [
                    ("bid", "N", 14, True, "N bid 7 with S and made it (8 tricks)"),
                    ("partner", "S", 7, True, "S partnered N"),
                    ("tricks", "E", 2, True, "E took 2 tricks"),
                    ("tricks", "W", 2, True, "W took 2 tricks"),
                ],
                {"made": True},
            )
        ],
        {"N": 14, "E": 2, "S": 7, "W": 2},
        [],
    ),
    "partner half, rounded up": (
        "amerikaner",
        [{"bidder": "N", "bid": 7, "partner": "S", "tricks": {"N": 4, "E": 2, "S": 4, "W": 2}}],
        {"sides": FOUR, "options": {"double": "partner_half"}},
        [
            (
                [
                    ("bid", "N", 7, True, "N bid 7 with S and made it (8 tricks)"),
                    ("partner", "S", 4, True, "S partnered N"),
                    ("tricks", "E", 2, True, "E took 2 tricks"),
                    ("tricks", "W", 2, True, "W took 2 tricks"),
                ],
                {"made": True},
            )
        ],
        {"N": 7, "E": 2, "S": 4, "W": 2},
        [],
    ),
    "kani flat ten": (
        "kani",
        [{"bidder": "N", "bid": 9, "partner": "W", "tricks": {"N": 5, "E": 2, "S": 1, "W": 5}}],
        {"sides": FOUR, "options": {"target": 100, "flat_ten": True}},
        [
            (
                [
                    ("bid", "N", 10, True, "N bid 9 and made it with W (10 tricks)"),
                    ("partner", "W", 10, True, "W partnered N"),
                ],
                {"made": True},
            )
        ],
        {"N": 10, "E": 0, "S": 0, "W": 10},
        [],
    ),
    "kani made: Kani itself": (
        "kani",
        [{"bidder": "N", "bid": 13, "partner": "W", "tricks": {"N": 7, "E": 0, "S": 0, "W": 6}}],
        {"sides": FOUR, "options": {"target": 100}},
        [
            (
                [
                    ("bid", "N", 50, True, "N bid Kani and made it with W (13 tricks)"),
                    ("partner", "W", 50, True, "W partnered N"),
                ],
                {"made": True},
            )
        ],
        {"N": 50, "E": 0, "S": 0, "W": 50},
        [],
    ),
    "kani: a bid down": (
        "kani",
        [{"bidder": "N", "bid": 9, "partner": "W", "tricks": {"N": 4, "E": 2, "S": 3, "W": 4}}],
        {"sides": FOUR, "options": {"target": 100}},
        [
            (
                [
                    ("defence", "E", 9, True, "E defended: N and W went down on 9 (8 tricks)"),
                    ("defence", "S", 9, True, "S defended: N and W went down on 9 (8 tricks)"),
                ],
                {"made": False},
            )
        ],
        {"N": 0, "E": 9, "S": 9, "W": 0},
        [],
    ),
    "a win at the target": (
        "amerikaner",
        [{"bidder": "N", "bid": 7, "partner": "S", "tricks": {"N": 4, "E": 2, "S": 4, "W": 2}}],
        {"sides": FOUR, "start": {"N": 50, "E": 0, "S": 0, "W": 0}},
        [
            (
                [
                    ("bid", "N", 7, True, "N bid 7 with S and made it (8 tricks)"),
                    ("partner", "S", 7, True, "S partnered N"),
                    ("tricks", "E", 2, True, "E took 2 tricks"),
                    ("tricks", "W", 2, True, "W took 2 tricks"),
                ],
                {"made": True},
            )
        ],
        {"N": 57, "E": 2, "S": 7, "W": 2},
        ["N"],
    ),
}


@pytest.mark.parametrize("name", CASES)
def test_each_rule_reads_line_by_line(name):
    read_line_by_line("amerikaner", CASES[name])
