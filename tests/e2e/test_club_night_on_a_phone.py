"""The organiser's club pages on a phone of 360 px, in Dutch, Croatian and Persian (right to
left), with and without scripts: a club started from its form (the language's own game
offered first), its players added, a night made, and the players ticked present one tap each
(with scripts the list is swapped in place, the page not reloaded); nothing off the screen.
Against the site `make serve` runs (tests/hosting/production.py), read from its pages alone."""

import re
from urllib.parse import unquote

import pytest
from playwright.sync_api import expect

from tests.e2e.bela_league import Visits, sign_up
from tests.e2e.fit import spills
from tests.hosting.production import production_site

pytestmark = [pytest.mark.e2e]

WIDTH, SCREEN = 360, 740
PLAYERS = ["Anneke van der Berg-Hoogendoorn", "Bram", "Cees", "Dirk"]


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    with production_site(tmp_path_factory.mktemp("club-phone")) as address:
        yield address


def submit(page) -> None:
    page.locator("main form [type=submit]").last.click()


@pytest.mark.parametrize(
    ("language", "game"),
    [("nl", "bela:klaverjas"), ("hr", "bela:croatian"), ("fa", "amerikaner:amerikaner")],
)
@pytest.mark.parametrize("js", [True, False], ids=["scripts", "no-scripts"])
def test_the_organiser_runs_a_night_on_a_phone(site, browser, language, game, js):
    size = {"width": WIDTH, "height": SCREEN}
    context = browser.new_context(locale=language, viewport=size, java_script_enabled=js)
    page = context.new_page()
    olga = f"olga-{language}-{'js' if js else 'plain'}"  # a club each
    sign_up(Visits(page, site), olga, f"{olga}@example.org")
    page.goto(site + "/clubs/new/")
    assert page.locator("#id_variant option").first.get_attribute("value") == game
    assert spills(page) == []
    page.fill("#id_name", f"Kaartclub Één {language} {js}")
    submit(page)
    slug = re.fullmatch(r".*/clubs/([^/]+)/manage/", unquote(page.url))[1]
    expect(page.locator("#id_rules-variant")).to_have_value(game)
    for name in PLAYERS:
        page.fill("#id_name", name)
        page.press("#id_name", "Enter")
        expect(page.locator("#players .team-line summary", has_text=name)).to_be_visible()
    assert spills(page) == []
    page.goto(f"{site}/clubs/{slug}/nights/new/")
    submit(page)
    assert re.fullmatch(r".*/nights/\d+/", page.url)
    page.evaluate("window.notReloaded = true")
    for name in PLAYERS[:3]:
        button = page.locator(".presence button", has_text=name)
        button.click()
        expect(page.locator(".presence button", has_text=name)).to_have_attribute(
            "aria-pressed", "true"
        )
    expect(page.locator("#present .status")).to_contain_text(PLAYERS[2])  # said in place
    assert page.evaluate("window.notReloaded === true") == js  # swapped in place with scripts
    box = page.locator(".presence button").first.bounding_box()
    assert box["height"] >= 44 and box["width"] >= WIDTH * 0.8  # one big tap each
    assert spills(page) == []
    page.reload()  # the three kept by the night
    expect(page.locator(".presence button[aria-pressed=true]")).to_have_count(3)
    page.goto(f"{site}/clubs/{slug}/")
    assert spills(page) == []
    context.close()
