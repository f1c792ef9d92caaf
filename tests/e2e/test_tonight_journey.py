"""Issue 53's judged journey, in a real browser, against the site as `make serve` runs it
(tests/hosting/production.py: gunicorn, DEBUG off, the manifest's static files, behind a
proxy): two matches tonight of four pairs each, eight phones scoring, the "tonight" page on a
ninth following every game and the provisional table as hands are saved, with no reload; the
first game started from the fixture's page by its captain; and the captain's card arriving
filled in once the last game of the match has ended. Everything is made through the site's
pages (tests/e2e/served_league.py): the served site keeps its database to itself."""

import re

import pytest
from django.conf import settings
from playwright.sync_api import expect

from tests.e2e.served_league import (
    CAPTAIN,
    PHONE,
    SECRETARY,
    a_league_night_tonight,
    game_started,
    signed_in,
)
from tests.hosting.production import production_site

pytestmark = [pytest.mark.e2e]
PAIRS = [("Ann & Bob", "Cal & Dee"), ("Cy & Di", "Eve & Fay"), ("Gus & Hal", "Ida & Jo")]
PAIRS += [("Kit & Lu", "Max & Ned")]


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    # The site's "tonight" is the tests' own day (served_league.moved_to_tonight dates it).
    folder = tmp_path_factory.mktemp("tonight")
    with production_site(folder, TIME_ZONE=settings.TIME_ZONE) as address:
        yield address


def save_a_hand(page) -> None:
    """The home pair takes high, low and game (and the jack, where the variant asks)."""
    for field in ("high", "low", "jack", "game"):
        chip = page.locator(f"#field-{field} label.chip:has(input[value='A'])")
        if chip.count():
            chip.click()
    page.get_by_role("button", name="Save hand").click()
    expect(page.locator("#change-status")).to_contain_text("saved")


def test_a_league_night_on_nine_phones(site, browser, tmp_path):
    night = a_league_night_tonight(browser, site, tmp_path)
    tv = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
    errors: list[str] = []  # every page's console errors, as they come
    watched(tv, errors)
    tv.goto(f"{site}/leagues/{night.slug}/tonight/tv/")
    tv.evaluate("() => { window.sameDocument = true; }")
    swan_before = tv.locator(".wall-table-standings tr", has_text="The Swan").inner_text()
    # The captain starts game 1 of his match on his phone, from the fixture's page.
    captain = signed_in(browser, site, CAPTAIN)
    watched(captain, errors)
    game_started(captain, night, night.first, *PAIRS[0])
    phones = [captain]
    # The other seven pairs' games, each started by the secretary and scored on its own phone
    # from the scorer's link.
    secretary = signed_in(browser, site, SECRETARY)
    for fixture in (night.first, night.second):
        for number, pairs in enumerate(PAIRS, start=1):
            if (fixture, number) == (night.first, 1):
                continue
            scorer = game_started(secretary, night, fixture, *pairs)
            phone = browser.new_context(viewport=PHONE).new_page()
            watched(phone, errors)
            phone.goto(scorer)
            phones.append(phone)
    secretary.context.close()
    assert len(phones) == 8
    expect(tv.locator(".wall-table")).to_have_count(8, timeout=15_000)
    for phone in phones:
        save_a_hand(phone)
    expect(tv.locator(".wall-table .wall-score", has_text=re.compile(r"^0$"))).to_have_count(
        8, timeout=15_000
    )  # every game's away pair at 0, its home pair ahead: every hand on the screen
    swan_after = tv.locator(".wall-table-standings tr", has_text="The Swan")
    expect(swan_after).not_to_have_text(swan_before, timeout=15_000)
    expect(swan_after).to_contain_text("*")
    assert tv.evaluate("() => window.sameDocument === true")  # swapped in, not reloaded
    # The match's four games played to their end on the phones: the card arrives filled in.
    for phone in phones[:4]:
        while phone.get_by_role("button", name="Save hand").count():
            save_a_hand(phone)
    captain.goto(f"{site}/leagues/{night.slug}/fixtures/{night.first}/")
    captain.get_by_role("link", name=re.compile("Every game has ended")).click()
    for number in range(1, 5):
        expect(captain.locator(f"input[name='game-{number}-home_score']:checked")).to_have_count(1)
    expect(captain.locator("input[name='game-1-home_pair']")).to_have_value("Ann & Bob")
    assert errors == [], errors  # no script refused, no answer failed, on any of the nine


def watched(page, errors: list[str]) -> None:
    """The errors `page`'s console logs from now on (a script blocked by the CSP, a failed
    answer to a poll) added to `errors` as they come."""
    page.on("console", lambda message: message.type == "error" and errors.append(message.text))
    page.on("pageerror", lambda error: errors.append(str(error)))
