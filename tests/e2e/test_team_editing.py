"""The secretary renames a team and adds a player from a phone, in Chromium at 360 px, and
the manage page with its new forms fits the phone."""

import pytest
from django.contrib.auth.models import User
from playwright.sync_api import expect

from tests.conftest import import_example_league
from tests.doors import set_league
from tests.e2e.fit import spills
from tests.e2e.test_league_journeys import sign_in

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_the_secretary_edits_a_team_on_a_phone(live_server, browser, console_errors):
    season = import_example_league()
    secretary = User.objects.create_user("secretary", password="pegboard-test-pw")
    set_league(season.league, secretary=secretary)
    page = browser.new_page(viewport={"width": 360, "height": 740})
    sign_in(page, live_server.url, "secretary")
    page.goto(f"{live_server.url}/leagues/{season.slug}/manage/")
    assert spills(page) == []  # with its registered players' house rule
    page.locator("li", has_text="The Swan").get_by_role("link", name="Edit the team").click()
    assert spills(page) == []
    page.get_by_label("Team name").fill("The Swan with Two Necks Darts and Cards Club")
    page.get_by_label("New players").fill("Sam Hill")
    page.get_by_role("button", name="Save the team").click()
    expect(page.get_by_role("strong").filter(has_text="The Swan with Two Necks")).to_be_visible()
    page.goto(f"{live_server.url}/leagues/{season.slug}/")
    expect(page.locator(".league-table").first).to_contain_text("The Swan with Two Necks")
    assert season.teams.get(code="swan").players.filter(name="Sam Hill").exists()


def test_a_captain_asks_for_a_player_on_a_phone(live_server, browser):
    season = import_example_league()
    captain = User.objects.create_user("swan_captain", password="pegboard-test-pw")
    swan = season.teams.get(code="swan")
    swan.captains.add(captain)
    season.set_registration(None, True)
    fixture = season.fixtures.get(home=swan, away__code="crown")
    page = browser.new_page(viewport={"width": 360, "height": 740})
    sign_in(page, live_server.url, "swan_captain")
    page.goto(f"{live_server.url}/leagues/{season.slug}/fixtures/{fixture.pk}/card/")
    page.get_by_role("link", name="Ask the secretary to register them").click()
    page.get_by_label("The player's name").fill("Bartholomew Featherstonehaugh-Whitcombe")
    page.get_by_role("button", name="Ask the league secretary").click()
    expect(page.get_by_role("status")).to_contain_text("is asked to register")
    assert spills(page) == []
    assert swan.player_requests.filter(name__startswith="Bartholomew").exists()
