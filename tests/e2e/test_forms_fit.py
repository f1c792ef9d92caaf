"""The forms say what the game is and fold what is rarely used, measured on a 360-px phone:
the variant picker shows a Croatian or Dutch phone its own game on the first screen (it was
1,900 to 2,300 px down, past ten All Fours variants), and the Croatian hand form folds its
declarations to one row until needed (it was 2,800 px, two blocks of nine chips before bela,
kontra and štiglja)."""

import pytest
from playwright.sync_api import expect

from scoring.models import Game

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
SCREEN = {"width": 360, "height": 740}


def top_of(page, selector: str) -> float:
    """How far down the page an element starts, in CSS pixels."""
    return page.locator(selector).evaluate("e => e.getBoundingClientRect().top + window.scrollY")


@pytest.mark.parametrize(("language", "variant"), [("hr", "croatian"), ("nl", "klaverjas")])
def test_the_phones_own_game_is_on_the_first_screen(live_server, browser, language, variant):
    context = browser.new_context(viewport=SCREEN, locale=language)
    page = context.new_page()
    page.goto(live_server.url + "/games/new/")
    link = f"a[href='?variant=bela:{variant}']"
    assert top_of(page, link) < SCREEN["height"] - 60  # 341 px, on the first screen
    context.close()
    # In English it stays in its game's list, as it was for everyone: 1,900 px and more down.
    context = browser.new_context(viewport=SCREEN, locale="en")
    page = context.new_page()
    page.goto(live_server.url + "/games/new/")
    assert top_of(page, link) > 1800
    context.close()


def test_the_croatian_hand_form_folds_its_declarations(live_server, browser):
    game = Game.from_record(
        {
            "format": "pegboard-record/1",
            "game": "bela",
            "variant": "croatian",
            "sides": [{"id": "A", "name": "Mi"}, {"id": "B", "name": "Vi"}],
            "hands": [],
        }
    )
    context = browser.new_context(viewport=SCREEN, locale="hr")
    page = context.new_page()
    page.goto(f"{live_server.url}/g/{game.public_id}/score/{game.secret}/")
    # Bela, kontra and štiglja follow the one line of declarations (bela was 2,200 px down).
    assert top_of(page, "#field-stiglja") < 1400
    assert page.evaluate("document.documentElement.scrollHeight") < 2500  # it was 2,836
    expect(page.locator("#field-decl_0_kind")).to_be_hidden()
    page.locator("#declarations > summary").click()  # needed: the chips as they were
    expect(page.locator("#field-decl_0_kind label.chip")).to_have_count(9)
    expect(page.locator("#field-decl_1_kind")).to_be_hidden()  # a second one folded again
    context.close()
