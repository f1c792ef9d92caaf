"""The offline scorer as production serves it: `make serve` (DEBUG off, collected static files
under the manifest storage) behind a proxy, in Chromium at 390x844. The service worker
installs, a hand saved with no signal waits on the phone (the totals said to be provisional),
the page opens again with no signal with the next dealer after the waiting hands, and the
hands reach the site once, in order, when the signal returns; a scorer's page opened once on
a phone opens with no signal. (Under DEBUG alone, no
test saw /sw.js answer 500 in production.)"""

import json
import re

import pytest
from playwright.sync_api import expect

from tests.e2e.test_offline import enter_hand
from tests.e2e.test_offline_first_visit import kept_for_offline
from tests.e2e.test_offline_sheet import PROVISIONAL
from tests.e2e.test_scoring_journeys import start_trinidad
from tests.hosting.production import production_site

pytestmark = [pytest.mark.e2e]


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    """The production site's address, and the file its output (the access log) goes to."""
    folder = tmp_path_factory.mktemp("production")
    with production_site(folder) as address:
        yield address, folder / "serve.log"


@pytest.fixture
def site(served):
    return served[0]


def under_the_worker(page) -> None:
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.reload()  # now fetched through the worker, so it keeps this page for later
    for _ in range(50):
        if page.evaluate("Boolean(navigator.serviceWorker.controller)"):
            return
        page.wait_for_timeout(100)
    raise AssertionError("the service worker never took charge of the scorer's page")


def test_the_service_worker_is_served_in_production(site, page):
    worker = page.request.get(site + "/sw.js")
    assert worker.status == 200
    assert worker.headers["service-worker-allowed"] == "/"
    assert re.search(r'const STATIC_PREFIX = "/static/";', worker.text())
    # Every file of the app shell is there under its hashed name.
    shell = json.loads(re.search(r"const SHELL = (\[.*?\]);", worker.text()).group(1))
    for path in shell:
        assert page.request.get(site + path).ok, path


def test_hands_saved_offline_reach_the_production_site_once_in_order(
    served, site, page, context, artifacts
):
    start_trinidad(page, site, target="30")
    scorer = page.url
    under_the_worker(page)
    context.set_offline(True)
    enter_hand(page, "4", "Red Lion")
    enter_hand(page, "9", "Crown")
    enter_hand(page, "K", "Red Lion")
    expect(page.locator(".outbox .hand.waiting")).to_have_count(3)

    page.reload()  # with no signal, from the worker's cache (a page written before the hands)
    expect(page.get_by_role("button", name="Save hand")).to_be_visible()
    expect(page.locator(".outbox .hand.waiting")).to_have_count(3)
    expect(page.locator("#provisional-totals")).to_contain_text(PROVISIONAL)
    expect(page.locator("[data-hand-heading]")).to_have_text("Hand 4")
    expect(page.locator("#field-dealer input:checked")).to_have_value("B")
    page.screenshot(path=str(artifacts / "offline-production-390x844.png"), caret="initial")

    context.set_offline(False)
    page.evaluate("window.dispatchEvent(new Event('online'))")
    expect(page.locator(".outbox .hand")).to_have_count(0, timeout=15_000)
    expect(page.locator(".hands .hand")).to_have_count(3)
    expect(page.locator("#provisional-totals")).to_have_count(0)
    record = page.request.get(scorer.split("/score/")[0] + "/record.json").json()
    assert [(h["dealer"], h["turned"], h["high"]) for h in record["hands"]] == [
        ("A", ["4"], "A"),
        ("B", ["9"], "B"),
        ("A", ["K"], "A"),
    ]
    # The access log wrote every one of those requests without the scorer's secret.
    secret = scorer.rstrip("/").rsplit("/", 1)[1]
    log = served[1].read_text()
    assert "/score/[secret]/" in log and secret not in log


def test_a_scorer_page_opened_once_on_a_phone_opens_with_no_signal(
    site, page, browser, browser_context_args
):
    start_trinidad(page, site, target="30")
    phone = browser.new_context(**browser_context_args)  # a phone that never saw the site
    try:
        scorer = phone.new_page()
        scorer.goto(page.url)
        kept_for_offline(scorer)
        phone.set_offline(True)
        scorer.reload()
        expect(scorer.get_by_role("button", name="Save hand")).to_be_visible()
        enter_hand(scorer, "4", "Red Lion")
        expect(scorer.locator(".outbox .hand.waiting")).to_have_count(1)
        phone.set_offline(False)
        scorer.evaluate("window.dispatchEvent(new Event('online'))")
        expect(scorer.locator(".outbox .hand")).to_have_count(0, timeout=15_000)
    finally:
        phone.close()
    record = page.request.get(page.url.split("/score/")[0] + "/record.json").json()
    assert [h["turned"] for h in record["hands"]] == [["4"]]
