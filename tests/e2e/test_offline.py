"""Offline-first scoring in a real browser at 390×844: a hand saved with no signal waits on the
phone, visibly; the scorer's page opens with no signal; back online, the waiting hands reach
the server by themselves, in order, each exactly once; a hand the server refuses stays visible
with its message."""

import re

import pytest
from playwright.sync_api import expect

from scoring.models import AuditEntry, Game
from tests.e2e.test_scoring_journeys import tap

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
SIDES = [
    {"id": "A", "name": "Red Lion", "players": []},
    {"id": "B", "name": "Crown", "players": []},
]


def open_scorer_under_the_service_worker(page, base_url) -> Game:
    game = Game.objects.create(
        game="allfours", variant="trinidad", sides=SIDES, first_dealer="A", options={"target": 30}
    )
    url = f"{base_url}/g/{game.public_id}/score/{game.secret}/"
    page.goto(url)
    # (wait_for_function would eval a string, which the page's CSP rightly refuses)
    page.evaluate("navigator.serviceWorker.ready.then(() => true)")
    page.reload()  # now fetched through the worker, so it keeps this page for later
    for _ in range(50):
        if page.evaluate("Boolean(navigator.serviceWorker.controller)"):
            break
        page.wait_for_timeout(100)
    assert page.evaluate("Boolean(navigator.serviceWorker.controller)")
    expect(page.get_by_role("button", name="Save hand")).to_be_visible()
    return game


def enter_hand(page, turned: str, high: str) -> None:
    tap(page, "turned", turned)
    tap(page, "high", high)
    tap(page, "low", "Crown")
    tap(page, "game", "Red Lion")
    page.get_by_role("button", name="Save hand").click()


def test_hands_saved_offline_wait_then_reach_the_server_once_in_order(
    live_server, page, context, artifacts, console_errors
):
    game = open_scorer_under_the_service_worker(page, live_server.url)
    context.set_offline(True)
    enter_hand(page, "4", "Red Lion")
    waiting = page.locator(".outbox .hand.waiting")
    expect(waiting).to_have_count(1)
    expect(waiting.first).to_contain_text("Hand 1 · waiting")
    expect(waiting.first).to_contain_text(
        "Not sent yet: no signal. It will be sent by itself when the phone is back online."
    )
    expect(waiting.first).to_contain_text("Turned up: 4")
    expect(page.locator("#change-status")).to_contain_text("Hand 1 is kept on this phone")
    # The form is ready for the next hand, dealt by the next side.
    expect(page.locator("[data-hand-heading]")).to_have_text("Hand 2")
    expect(page.locator("#field-dealer input[value=B]")).to_be_checked()
    enter_hand(page, "9", "Crown")
    expect(waiting).to_have_count(2)
    assert game.hands.count() == 0

    # With no signal the scorer's page still opens, with its waiting hands.
    page.reload()
    expect(page.get_by_role("button", name="Save hand")).to_be_visible()
    expect(page.locator(".outbox .hand.waiting")).to_have_count(2)
    page.screenshot(path=str(artifacts / "offline-waiting-390x844.png"), caret="initial")

    context.set_offline(False)
    page.evaluate("window.dispatchEvent(new Event('online'))")
    expect(page.locator(".outbox .hand")).to_have_count(0, timeout=15_000)
    expect(page.locator(".hands .hand")).to_have_count(2)
    hands = list(game.hands.order_by("position"))
    assert [(h.data["dealer"], h.data["turned"], h.data["high"]) for h in hands] == [
        ("A", ["4"], "A"),
        ("B", ["9"], "B"),
    ]
    assert game.audit.filter(action=AuditEntry.Action.ADD).count() == 2
    expect(page.locator("[data-hand-heading]")).to_have_text("Hand 3")
    # The browser logs each request it could not send while offline; nothing else may appear.
    assert [e for e in console_errors if "ERR_INTERNET_DISCONNECTED" not in e] == []


def test_a_queued_hand_the_server_refuses_stays_with_its_message(live_server, page, context):
    game = open_scorer_under_the_service_worker(page, live_server.url)
    context.set_offline(True)
    enter_hand(page, "4", "Red Lion")
    expect(page.locator(".outbox .hand.waiting")).to_have_count(1)
    Game.objects.filter(pk=game.pk).update(status=Game.Status.FINISHED)  # closed on another phone
    context.set_offline(False)
    page.evaluate("window.dispatchEvent(new Event('online'))")
    refused = page.locator(".outbox .hand.refused")
    expect(refused).to_have_count(1, timeout=15_000)
    expect(refused).to_contain_text("This game is closed. Reopen it to change a hand.")
    expect(refused.get_by_role("button", name="Throw it away")).to_be_visible()
    assert game.hands.count() == 0
    # The scorer reopens the game; the refused hand is still on the phone, and put back in
    # the form it is there to check and save again.
    page.reload()
    page.get_by_role("button", name="Reopen to correct a hand").click()
    refused.get_by_role("button", name="Put it back in the form").click()
    expect(page.locator(".outbox .hand")).to_have_count(0)
    expect(page.locator("#field-turned input[value='4']")).to_be_checked()
    page.get_by_role("button", name="Save hand").click()
    expect(page.locator(".hands .hand")).to_have_count(1)
    assert game.hands.count() == 1


def test_the_app_can_be_installed(live_server, page):
    page.goto(live_server.url + "/")
    href = page.locator("link[rel=manifest]").get_attribute("href")
    manifest = page.request.get(live_server.url + href).json()
    assert manifest["display"] == "standalone" and manifest["start_url"] == "/"
    assert {icon["sizes"] for icon in manifest["icons"]} >= {"192x192", "512x512"}
    for icon in manifest["icons"]:
        assert page.request.get(live_server.url + icon["src"]).ok
    worker = page.request.get(live_server.url + "/sw.js")
    assert worker.headers["service-worker-allowed"] == "/"
    assert re.search(r'const VERSION = "[0-9a-f]{12}"', worker.text())
