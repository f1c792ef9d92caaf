"""The players' languages in a real browser at 390x844: the browser's own language, the
switch at the foot of the page, right to left for Persian and Urdu."""

import pytest
from playwright.sync_api import expect

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
    context.close()
