"""The printed pages read as the season's other pages: by anyone, the same for everyone, kept
per version of the season (Chromium prints them in tests/e2e/test_printed_pages.py)."""

import datetime
import re

import pytest
from django.urls import reverse

from leagues.models import Fixture
from tests.doors import new_season
from tests.leagues.cards import PERSONAS, SLUG, as_

pytestmark = pytest.mark.django_db
LIST = reverse("leagues-print-fixtures", args=[SLUG])


def card_url(fixture) -> str:
    return reverse("leagues-print-card", args=[SLUG, fixture.pk])


def main_of(response) -> str:
    return response.content.decode().split("<main", 1)[1].split("</main>")[0]


def test_every_persona_reads_the_same_printed_pages(client, league):
    _, fixture, people = league
    seen = {}
    for who in PERSONAS:
        as_(client, people, who)
        for url in (LIST, card_url(fixture)):
            response = client.get(url)
            assert response.status_code == 200, (who, url)
            seen.setdefault(url, main_of(response))
            assert main_of(response) == seen[url], (who, url)


def test_the_fixture_list_has_every_fixture_by_night_the_undated_last(client, league):
    season, fixture, _ = league
    with season.changing():
        Fixture.objects.filter(pk=fixture.pk).update(date=None, postponed=True)
    body = main_of(client.get(LIST))
    assert body.count("<li>") == season.fixtures.count()
    nights = re.findall(r"<h2>(.*?)</h2>", body)
    dated = sorted({f.date for f in season.fixtures.exclude(date=None)})
    assert len(nights) == len(dated) + 1 and nights[-1] == "Date to be fixed"
    last_night = body.split("Date to be fixed")[1]
    assert "The Swan" in last_night and "(postponed)" in last_night


def test_the_season_and_fixture_pages_link_their_printed_pages(client, league):
    _, fixture, _ = league
    assert f'href="{LIST}"' in client.get(reverse("leagues-season", args=[SLUG])).content.decode()
    page = client.get(reverse("leagues-fixture", args=[SLUG, fixture.pk])).content.decode()
    assert f'href="{card_url(fixture)}"' in page


def test_a_blank_card_has_the_teams_a_row_per_game_and_a_qr_code_to_the_match(client, league):
    season, fixture, _ = league
    season.games_per_match = 6
    with season.changing():
        season.save()
        fixture.home.players.create(name="Sam Hill")
    body = main_of(client.get(card_url(fixture)))
    assert "The Swan" in body and "The Crown" in body and "Sam Hill" in body
    assert body.count('<tr><th scope="row" class="number">') == 6
    address = "http://testserver" + reverse("leagues-fixture", args=[SLUG, fixture.pk])
    assert address in body
    svg = re.search(r'<svg viewBox="[^"]+" class="qr"><title>[^<]+</title><path', body)
    assert svg, "the QR code is drawn in the page itself"


def test_a_card_of_a_fixture_of_another_season_is_not_found(client, league):
    _, fixture, _ = league
    other = new_season("Elsewhere", name="x", slug="elsewhere")
    elsewhere = reverse("leagues-print-card", args=[other.slug, fixture.pk])
    assert client.get(elsewhere).status_code == 404
    assert client.get(reverse("leagues-print-card", args=[SLUG, 10**6])).status_code == 404


def test_a_printed_page_shows_a_change_at_once_and_is_kept_till_then(client, league):
    _, fixture, _ = league
    first = client.get(card_url(fixture))
    assert first["Cache-Control"].startswith("public") and "Set-Cookie" not in first
    assert client.get(card_url(fixture)).content == first.content
    fixture.rearrange(datetime.date(2027, 2, 4), False)
    assert "4 February 2027" in main_of(client.get(card_url(fixture)))
    assert "4 February 2027" in main_of(client.get(LIST))


def test_a_season_without_fixtures_prints_an_empty_list(client, db):
    season = new_season("New league", name="1", slug="new-1")
    body = main_of(client.get(reverse("leagues-print-fixtures", args=[season.slug])))
    assert "No fixtures yet." in body and not Fixture.objects.exists()


def test_a_season_too_big_to_list_prints_as_a_grid(client, db):
    season = new_season("Big league", name="1", slug="big-1")
    for n in range(11):
        season.add_team(f"Team {n:02}", "", [], [])
    season.generate_fixtures(datetime.date(2026, 9, 3), 3)
    body = main_of(client.get(reverse("leagues-print-fixtures", args=[season.slug])))
    grid = body.split('<table class="fixture-grid print-only">')[1].split("</table>")[0]
    rows = re.findall(r"<tr><th scope=\"row\">(\d+)\. <bdi>(.*?)</bdi></th>(.*?)</tr>", grid)
    assert [name for _, name, _ in rows] == [f"Team {n:02}" for n in range(11)]
    for n, _, cells in rows:
        boxes = re.findall(r"<td>(.*?)</td>", cells)
        own = int(n) - 1
        assert len(boxes) == 11 and boxes[own] == "■"
        assert all(re.fullmatch(r"\d+ \w{3}", box) for i, box in enumerate(boxes) if i != own)
    # The list by night is there too, for the screen.
    assert body.count("<li>") == 110
