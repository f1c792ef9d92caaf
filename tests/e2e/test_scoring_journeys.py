"""The journeys a player takes on a phone, in a real browser at 390×844."""

import re
import uuid

import pytest
from playwright.sync_api import expect

from scoring.models import Game

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def tap(page, field: str, label: str) -> None:
    page.locator(f"#field-{field} label.chip", has_text=re.compile(f"^{re.escape(label)}$")).click()


def start_trinidad(page, base_url: str, target: str = "4") -> None:
    page.goto(base_url + "/games/new/")
    page.get_by_role("link", name=re.compile("^All Fours \\(Trinidad\\)")).click()
    page.fill("#id_side_a", "Red Lion")
    page.fill("#id_side_b", "Crown")
    page.fill("#id_target", target)
    page.get_by_role("button", name="Start scoring").click()
    expect(page.get_by_role("heading", name="All Fours (Trinidad)")).to_be_visible()


def test_start_a_trinidad_game_and_play_it_to_a_win_by_tapping(
    live_server, page, artifacts, console_errors
):
    start_trinidad(page, live_server.url)
    # Hand 1, Red Lion deals (pre-selected): a 4 turned, Red Lion takes High, Low and Game.
    tap(page, "turned", "4")
    tap(page, "high", "Red Lion")
    tap(page, "low", "Red Lion")
    tap(page, "game", "Red Lion")
    # caret="initial": hiding the caret makes Playwright inject a <style>, which our CSP blocks.
    page.screenshot(path=str(artifacts / "scorer-390x844.png"), caret="initial")
    page.get_by_role("button", name="Save hand").click()
    expect(page.locator(".totals .score").first).to_have_text("3")
    expect(page.get_by_text("Hand 2")).to_be_visible()
    # Hand 2: the deal has passed to Crown; High wins it for Red Lion at 4.
    expect(page.locator("#field-dealer input[value=B]")).to_be_checked()
    tap(page, "turned", "9")
    tap(page, "high", "Red Lion")
    page.get_by_role("button", name="Save hand").click()
    expect(page.get_by_text("Red Lion won by 4.")).to_be_visible()
    page.get_by_role("button", name="Confirm and close the game").click()
    expect(page.get_by_text("This game is closed.")).to_be_visible()
    assert Game.objects.get().status == Game.Status.FINISHED
    assert console_errors == [], console_errors


def test_hand_after_hand_the_form_is_cleared_on_the_phone_for_the_next(
    live_server, page, console_errors
):
    """From the second hand on, a save answers with the new totals and row only: the phone
    clears its own form, numbers the next hand and ticks who deals it."""
    start_trinidad(page, live_server.url, target="30")
    for number, dealer in ((1, "A"), (2, "B"), (3, "A")):
        expect(page.locator("[data-hand-heading]")).to_have_text(f"Hand {number}")
        expect(page.locator(f"#field-dealer input[value={dealer}]")).to_be_checked()
        expect(page.locator("#field-turned input:checked")).to_have_count(0)
        tap(page, "turned", "4")
        tap(page, "high", "Red Lion")
        tap(page, "low", "Crown")
        tap(page, "game", "Red Lion")
        page.get_by_role("button", name="Save hand").click()
        expect(page.locator("#change-status")).to_contain_text(f"Hand {number} saved")
        expect(page.locator(".totals .score").first).to_have_text(str(2 * number))
    expect(page.locator("#hand-list > li").first).to_contain_text("Hand 3")
    expect(page.locator("#hand-list > li")).to_have_count(3)
    expect(page.locator("summary", has_text="Undo hand 3")).to_be_visible()
    expect(page.locator("[data-hand-heading]")).to_have_text("Hand 4")
    ids = [hand.client_id for hand in Game.objects.get().hands.all()]
    assert len(set(ids)) == 3  # each hand its own id: none was taken for a resend
    assert console_errors == [], console_errors


def test_undo_the_last_hand(live_server, page):
    """The second hand's undo came in the save's answer, out of band, with no token of its
    own: htmx posts it with the page's (base.html)."""
    start_trinidad(page, live_server.url, target="14")
    for number, game_to in ((1, "Red Lion"), (2, "Crown")):
        for field, label in (
            ("turned", "4"),
            ("high", "Red Lion"),
            ("low", "Crown"),
            ("game", game_to),
        ):
            tap(page, field, label)
        page.get_by_role("button", name="Save hand").click()
        expect(page.locator("#change-status")).to_contain_text(f"Hand {number} saved")
    expect(page.get_by_text("Game to Crown")).to_be_visible()
    page.get_by_text("Undo hand 2", exact=True).click()
    expect(page.get_by_text("Take back hand 2?")).to_be_visible()  # a second tap, never one
    page.get_by_role("button", name="Yes, undo hand 2").click()
    expect(page.locator("#change-status")).to_contain_text("Hand 2 undone")
    expect(page.get_by_text("Game to Crown")).to_have_count(0)
    expect(page.locator(".totals .score").first).to_have_text("2")
    assert Game.objects.get().hands.count() == 1


