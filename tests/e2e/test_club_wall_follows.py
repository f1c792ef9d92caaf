"""The wall's live page follows the tables by itself in a real browser: a table's game won on
its phone shows on the screen within a few polls, with no reload of the page. Against the
site `make serve` runs (tests/hosting/production.py), the night made through its pages."""

import pytest

from tests.e2e.served_club import a_served_night, score_at_the_table
from tests.hosting.production import production_site

pytestmark = [pytest.mark.e2e]
PLAYERS = ["Ann", "Bo", "Cy", "Di", "Ed", "Flo", "Gus", "Hal"]


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    with production_site(tmp_path_factory.mktemp("club-wall")) as address:
        yield address


def test_the_wall_shows_a_table_won_without_a_reload(site, browser):
    night = a_served_night(browser, site, PLAYERS, "The Crown")
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.goto(f"{site}{night.path}live/")
    assert page.locator(".wall-table").count() == 2
    assert page.locator(".wall-table.done").count() == 0
    page.evaluate("() => { window.sameDocument = true; }")
    score_at_the_table(browser, night, 1)  # won on the table's phone
    page.wait_for_selector(".wall-table.done", timeout=15_000)
    assert page.locator(".wall-table.done").count() == 1
    assert page.evaluate("() => window.sameDocument === true")  # swapped in, not reloaded
    context.close()
