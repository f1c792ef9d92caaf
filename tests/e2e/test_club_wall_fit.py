"""A club night's wall page, its printed draw (the organiser's, with the QR codes) and its
printed results fit a phone held upright (360 px), left to right and right to left, with
long names; the wall page also a landscape screen in the club room, where its type grows
(tests/e2e/fit.py). Against the site `make serve` runs, the night made through its pages
(test_club_rounds_fit.py's)."""

import pytest

from tests.e2e.fit import spills, spills_on
from tests.e2e.test_club_rounds_fit import long_names_night, organisers_page

pytestmark = [pytest.mark.e2e]
__all__ = ["long_names_night"]  # the fixture
WALL = {"width": 1920, "height": 1080}


def _shot(path: str, language: str) -> str:
    return f"club-{path.replace('/', '-').strip('-')}-360-{language}.png"


@pytest.mark.parametrize("language", ["en-GB", "fa", "hr"])
def test_the_wall_and_the_prints_fit_at_360(long_names_night, browser, language, artifacts):
    context, page = organisers_page(browser, long_names_night, language)
    base = f"{long_names_night.site}{long_names_night.path}"
    paths = ["live/", "rounds/1/print/", "results/print/"]
    found = spills_on(page, base, paths, lambda path: artifacts / _shot(path, language))
    context.close()
    assert found == {}, "\n".join(f"{k}: {v}" for k, v in found.items())


def test_the_wall_fills_a_landscape_screen_in_big_type(long_names_night, browser, artifacts):
    context = browser.new_context(viewport=WALL)
    page = context.new_page()
    page.goto(f"{long_names_night.site}{long_names_night.path}live/")
    assert spills(page) == []
    size = page.locator(".wall").evaluate("e => parseFloat(getComputedStyle(e).fontSize)")
    width = page.locator(".wall").evaluate("e => e.getBoundingClientRect().width")
    assert size >= 28 and width > 1600  # read from across the room, the screen's width
    page.screenshot(path=artifacts / "club-live-wall.png", full_page=True)
    context.close()
