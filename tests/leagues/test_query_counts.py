"""League pages cost the same number of queries however big the league: pinned at two sizes
(6 and 20 teams, 30 and 380 fixtures), so an N+1 anywhere fails here."""

import pytest
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from leagues.models import Player
from tests.leagues.sizes import league_of

pytestmark = pytest.mark.django_db
BUDGET = {
    "season": 9,
    "results": 6,
    "fixtures": 5,
    "team": 7,
    "player": 3,
    "fixture": 4,
    "table": 4,
    "results_csv": 4,
}


def queries_per_page(client, teams: int) -> dict[str, int]:
    season = league_of(teams, slug=f"size-{teams}")
    team = season.teams.first()
    player = Player.objects.filter(team=team).first()
    fixture = season.fixtures.filter(cards__isnull=False).first()
    pages = {
        "season": reverse("leagues-season", args=[season.slug]),
        "results": reverse("leagues-results", args=[season.slug]),
        "fixtures": reverse("leagues-fixtures", args=[season.slug]),
        "team": reverse("leagues-team", args=[season.slug, team.code]),
        "player": reverse("leagues-player", args=[season.slug, player.pk]),
        "fixture": reverse("leagues-fixture", args=[season.slug, fixture.pk]),
        "table": reverse("leagues-table-csv", args=[season.slug]),
        "results_csv": reverse("leagues-results-csv", args=[season.slug]),
    }
    counts = {}
    for name, url in pages.items():
        with CaptureQueriesContext(connection) as captured:
            assert client.get(url).status_code == 200
        counts[name] = len(captured.captured_queries)
    return counts


def test_league_pages_cost_the_same_queries_at_any_size(client):
    small, large = queries_per_page(client, 6), queries_per_page(client, 20)
    assert small == large
    assert small == BUDGET
