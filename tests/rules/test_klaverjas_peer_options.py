"""Klaverjas house rules that peers' tables play (issue 50), line by line (as
test_klaverjas_lines.py): a kraak scored as each team's own points doubled (`kraak_scoring`)
and the others' revoke paid as pit (`revoke_pit`), docs/rules/klaverjas.md K9, K10. Each
beside the default it changes."""

import pytest

from tests.rules.helpers import TEAMS, read_line_by_line

FIELDS = {"sides": TEAMS}
KRAAK = {"maker": "A", "card_points": {"A": 100, "B": 62}, "doubled": 2}
THREE = {"kind": "three"}
# [SW]'s revoke: the players 20 roem, the others 40, the others revoke.
REVOKE = {
    "maker": "A",
    "verzaakt": "B",
    "roem": [{"side": "A", **THREE}, {"side": "B", **THREE}, {"side": "B", **THREE}],
}


def fields(options):
    return {**FIELDS, "options": options} if options else FIELDS


def own(made, nat=None, doubled=1, totals=None):
    return {"made": made, "doubled": doubled, "totals": totals} | ({"nat": nat} if nat else {})


# id: (hand, options, lines, the hand's own fields, scores)
CASES = {
    "kraak, the default: won whole, 324 / 0": (
        KRAAK,
        None,
        [("nat", "A", 324, True, "Them went nat: Us takes all 324")],
        own(True, nat="B", doubled=2, totals={"A": 100, "B": 62}),
        {"A": 324, "B": 0},
    ),
    "kraak_scoring each: each team its own doubled, 200 / 124": (
        KRAAK,
        {"kraak_scoring": "each"},
        [
            ("card_points", "A", 200, True, "Us's card points, ×2 for kraken"),
            ("card_points", "B", 124, True, "Them's card points, ×2 for kraken"),
        ],
        own(True, doubled=2, totals={"A": 100, "B": 62}),
        {"A": 200, "B": 124},
    ),
    "kraak_scoring each with double_roem: the roem doubled too, 240 / 124": (
        {**KRAAK, "stuk": "A"},
        {"kraak_scoring": "each", "double_roem": True},
        [
            ("card_points", "A", 200, True, "Us's card points, ×2 for kraken"),
            ("stuk", "A", 40, True, "Us had stuk"),
            ("card_points", "B", 124, True, "Them's card points, ×2 for kraken"),
        ],
        own(True, doubled=2, totals={"A": 120, "B": 62}),
        {"A": 240, "B": 124},
    ),
    "kraak_scoring each: the players still go nat when they make too little": (
        {**KRAAK, "card_points": {"A": 70, "B": 92}},
        {"kraak_scoring": "each"},
        [("nat", "B", 324, True, "Us went nat: Them takes all 324")],
        own(False, nat="A", doubled=2, totals={"A": 70, "B": 92}),
        {"A": 0, "B": 324},
    ),
    "the others' revoke, the default: 162 and all roem, 222": (
        REVOKE,
        None,
        [
            ("verzaakt", "A", 162, True, "Them revoked (verzaakt): Us takes all 162"),
            ("roem", "A", 20, True, "Us's roem"),
            ("their_roem", "A", 40, True, "Us takes Them's roem too"),
        ],
        own(True, nat="B", totals={"A": 20, "B": 40}),
        {"A": 222, "B": 0},
    ),
    "revoke_pit: the others' revoke pays the players pit too, 322": (
        REVOKE,
        {"revoke_pit": True},
        [
            ("verzaakt", "A", 162, True, "Them revoked (verzaakt): Us takes all 162"),
            ("pit", "A", 100, True, "Them revoked: Us takes pit as if they took every trick"),
            ("roem", "A", 20, True, "Us's roem"),
            ("their_roem", "A", 40, True, "Us takes Them's roem too"),
        ],
        own(True, nat="B", totals={"A": 20, "B": 40}),
        {"A": 322, "B": 0},
    ),
    "revoke_pit pays nothing for the players' own revoke": (
        {**REVOKE, "verzaakt": "A"},
        {"revoke_pit": True},
        [
            ("verzaakt", "B", 162, True, "Us revoked (verzaakt): Them takes all 162"),
            ("roem", "B", 40, True, "Them's roem"),
            ("their_roem", "B", 20, True, "Them takes Us's roem too"),
        ],
        own(False, nat="A", totals={"A": 20, "B": 40}),
        {"A": 0, "B": 222},
    ),
}


@pytest.mark.parametrize("case", CASES.values(), ids=list(CASES))
def test_each_peer_option_line_by_line(case):
    hand, options, lines, own_fields, scores = case
    read_line_by_line(
        "bela", ("klaverjas", [hand], fields(options), [(lines, own_fields)], scores, [])
    )
