"""A fixture's move page on a phone (issue 53): three dates asked by the Swan, with their
accept buttons for the Crown's captain and the form to ask for others, fits 360 px in English,
Persian and Urdu; accepting one moves the match and the page says so, in the phone's language."""

import pytest
from playwright.sync_api import expect

from leagues.models import FixtureMove
from tests.e2e.fit import spills
from tests.leagues.cards import league_with_everyone
from tests.leagues.moves import ahead, move_url, ready

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
WIDTH, SCREEN = 360, 740


@pytest.mark.parametrize("language", ["en-GB", "fa", "ur"])
def test_the_move_page_fits_a_phone(live_server, browser, language):
    season, fixture, people = league_with_everyone()
    fixture = ready(season, fixture, people)
    FixtureMove.ask(fixture, people["home_captain"], [ahead(12), ahead(13), ahead(14)])
    context = browser.new_context(locale=language, viewport={"width": WIDTH, "height": SCREEN})
    page = context.new_page()
    page.goto(live_server.url + "/accounts/login/")
    page.fill("#id_username", "away_captain")
    page.fill("#id_password", "pegboard-test-pw")
    page.locator("main form [type=submit]").first.click()
    page.wait_for_url("**/leagues/**")
    assert page.goto(live_server.url + move_url(fixture)).status == 200
    accepts = page.locator("#moves .actions button")
    expect(accepts).to_have_count(3)
    expect(page.locator("#id_first")).to_be_visible()
    assert spills(page) == []
    accepts.nth(1).click()
    page.wait_for_load_state()
    expect(page.locator(".status p")).to_have_count(1)
    assert spills(page) == []
    fixture.refresh_from_db()
    assert fixture.date == ahead(13)
    context.close()
