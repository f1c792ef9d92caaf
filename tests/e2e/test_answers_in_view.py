"""What a player sees after each tap, in a real browser at 390×844: the answer is on the screen
where the thumb is, nothing is lost to one stray tap, and a refusal says why."""

import re

import pytest
from django.conf import settings
from django.contrib.auth.models import User
from playwright.sync_api import expect

from leagues.models import Fixture, Season
from scoring.models import Game
from tests.conftest import import_example_league
from tests.e2e.test_scoring_journeys import start_trinidad, tap

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_a_refused_save_focuses_the_field_and_a_good_one_says_the_totals(live_server, page):
    start_trinidad(page, live_server.url, target="14")
    tap(page, "high", "Red Lion")  # no card turned up: the engine asks for it
    page.get_by_role("button", name="Save hand").click()
    error = page.locator("#field-turned .error")
    expect(error).to_be_visible()
    # On the screen (a sub-pixel aside), once the page has scrolled it there: Playwright waits.
    expect(error).to_be_in_viewport(ratio=0.95)
    assert page.evaluate("document.activeElement.closest('#field-turned') !== null")
    tap(page, "turned", "4")
    tap(page, "low", "Crown")
    tap(page, "game", "Red Lion")
    page.get_by_role("button", name="Save hand").click()
    status = page.locator("#change-status")
    expect(status).to_have_text(re.compile(r"^Hand 1 saved.*: Red Lion 2, Crown 1\.$"))
    expect(status).to_be_in_viewport(ratio=0.95)
    assert status.get_attribute("role") == "status"


def test_deleting_a_hand_asks_first(live_server, page):
    game = Game.objects.create(
        game="allfours",
        variant="trinidad",
        sides=[{"id": "A", "name": "Red Lion"}, {"id": "B", "name": "Crown"}],
        first_dealer="A",
    )
    game.add_hand({"dealer": "A", "turned": ["4"], "high": "A", "low": "B", "game": "A"}, "1" * 32)
    page.goto(f"{live_server.url}/g/{game.public_id}/score/{game.secret}/hands/1/")
    confirm = page.get_by_role("button", name="Yes, delete hand 1")
    expect(confirm).to_be_hidden()  # one tap opens the question; nothing is gone yet
    page.get_by_text("Delete hand 1", exact=True).click()
    expect(page.get_by_text("Delete hand 1?")).to_be_visible()
    assert game.hands.count() == 1
    confirm.click()
    expect(page.locator("#change-status")).to_have_text("Hand 1 deleted.")
    assert game.hands.count() == 0


def test_editing_a_worked_out_klaberjass_hand(live_server, page):
    game = Game.objects.create(
        game="bela",
        variant="klaberjass",
        sides=[{"id": "A", "name": "North-South"}, {"id": "B", "name": "East-West"}],
    )
    hand = {"maker": "A", "trump": "spades", "card_points": {"A": 71, "B": 81}, "last_trick": "A"}
    game.add_hand(hand, "2" * 32)
    page.goto(f"{live_server.url}/g/{game.public_id}/score/{game.secret}/hands/1/")
    expect(page.locator("#id_points_B")).to_have_value("")  # worked out, so it follows
    page.fill("#id_points_A", "90")
    page.get_by_role("button", name="Save the changed hand").click()
    expect(page.locator("#change-status")).to_contain_text("Hand 1 changed")
    assert game.hands.get().data["card_points"] == {"A": 90, "B": 62}


def test_a_refusal_is_a_page_that_says_why(live_server, page):
    import_example_league()
    season = Season.objects.get()
    fixture = Fixture.objects.filter(season=season, cards__status="confirmed").first()
    captain = User.objects.create_user("cap", password="pegboard-test-pw")
    fixture.home.captains.add(captain)
    page.goto(live_server.url + "/accounts/login/")
    page.fill("#id_username", "cap")
    page.fill("#id_password", "pegboard-test-pw")
    page.get_by_role("button", name="Sign in").click()
    response = page.goto(f"{live_server.url}/leagues/{season.slug}/fixtures/{fixture.pk}/card/")
    assert response.status == 403
    expect(page.get_by_role("alert")).to_have_text(
        "This card is confirmed: ask the league secretary to correct it."
    )
    expect(page.get_by_role("link", name="Leagues").first).to_be_visible()


def _refused_under(page, live_server, variant: str, language: str, taps) -> None:
    """A deal saved with one row's side left untapped, on a phone in `language`: the refusal
    is under that row's side chips (not its kind's), on the screen, in the page's words."""
    sides = [{"id": "A", "name": "Mi"}, {"id": "B", "name": "Vi"}]
    game = Game.objects.create(game="bela", variant=variant, sides=sides)
    page.context.add_cookies(
        [{"name": settings.LANGUAGE_COOKIE_NAME, "value": language, "url": live_server.url}]
    )
    page.goto(f"{live_server.url}/g/{game.public_id}/score/{game.secret}/")
    taps()
    page.locator("#hand-form button[type=submit]").first.click()


@pytest.mark.parametrize("variant", ["croatian", "klaverjas"])
def test_a_rows_refusal_is_under_its_side_and_in_view(live_server, page, variant):
    row, language = ("decl_0", "hr") if variant == "croatian" else ("roem_0", "nl")
    maker = "caller" if variant == "croatian" else "maker"

    def taps():
        page.locator(f"#field-{maker} label.chip").first.click()
        page.fill("#id_points_A", "92")
        if variant == "croatian":
            page.locator("#declarations > summary").click()
        page.locator(f"#field-{row}_kind label.chip").first.click()

    _refused_under(page, live_server, variant, language, taps)
    error = page.locator(f"#field-{row}_side .error")
    expect(error).to_be_visible()
    expect(error).to_be_in_viewport(ratio=0.95)
    assert page.locator(f"#field-{row}_kind .error").count() == 0
    said = error.inner_text()
    assert "null" not in said and "(A, B)" not in said and "side" not in said
    assert said in (
        "Navedite čije je zvanje: nije odabrana nijedna strana.",
        "Er is geen kant gekozen.",
    )
