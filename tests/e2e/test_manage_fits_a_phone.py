"""The secretary's manage page on a phone (issue 48): a league of two divisions of eight teams
with its fixtures (112 of them) fits 360 px in English, Persian and Urdu with every fold open,
and folded it is a few screens, not the 13 it was; a rearrangement is answered in place, its
words (and the clash it makes) on the fixture's line, in view, the page not reloaded."""

import datetime

import pytest
from django.contrib.auth.models import User
from playwright.sync_api import expect

from leagues.models import Season
from leagues.models.divisions import add_division
from tests.e2e.fit import spills
from tests.e2e.test_league_journeys import sign_in

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

PUBS = ["Red Lion", "Crown", "Swan", "Black Bull", "Anchor", "Bell", "Fox", "Royal Oak"]
WIDTH, SCREEN = 360, 740
# Folded, the page is its sections' headings and short lines: the index, the sixteen teams
# and the fourteen weeks one line each, every line a 44 px tap target (1,320 px for those 30
# alone), the settings folded, the site's header and footer. Measured 3,300-3,450 px in en, fa
# and ur (Urdu's lines are the tallest): under five screens, where it was 13 (11,369 px); a page
# that lists its 112 fixtures, or puts a form on each team's line again, is far past it.
MOST_SCREENS = 5


def sixteen_teams_in_two_divisions() -> Season:
    secretary = User.objects.create_user("sec", password="pegboard-test-pw")
    season = Season.start(secretary, "Calder League", "2026-27")
    first = add_division(season, "First Division")
    captain = User.objects.create_user("cap", password="pegboard-test-pw")  # no address
    for pub in PUBS:
        season.add_team(f"{pub} A", pub, [], ["Ann", "Bob"])
        season.add_team(f"{pub} B", pub, [], ["Cy", "Dee"], division=first.pk)
    season.teams.get(name="Red Lion A").captains.add(captain)
    season.generate_fixtures(datetime.date(2026, 9, 8), 1)  # Tuesdays
    return season


@pytest.mark.parametrize("language", ["en-GB", "fa", "ur"])
def test_the_manage_page_fits_a_phone_and_is_a_few_screens(live_server, browser, language):
    season = sixteen_teams_in_two_divisions()
    assert season.fixtures.count() == 112
    context = browser.new_context(locale=language, viewport={"width": WIDTH, "height": SCREEN})
    page = context.new_page()
    page.goto(live_server.url + "/accounts/login/")
    page.fill("#id_username", "sec")
    page.fill("#id_password", "pegboard-test-pw")
    page.locator("main form [type=submit]").first.click()
    page.wait_for_url("**/leagues/**")
    assert page.goto(f"{live_server.url}/leagues/{season.slug}/manage/").status == 200
    height = page.evaluate("document.documentElement.scrollHeight")
    assert height <= MOST_SCREENS * SCREEN, f"{height} px"
    expect(page.locator(".team-line > summary")).to_have_count(16)
    expect(page.locator(".week-fold > summary")).to_have_count(14)
    assert spills(page) == []  # every fold opened: nothing off the screen
    context.close()


def test_a_rearrangement_is_answered_in_place_with_its_clash(live_server, browser, artifacts):
    season = sixteen_teams_in_two_divisions()
    lion_a = season.fixtures.filter(home__name="Red Lion A").order_by("date").first()
    lion_b = season.fixtures.filter(home__name="Red Lion B").exclude(date=lion_a.date).first()
    page = browser.new_page(viewport={"width": WIDTH, "height": SCREEN})
    sign_in(page, live_server.url, "sec")
    page.goto(f"{live_server.url}/leagues/{season.slug}/manage/")
    page.evaluate("window.notReloaded = true")
    line = page.locator(f"#fixture-{lion_b.pk}")
    line.locator("xpath=ancestor::details[contains(@class, 'week-fold')]/summary").click()
    line.get_by_text("Rearrange").click()
    line.get_by_label("New date").fill(lion_a.date.isoformat())
    line.get_by_role("button", name="Save").click()
    said = page.locator(f"#fixture-{lion_b.pk} [role=status]")
    expect(said).to_contain_text(f"{lion_b} moved to Tuesday {lion_a.date.day}")
    expect(said).to_contain_text("Red Lion has more than one team at home on")
    expect(said).to_be_in_viewport()
    assert page.evaluate("window.notReloaded") is True  # answered in place
    assert page.evaluate("window.scrollY") > 0  # where the secretary was, not the top
    page.screenshot(path=artifacts / "manage-rearranged-360.png")
    lion_b.refresh_from_db()
    assert lion_b.date == lion_a.date
