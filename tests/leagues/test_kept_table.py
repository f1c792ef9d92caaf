"""The season page keeps its table per season version (leagues/models/_kept.py): read again,
the cards are not; changed in any way the site, the admin or a league file changes a season,
the next page shows the change."""

import io
import json

import pytest
from django.contrib import admin
from django.contrib.auth.models import User
from django.core.management import call_command
from django.test import Client
from django.urls import reverse

from leagues.models import CardLine, Season
from leagues.models import _kept as kept
from tests.conftest import EXAMPLES
from tests.leagues.cards import SLUG

pytestmark = pytest.mark.django_db
LINES = [CardLine(home, away) for home, away in [(15, 9), (15, 3), (14, 15), (15, 12)]]
PAGE = reverse("leagues-season", args=[SLUG])


@pytest.fixture
def reads(monkeypatch):
    """How many times a page read the season's cards."""
    counted = []
    real = Season.results

    def counting(season, provisional=False):
        counted.append(provisional)
        return real(season, provisional)

    monkeypatch.setattr(Season, "results", counting)
    kept.forget_all()
    return counted


def signed_in() -> Client:
    """A signed-in visitor, whose page is made afresh each time (from the kept story), so the
    table it was made from can be read (an anonymous visitor's page is kept whole)."""
    visitor = Client()
    visitor.force_login(User.objects.get_or_create(username="reader")[0])
    return visitor


def row(client, team: str, provisional: bool = False):
    page = signed_in().get(PAGE + ("?provisional=1" if provisional else ""))
    return next(row for row in page.context["table"].rows if row.team == team)


def test_the_cards_are_read_once_per_version_of_the_season(client, league, reads):
    season, _, people = league
    for _ in range(3):
        assert client.get(PAGE).status_code == 200
    assert reads == [False]
    client.force_login(people["secretary"])
    client.post(
        reverse("leagues-add-adjustment", args=[SLUG]),
        {"team": "bull", "points": "-2", "reason": "late card"},
    )
    assert row(client, "bull").league_points == 13 - 2
    assert row(client, "bull").league_points == 11 and reads == [False, False]
    assert Season.objects.get(pk=season.pk).version == season.version + 1


def test_a_card_sent_answered_or_moved_shows_on_the_next_page(client, league, reads):
    _, fixture, people = league
    assert row(client, "swan").played == 2 and row(client, "swan", provisional=True).played == 2
    fixture.send_card(people["home_captain"], LINES)
    assert row(client, "swan", provisional=True).played == 3
    assert row(client, "swan").played == 2  # awaiting the away captain
    fixture.cards.get().confirm(people["away_captain"])
    assert row(client, "swan").played == 3
    assert row(client, "swan").league_points == 7 + 8  # a 3-1 win with the aggregate
    # Moved to the first night: its result now counts from there in the chart's nights.
    client.force_login(people["secretary"])
    client.post(reverse("leagues-rearrange", args=[SLUG, fixture.pk]), {"date": "2026-08-27"})
    chart = signed_in().get(PAGE).context["chart"]
    assert len(chart.x_labels) == 4 and chart.x_labels[0].startswith("27")


def test_a_dispute_takes_the_card_off_the_provisional_table(client, league, reads):
    _, fixture, people = league
    fixture.send_card(people["home_captain"], LINES)
    assert row(client, "swan", provisional=True).played == 3
    fixture.cards.get().dispute(people["away_captain"], "game 3 was 15-14")
    assert row(client, "swan", provisional=True).played == 2


def test_a_team_added_by_the_secretary_is_in_the_next_table(client, league, reads):
    _, _, people = league
    assert len(signed_in().get(PAGE).context["table"].rows) == 3
    client.force_login(people["secretary"])
    team = {"name": "The Duke", "venue": "", "captains": "", "players": ""}
    client.post(reverse("leagues-add-team", args=[SLUG]), team)
    assert len(signed_in().get(PAGE).context["table"].rows) == 4


def test_an_edit_in_the_admin_shows_on_the_next_page(client, league, reads):
    season, _, _ = league
    assert row(client, "bull").name == "The Black Bull"
    client.force_login(User.objects.create_superuser("admin", password="pegboard-test-pw"))
    bull = season.teams.get(code="bull")
    change = reverse("admin:leagues_team_change", args=[bull.pk])
    form = {"season": season.pk, "code": "bull", "name": "The Bull", "venue": bull.venue_id or ""}
    form["division"] = bull.division_id  # (issue 35: every team is in a division)
    assert client.post(change, form).status_code == 302
    client.logout()
    assert row(client, "bull").name == "The Bull"
    edited = Season.objects.get(pk=season.pk)
    edited.game_win_points = 3  # as the season's own admin form saves it: whole
    admin.site._registry[Season].save_model(None, edited, None, True)
    assert row(client, "bull").league_points == 13 + 5  # five games won, one point more each


def test_a_league_file_imported_again_shows_on_the_next_page(client, league, reads, tmp_path):
    assert row(client, "crown").name == "The Crown"
    data = json.loads((EXAMPLES / "leagues" / "three-pubs.json").read_text())
    data["league"]["teams"][0]["name"] = "The Rose and Crown"
    path = tmp_path / "league.json"
    path.write_text(json.dumps(data))
    call_command("importleague", str(path), stdout=io.StringIO())
    assert row(client, "crown").name == "The Rose and Crown"


def test_a_season_saved_whole_never_writes_back_an_older_version(league):
    season, _, _ = league
    read_for_a_form = Season.objects.get(pk=season.pk)
    with season.changing():  # a card answered meanwhile
        pass
    read_for_a_form.name = "2026-27 (winter)"
    with season.changing():  # (the admin's form saves through the door)
        read_for_a_form.save()
    saved = Season.objects.get(pk=season.pk)
    assert saved.name == "2026-27 (winter)" and saved.version == season.version + 2
    assert saved.slug == season.slug
