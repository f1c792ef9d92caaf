"""Hands entered faster than the site answers, on a phone at 390×844 (a pub with one bar of
signal): a hand saved while the one before is still on its way is kept, and both reach the
server in order, each once; taps made for the next hand meanwhile stay on the form."""

import pytest
from playwright.sync_api import expect

from scoring.models import AuditEntry, Game
from tests.e2e.test_scoring_journeys import start_trinidad, tap

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def enter(page, turned: str, high: str) -> None:
    tap(page, "turned", turned)
    tap(page, "high", high)
    tap(page, "low", "Crown")
    tap(page, "game", "Red Lion")


def save(page) -> None:
    page.get_by_role("button", name="Save hand").click()


def a_game_with_one_hand(page, base_url) -> Game:
    start_trinidad(page, base_url, target="30")
    enter(page, "4", "Red Lion")
    save(page)
    expect(page.locator("#change-status")).to_contain_text("Hand 1 saved")
    return Game.objects.get()


def hold_the_next_save(context) -> list:
    """The next hand posted waits here, unsent, until the test lets it go (a slow answer). (On
    the context: the page's service worker would take the request past a page's route.)"""
    held = []

    def hold(route):
        if route.request.method == "POST" and not held:
            held.append(route)
        else:
            route.continue_()

    context.route("**/hands/", hold)
    return held


def saved_hands(game: Game) -> list[tuple]:
    return [(h.data["dealer"], h.data["turned"]) for h in game.hands.order_by("position")]


def test_a_hand_saved_before_the_last_answer_came_is_kept_in_order_once(
    live_server, page, context, console_errors
):
    game = a_game_with_one_hand(page, live_server.url)
    held = hold_the_next_save(context)
    enter(page, "9", "Red Lion")
    save(page)
    # The form is ready for the next hand at once, dealt by the side after hand 2's dealer.
    expect(page.locator("[data-hand-heading]")).to_have_text("Hand 3")
    expect(page.locator("#field-dealer input[value=A]")).to_be_checked()
    expect(page.locator("#field-turned input:checked")).to_have_count(0)
    enter(page, "6", "Crown")
    save(page)
    expect(page.locator(".outbox .hand.waiting")).to_have_count(2)
    expect(page.locator("[data-hand-heading]")).to_have_text("Hand 4")
    assert len(held) == 1
    held[0].continue_()  # the slow answer comes; then the hand kept behind it is sent
    expect(page.locator(".outbox .hand")).to_have_count(0, timeout=10_000)
    expect(page.locator("#hand-list > li")).to_have_count(3)
    expect(page.locator("#hand-list > li").first).to_contain_text("Hand 3")
    expect(page.locator("[data-hand-heading]")).to_have_text("Hand 4")
    expect(page.locator("#field-dealer input[value=B]")).to_be_checked()
    assert saved_hands(game) == [("A", ["4"]), ("B", ["9"]), ("A", ["6"])]
    assert game.audit.filter(action=AuditEntry.Action.ADD).count() == 3
    expect(page.locator(".totals .score").first).to_have_text(str(game.result().scores["A"]))
    assert console_errors == [], console_errors


def test_taps_for_the_next_hand_stay_when_the_slow_answer_comes(live_server, page, context):
    game = a_game_with_one_hand(page, live_server.url)
    held = hold_the_next_save(context)
    enter(page, "9", "Red Lion")
    save(page)
    tap(page, "turned", "6")  # the next hand is begun while hand 2 is on its way
    held[0].continue_()
    expect(page.locator("#change-status")).to_contain_text("Hand 2 saved")
    expect(page.locator("#field-turned input[value='6']")).to_be_checked()
    expect(page.locator("[data-hand-heading]")).to_have_text("Hand 3")
    tap(page, "high", "Crown")
    tap(page, "low", "Crown")
    tap(page, "game", "Red Lion")
    save(page)
    expect(page.locator("#change-status")).to_contain_text("Hand 3 saved")
    assert saved_hands(game) == [("A", ["4"]), ("B", ["9"]), ("A", ["6"])]


def test_a_lost_answer_with_a_hand_behind_it_still_saves_each_once(live_server, page, context):
    """The first save reached the server but its answer was lost: sent again from the outbox
    it is found saved, and the hand behind it follows."""
    game = a_game_with_one_hand(page, live_server.url)
    held = hold_the_next_save(context)
    enter(page, "9", "Red Lion")
    save(page)
    enter(page, "6", "Crown")
    save(page)
    expect(page.locator(".outbox .hand.waiting")).to_have_count(2)
    held[0].fetch()  # the server has hand 2 ...
    held[0].abort()  # ... and the phone never hears so
    # (Hand 2 waits, first in line, unless the outbox's timer has sent both already.)
    page.evaluate("window.dispatchEvent(new Event('online'))")  # the signal is back
    expect(page.locator(".outbox .hand")).to_have_count(0, timeout=10_000)
    expect(page.locator("#hand-list > li")).to_have_count(3)
    assert saved_hands(game) == [("A", ["4"]), ("B", ["9"]), ("A", ["6"])]
    assert game.audit.filter(action=AuditEntry.Action.ADD).count() == 3


def test_a_refused_hand_holds_back_the_hand_saved_behind_it(live_server, page, context):
    """The game was closed on another phone while hand 2 was on its way: hand 2 is shown
    refused, in the site's words, and hand 3 waits behind it rather than landing first."""
    game = a_game_with_one_hand(page, live_server.url)
    held = hold_the_next_save(context)
    enter(page, "9", "Red Lion")
    save(page)
    Game.objects.filter(pk=game.pk).update(status=Game.Status.FINISHED)
    enter(page, "6", "Crown")
    save(page)
    expect(page.locator(".outbox .hand")).to_have_count(2)
    held[0].continue_()
    refused = page.locator(".outbox .hand.refused")
    expect(refused).to_have_count(1, timeout=10_000)
    expect(refused).to_contain_text("Hand 2 · not saved")
    expect(refused).to_contain_text("This game is closed. Reopen it to change a hand.")
    expect(page.locator(".outbox .hand.waiting")).to_contain_text("Hand 3 · waiting")
    assert saved_hands(game) == [("A", ["4"])]
