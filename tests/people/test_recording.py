"""A rated result is recorded once by its source key; a new one moves only its persons'
ratings at a cost that does not grow with the history, to exactly what rating the whole
history gives; a late one, a correction and a withdrawal have the history rated again."""

import threading

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext

from people.models import PersonRating, RatedResult, RatingBook
from people.rules import rate
from tests.people.results import (
    as_games,
    at,
    history,
    persons,
    record_all,
    stored_ratings,
    stored_seats,
)

pytestmark = pytest.mark.django_db


def rated_by_the_rules(results) -> dict:
    """The ratings people.rules works out from the results, by person pk."""
    return {int(person): rating for person, rating in rate(as_games(results)).items()}


def assert_stored_as_rated(results) -> None:
    stored = {pk: (row["mu"], row["sigma"], row["games"]) for pk, row in stored_ratings().items()}
    expected = rated_by_the_rules(results)
    assert stored == {pk: (r.mu, r.sigma, r.games) for pk, r in expected.items()}


def test_a_result_is_rated_once_and_a_resent_one_changes_nothing():
    ann, bo = persons("Ann", "Bo")
    first = RatedResult.objects.record("game:1", at(0), [[ann.pk], [bo.pk]], [11, 5], 0)
    before = stored_ratings()
    again = RatedResult.objects.record("game:1", at(0), [[ann.pk], [bo.pk]], [11, 5], 0)
    assert first.changed and not again.changed and "already" in again.message
    assert stored_ratings() == before and RatedResult.objects.count() == 1
    assert stored_ratings()[ann.pk]["games"] == 1 and stored_ratings()[ann.pk]["mu"] > 25


def test_results_recorded_in_order_are_rated_as_the_whole_history_is():
    players = persons(*"ABCDEFGH")
    results = sorted(history(players, 60), key=lambda r: (r[1], r[0]))
    record_all(results)
    assert_stored_as_rated(results)
    one_by_one, seats = stored_ratings(), stored_seats()
    RatedResult.objects.rebuild()
    assert stored_ratings() == one_by_one  # to the last digit, the order of each's last game too
    assert stored_seats() == seats  # and each player's rating after each game (the chart's)
    assert None not in {mu for mu, _ in seats.values()} and len(seats) >= 2 * len(results)


def test_a_late_result_has_the_history_rated_again():
    players = persons(*"ABCDEF")
    results = history(players, 40, seed=2)  # in no order: many come before one rated already
    record_all(results)
    assert_stored_as_rated(results)
    book = RatingBook.objects.get()
    latest = max((when, source) for source, when, *_ in results)
    assert (book.last_when, book.last_source) == latest


def test_a_new_result_reads_and_writes_the_same_whatever_the_history():
    """Its cost is bounded: the same statements at 3 results as at 30, none reading them all."""
    players = persons(*"ABCDEFGH")
    results = sorted(history(players, 30), key=lambda r: (r[1], r[0]))
    ann, bo, cy, dee = players[:4]
    sides = [[ann.pk, bo.pk], [cy.pk, dee.pk]]
    record_all(results[:3])
    with CaptureQueriesContext(connection) as short:
        RatedResult.objects.record("late:1", at(100), sides, [1, 0], 0)
    record_all(results[3:])
    with CaptureQueriesContext(connection) as long:
        RatedResult.objects.record("late:2", at(101), sides, [1, 0], 0)
    assert len(long.captured_queries) == len(short.captured_queries) <= 20
    read = " ".join(query["sql"] for query in long.captured_queries)
    assert read.count('FROM "people_ratedresult"') == 1  # the source's one look-up


def test_a_corrected_result_is_rated_as_corrected():
    players = persons(*"ABCDEF")
    results = sorted(history(players, 20, seed=3), key=lambda r: (r[1], r[0]))
    record_all(results)
    source, when, sides, points, winner = results[4]
    corrected = (
        source,
        when,
        sides,
        list(reversed(points)),
        None if winner is None else 1 - winner,
    )
    assert RatedResult.objects.correct(*corrected).changed
    assert not RatedResult.objects.correct(*corrected).changed  # resent: nothing more
    assert_stored_as_rated([*results[:4], corrected, *results[5:]])
    missing = RatedResult.objects.correct("game:none", when, sides, points, winner)
    assert not missing.changed and missing.conflict


def test_a_withdrawn_result_no_longer_counts():
    players = persons(*"ABCDEF")
    results = sorted(history(players, 20, seed=4), key=lambda r: (r[1], r[0]))
    record_all(results)
    assert RatedResult.objects.withdraw(results[7][0]).changed
    assert not RatedResult.objects.withdraw(results[7][0]).changed
    assert_stored_as_rated(results[:7] + results[8:])
    assert results[7][0] not in RatedResult.objects.values_list("source", flat=True)


def test_a_result_that_cannot_be_rated_is_refused_and_nothing_kept():
    (ann,) = persons("Ann")
    with pytest.raises(ValueError, match="two sides"):
        RatedResult.objects.record("game:1", at(0), [[ann.pk]], [11], 0)
    with pytest.raises(ValueError, match="twice"):
        RatedResult.objects.record("game:3", at(0), [[ann.pk], [ann.pk]], [11, 5], 0)
    with pytest.raises(ValueError, match="no person"):
        RatedResult.objects.record("game:2", at(0), [[ann.pk], [ann.pk + 99]], [11, 5], 0)
    assert not RatedResult.objects.exists() and not PersonRating.objects.exists()


@pytest.mark.django_db(transaction=True)
def test_the_same_result_recorded_twice_at_once_is_rated_once():
    """Two workers confirming the same card at the same moment (PostgreSQL, as CI's second
    run): one records it, the other is answered calmly, and the ratings count it once."""
    if connection.vendor != "postgresql":
        pytest.skip("concurrent writes are tested on PostgreSQL (CI's second run)")
    ann, bo, cy, dee = persons("Ann", "Bo", "Cy", "Dee")
    barrier, outcomes = threading.Barrier(4), []

    def confirm(source):
        try:
            barrier.wait()
            sides = (
                [[ann.pk, bo.pk], [cy.pk, dee.pk]] if source == "game:1" else [[ann.pk], [cy.pk]]
            )
            outcomes.append(RatedResult.objects.record(source, at(0), sides, [11, 5], 0).changed)
        finally:
            connection.close()

    threads = [threading.Thread(target=confirm, args=(s,)) for s in ["game:1"] * 3 + ["game:2"]]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(outcomes) == [False, False, True, True]
    assert stored_ratings()[ann.pk]["games"] == 2 and stored_ratings()[bo.pk]["games"] == 1
    assert_stored_as_rated(
        [
            ("game:1", at(0), [[ann.pk, bo.pk], [cy.pk, dee.pk]], [11, 5], 0),
            ("game:2", at(0), [[ann.pk], [cy.pk]], [11, 5], 0),
        ]
    )
