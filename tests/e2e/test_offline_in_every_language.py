"""Issue 33's checks in Persian, Urdu and Italian as well as English, in Chromium at 360 and
390 px: after a save the next hand's Save is on the screen; a hand saved with no signal waits,
and the page reloaded with no signal deals the next hand to whoever follows the waiting hand
and says its totals are provisional; and what the browser shows then (the words the page's
scripts write included) has no English word left in it."""

import re

import pytest
from playwright.sync_api import expect

from scoring.models import Game
from tests.test_i18n_every_page import THE_SAME, THEIRS_TOO, game_names, latin_words

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
SIDES = [
    {"id": "A", "name": "Red Lion", "players": []},
    {"id": "B", "name": "Crown", "players": []},
]
LOCALES = {"en": "en-GB", "fa": "fa-IR", "ur": "ur-PK", "it": "it-IT"}
ENGLISH: dict[str, set[str]] = {}  # the English page's words, read once for every language


def tap(page, field: str, value: str) -> None:
    page.locator(f"#field-{field} label.chip:has(input[value='{value}'])").click()


def hand(page, turned: str, high: str) -> None:
    """A hand of Trinidad All Fours, Low to Crown and Game to Red Lion, saved."""
    for field, value in (("turned", turned), ("high", high), ("low", "B"), ("game", "A")):
        tap(page, field, value)
    page.locator("form.hand-form button.save").click()


def offline_after_a_reload(browser, base_url: str, language: str, width: int) -> str:
    """The scorer's page of a new game: a hand saved, a hand saved with no signal, the page
    reloaded with no signal. Returns the words the page then shows, names aside."""
    game = Game.objects.create(
        game="allfours", variant="trinidad", sides=SIDES, first_dealer="A", options={"target": 30}
    )
    context = browser.new_context(
        viewport={"width": width, "height": 800}, locale=LOCALES[language]
    )
    page = context.new_page()
    page.goto(f"{base_url}/g/{game.public_id}/score/{game.secret}/")
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.reload()  # through the worker now, which keeps the page for later
    for _ in range(50):
        if page.evaluate("Boolean(navigator.serviceWorker.controller)"):
            break
        page.wait_for_timeout(100)
    assert page.evaluate("Boolean(navigator.serviceWorker.controller)")
    assert page.locator("html").get_attribute("lang").startswith(language)
    save = page.locator("form.hand-form button.save")
    hand(page, "4", "A")  # hand 1, Red Lion dealt: stored
    expect(page.locator(".hands .hand")).to_have_count(1)
    expect(save).to_be_in_viewport(ratio=1)  # Save in reach after a save
    stored = page.locator("#totals .score").all_inner_texts()
    context.set_offline(True)
    hand(page, "9", "B")  # hand 2, Crown dealt: waits on the phone
    expect(page.locator(".outbox .hand.waiting")).to_have_count(1)
    expect(save).to_be_in_viewport(ratio=1)
    page.reload()  # with no signal: the page the server wrote after hand 1
    expect(page.locator(".outbox .hand.waiting")).to_have_count(1)
    # Red Lion deals hand 3, after the waiting hand; the page alone would say Crown.
    expect(page.locator("#field-dealer input:checked")).to_have_value("A")
    expect(page.locator("#provisional-totals")).to_be_visible()
    expect(page.locator("#totals")).to_have_class(re.compile(r"\bprovisional\b"))
    assert page.locator("#totals .score").all_inner_texts() == stored
    page.locator("main details").evaluate_all("all => all.forEach(d => d.open = true)")
    text = page.locator("main").inner_text()
    context.close()
    for name in sorted({"Red Lion", "Crown", *game_names()}, key=len, reverse=True):
        text = re.sub(rf"(?<!\w){re.escape(name)}(?!\w)", " ", text)
    return text


@pytest.mark.parametrize(("language", "width"), [("fa", 360), ("ur", 390), ("it", 360)])
def test_offline_reload_and_save_in_reach_in_each_language_with_no_english_left(
    live_server, browser, language, width
):
    if "words" not in ENGLISH:  # the same page in English, for its words (and its checks)
        english = offline_after_a_reload(browser, live_server.url, "en", 390)
        ENGLISH["words"] = latin_words(english)
        assert {"Hand", "waiting", "Provisional"} <= ENGLISH["words"]  # the scripts' words
    text = offline_after_a_reload(browser, live_server.url, language, width)
    left = latin_words(text) & ENGLISH["words"]
    assert not left - THE_SAME - THEIRS_TOO.get(language, set()), sorted(left)
