"""An anonymous visitor's season and team pages are made once per version and kept
(kernel/caching.kept_page): read all evening, they cost a cache read; changed in any way, the
next visitor sees the change; a signed-in visitor's page is always their own."""

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from leagues import views
from tests.doors import new_season
from tests.leagues.cards import SLUG

pytestmark = pytest.mark.django_db
SEASON = reverse("leagues-season", args=[SLUG])
SWAN = reverse("leagues-team", args=[SLUG, "swan"])


@pytest.fixture
def made(monkeypatch):
    """The pages the views made (rather than handed back kept)."""
    counted = []
    for name in ("_season_page", "_team_page"):
        real = getattr(views, name)

        def counting(request, season, *args, real=real, name=name):
            counted.append(name)
            return real(request, season, *args)

        monkeypatch.setattr(views, name, counting)
    return counted


def test_anonymous_visitors_of_one_version_share_one_page(client, league, made):
    pages = [client.get(url).content for url in (SEASON, SEASON, SWAN, SWAN)]
    assert made == ["_season_page", "_team_page"]
    assert pages[0] == pages[1] and pages[2] == pages[3] and b"The Swan" in pages[2]


def test_a_change_shows_on_the_next_anonymous_page(client, league, made):
    season, _, _ = league
    client.get(SEASON), client.get(SWAN)
    season.adjust("swan", -3, "late card")
    assert "late card" in client.get(SEASON).content.decode()
    assert made == ["_season_page", "_team_page", "_season_page"]


def test_a_change_to_another_season_shows_on_the_team_page(client, league, made):
    """A team's page lists its other seasons: their versions are part of its own."""
    season, _, _ = league
    client.get(SWAN), client.get(SWAN)
    new_season(season.league, name="2025-26", slug="older")
    client.get(SWAN)
    assert made == ["_team_page", "_team_page"]


def test_a_signed_in_visitors_page_is_made_for_them(client, league, made):
    client.get(SEASON)
    client.force_login(User.objects.create_user("sam", password="x"))
    mine = client.get(SEASON).content.decode()
    assert "Sign out" in mine and made == ["_season_page", "_season_page"]
    client.logout()
    assert "Sign out" not in client.get(SEASON).content.decode()
    assert made == ["_season_page", "_season_page"]
