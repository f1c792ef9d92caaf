"""The secretary's new pages (issue 35), asked by every persona of the example league: adding
a division and the next season's preview and start are the secretary's alone; everyone else
is refused (signed out: sent to sign in) and nothing is written."""

import pytest
from django.urls import reverse

from leagues.models import Division, Season
from tests.leagues.cards import PERSONAS, SLUG, as_

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("who", PERSONAS)
def test_only_the_secretary_runs_the_divisions_and_the_next_season(client, league, who):
    season, _, people = league
    as_(client, people, who)
    next_url = reverse("leagues-next-season", args=[SLUG])
    pages = {
        "add_division": client.post(
            reverse("leagues-add-division", args=[SLUG]), {"division-name": "Two"}
        ),
        "preview": client.get(next_url),
        "start": client.post(next_url, {"name": "2027-28", "moves": 2}),
    }
    statuses = {name: answer.status_code for name, answer in pages.items()}
    if who == "secretary":
        assert statuses == {"add_division": 302, "preview": 200, "start": 302}
        assert Division.objects.filter(season=season, name="Two").exists()
        assert Season.objects.filter(follows=season, name="2027-28").exists()
    else:
        expected = 302 if who == "anonymous" else 403
        assert set(statuses.values()) == {expected}, statuses
        if who == "anonymous":
            assert all("/accounts/login/" in answer["Location"] for answer in pages.values())
        assert not Division.objects.filter(season=season, name="Two").exists()
        assert not Season.objects.filter(follows=season).exists()
