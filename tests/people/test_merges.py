"""Two persons found to be one player are merged through the book's door: the ratings are
worked out again with the merged person's results counted as the other's, and the undo
gives back every rating exactly as before the merge (docs/ratings.md)."""

import pytest
from django.contrib.auth.models import User
from django.core.exceptions import ValidationError

from people.models import Alias, PersonRating, RatedResult
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


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_merge_and_its_undo_leave_every_rating_as_before_the_merge(seed):
    players = persons(*"ABCDEFG")
    results = history(players, 40, seed=seed)
    record_all(results)
    secretary = User.objects.create(username="sec")
    before, seats = stored_ratings(), stored_seats()
    merged, kept = players[0], players[1]
    assert merged.merge_into(kept, secretary).changed
    after = stored_ratings()
    assert merged.pk not in after and after != before
    expected = rate(as_games(results), {str(merged.pk): str(kept.pk)})
    assert {pk: row["mu"] for pk, row in after.items()} == {
        int(p): r.mu for p, r in expected.items()
    }
    assert merged.undo_merge(secretary).changed
    assert stored_ratings() == before and stored_seats() == seats


def test_a_result_recorded_while_merged_counts_for_the_person_kept():
    ann, anne, bo = persons("Ann", "Anne", "Bo")
    anne.merge_into(ann, None)
    RatedResult.objects.record("game:1", at(0), [[anne.pk], [bo.pk]], [11, 3], 0)
    ratings = stored_ratings()
    assert ratings[ann.pk]["games"] == 1 and anne.pk not in ratings
    anne.undo_merge(None)
    assert stored_ratings()[anne.pk]["games"] == 1 and ann.pk not in stored_ratings()


def test_the_merges_history_is_kept_with_who_made_and_undid_each():
    ann, anne = persons("Ann", "Anne")
    secretary = User.objects.create(username="sec")
    anne.merge_into(ann, secretary)
    anne.undo_merge(secretary)
    anne.merge_into(ann, None)
    first, second = Alias.objects.all()
    assert first.by == secretary and first.undone_by == secretary and first.undone
    assert second.undone is None and Alias.objects.mapping() == {str(anne.pk): str(ann.pk)}


def test_a_merge_sent_twice_or_undone_twice_is_answered_calmly():
    ann, anne = persons("Ann", "Anne")
    assert anne.merge_into(ann, None).changed
    again = anne.merge_into(ann, None)
    assert (
        not again.changed and again.message == "Anne was already merged into Ann: nothing changed."
    )
    assert anne.undo_merge(None).changed
    assert not anne.undo_merge(None).changed


def test_a_merge_that_cannot_be_is_refused_in_words():
    ann, anne, annie = persons("Ann", "Anne", "Annie")
    with pytest.raises(ValidationError, match="themselves"):
        ann.merge_into(ann, None)
    anne.merge_into(ann, None)
    with pytest.raises(ValidationError, match="Anne was merged into Ann: undo that merge first"):
        anne.merge_into(annie, None)
    with pytest.raises(ValidationError, match="merge into Ann instead"):
        annie.merge_into(anne, None)
    assert Alias.objects.count() == 1 and not PersonRating.objects.exists()
