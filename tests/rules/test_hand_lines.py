"""The lines a player reads under each hand, in every family: who scored what, once, in plain
words, with plurals right. Each case is one hand and its full list of (item, side, points,
note), so a changed kind, side, sign or word is caught."""

import pytest

from kernel.said import said
from scoring.rules.result import Item
from tests.rules.helpers import score

NAMED = [{"id": "A", "name": "Red Lion"}, {"id": "B", "name": "Crown"}]
PLAYERS = [{"id": p, "name": p} for p in ("N", "E", "S", "W")]

CASES = {
    "trinidad kicks an ace, hangs the jack": (
        (
            "trinidad",
            [
                {
                    "dealer": "A",
                    "turned": ["A"],
                    "high": "A",
                    "low": "A",
                    "jack": {"held": "A", "won": "B"},
                    "game": "B",
                }
            ],
            {"sides": NAMED},
        ),
        [
            ("kick", "A", 1, "Red Lion turned up an Ace"),
            ("high", "A", 1, "High to Red Lion"),
            ("low", "A", 1, "Low to Red Lion"),
            ("hang_jack", "B", 3, "Crown hanged Red Lion's jack"),
            ("game", "B", 1, "Game to Crown"),
        ],
    ),
    "heckmondwike: the jack is won, not hanged": (
        (
            "heckmondwike",
            [
                {
                    "dealer": "A",
                    "high": "B",
                    "low": "B",
                    "jack": {"held": "A", "won": "B"},
                    "game": "A",
                }
            ],
            {"sides": NAMED},
        ),
        [
            ("high", "B", 1, "High to Crown"),
            ("low", "B", 1, "Low to Crown"),
            ("hang_jack", "B", 1, "Crown won Red Lion's jack"),
            ("game", "A", 1, "Game to Red Lion"),
        ],
    ),
    "trinidad keeps the jack and turns up a six": (
        (
            "trinidad",
            [{"dealer": "B", "turned": ["6"], "high": "B", "low": "A", "jack": "B", "game": "A"}],
            {"sides": NAMED},
        ),
        [
            ("kick", "B", 2, "Crown turned up a 6"),
            ("high", "B", 1, "High to Crown"),
            ("low", "A", 1, "Low to Red Lion"),
            ("jack", "B", 1, "Crown kept the jack"),
            ("game", "A", 1, "Game to Red Lion"),
        ],
    ),
    "amerikaner: a bid made with a partner, one trick to a defender": (
        (
            "amerikaner",
            [{"bidder": "N", "bid": 8, "partner": "S", "tricks": {"N": 6, "E": 1, "S": 5, "W": 0}}],
            {"sides": PLAYERS, "game": "amerikaner"},
        ),
        [
            ("bid", "N", 8, "N bid 8 with S and made it (11 tricks)"),
            ("partner", "S", 8, "S partnered N"),
            ("tricks", "E", 1, "E took 1 trick"),
        ],
    ),
    "kani made: bidder and partner, each once": (
        (
            "kani",
            [{"bidder": "N", "bid": 9, "partner": "W", "tricks": {"N": 5, "E": 2, "S": 1, "W": 5}}],
            {"sides": PLAYERS, "game": "amerikaner", "options": {"target": 100}},
        ),
        [
            ("bid", "N", 9, "N bid 9 and made it with W (10 tricks)"),
            ("partner", "W", 9, "W partnered N"),
        ],
    ),
    "kani down: each defender says who scores": (
        (
            "kani",
            [
                {
                    "bidder": "N",
                    "bid": 13,
                    "partner": "W",
                    "tricks": {"N": 5, "E": 2, "S": 1, "W": 5},
                }
            ],
            {"sides": PLAYERS, "game": "amerikaner", "options": {"target": 100}},
        ),
        [
            ("defence", "E", 50, "E defended: N and W went down on Kani (10 tricks)"),
            ("defence", "S", 50, "S defended: N and W went down on Kani (10 tricks)"),
        ],
    ),
    "bela two-handed: the maker makes it": (
        (
            "bela2",
            [
                {
                    "maker": "A",
                    "trump": "clubs",
                    "bela": "B",
                    "card_points": {"A": 80, "B": 50},
                    "last_trick": "A",
                }
            ],
            {"sides": NAMED, "game": "bela"},
        ),
        [
            ("card_points", "A", 80, "Red Lion's card points"),
            ("last_trick", "A", 10, "Red Lion won the last trick"),
            ("card_points", "B", 50, "Crown's card points"),
            ("bela", "B", 20, "Crown declared bela"),
        ],
    ),
}


@pytest.mark.parametrize("case", CASES, ids=list(CASES))
def test_each_hand_reads_as_the_table_would_say_it(case):
    (variant, hands, kwargs), expected = CASES[case]
    result = score(variant, hands, **kwargs)
    lines = [(i["item"], i["side"], i["points"], i["note"]) for i in result["hands"][0]["items"]]
    assert lines == expected


def test_no_line_repeats_itself_in_any_family():
    for (variant, hands, kwargs), _ in CASES.values():
        notes = [i["note"] for i in score(variant, hands, **kwargs)["hands"][0]["items"]]
        assert len(notes) == len(set(notes)), variant


def test_an_item_says_its_note_only_when_something_was_said():
    assert Item("high", "A", 1).to_json() == {
        "item": "high",
        "side": "A",
        "points": 1,
        "counted": True,
    }
    said_item = Item("high", "A", 1, counted=False, said=said("High to {side}", side="Crown"))
    assert said_item.note == "High to Crown"
    assert said_item.to_json()["note"] == "High to Crown"
