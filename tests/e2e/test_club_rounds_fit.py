"""A club night's rounds on a phone held upright (360 px), left to right and right to left: a
round of tables whose players have long names, one table's game won and another's being
played, who sits out, the standings, the organiser's QR codes opened, and a table's paper
result form, with nothing off the screen (tests/e2e/fit.py). Against the site `make serve`
runs (tests/hosting/production.py), the night made through its pages (served_club.py)."""

import pytest

from tests.e2e.fit import spills, spills_on
from tests.e2e.served_club import a_served_night, score_at_the_table, signed_in
from tests.hosting.production import production_site

pytestmark = [pytest.mark.e2e]
LONG = "Bartholomew Fitzwilliam-Worthington of the Coach and Horses"
PLAYERS = [f"{name} {LONG}"[:60] for name in ("Ann", "Bo", "Cy")]
PLAYERS += ["Di", "Ed", "Flo", "Gus", "Hal", "Ivy"]


@pytest.fixture(scope="module")
def long_names_night(tmp_path_factory, browser):
    """Nine present, three with long names: round 1's first table won, the second's game
    one hand in, one player sitting out."""
    with production_site(tmp_path_factory.mktemp("club-fit")) as site:
        night = a_served_night(browser, site, PLAYERS, "The Coach and Horses")
        score_at_the_table(browser, night, 1)
        score_at_the_table(browser, night, 2, hands=1)
        yield night


def organisers_page(browser, night, language: str):
    context = browser.new_context(locale=language, viewport={"width": 360, "height": 740})
    page = context.new_page()
    assert signed_in(page, night.site)
    return context, page


@pytest.mark.parametrize("language", ["en-GB", "fa", "hr"])
def test_the_club_rounds_fit_at_360(long_names_night, browser, language, artifacts):
    context, page = organisers_page(browser, long_names_night, language)
    base = f"{long_names_night.site}{long_names_night.path}rounds/"
    found = spills_on(page, base, ["", "1/tables/1/result/", "1/tables/2/result/"])
    page.goto(base)
    spills(page)  # (every <details> opened)
    page.screenshot(path=artifacts / f"club-rounds-360-{language}.png", full_page=True)
    context.close()
    assert found == {}, "\n".join(f"{k}: {v}" for k, v in found.items())
