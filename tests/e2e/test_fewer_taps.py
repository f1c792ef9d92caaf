"""Taps a hand takes at the table (390×844): a Klaberjass hand with a run of three, declared
by either side, or with a bela, in at most 8 (maker, trumps, the run or the bela, one side's
card points typed, the last trick, Save); a match card of four games in at most 20, its pairs
offered from the teams' earlier cards. (An Amerikaner hand's 8: test_players_digits.py.)"""

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


@pytest.mark.parametrize(
    ("width", "side", "scores"),
    [
        (390, "A", {"A": 90 + 10 + 20, "B": 62}),  # the maker's run
        (360, "B", {"A": 90 + 10, "B": 62 + 20}),  # the other side's: the same taps
    ],
)
def test_a_klaberjass_hand_with_a_run_of_three_in_eight_taps(
    live_server, page, width, side, scores
):
    page.set_viewport_size({"width": width, "height": 844})
    game = klaberjass(page, live_server.url)
    taps = Taps(page)
    taps.chip("maker", "A")
    taps.chip("trump", "hearts")
    taps.chip("run_0", f"{side}:3")  # the run's cards, on its side's line: one tap
    taps.type(page.locator("#id_points_A"), "90")
    taps.chip("last_trick", "A")
    taps.tap(page.get_by_role("button", name="Save hand"))
    expect(page.locator("#hand-list > li")).to_have_count(1)
    assert taps.count <= 8, taps.count
    hand = game.hands.get().data
    assert hand["melds"] == [{"side": side, "length": 3, "top": "A", "suit": "clubs"}]
    assert game.result().scores == scores
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    # The next hand's Save is in reach, the longer Klaberjass form and all.
    expect(page.locator("form.hand-form button.save")).to_be_in_viewport(ratio=1)


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


def score(taps: Taps, page, field: str, value: int) -> None:
    """A card game's score as the page offers it: its chip, or typed in its box."""
    chip = page.locator(f"#field-{field} label.chip:has(input[value='{value}'])")
    if chip.count():
        taps.tap(chip)
    else:
        taps.type(page.locator(f"#id_{field}"), str(value))


def test_a_match_card_of_four_games_in_twenty_taps_with_its_pairs_offered(live_server, browser):
    from tests.e2e.test_league_journeys import sign_in
    from tests.leagues.cards import league_with_everyone
    from tests.leagues.test_card_pairs_offered import earlier_cards

    season, fixture, people = league_with_everyone()
    earlier_cards(season, people)
    page = browser.new_page(viewport={"width": 390, "height": 844})
    sign_in(page, live_server.url, "home_captain")
    page.goto(f"{live_server.url}/leagues/{season.slug}/fixtures/{fixture.pk}/card/")
    # The pairs the teams wrote before are offered in every pair box, as it is typed.
    offers = "el => [...el.list.options].map(option => option.value)"
    assert page.locator("#id_game-1-home_pair").evaluate(offers) == [
        "Ann & Bob",
        "Ann & Cy",
        "Bob & Di",
    ]
    assert page.locator("#id_game-4-away_pair").evaluate(offers)[0] == "Cal & Dee"
    # A game's score has few values (0 to the season's target): chips, not the keyboard.
    assert page.locator("#field-game-1-home_score label.chip").count() > 0
    taps = Taps(page)
    for n, (home, away) in enumerate([(15, 9), (15, 3), (14, 15), (15, 12)], start=1):
        score(taps, page, f"game-{n}-home_score", home)
        score(taps, page, f"game-{n}-away_score", away)
    taps.tap(page.get_by_role("button", name="Send in the card"))
    expect(page.get_by_text("awaiting the other captain")).to_be_visible()
    assert taps.count <= 20, taps.count
