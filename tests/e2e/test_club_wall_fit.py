"""A club night's wall page, its printed draw (the organiser's, with the QR codes) and its
printed results fit a phone held upright (360 px), left to right and right to left, with
long names; the wall page also a landscape screen in the club room, where its type grows
(tests/e2e/fit.py)."""

import pytest

from tests.e2e.fit import spills, spills_on
from tests.e2e.test_club_rounds_fit import a_night_with_long_names

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
WALL = {"width": 1920, "height": 1080}


def _signed_in(page, url: str) -> None:
    page.goto(url + "/accounts/login/")
    page.fill("#id_username", "organiser")
    page.fill("#id_password", "pw-for-tests-1")
    page.locator("main form [type=submit]").click()
    page.wait_for_load_state()


def _shot(path: str, language: str) -> str:
    return f"club-{path.replace('/', '-').strip('-')}-360-{language}.png"


@pytest.mark.parametrize("language", ["en-GB", "fa", "hr"])
def test_the_wall_and_the_prints_fit_at_360(live_server, browser, language, artifacts):
    night = a_night_with_long_names()
    context = browser.new_context(locale=language, viewport={"width": 360, "height": 740})
    page = context.new_page()
    _signed_in(page, live_server.url)
    base = f"{live_server.url}/clubs/{night.club.slug}/nights/{night.pk}/"
    paths = ["live/", "rounds/1/print/", "results/print/"]
    found = spills_on(page, base, paths, lambda path: artifacts / _shot(path, language))
    context.close()
    assert found == {}, "\n".join(f"{k}: {v}" for k, v in found.items())


def test_the_wall_fills_a_landscape_screen_in_big_type(live_server, browser, artifacts):
    night = a_night_with_long_names()
    context = browser.new_context(viewport=WALL)
    page = context.new_page()
    page.goto(f"{live_server.url}/clubs/{night.club.slug}/nights/{night.pk}/live/")
    assert spills(page) == []
    size = page.locator(".wall").evaluate("e => parseFloat(getComputedStyle(e).fontSize)")
    width = page.locator(".wall").evaluate("e => e.getBoundingClientRect().width")
    assert size >= 28 and width > 1600  # read from across the room, the screen's width
    page.screenshot(path=artifacts / "club-live-wall.png", full_page=True)
    context.close()
