"""The next season confirmed several times at the same moment (PostgreSQL): one season is
started, every confirm is answered calmly and taken to it."""

import pytest
from django.urls import reverse

from leagues.models import Season
from tests.leagues.cards import SLUG
from tests.storm import storm

pytestmark = pytest.mark.django_db(transaction=True)


def test_confirms_racing_start_one_next_season(league):
    season, _, people = league
    url = reverse("leagues-next-season", args=[SLUG])
    names = ["2027-28", "2027-28", "2027-28", "Next"]  # a double tap, and another tab
    statuses = storm([(url, {"name": name, "moves": 2}, people["secretary"]) for name in names])
    assert statuses == [302] * 4, statuses
    (following,) = Season.objects.filter(follows=season)
    assert season.league.seasons.count() == 2
    assert following.teams.count() == season.teams.count()
