"""Opening a scorer's page once is enough for it to work with no signal (issue 33, point 7),
in Chromium at 390x844: the page opened before the service worker was in charge is kept on
the phone at the page's request, opens again with no signal and queues a hand; and signing
out forgets the kept pages."""

import pytest
from django.contrib.auth import get_user_model
from playwright.sync_api import expect

from scoring.models import Game
from tests.e2e.test_league_journeys import sign_in
from tests.e2e.test_offline import SIDES, enter_hand, open_scorer_under_the_service_worker

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def back_online(page, context) -> None:
    context.set_offline(False)
    page.evaluate("window.dispatchEvent(new Event('online'))")
    expect(page.locator(".outbox .hand")).to_have_count(0, timeout=15_000)


def dealer_chosen(page):
    return page.locator("#field-dealer input:checked")


def kept_for_offline(page) -> None:
    """Wait (as a scorer would, for a moment) until the phone keeps the page it is on."""
    for _ in range(100):
        if page.evaluate("caches.match(location.href).then(Boolean)"):
            return
        page.wait_for_timeout(100)
    raise AssertionError("the scorer's page was never kept on the phone")


def test_a_scorer_page_opened_once_opens_and_queues_a_hand_with_no_signal(
    live_server, page, context
):
    game = Game.objects.create(
        game="allfours", variant="trinidad", sides=SIDES, first_dealer="B", options={"target": 30}
    )
    page.goto(f"{live_server.url}/g/{game.public_id}/score/{game.secret}/")  # the first visit
    kept_for_offline(page)
    context.set_offline(True)
    page.reload()
    expect(page.get_by_role("button", name="Save hand")).to_be_visible()
    expect(dealer_chosen(page)).to_have_value("B")
    enter_hand(page, "4", "Red Lion")
    expect(page.locator(".outbox .hand.waiting")).to_have_count(1)
    back_online(page, context)
    assert game.hands.count() == 1


def test_signing_out_forgets_the_pages_kept_on_the_phone(live_server, page):
    get_user_model().objects.create_user("scorer", password="pegboard-test-pw")
    sign_in(page, live_server.url, "scorer")
    game = open_scorer_under_the_service_worker(page, live_server.url)
    kept_for_offline(page)
    page.get_by_role("button", name="Sign out").click()
    expect(page.get_by_role("link", name="Sign in")).to_be_visible()
    scorer = f"{live_server.url}/g/{game.public_id}/score/{game.secret}/"
    assert page.evaluate("url => caches.match(url).then(Boolean)", scorer) is False
