"""A table's last hand on its phone and the organiser's typed result at the same moment
(PostgreSQL): both rate the table inside the club's door, then the book's, so whichever comes
last, the rated result is the table's result as it stands: the typed version."""

import pytest
from django.db import connection

from clubs.models.results import type_result
from people.models import RatedResult
from tests.clubs.nights import a_club, a_night, a_table, people, win_for_side_a
from tests.storm import all_at_once

pytestmark = pytest.mark.django_db(transaction=True)


@pytest.mark.parametrize("attempt", range(3))
def test_a_phones_last_hand_and_a_typed_result_at_once_rate_the_typed(attempt):
    if connection.vendor != "postgresql":
        pytest.skip("simultaneous writes are tested on PostgreSQL (CI's second run)")
    users = people()
    organiser = users["organiser"]
    table = a_table(a_night(a_club(organiser)), organiser)
    answers = all_at_once(
        [
            lambda: win_for_side_a(table.game),
            lambda: type_result(table, organiser, [0, 5], 1, replaces=0),
        ]
    )
    assert not [answer for answer in answers if isinstance(answer, Exception)], answers
    rated = RatedResult.objects.get(source=f"club:table:{table.pk}")
    assert (rated.points, rated.winner) == ([0, 5], 1)
