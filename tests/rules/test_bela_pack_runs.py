"""The runs of the pack of 32 (scoring/rules/bela/deal.py): every run a declaration of that
length could be, in each suit, each of exactly its length in a row, none twice."""

import pytest

from scoring.rules.bela.deal import PACK, every_run
from scoring.rules.bela.variants import RUN_RANKS


@pytest.mark.parametrize("length", range(3, 9))
def test_every_run_is_each_suits_runs_of_that_many_cards_in_a_row(length):
    runs = every_run(length)
    assert len(runs) == 4 * (len(RUN_RANKS) - length + 1)  # four suits, each top that fits
    assert len(set(runs)) == len(runs)
    for run in runs:
        assert run <= set(PACK) and len(run) == length
        assert len({suit for suit, _ in run}) == 1
        places = sorted(RUN_RANKS.index(rank) for _, rank in run)
        assert places == list(range(places[0], places[0] + length))


def test_the_shortest_and_longest_runs():
    assert len(every_run(3)) == 24 and len(every_run(8)) == 4
    assert frozenset(("hearts", rank) for rank in RUN_RANKS) in every_run(8)
