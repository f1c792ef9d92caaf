"""Every fold on a page looks like one: its summary has a marker that points along the line
(to the line's end: rightwards in English, leftwards in Persian) while closed, and turns to
point down when opened."""

import pytest
from playwright.sync_api import expect

from tests.e2e.test_fits_a_phone import scored_games, scorer

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

# Where the marker's tip points, as a unit vector on the screen (y down): the marker is a box
# with two borders meeting at its inline-end top corner, turned by its computed transform.
TIPS = """
all => all.map(summary => {
  const style = getComputedStyle(summary, "::before");
  const [a, b] = new DOMMatrix(style.transform).toFloat64Array();
  const rtl = getComputedStyle(summary).direction === "rtl";
  const [x, y] = [rtl ? -1 : 1, -1];
  const tip = [x * a - y * b, x * b + y * a].map(v => Math.round(v / Math.SQRT2 * 10) / 10);
  return {text: summary.textContent.trim(), shown: parseFloat(style.inlineSize) > 0, tip};
})
"""


@pytest.mark.parametrize("language, along", [("en-GB", 1), ("fa", -1), ("ur", -1)])
def test_every_summary_has_a_marker_that_turns_when_opened(live_server, browser, language, along):
    bela, _ = scored_games()
    context = browser.new_context(
        locale=language, viewport={"width": 390, "height": 844}, reduced_motion="reduce"
    )
    page = context.new_page()
    seen = 0
    for path in ("/", "/games/new/?variant=amerikaner:amerikaner", scorer(bela)):
        page.goto(live_server.url + path)
        details = page.locator("details")
        details.evaluate_all("all => all.forEach(d => d.open = false)")
        closed = page.locator("summary").evaluate_all(TIPS)
        details.evaluate_all("all => all.forEach(d => d.open = true)")
        opened = page.locator("summary").evaluate_all(TIPS)
        for shut, open_ in zip(closed, opened, strict=True):
            assert shut["shown"], shut
            assert shut["tip"] == [along, 0], shut  # along the line, to its end
            assert open_["tip"] == [0, 1], open_  # down
            seen += 1
    assert seen >= 5
    page.goto(live_server.url + "/games/new/?variant=amerikaner:amerikaner")
    expect(page.locator("details.more").first).not_to_have_attribute("open", "")
    context.close()