def test_an_invalid_hand_shows_its_message_next_to_the_field(live_server, page):
    start_trinidad(page, live_server.url, target="14")
    tap(page, "turned", "J")
    tap(page, "high", "Red Lion")
    tap(page, "low", "Crown")
    tap(page, "jack", "Red Lion")
    page.locator("summary", has_text="captured").click()
    tap(page, "jack_won", "Crown")
    page.get_by_role("button", name="Save hand").click()
    expect(page.locator("#field-jack .error")).to_contain_text("The jack of trumps was turned up")
    # The taps are still there, to correct rather than redo.
    expect(page.locator("#field-turned input[value=J]")).to_be_checked()
    expect(page.locator("#field-high input[value=A]")).to_be_checked()
    assert Game.objects.get().hands.count() == 0


def test_a_spectator_sees_a_new_hand_without_reloading(live_server, page, console_errors):
    game = Game.objects.create(
        game="allfours",
        variant="trinidad",
        first_dealer="A",
        sides=[
            {"id": "A", "name": "Red Lion", "players": []},
            {"id": "B", "name": "Crown", "players": []},
        ],
    )
    page.goto(f"{live_server.url}/g/{game.public_id}/")
    expect(page.get_by_text("Live: this page updates by itself.")).to_be_visible()
    expect(page.get_by_role("button", name="Save hand")).to_have_count(0)
    game.add_hand(
        {"dealer": "A", "turned": ["6"], "high": "B", "low": "A", "game": "B"}, uuid.uuid4()
    )
    # Polling every 4 s, so a new hand shows within the 5 seconds the issue asks for.
    expect(page.get_by_text("Red Lion turned up a 6")).to_be_visible(timeout=5000)
    expect(page.locator(".totals .score").first).to_have_text("3")
    assert console_errors == [], console_errors


OTHER_GAMES = {
    "bela": {
        "format": "pegboard-record/1",
        "game": "bela",
        "variant": "bela3",
        "sides": [
            {"id": "A", "name": "Anastasia Petrovna"},
            {"id": "B", "name": "Ben"},
            {"id": "C", "name": "Cleo"},
        ],
        "hands": [],
    },
    "amerikaner": {
        "format": "pegboard-record/1",
        "game": "amerikaner",
        "variant": "amerikaner",
        "options": {"kitty": "jokers"},
        "sides": [{"id": c, "name": f"Player {c}"} for c in "ABCDEF"],
        "hands": [],
    },
}


@pytest.mark.parametrize(
    "path",
    [
        "/",
        "/games/new/",
        "/games/new/?variant=amerikaner:amerikaner",
        "scorer",
        "live",
        "bela",
        "amerikaner",
    ],
)
def test_no_horizontal_scrolling_at_360_pixels(live_server, page, path):
    game = Game.from_record(
        OTHER_GAMES.get(path)
        or {
            "format": "pegboard-record/1",
            "game": "allfours",
            "variant": "trinidad",
            "sides": [
                {"id": "A", "name": "The Red Lion Darts and Cards Club"},
                {"id": "B", "name": "Crown"},
            ],
            "hands": [
                {
                    "dealer": "A",
                    "turned": ["6"],
                    "high": "B",
                    "low": "A",
                    "game": {"A": 34, "B": 27},
                }
            ],
        }
    )
    scorer = f"/g/{game.public_id}/score/{game.secret}/"
    urls = {"scorer": scorer, "bela": scorer, "amerikaner": scorer, "live": f"/g/{game.public_id}/"}
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(live_server.url + urls.get(path, path))
    page.locator("details").evaluate_all("all => all.forEach(d => d.open = true)")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360


def test_edit_an_earlier_hand(live_server, page):
    start_trinidad(page, live_server.url, target="14")
    for field, label in (
        ("turned", "4"),
        ("high", "Red Lion"),
        ("low", "Crown"),
        ("game", "Crown"),
    ):
        tap(page, field, label)
    page.get_by_role("button", name="Save hand").click()
    expect(page.get_by_text("Low to Crown")).to_be_visible()  # the fresh form has come back
    tap(page, "turned", "9")
    tap(page, "high", "Crown")
    tap(page, "low", "Crown")
    tap(page, "game", "Crown")
    page.get_by_role("button", name="Save hand").click()
    expect(page.locator(".totals .score").nth(1)).to_have_text("5")
    # Hand 1's Game really went to Red Lion: edit it.
    page.get_by_role("link", name="Edit hand 1").click()
    expect(page.get_by_text("1 later hand will be scored again")).to_be_visible()
    expect(page.locator("#field-game input[value=B]")).to_be_checked()
    tap(page, "game", "Red Lion")
    page.get_by_role("button", name="Save the changed hand").click()
    expect(page.locator(".totals .score").first).to_have_text("2")
    expect(page.locator(".totals .score").nth(1)).to_have_text("4")
    expect(page.get_by_text("Game to Red Lion")).to_be_visible()
