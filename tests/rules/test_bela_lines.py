"""Bela, Clobyosh and Klaberjass: one hand (or two) for each rule the rulebook names of the
tricks, the melds and the end of the game, with all the result says of it, read line by line
(tests/rules/helpers.py, read_line_by_line): the no-tricker, the best run under each
`equal_runs`, claims and a game played out. A player checks the arithmetic by these lines, so a
changed kind, side, sign, word or flag fails here (issue 20). Going big and bate are in
test_bela_bate_lines.py, a level maker and the points held over in test_bela_level_lines.py."""

import pytest

from tests.rules.helpers import TEAMS, TWO, read_line_by_line


def run(side, length, top, suit):
    return {"side": side, "length": length, "top": top, "suit": suit}


# name: (variant, hands, record fields, [(lines, the hand's own fields)], scores, winners)
CASES = {
    "no tricker: the maker takes every trick, 360 and bela": (
        "bela2",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": "A",
                "card_points": {"A": 146, "B": 0},
                "last_trick": "A",
                "tricks": {"A": 9, "B": 0},
                "melds": [run("A", 3, "K", "clubs")],
            }
        ],
        {"sides": TWO, "options": {"no_tricker": True}},
        [
            (
                [
                    ("no_tricker", "A", 360, True, "Ann took every trick"),
                    ("runs", "A", 20, True, "Ann held the best run"),
                    ("bela", "A", 20, True, "Ann declared bela"),
                ],
                {"totals": {"A": 400, "B": 0}, "made": True, "held_over": 0},
            )
        ],
        {"A": 400, "B": 0},
        [],
    ),
    "no tricker on, both sides take tricks: counted as usual": (
        "bela2",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": "B",
                "card_points": {"A": 90, "B": 40},
                "last_trick": "A",
                "tricks": {"A": 6, "B": 3},
            }
        ],
        {"sides": TWO, "options": {"no_tricker": True}},
        [
            (
                [
                    ("card_points", "A", 90, True, "Ann's card points"),
                    ("last_trick", "A", 10, True, "Ann won the last trick"),
                    ("card_points", "B", 40, True, "Bob's card points"),
                    ("bela", "B", 20, True, "Bob declared bela"),
                ],
                {"totals": {"A": 100, "B": 60}, "made": True, "held_over": 0},
            )
        ],
        {"A": 100, "B": 60},
        [],
    ),
    "the best run scores, with every run of its holder": (
        "bela2",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": None,
                "card_points": {"A": 90, "B": 40},
                "last_trick": "A",
                "melds": [
                    run("A", 4, "K", "spades"),
                    run("A", 3, "9", "clubs"),
                    run("B", 3, "A", "hearts"),
                ],
            }
        ],
        {"sides": TWO},
        [
            (
                [
                    ("card_points", "A", 90, True, "Ann's card points"),
                    ("last_trick", "A", 10, True, "Ann won the last trick"),
                    ("runs", "A", 70, True, "Ann held the best run"),
                    ("card_points", "B", 40, True, "Bob's card points"),
                ],
                {"totals": {"A": 170, "B": 40}, "made": True, "held_over": 0},
            )
        ],
        {"A": 170, "B": 40},
        [],
    ),
    "equal best runs, equal_runs nobody: no runs score": (
        "bela2",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": None,
                "card_points": {"A": 90, "B": 40},
                "last_trick": "A",
                "melds": [run("A", 3, "K", "spades"), run("B", 3, "K", "clubs")],
            }
        ],
        {"sides": TWO, "options": {"equal_runs": "nobody"}},
        [
            (
                [
                    ("card_points", "A", 90, True, "Ann's card points"),
                    ("last_trick", "A", 10, True, "Ann won the last trick"),
                    ("card_points", "B", 40, True, "Bob's card points"),
                ],
                {"totals": {"A": 100, "B": 40}, "made": True, "held_over": 0},
            )
        ],
        {"A": 100, "B": 40},
        [],
    ),
    "one best run, equal_runs nobody: it scores": (
        "bela2",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": None,
                "card_points": {"A": 90, "B": 40},
                "last_trick": "A",
                "melds": [run("A", 3, "A", "spades"), run("B", 3, "K", "clubs")],
            }
        ],
        {"sides": TWO, "options": {"equal_runs": "nobody"}},
        [
            (
                [
                    ("card_points", "A", 90, True, "Ann's card points"),
                    ("last_trick", "A", 10, True, "Ann won the last trick"),
                    ("runs", "A", 20, True, "Ann held the best run"),
                    ("card_points", "B", 40, True, "Bob's card points"),
                ],
                {"totals": {"A": 120, "B": 40}, "made": True, "held_over": 0},
            )
        ],
        {"A": 120, "B": 40},
        [],
    ),
    "equal best runs, equal_runs both: both score": (
        "bela2",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": None,
                "card_points": {"A": 90, "B": 40},
                "last_trick": "A",
                "melds": [run("A", 3, "K", "spades"), run("B", 3, "K", "clubs")],
            }
        ],
        {"sides": TWO, "options": {"equal_runs": "both"}},
        [
            (
                [
                    ("card_points", "A", 90, True, "Ann's card points"),
                    ("last_trick", "A", 10, True, "Ann won the last trick"),
                    ("runs", "A", 20, True, "Ann held the best run"),
                    ("card_points", "B", 40, True, "Bob's card points"),
                    ("runs", "B", 20, True, "Bob held the best run"),
                ],
                {"totals": {"A": 120, "B": 60}, "made": True, "held_over": 0},
            )
        ],
        {"A": 120, "B": 60},
        [],
    ),
    "equal best runs, equal_runs first: the first declared": (
        "bela2",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": None,
                "card_points": {"A": 90, "B": 40},
                "last_trick": "A",
                "melds": [run("B", 3, "K", "spades"), run("A", 3, "K", "clubs")],
            }
        ],
        {"sides": TWO},
        [
            (
                [
                    ("card_points", "A", 90, True, "Ann's card points"),
                    ("last_trick", "A", 10, True, "Ann won the last trick"),
                    ("card_points", "B", 40, True, "Bob's card points"),
                    ("runs", "B", 20, True, "Bob held the best run"),
                ],
                {"totals": {"A": 100, "B": 60}, "made": True, "held_over": 0},
            )
        ],
        {"A": 100, "B": 60},
        [],
    ),
    "a claim that reaches the target wins": (
        "bela2",
        [{"claim": {"side": "B", "points": 60}}],
        {"sides": TWO, "start": {"A": 480, "B": 450}},
        [
            (
                [("claim", "B", 60, True, "Bob claimed 60 and reached 510")],
                {"claim": {"side": "B", "points": 60, "won": True}, "held_over": 0},
            )
        ],
        {"A": 480, "B": 510},
        ["B"],
    ),
    "a claim that falls short: the other side wins": (
        "bela2",
        [{"claim": {"side": "B", "points": 40}}],
        {"sides": TWO, "start": {"A": 480, "B": 450}},
        [([], {"claim": {"side": "B", "points": 40, "won": False}, "held_over": 0})],
        {"A": 480, "B": 450},
        ["A"],
    ),
    "played out: a side exactly at the target wins": (
        "klaberjass",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": None,
                "card_points": {"A": 91, "B": 61},
                "last_trick": "A",
            }
        ],
        {"sides": TEAMS, "start": {"A": 900, "B": 900}},
        [
            (
                [
                    ("card_points", "A", 91, True, "Us's card points"),
                    ("last_trick", "A", 10, True, "Us won the last trick"),
                    ("card_points", "B", 61, True, "Them's card points"),
                ],
                {"totals": {"A": 101, "B": 61}, "made": True, "held_over": 0},
            )
        ],
        {"A": 1001, "B": 961},
        ["A"],
    ),
    "played out: both past the target, the higher wins": (
        "klaberjass",
        [
            {
                "maker": "A",
                "trump": "hearts",
                "bela": None,
                "card_points": {"A": 91, "B": 61},
                "last_trick": "A",
            }
        ],
        {"sides": TEAMS, "start": {"A": 950, "B": 980}},
        [
            (
                [
                    ("card_points", "A", 91, True, "Us's card points"),
                    ("last_trick", "A", 10, True, "Us won the last trick"),
                    ("card_points", "B", 61, True, "Them's card points"),
                ],
                {"totals": {"A": 101, "B": 61}, "made": True, "held_over": 0},
            )
        ],
        {"A": 1051, "B": 1041},
        ["A"],
    ),
}


@pytest.mark.parametrize("name", CASES)
def test_each_rule_reads_line_by_line(name):
    read_line_by_line("bela", CASES[name])
