"""A pub's own website shows the season's table in an <iframe>, in Chromium: the embed is
framed and styled by its own stylesheet (the CSP allows its hash), while the season page
itself is refused in a frame."""

import pytest
from playwright.sync_api import expect

from tests.conftest import import_example_league
from tests.e2e.fit import spills

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_another_site_frames_the_table_and_only_the_table(live_server, browser):
    season = import_example_league()
    # The pub's site is on this machine too: Chromium asks before it frames a local address.
    context = browser.new_context(permissions=["local-network-access"])
    page = context.new_page()
    console_errors = []
    page.on(
        "console", lambda message: message.type == "error" and console_errors.append(message.text)
    )
    embed = f"{live_server.url}/leagues/{season.slug}/embed/table/?lang=fa"
    refused = f"{live_server.url}/leagues/{season.slug}/"
    html = (
        f'<!doctype html><title>The Swan</title><iframe id="table" src="{embed}"></iframe>'
        f'<iframe id="season" src="{refused}"></iframe>'
    )
    # The pub's site: another origin (127.0.0.1, where the server is localhost), its page
    # answered by the browser itself.
    pub_site = live_server.url.replace("localhost", "127.0.0.1") + "/the-swan/"
    assert pub_site.startswith("http://127.0.0.1:")
    page.route(pub_site, lambda route: route.fulfill(body=html, content_type="text/html"))
    page.goto(pub_site)
    table = page.frame_locator("#table")
    expect(table.locator("tbody tr")).to_have_count(3)
    assert table.locator("html").get_attribute("dir") == "rtl"
    # Its inline styles applied (no rule blocked by the policy): the table fills the frame.
    border = table.locator("td").first.evaluate("td => getComputedStyle(td).borderBottomStyle")
    assert border == "solid"
    assert not [error for error in console_errors if "style" in error.lower()]
    season_frame = page.frame_locator("#season")
    page.wait_for_load_state("load")
    expect(season_frame.locator(".league-table")).to_have_count(0)
    assert any("frame-ancestors" in error for error in console_errors), console_errors
    context.close()


@pytest.mark.parametrize("width", [360, 390])
def test_the_table_and_its_snippet_fit_a_phone(live_server, page, width):
    season = import_example_league()
    page.set_viewport_size({"width": width, "height": 740})
    found = {}
    for path in ("embed/table/?lang=ur", "embed/table/", ""):
        page.goto(f"{live_server.url}/leagues/{season.slug}/{path}")
        if problems := spills(page):
            found[path] = problems
    assert found == {}
