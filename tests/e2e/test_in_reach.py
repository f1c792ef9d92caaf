"""After a save the next hand's Save is on the screen, with and without JavaScript; when a hand
wins the game, its winner and Play again are on the screen (390×844 and 360×740, English and
Persian)."""

import pytest
from playwright.sync_api import expect

from scoring.models import Game
from tests.scoring_helpers import SIDES

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
SIZES = [{"width": 390, "height": 844}, {"width": 360, "height": 740}]


def on_every_phone(test):
    """The test in English and Persian, at both sizes, with and without JavaScript."""
    test = pytest.mark.parametrize("js", [True, False], ids=["htmx", "no-script"])(test)
    test = pytest.mark.parametrize("size", SIZES, ids=["390", "360"])(test)
    return pytest.mark.parametrize("language", ["en-GB", "fa"])(test)


def tap(page, field: str, value: str) -> None:
    page.locator(f"#field-{field} label.chip:has(input[value='{value}'])").click()


def hand(page, low: str = "B") -> None:
    """A 4 turned; High and Game to Red Lion, Low to `low`."""
    tap(page, "turned", "4")
    tap(page, "high", "A")
    tap(page, "low", low)
    tap(page, "game", "A")


def open_scorer(browser, base_url, target: int, language="en-GB", size=SIZES[0], js=True):
    game = Game.objects.create(
        game="allfours",
        variant="trinidad",
        sides=SIDES,
        first_dealer="A",
        options={"target": target},
    )
    context = browser.new_context(locale=language, viewport=size, java_script_enabled=js)
    page = context.new_page()
    page.goto(f"{base_url}/g/{game.public_id}/score/{game.secret}/")
    return page, game


@on_every_phone
def test_after_a_save_the_next_hands_save_is_on_the_screen(
    live_server, browser, language, size, js
):
    page, game = open_scorer(browser, live_server.url, 30, language, size, js)
    save = page.locator("form.hand-form button.save")
    for number in (1, 2, 3):
        hand(page)
        save.click()
        expect(page.locator("#hand-list > li")).to_have_count(number)
        expect(save).to_be_in_viewport(ratio=1)
        assert game.hands.count() == number
    page.context.close()


@on_every_phone
def test_the_winner_and_play_again_are_on_the_screen_at_the_end(
    live_server, browser, language, size, js
):
    page, game = open_scorer(browser, live_server.url, 4, language, size, js)
    hand(page, low="A")  # Red Lion 3
    page.locator("form.hand-form button.save").click()
    expect(page.locator("#hand-list > li")).to_have_count(1)
    page.mouse.wheel(0, 2000)  # the thumb is down the page when the winning hand is saved
    tap(page, "dealer", "B")
    tap(page, "turned", "9")
    tap(page, "high", "A")
    page.locator("form.hand-form button.save").click()
    winner = page.locator(".result-banner .winner")
    again = page.locator(".play-again button")
    expect(winner).to_be_in_viewport(ratio=1)
    expect(again).to_be_in_viewport(ratio=1)
    again.click()
    expect(page.locator("form.hand-form")).to_be_visible()
    new = Game.objects.exclude(pk=game.pk).get()
    assert page.url.endswith(f"/g/{new.public_id}/score/{new.secret}/")
    assert (new.sides, new.options, new.first_dealer) == (game.sides, game.options, "B")
    expect(page.locator("#field-dealer input[value=B]")).to_be_checked()
    page.context.close()
