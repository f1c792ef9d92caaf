"""`manage.py ratings --rebuild` works every rating out again from the stored results, as
people.rules rates them, says what it did, and run twice changes nothing."""

import io

import pytest
from django.core.management import call_command

from people.models import PersonRating, RatedResult, RatingBook
from tests.people.results import at, history, persons, record_all, stored_ratings

pytestmark = pytest.mark.django_db


def ratings(*args) -> str:
    out = io.StringIO()
    call_command("ratings", *args, stdout=out)
    return out.getvalue()


def test_a_rebuild_puts_every_rating_back_and_twice_changes_nothing():
    players = persons(*"ABCDEFG")
    (ann, anne) = players[:2]
    results = history(players, 50, seed=5)
    record_all(results)
    anne.merge_into(ann, None)
    right = stored_ratings()
    with RatingBook.objects.opened():  # a rating gone wrong (a fix in the shell, say)
        PersonRating.objects.filter(person=ann).update(mu=99.0, games=1)
        PersonRating.objects.filter(person=players[2]).delete()
    said = ratings("--rebuild")
    assert stored_ratings() == right
    played_each_other = sum({ann.pk, anne.pk} <= {p for s in r[2] for p in s} for r in results)
    assert said.startswith("Rated every result again in ")
    assert f"Results: 50, of which rated: {50 - played_each_other} (the others" in said
    assert f"with a rating: {len(right)}.\nResults: 50. Persons rated: {len(right)}." in said
    assert played_each_other  # (the seed gives games between the two)
    assert ratings("--rebuild").split(" s. ")[1] == said.split(" s. ")[1]
    assert stored_ratings() == right


def test_without_rebuild_it_says_what_the_book_holds_and_changes_nothing():
    assert ratings() == "Results: 0. Persons rated: 0. The last result rated: none.\n"
    ann, bo = persons("Ann", "Bo")
    RatedResult.objects.record("game:1", at(0), [[ann.pk], [bo.pk]], [1, 0], 0)
    before = stored_ratings()
    assert ratings() == "Results: 1. Persons rated: 2. The last result rated: game:1.\n"
    assert stored_ratings() == before
