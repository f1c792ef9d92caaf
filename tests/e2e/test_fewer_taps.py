"""Taps a hand takes at the table (390×844): a Klaberjass hand with a run of three, or with a
bela, in at most 8 (maker, trumps, the run or the bela, one side's card points typed, the
last trick, Save)."""

import pytest
from playwright.sync_api import expect

from scoring.models import Game
from tests.e2e.taps import Taps

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def klaberjass(page, base_url) -> Game:
    game = Game.objects.create(
        game="bela",
        variant="klaberjass",
        first_dealer="A",
        sides=[
            {"id": "A", "name": "Samantha Hill & Josephine Briggs", "players": []},
            {"id": "B", "name": "East-West", "players": []},
        ],
    )
    page.goto(f"{base_url}/g/{game.public_id}/score/{game.secret}/")
    return game


@pytest.mark.parametrize("width", [390, 360])
def test_a_klaberjass_hand_with_a_run_of_three_in_eight_taps(live_server, page, width):
    page.set_viewport_size({"width": width, "height": 844})
    game = klaberjass(page, live_server.url)
    taps = Taps(page)
    taps.chip("maker", "A")
    taps.chip("trump", "hearts")
    taps.chip("run_0_length", "3")  # the run's side is the maker's unless tapped
    taps.type(page.locator("#id_points_A"), "90")
    taps.chip("last_trick", "A")
    taps.tap(page.get_by_role("button", name="Save hand"))
    expect(page.locator("#hand-list > li")).to_have_count(1)
    assert taps.count <= 8, taps.count
    hand = game.hands.get().data
    assert hand["melds"] == [{"side": "A", "length": 3, "top": "A", "suit": "clubs"}]
    assert game.result().scores == {"A": 90 + 10 + 20, "B": 62}


def test_a_klaberjass_hand_with_a_bela_in_eight_taps(live_server, page):
    game = klaberjass(page, live_server.url)
    taps = Taps(page)
    taps.chip("maker", "A")
    taps.chip("trump", "hearts")
    taps.chip("bela", "B")
    taps.type(page.locator("#id_points_A"), "90")
    taps.chip("last_trick", "A")
    taps.tap(page.get_by_role("button", name="Save hand"))
    expect(page.locator("#hand-list > li")).to_have_count(1)
    assert taps.count <= 8, taps.count
    assert game.result().scores == {"A": 90 + 10, "B": 62 + 20}
