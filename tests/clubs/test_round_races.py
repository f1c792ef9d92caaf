"""Two draws of one round at the same moment (PostgreSQL, tests/storm.py): they queue at the
club's door, one draws the round and its games, the other finds it drawn and says so calmly;
nobody is answered 500. Likewise one paper result sent twice at once is kept once."""

import pytest
from django.urls import reverse

from clubs.models import ClubTable, Round, TableResult
from scoring.models import Game
from tests.clubs.nights import a_club, a_night, a_table, people
from tests.storm import storm

pytestmark = pytest.mark.django_db(transaction=True)


def test_two_draws_at_once_draw_one_round():
    users = people()
    night = a_night(a_club(users["organiser"]))
    url = reverse("clubs-draw-round", args=[night.club.slug, night.pk, 1])
    statuses = storm([(url, {}, users["organiser"])] * 3)
    assert statuses == [302, 302, 302]
    assert Round.objects.count() == 1
    assert ClubTable.objects.count() == Game.objects.count() == 2


def test_one_result_sent_twice_at_once_is_kept_once():
    users = people()
    night = a_night(a_club(users["organiser"]))
    table = a_table(night, users["organiser"])
    url = reverse("clubs-table-result", args=[night.club.slug, night.pk, 1, table.number])
    body = {"points_0": 3, "points_1": 1, "winner": "", "replaces": 0}
    statuses = storm([(url, body, users["organiser"])] * 2)
    assert statuses == [302, 302]
    assert TableResult.objects.count() == 1
