"""With no signal, honestly (issue 33, point 7), in Chromium at 390x844: hands waiting on the
phone stand on the sheet in order, above the stored ones, with what was entered and the totals
said to be provisional; the next dealer follows them, after a reload with no signal too (a
misdeal keeps the deal, as the rules say); back online each reaches the server once and the
server's totals replace the provisional ones, and a hand half entered meanwhile keeps its
taps."""

import pytest
from playwright.sync_api import expect

from scoring.models import AuditEntry, Game
from tests.e2e.conftest import PHONE
from tests.e2e.test_accessibility import need_axe, serious_findings
from tests.e2e.test_offline import SIDES, enter_hand, open_scorer_under_the_service_worker
from tests.e2e.test_offline_first_visit import back_online, dealer_chosen
from tests.e2e.test_scoring_journeys import tap

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
PROVISIONAL = "Provisional totals: the hands waiting on this phone are not counted in them yet."


def misdeal(page) -> None:
    page.locator("summary", has_text="Penalties").click()
    page.get_by_label("Misdeal").check()
    page.get_by_role("button", name="Save hand").click()


def test_waiting_hands_stand_on_the_sheet_and_the_deal_follows_them_after_a_reload(
    live_server, page, context, artifacts, console_errors
):
    game = open_scorer_under_the_service_worker(page, live_server.url)
    enter_hand(page, "4", "Red Lion")  # hand 1, stored: Red Lion dealt
    expect(page.locator(".hands .hand")).to_have_count(1)
    expect(page.locator("#provisional-totals")).to_have_count(0)
    stored_totals = page.locator("#totals .score").all_inner_texts()

    context.set_offline(True)
    enter_hand(page, "9", "Crown")  # hand 2, Crown deals
    expect(dealer_chosen(page)).to_have_value("A")
    misdeal(page)  # hand 3, Red Lion deals, misdeals: Red Lion deals again
    expect(page.locator("[data-hand-heading]")).to_have_text("Hand 4")
    expect(dealer_chosen(page)).to_have_value("A")

    def the_sheet_shows_the_waiting_hands() -> None:
        heads = page.locator(".hands .hand .hand-head")
        expect(heads).to_have_count(3)
        expect(heads.nth(0)).to_contain_text("Hand 3 · waiting")
        expect(heads.nth(1)).to_contain_text("Hand 2 · waiting")
        expect(heads.nth(2)).to_contain_text("Hand 1")
        expect(heads.nth(0)).to_contain_text("not counted yet")
        expect(page.locator(".outbox .hand").nth(0)).to_contain_text("Misdeal")
        expect(page.locator(".outbox .hand").nth(1)).to_contain_text("Turned up: 9")
        expect(page.locator(".outbox .hand").nth(1)).to_contain_text("High: Crown")
        expect(page.locator("#provisional-totals")).to_contain_text(PROVISIONAL)
        expect(page.locator("#totals")).to_have_attribute("aria-describedby", "provisional-totals")
        assert page.locator("#totals .score").all_inner_texts() == stored_totals

    the_sheet_shows_the_waiting_hands()
    page.reload()  # with no signal: the page the server wrote before hands 2 and 3
    expect(page.get_by_role("button", name="Save hand")).to_be_visible()
    the_sheet_shows_the_waiting_hands()
    expect(page.locator("[data-hand-heading]")).to_have_text("Hand 4")
    expect(dealer_chosen(page)).to_have_value("A")
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(artifacts / "offline-provisional-390x844.png"), caret="initial")
    enter_hand(page, "K", "Red Lion")  # hand 4, from the reloaded page
    expect(page.locator(".outbox .hand.waiting")).to_have_count(3)
    expect(dealer_chosen(page)).to_have_value("B")

    back_online(page, context)
    expect(page.locator("#provisional-totals")).to_have_count(0)
    expect(page.locator(".hands .hand")).to_have_count(4)
    expect(page.locator("[data-hand-heading]")).to_have_text("Hand 5")
    hands = list(game.hands.order_by("position"))
    assert [(h.data["dealer"], h.data.get("turned")) for h in hands] == [
        ("A", ["4"]),
        ("B", ["9"]),
        ("A", None),
        ("A", ["K"]),
    ]
    assert game.audit.filter(action=AuditEntry.Action.ADD).count() == 4
    _, result = Game.objects.get(pk=game.pk).standing()
    totals = page.locator("#totals .score").all_inner_texts()
    assert totals == [str(result.scores[side["id"]]) for side in SIDES]
    assert [e for e in console_errors if "ERR_INTERNET_DISCONNECTED" not in e] == []


def test_a_hand_half_entered_when_the_waiting_ones_are_sent_keeps_its_taps(
    live_server, page, context
):
    game = open_scorer_under_the_service_worker(page, live_server.url)
    context.set_offline(True)
    enter_hand(page, "4", "Red Lion")
    tap(page, "turned", "9")  # hand 2, half entered when the signal returns
    back_online(page, context)
    expect(page.locator(".hands .hand")).to_have_count(1)
    expect(page.locator("#provisional-totals")).to_have_count(0)
    expect(page.locator("#field-turned input[value='9']")).to_be_checked()
    expect(page.locator("[data-hand-heading]")).to_have_text("Hand 2")
    tap(page, "high", "Crown")
    tap(page, "low", "Crown")
    tap(page, "game", "Crown")
    page.get_by_role("button", name="Save hand").click()
    expect(page.locator(".hands .hand")).to_have_count(2)
    assert [(h.data["dealer"], h.data["turned"]) for h in game.hands.order_by("position")] == [
        ("A", ["4"]),
        ("B", ["9"]),
    ]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_finds_nothing_serious_on_the_sheet_with_hands_waiting(live_server, browser, scheme):
    need_axe()
    context = browser.new_context(viewport=PHONE, bypass_csp=True, color_scheme=scheme)
    page = context.new_page()
    try:
        open_scorer_under_the_service_worker(page, live_server.url)
        enter_hand(page, "4", "Red Lion")
        context.set_offline(True)
        enter_hand(page, "9", "Crown")
        expect(page.locator("#provisional-totals")).to_be_visible()
        assert serious_findings(page) == []
    finally:
        context.close()
