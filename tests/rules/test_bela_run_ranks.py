"""When runs need their top cards and suits (facts.ranks_needed): only when more than one side
holds a run of the best value. Otherwise any real top cards and suits score the same, so the
hand form may write a run the players gave by its cards and side alone."""

import copy

from hypothesis import given

from scoring.rules import score_record
from scoring.rules.bela.facts import ranks_needed, run_ranks
from scoring.rules.bela.variants import SUITS
from tests.rules.test_bela_properties import PROPERTIES, bela_records


def written_from_the_ace(record: dict) -> dict:
    """The record with every run whose ranks are not needed written as the form writes a run
    given without them: from the ace, the n-th run in the n-th suit."""
    changed = copy.deepcopy(record)
    ranks = run_ranks({"deck": record["options"].get("deck", 32)})
    for hand in changed["hands"]:
        runs = hand.get("melds") or []
        if not ranks_needed([(run["side"], run["length"]) for run in runs]):
            for n, run in enumerate(runs):
                run.update(top=ranks[0], suit=SUITS[n])
    return changed


@PROPERTIES
@given(bela_records())
def test_runs_whose_ranks_are_not_needed_score_the_same_from_the_ace(record):
    as_given, from_the_ace = score_record(record), score_record(written_from_the_ace(record))
    assert from_the_ace.scores == as_given.scores
    assert from_the_ace.winners == as_given.winners
    assert [h.points for h in from_the_ace.hands] == [h.points for h in as_given.hands]


def test_ranks_are_needed_only_between_sides_holding_the_best_value():
    assert not ranks_needed([])
    assert not ranks_needed([("A", 3)])
    assert not ranks_needed([("A", 3), ("A", 4)])  # one side's runs: all its own
    assert not ranks_needed([("A", 4), ("B", 3)])  # a fifty beats any twenty
    assert ranks_needed([("A", 3), ("B", 3)])
    assert ranks_needed([("A", 5), ("B", 4), ("B", 3)])  # two fifties: the higher top wins


def test_where_they_are_needed_the_top_card_decides():
    def hand(tops):
        return {
            "maker": "Y",
            "trump": "hearts",
            "melds": [
                {"side": "Y", "length": 3, "top": tops[0], "suit": "clubs"},
                {"side": "M", "length": 3, "top": tops[1], "suit": "spades"},
            ],
            "card_points": {"Y": 90, "M": 40},
            "last_trick": "Y",
        }

    record = {"format": "pegboard-record/1", "game": "bela", "variant": "bela2"}
    record |= {"sides": ["Y", "M"], "hands": [hand(("A", "K"))]}
    yusuf_best = score_record(record).scores
    record["hands"] = [hand(("K", "A"))]
    assert score_record(record).scores != yusuf_best
