"""The public league pages: anyone reads the table, results, fixtures and histories."""

import pytest
from django.urls import reverse

from leagues.models import Fixture, Season
from tests.conftest import import_example_league
from tests.leagues.sizes import sent_by_home_captain

pytestmark = pytest.mark.django_db
SLUG = "calder-valley-all-fours-league-2026-27"


@pytest.fixture
def season():
    import_example_league()
    return Season.objects.get(slug=SLUG)


def test_the_league_page_shows_the_table_results_and_fixtures(client, season):
    page = client.get(reverse("leagues-season", args=[SLUG])).content.decode()
    assert page.index("The Black Bull") < page.index("The Crown") < page.index("The Swan")
    assert "<strong>13</strong>" in page and "Latest results" in page
    assert "date to be fixed" not in page
    # A result reads with its games won: The Crown won 3 of 4 against The Swan.
    assert "<bdi>The Crown</bdi> 3–1 <bdi>The Swan</bdi>" in page
    assert "Thu 1 Oct" in page  # the fixture still to be played
    assert client.get(reverse("leagues-list")).content.decode().count(SLUG) == 1


def test_every_result_and_fixture_month_by_month(client, season):
    results = client.get(reverse("leagues-results", args=[SLUG])).content.decode()
    assert "<bdi>The Crown</bdi> 3–1 <bdi>The Swan</bdi>" in results
    assert "Thu 1 Oct" not in results
    fixtures = client.get(reverse("leagues-fixtures", args=[SLUG])).content.decode()
    assert "Fixtures to come: October 2026" in fixtures and "Thu 1 Oct" in fixtures
    assert "3–1" not in fixtures
    months = Fixture.objects.filter(season=season).dates("date", "month")
    first = months[0]
    page = client.get(reverse("leagues-results", args=[SLUG]) + f"?month={first:%Y-%m}")
    assert f"Results: {first:%B %Y}" in page.content.decode()
    # A month that is not one of the season's shows the latest one, not an error.
    assert client.get(reverse("leagues-results", args=[SLUG]) + "?month=1999-99").status_code == 200


def test_unconfirmed_results_are_provisional_and_marked(client, season):
    fixture = Fixture.objects.get(home__code="swan", away__code="crown")
    sent_by_home_captain(fixture, [(15, 1)] * 4)
    confirmed = client.get(reverse("leagues-season", args=[SLUG])).content.decode()
    provisional = client.get(
        reverse("leagues-season", args=[SLUG]) + "?provisional=1"
    ).content.decode()
    assert "The Swan</span></a>*" not in confirmed and "The Swan</span></a>*" in provisional
    assert season.table(provisional=True).rows[0].team == "swan"


def test_the_fixture_page_shows_each_card_version(client, season):
    fixture = Fixture.objects.get(home__code="crown", away__code="swan")
    page = client.get(reverse("leagues-fixture", args=[SLUG, fixture.pk])).content.decode()
    assert "Card version 1" in page and "confirmed" in page and "<td>15</td><td>12</td>" in page


def test_the_team_page_and_its_calendar(client, season):
    page = client.get(reverse("leagues-team", args=[SLUG, "crown"])).content.decode()
    # Each result with its score, the aggregate and what it was for the team; then the rest.
    assert "<bdi>The Crown</bdi> 3–1 <bdi>The Swan</bdi>" in page and "(aggregate 54–48)" in page
    assert "<bdi>The Black Bull</bdi> 3–1 <bdi>The Crown</bdi>" in page and "lost:" in page
    assert "Form, oldest first: won, lost" in page
    assert page.index("Fixtures to come") < page.index("<bdi>The Swan</bdi> v <bdi>The Crown")
    ics = client.get(reverse("leagues-team-calendar", args=[SLUG, "crown"]))
    body = ics.content.decode()
    assert ics["Content-Type"].startswith("text/calendar")
    assert body.count("BEGIN:VEVENT") == 3 and "DTSTART;VALUE=DATE:20261001" in body


def test_the_table_and_results_as_csv(client, season):
    table = (
        client.get(reverse("leagues-table-csv", args=[SLUG]))
        .content.decode("utf-8-sig")
        .splitlines()
    )
    assert table[0].startswith("position,team,name") and table[1].startswith(
        "1,bull,The Black Bull,2,1,1,0,5,3,111,94,13"
    )
    results = (
        client.get(reverse("leagues-results-csv", args=[SLUG]))
        .content.decode("utf-8-sig")
        .splitlines()
    )
    assert len(results) == 4 and "15-12 9-15 15-14 15-7" in results[1]


def test_an_unknown_season_or_team_is_not_found(client, season):
    assert client.get(reverse("leagues-season", args=["nope"])).status_code == 404
    assert client.get(reverse("leagues-team", args=[SLUG, "nope"])).status_code == 404


def test_the_league_page_runs_a_bounded_number_of_queries(
    client, season, django_assert_max_num_queries
):
    with django_assert_max_num_queries(11):  # (the eleventh: the season's cups, issue 35)
        client.get(reverse("leagues-season", args=[SLUG]))


def test_a_league_without_a_secretary_offers_nobody_its_management(client, season):
    assert season.league.secretary is None
    assert "run it" not in client.get(reverse("leagues-list")).content.decode()
    assert client.get(reverse("leagues-manage", args=[SLUG])).status_code == 302  # sign in first


def test_the_calendar_follows_rfc_5545_with_the_match_time_and_venue(client, season):
    import datetime

    from icalendar import Calendar

    from leagues.models import Venue

    season.match_time = datetime.time(20, 0)
    with season.changing():
        season.save()
    with season.changing():
        for team in season.teams.all():
            team.venue = Venue.objects.create(name=f"{team.name} (the pub)")
            team.save()
    feed = client.get(reverse("leagues-team-calendar", args=[SLUG, "crown"]))
    events = [c for c in Calendar.from_ical(feed.content).walk("VEVENT")]
    assert len(events) == 3
    for event in events:
        assert event.get("dtstamp") is not None  # required by RFC 5545
        assert event["uid"].endswith(f".{SLUG}@testserver")
    uids = [str(event["uid"]) for event in events]
    assert len(set(uids)) == 3
    first = min(events, key=lambda e: e.decoded("dtstart"))
    start = first.decoded("dtstart")
    # 20:00 in London on a September/October night is 19:00 UTC (summer time).
    assert isinstance(start, datetime.datetime) and start.utcoffset() == datetime.timedelta(0)
    assert start.hour in (19, 20)
    assert all(str(event["location"]).endswith("(the pub)") for event in events)
    # The same feed again keeps its UIDs: a calendar updates its events instead of doubling them.
    again = Calendar.from_ical(
        client.get(reverse("leagues-team-calendar", args=[SLUG, "crown"])).content
    )
    assert sorted(str(e["uid"]) for e in again.walk("VEVENT")) == sorted(uids)
    page = client.get(reverse("leagues-team", args=[SLUG, "crown"])).content.decode()
    assert 'href="webcal://testserver/leagues/' in page
