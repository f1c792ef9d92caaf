"""Two teams' meetings across the seasons of a league, and the record they add up to."""

import datetime

import pytest
from django.urls import reverse

from leagues.models import CardGame, Fixture, MatchCard, Season, Team
from tests.conftest import import_example_league
from tests.doors import new_season

pytestmark = pytest.mark.django_db


def next_season_with_a_meeting(season: Season) -> Season:
    """The league's next season: the Swan beat the Crown 3-1 at home (aggregate 55-42)."""
    following = new_season(season.league, name="2027-28", slug="next")
    with following.changing():
        crown, swan = (
            Team.objects.create(season=following, code=code, name=name)
            for code, name in (("crown", "The Crown"), ("swan", "The Swan"))
        )
        Team.objects.create(season=following, code="lamb", name="The Lamb")
        fixture = Fixture.objects.create(
            season=following, home=swan, away=crown, date=datetime.date(2027, 9, 2)
        )
        card = MatchCard.objects.create(fixture=fixture, version=1, status="confirmed")
        CardGame.objects.bulk_create(
            CardGame(card=card, number=n, home_score=home, away_score=away)
            for n, (home, away) in enumerate([(15, 9), (15, 12), (10, 15), (15, 6)], start=1)
        )
        Fixture.objects.create(season=following, home=crown, away=swan)  # still to play
    return following


def test_the_head_to_head_page_spans_the_leagues_seasons(client):
    season = import_example_league()
    following = next_season_with_a_meeting(season)
    url = reverse("leagues-head-to-head", args=[following.slug, "crown", "swan"])
    page = client.get(url).content.decode()
    # 2026-27: the Crown won 3-1 (54-48) at home; 2027-28: lost 1-3 (42-55) away.
    assert "The Crown</bdi> won 1, drew 0, lost 1." in page
    assert "<dd>4–4</dd>" in page and "<dd>96–103</dd>" in page
    assert page.index("3 Sep 2026-27") < page.index("2 Sep 2027-28")
    assert "To come" in page and page.count('<abbr class="') == 2
    # From the other side, the same meetings the other way round.
    other = client.get(reverse("leagues-head-to-head", args=[following.slug, "swan", "crown"]))
    assert "The Swan</bdi> won 1, drew 0, lost 1." in other.content.decode()
    # The team page links to every other team of its season.
    team = client.get(reverse("leagues-team", args=[following.slug, "crown"])).content.decode()
    assert url in team and "against <bdi>The Lamb</bdi>" in team


def test_only_teams_of_the_season_meet(client):
    season = import_example_league()
    missing = reverse("leagues-head-to-head", args=[season.slug, "crown", "lamb"])
    itself = reverse("leagues-head-to-head", args=[season.slug, "crown", "crown"])
    assert client.get(missing).status_code == 404 and client.get(itself).status_code == 404
