"""The league's door (League.changing): the league's own fields (its moves, its secretary, the
sites that frame it) are written through every season's door of the league, so every
season's version counts the change and no season's kept page shows the league as it was.
A league file or the next season that changes the moves goes through it."""

import pytest
from django.urls import reverse

from kernel.doors import DoorClosed
from leagues.importing import import_league
from leagues.models import League, Season
from leagues.models.next_season import start_next_season
from leagues.rules.league_file import read_league_file
from tests.leagues.divisions import two_divisions

pytestmark = pytest.mark.django_db


def versions(league) -> list[int]:
    return list(league.seasons.order_by("pk").values_list("version", flat=True))


def down_as_it_stands(client, season) -> str:
    """The season's page (kept for anonymous visitors), from its first division's bottom."""
    page = client.get(reverse("leagues-season", args=[season.slug])).content.decode()
    return page[page.index("Down as it stands:") : page.index(">First Division</h2>")]


def test_the_league_door_counts_every_seasons_version(client):
    season = two_divisions()
    other = start_next_season(season, None, "2027-28")[0]
    before = versions(season.league)
    with season.league.changing() as league:
        league.embed_origins = ["https://theswan.example"]
        league.save(update_fields=["embed_origins"])
    assert versions(season.league) == [version + 1 for version in before]
    assert League.objects.get().embed_origins == ["https://theswan.example"]
    with other.changing(), pytest.raises(DoorClosed, match=r"leagues\.League"):
        League.objects.filter(pk=season.league_id).update(moves=3)  # one season's door only


def test_a_league_file_changing_the_moves_changes_another_seasons_page(client):
    """The moves are the league's: a file for the league's next season that changes them
    changes this season's page, kept for anonymous visitors until a change is counted."""
    season = two_divisions()  # two up and down
    two = down_as_it_stands(client, season)
    assert down_as_it_stands(client, season) == two  # (kept: the same page again)
    data = {
        "format": "pegboard-league/2",
        "name": season.league.name,
        "season": "2027-28",
        "rules": {},
        "moves": 1,
        "divisions": [
            {"name": "Premier", "teams": [{"id": "crown", "name": "Crown"}]},
            {"name": "First Division", "teams": [{"id": "fox", "name": "Fox"}]},
        ],
        "matches": [],
    }
    import_league(read_league_file(data))
    assert League.objects.get().moves == 1 and Season.objects.count() == 2
    one = down_as_it_stands(client, season)
    assert one != two and one.count("<bdi>") < two.count("<bdi>")  # one team down, not two


def test_the_next_season_changing_the_moves_changes_this_seasons_page(client):
    season = two_divisions()
    two = down_as_it_stands(client, season)
    start_next_season(season, None, "2027-28", moves=1)
    assert season.league.__class__.objects.get().moves == 1
    assert down_as_it_stands(client, season) != two
