"""A Dutch Klaverjas deal on a phone at 390×844: roem, stuk and a kraak in six taps and one
typed number, the other team's card points worked out from 162."""

import re

import pytest
from playwright.sync_api import expect

from scoring.models import Game
from tests.e2e.test_scoring_journeys import tap

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_a_klaverjas_deal_with_roem_stuk_and_a_kraak_in_six_taps(live_server, page, console_errors):
    page.goto(live_server.url + "/games/new/")
    page.get_by_role("link", name=re.compile(r"^Klaverjas \(Dutch, four-handed\)")).click()
    page.fill("#id_side_a", "Wij")
    page.fill("#id_side_b", "Zij")
    page.get_by_role("button", name="Start scoring").click()
    taps = 0
    for field, label in (
        ("maker", "Wij"),
        ("roem_0_kind", "Three in a row 20"),
        ("roem_0_side", "Wij"),
        ("stuk", "Wij"),
        ("doubled", "Kraak ×2"),
    ):
        tap(page, field, label)
        taps += 1
    page.fill("#id_points_A", "100")  # the one typed number; Zij's 62 is worked out
    page.get_by_role("button", name="Save hand").click()
    taps += 1
    assert taps <= 6
    expect(page.get_by_text(re.compile("Zij went nat: Wij takes all 324"))).to_be_visible()
    expect(page.locator(".totals .score").first).to_have_text("364")
    assert Game.objects.get().hands.get().data["card_points"] == {"A": 100, "B": 62}
    assert console_errors == [], console_errors


def test_the_klaverjas_scorer_fits_360_pixels(live_server, page):
    game = Game.from_record(
        {
            "format": "pegboard-record/1",
            "game": "bela",
            "variant": "klaverjas",
            "sides": [
                {"id": "A", "name": "Café De Gouden Klaverboer"},
                {"id": "B", "name": "Zij"},
            ],
            "hands": [{"maker": "A", "card_points": {"A": 70}, "stuk": "B"}],
        }
    )
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(f"{live_server.url}/g/{game.public_id}/score/{game.secret}/")
    page.locator("details").evaluate_all("all => all.forEach(d => d.open = true)")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    expect(page.get_by_text("A boom of 16 deals.")).to_be_visible()


def test_the_target_follows_how_the_match_ends(live_server, page, console_errors):
    """No box a hidden rule overrides: under a boom the deals show and the target does not;
    a match to points shows its target, and a match to 1000 is played to 1000."""
    page.goto(live_server.url + "/games/new/?variant=bela:klaverjas")
    page.fill("#id_side_a", "Wij")
    page.fill("#id_side_b", "Zij")
    expect(page.locator("#id_option_deals")).to_be_visible()
    expect(page.locator("#id_target")).to_be_hidden()
    page.get_by_text("to the target", exact=True).click()
    expect(page.locator("#id_target")).to_be_visible()
    expect(page.locator("#id_option_deals")).to_be_hidden()
    page.fill("#id_target", "1000")
    page.get_by_role("button", name="Start scoring").click()
    expect(page.locator("form.hand-form")).to_be_visible()
    game = Game.objects.get()
    assert game.options == {"end": "points", "target": 1000}
    assert console_errors == [], console_errors
