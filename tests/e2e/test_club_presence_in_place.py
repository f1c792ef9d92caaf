"""A tick on the night's page, with scripts, swaps in what it changes and not only the list of
who is here: the tick that makes a table shows the "Draw round 1" button (before, the button
came only with a reload, and the organiser who had ticked everyone saw "not enough present"),
and a pair night's tick of a second player without a partner shows the form to pair them.
Against the site `make serve` runs (tests/hosting/production.py), the night made through its
pages (served_club.py)."""

import pytest
from playwright.sync_api import expect

from tests.e2e.served_club import night_made, tick
from tests.hosting.production import production_site

pytestmark = [pytest.mark.e2e]


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    with production_site(tmp_path_factory.mktemp("club-presence")) as address:
        yield address


def test_the_tick_that_makes_a_table_shows_the_draw(site, page):
    night_made(page, site, ["Ann", "Bo", "Cy", "Zoë"], "The Crown")
    tick(page, ["Ann", "Bo", "Cy"])
    page.reload()
    page.evaluate("window.notReloaded = true")
    draw = page.get_by_role("button", name="Draw round 1")
    expect(draw).to_have_count(0)
    tick(page, ["Zoë"])
    expect(draw).to_be_visible()
    assert page.evaluate("window.notReloaded === true")  # swapped in place
    draw.click()
    expect(page.locator("#rounds .club-table")).to_have_count(1)
    expect(page.locator("#rounds > h2").first).to_contain_text("Round 1")


def test_a_pair_nights_tick_shows_the_form_to_pair_them(site, page):
    players = ["Ann", "Bo", "Cy", "Di", "Yan", "Zoë"]
    night_made(page, site, players, "The Swan", night_format="swiss")
    tick(page, players[:4])
    page.get_by_role("button", name="Pair them in the order ticked").click()
    expect(page.locator("#pairs .team-lines li")).to_have_count(2)
    page.reload()
    page.evaluate("window.notReloaded = true")
    make_the_pair = page.get_by_role("button", name="Make the pair")
    tick(page, ["Yan"])
    expect(make_the_pair).to_have_count(0)  # nobody to pair Yan with yet
    tick(page, ["Zoë"])
    expect(make_the_pair).to_be_visible()
    assert page.evaluate("window.notReloaded === true")
    page.get_by_role("button", name="Pair them in the order ticked").click()
    expect(page.locator("#pairs .team-lines li")).to_have_count(3)
