"""The organiser's club pages on a phone of 360 px, in Dutch, Croatian and Persian (right to
left), with and without scripts: a club started from its form (the language's own game
offered first), its players added, a night made, and the players ticked present one tap each
(with scripts the list is swapped in place, the page not reloaded); nothing off the screen."""

from urllib.parse import unquote

import pytest
from django.contrib.auth.models import User
from playwright.sync_api import expect

from clubs.models import Club
from tests.e2e.fit import spills

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

WIDTH, SCREEN = 360, 740
PLAYERS = ["Anneke van der Berg-Hoogendoorn", "Bram", "Cees", "Dirk"]


def submit(page) -> None:
    page.locator("main form [type=submit]").last.click()


@pytest.mark.parametrize(
    ("language", "game"),
    [("nl", "bela:klaverjas"), ("hr", "bela:croatian"), ("fa", "amerikaner:amerikaner")],
)
@pytest.mark.parametrize("js", [True, False], ids=["scripts", "no-scripts"])
def test_the_organiser_runs_a_night_on_a_phone(live_server, browser, language, game, js):
    User.objects.create_user("olga", password="pegboard-test-pw")
    size = {"width": WIDTH, "height": SCREEN}
    context = browser.new_context(locale=language, viewport=size, java_script_enabled=js)
    page = context.new_page()
    page.goto(live_server.url + "/accounts/login/")
    page.fill("#id_username", "olga")
    page.fill("#id_password", "pegboard-test-pw")
    page.locator("main form [type=submit]").first.click()
    page.wait_for_url("**/")
    page.goto(live_server.url + "/clubs/new/")
    assert page.locator("#id_variant option").first.get_attribute("value") == game
    assert spills(page) == []
    page.fill("#id_name", "Kaartclub Één")
    submit(page)
    club = Club.objects.get(name="Kaartclub Één")
    assert unquote(page.url).endswith(f"/clubs/{club.slug}/manage/") and club.variant == game
    for name in PLAYERS:
        page.fill("#id_name", name)
        page.press("#id_name", "Enter")
        expect(page.locator("#players .team-line summary", has_text=name)).to_be_visible()
    assert spills(page) == []
    page.goto(f"{live_server.url}/clubs/{club.slug}/nights/new/")
    submit(page)
    night = club.nights.get()
    assert page.url.endswith(f"/nights/{night.pk}/")
    page.evaluate("window.notReloaded = true")
    for name in PLAYERS[:3]:
        button = page.locator(".presence button", has_text=name)
        button.click()
        expect(page.locator(".presence button", has_text=name)).to_have_attribute(
            "aria-pressed", "true"
        )
    assert night.attendances.count() == 3
    expect(page.locator("#present .status")).to_contain_text(PLAYERS[2])  # said in place
    assert page.evaluate("window.notReloaded === true") == js  # swapped in place with scripts
    box = page.locator(".presence button").first.bounding_box()
    assert box["height"] >= 44 and box["width"] >= WIDTH * 0.8  # one big tap each
    assert spills(page) == []
    page.goto(f"{live_server.url}/clubs/{club.slug}/")
    assert spills(page) == []
    context.close()
