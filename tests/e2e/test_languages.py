"""The players' languages in a real browser at 390x844: the browser's own language, the
switch at the foot of the page, right to left for Persian and Urdu."""

import os
from pathlib import Path

import pytest
from playwright.sync_api import expect

from scoring.models import Game

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_a_persian_phone_gets_persian_right_to_left(live_server, browser, artifacts):
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale="fa-IR")
    page = context.new_page()
    page.goto(live_server.url + "/")
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    expect(page.get_by_role("link", name="بازی تازه")).to_be_visible()
    nav = page.locator(".site-nav").bounding_box()
    brand = page.locator(".brand").bounding_box()
    assert brand["x"] > 390 / 2, "the name stands at the right, where a Persian line starts"
    assert nav["x"] >= 0 and nav["x"] + nav["width"] <= 390
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.screenshot(path=artifacts / "home-fa-390.png", full_page=True)
    context.close()


def test_the_switch_changes_the_language_and_keeps_it(live_server, page, artifacts):
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(live_server.url + "/leagues/")
    page.get_by_label("Language").select_option("ur")
    page.get_by_role("button", name="Change").click()
    expect(page.locator("html")).to_have_attribute("lang", "ur")
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    assert page.url.endswith("/leagues/")
    page.goto(live_server.url + "/")  # remembered on the next page
    expect(page.get_by_role("link", name="نیا کھیل")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.screenshot(path=artifacts / "home-ur-390.png", full_page=True)
    page.get_by_label("زبان").select_option("it")
    page.get_by_role("button", name="بدلیں").click()
    expect(page.get_by_role("link", name="Nuova partita")).to_be_visible()
    expect(page.locator("html")).to_have_attribute("dir", "ltr")


@pytest.mark.parametrize("language", ["fa", "ur"])
def test_the_league_table_reads_right_to_left_at_360_pixels(
    live_server, browser, artifacts, language
):
    from tests.conftest import import_example_league

    season = import_example_league()
    context = browser.new_context(viewport={"width": 360, "height": 740}, locale=language)
    page = context.new_page()
    page.goto(f"{live_server.url}/leagues/{season.slug}/")
    expect(page.locator("html")).to_have_attribute("dir", "rtl")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    table = page.locator(".league-table").first
    for cell in table.locator("thead th").all():
        if cell.is_visible():
            box = cell.bounding_box()
            assert box["x"] >= 0 and box["x"] + box["width"] <= 360, cell.inner_text()
    # Right to left: the position column is the rightmost, the points the leftmost.
    first, last = (
        table.locator("thead th").first.bounding_box(),
        table.locator("thead th").last.bounding_box(),
    )
    assert first["x"] > last["x"]
    main = page.locator("main").inner_text()
    for english in ("Table", "Latest results", "Next fixtures", "confirmed", "aggregate", "Form"):
        assert english not in main, english
    page.screenshot(path=artifacts / f"league-table-{language}-360.png", full_page=True)
    # The season's chart runs from the right, its labels inside the picture.
    chart = page.locator("figure.chart svg").first
    frame = chart.bounding_box()
    nights = chart.locator("text.tick[text-anchor='middle'], text.tick[text-anchor='end']")
    for label in chart.locator("text.tick").all():
        box = label.bounding_box()
        assert frame["x"] <= box["x"] and box["x"] + box["width"] <= frame["x"] + frame["width"]
    first_night = chart.locator("text.tick[text-anchor='middle']").first.bounding_box()
    last_night = nights.last.bounding_box()
    assert first_night["x"] > last_night["x"], "the first night is at the right"
    chart.screenshot(path=artifacts / f"season-chart-{language}-360.png")
    context.close()


def chip(page, field: str, value: str):
    """A chip by its value: the words on it are in the page's language."""
    return page.locator(f"#field-{field} label.chip", has=page.locator(f"input[value='{value}']"))


SCORED_IN = {
    # language: (the sides' names, Trinidad's name, "saved", a hand line, "waiting")
    "fa": (("شیر سرخ", "تاج"), "آل فورز (ترینیداد)", "ذخیره شد", "بالاترین حکم برای", "در انتظار"),
    "ur": (("لال شیر", "تاج"), "آل فورز (ٹرینیڈاڈ)", "محفوظ ہو گیا", "اعلی", "انتظار میں"),
}


PROVISIONAL = {"fa": "مجموع‌های موقت", "ur": "عارضی مجموعے"}  # the totals said provisional
TWO = {"fa": "۲", "ur": "2"}  # Persian pages write Persian digits; Urdu ones Western digits
THREE = {"fa": "۳", "ur": "3"}


@pytest.mark.parametrize("language", ["fa", "ur"])
def test_a_game_is_started_scored_and_followed_right_to_left(
    live_server, browser, artifacts, language
):
    """Start a Trinidad game, enter hands (one with no signal, into the phone's outbox) and
    follow it on the live page, all in Persian or Urdu at 390x844, with nothing wider than
    the phone."""
    (home, away), variant, saved, line, waiting = SCORED_IN[language]
    context = browser.new_context(viewport={"width": 390, "height": 844}, locale=language)
    page = context.new_page()
    page.goto(live_server.url + "/games/new/")
    page.get_by_role("link", name=variant).click()
    page.fill("#id_side_a", home)
    page.fill("#id_side_b", away)
    page.fill("#id_target", "30")
    page.locator("button.save").click()
    expect(page.get_by_role("heading", name=variant)).to_be_visible()
    for field, value in (("turned", "4"), ("high", "A"), ("low", "B"), ("game", "A")):
        chip(page, field, value).click()
    page.screenshot(path=artifacts / f"scorer-{language}-390x844.png", caret="initial")
    page.locator("button.save").click()
    expect(page.locator("#change-status")).to_contain_text(saved)
    expect(page.locator("#hand-list")).to_contain_text(f"{line} {home}")
    expect(page.locator("#field-dealer input[value=B]")).to_be_checked()
    for field, value in (("turned", "9"), ("high", "B"), ("low", "B"), ("game", "B")):
        chip(page, field, value).click()
    page.locator("button.save").click()
    expect(page.locator("#change-status")).to_contain_text(saved)
    expect(page.locator(".totals .score").first).to_have_text(TWO[language])
    heading = page.locator("[data-hand-heading]")
    expect(heading).to_contain_text(THREE[language])  # the phone's own count, in the same digits
    assert page.evaluate("document.documentElement.scrollWidth") <= 390

    context.set_offline(True)  # a hand with no signal waits in the outbox, in the same words
    for field, value in (("turned", "4"), ("high", "A"), ("low", "A"), ("game", "A")):
        chip(page, field, value).click()
    page.locator("button.save").click()
    expect(page.locator(".outbox .hand.waiting")).to_contain_text(waiting)
    expect(page.locator("#provisional-totals")).to_contain_text(PROVISIONAL[language])
    expect(page.locator("#field-dealer input[value=B]")).to_be_checked()  # after A's hand 3
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.screenshot(path=artifacts / f"outbox-{language}-390x844.png", full_page=True)
    context.set_offline(False)
    expect(page.locator(".outbox .hand")).to_have_count(0, timeout=20_000)

    game = Game.objects.get()
    live = context.new_page()
    live.goto(f"{live_server.url}/g/{game.public_id}/")
    expect(live.locator("html")).to_have_attribute("dir", "rtl")
    expect(live.locator(".hands")).to_contain_text(f"{line} {home}")
    assert live.evaluate("document.documentElement.scrollWidth") <= 390
    text = live.locator("main").inner_text()
    for english in ("Hand", "High to", "Low to", "Game to", "to go", "First to", "turned up"):
        assert english not in text, english
    live.screenshot(path=artifacts / f"live-{language}-390x844.png", full_page=True)
    context.close()


# Debian's fonts-noto-core; Android and iOS ship the same Noto Nastaliq Urdu.
NASTALIQ = Path("/usr/share/fonts/truetype/noto/NotoNastaliqUrdu-Regular.ttf")


@pytest.mark.parametrize(
    ("locale", "words", "fonts"),
    [
        ("ur-PK", "نیا کھیل", {"Noto Nastaliq Urdu"}),
        ("fa-IR", "بازی تازه", {"Noto Sans Arabic"}),
    ],
)
def test_persian_and_urdu_are_drawn_in_their_own_script(live_server, browser, locale, words, fonts):
    """The words are drawn by the font the stylesheet asks for (Nastaliq for Urdu), every
    letter of them: a letter the first font lacks would come from another one, or as a box."""
    if not NASTALIQ.exists():
        if os.environ.get("CI"):
            pytest.fail(f"{NASTALIQ} is missing: CI installs fonts-noto-core")
        pytest.skip("no Noto fonts here (apt-get install fonts-noto-core)")
    context = browser.new_context(locale=locale)
    page = context.new_page()
    page.goto(live_server.url + "/")
    link = page.get_by_role("link", name=words)
    expect(link).to_be_visible()
    link.evaluate("element => element.setAttribute('data-font-probe', '')")
    cdp = context.new_cdp_session(page)
    cdp.send("DOM.enable")
    cdp.send("CSS.enable")
    root = cdp.send("DOM.getDocument")["root"]["nodeId"]
    node = cdp.send("DOM.querySelector", {"nodeId": root, "selector": "[data-font-probe]"})
    used = cdp.send("CSS.getPlatformFontsForNode", {"nodeId": node["nodeId"]})["fonts"]
    assert {font["familyName"] for font in used} == fonts, used
    context.close()
