"""A Croatian Bela hand on a phone at 390×844 (issue 34): a hand with a declaration, bela and
kontra is entered in at most seven taps and one typed number (six before issue 48 folded the
declarations to one line, so that a hand without any has bela and kontra in reach), and its
lines say who made it."""

import re

import pytest
from playwright.sync_api import expect

from scoring.models import Game

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


class Taps:
    """The taps a player makes on the hand form, counted."""

    def __init__(self, page):
        self.page, self.count = page, 0

    def chip(self, field: str, label: str) -> None:
        chips = self.page.locator(f"#field-{field} label.chip")
        chips.filter(has_text=re.compile(f"^{re.escape(label)}$")).click()
        self.count += 1

    def open_declarations(self) -> None:
        self.page.locator("#declarations > summary").click()
        self.count += 1

    def save(self) -> None:
        self.page.get_by_role("button", name="Save hand").click()
        self.count += 1


def test_a_hand_with_a_declaration_bela_and_kontra_in_seven_taps(live_server, page, console_errors):
    page.goto(live_server.url + "/games/new/")
    page.get_by_role("link", name=re.compile(r"^Croatian Bela \(four-handed\)")).click()
    page.fill("#id_side_a", "Mi")
    page.fill("#id_side_b", "Vi")
    page.get_by_role("button", name="Start scoring").click()
    expect(page.get_by_role("heading", name="Croatian Bela (four-handed)")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390  # fits the phone

    taps, typed = Taps(page), 0
    taps.chip("caller", "Mi")
    page.fill("#id_points_A", "92")  # Vi's 70 are worked out from 162
    typed += 1
    taps.open_declarations()
    taps.chip("decl_0_kind", "50: four in a row")
    taps.chip("decl_0_side", "Mi")
    taps.chip("bela", "Mi")
    taps.chip("doubling", "Kontra ×2")
    taps.save()

    expect(page.locator(".totals .score").first).to_have_text("254")
    expect(page.get_by_text("called and made it: their card points, ×2 for kontra")).to_be_visible()
    assert (taps.count, typed) == (7, 1)
    assert Game.objects.get().result().scores == {"A": 254, "B": 140}
    assert console_errors == [], console_errors
