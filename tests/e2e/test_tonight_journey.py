"""Issue 53's judged journey, in a real browser: two matches tonight of four pairs each, eight
phones scoring, the "tonight" page on a ninth following every game and the provisional table as
hands are saved, with no reload; the first game started from the fixture's page by its captain;
and the captain's card arriving filled in once the last game of the match has ended."""

import re

import pytest
from django.contrib.auth.models import User
from django.utils import timezone
from playwright.sync_api import expect

from leagues.models import Fixture
from leagues.models.fixture_games import start_fixture_game
from scoring.access import scorer_url
from tests.conftest import import_example_league
from tests.doors import set_league

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
PHONE = {"width": 390, "height": 844}
PAIRS = [("Ann & Bob", "Cal & Dee"), ("Cy & Di", "Eve & Fay"), ("Gus & Hal", "Ida & Jo")]
PAIRS += [("Kit & Lu", "Max & Ned")]


def tonight_with_captain():
    season = import_example_league()
    secretary = User.objects.create_user("s", password="pegboard-test-pw")
    captain = User.objects.create_user("captain", password="pegboard-test-pw")
    set_league(season.league, secretary=secretary)
    season.house_variant, season.house_options = "heckmondwike", {}
    with season.changing():
        season.save()
    first = Fixture.objects.get(season=season, home__code="swan", away__code="crown")
    first.home.captains.add(captain)
    home = season.add_team("The Red Lion", "", [], [])
    away = season.add_team("The Royal Oak", "", [], [])
    with season.changing():
        second = Fixture.objects.create(season=season, home=home, away=away)
    for fixture in (first, second):
        fixture.rearrange(timezone.localdate(), postponed=False)
    return season, first, second, secretary


def signed_in(browser, base: str, username: str):
    page = browser.new_context(viewport=PHONE).new_page()
    page.goto(base + "/accounts/login/")
    page.fill("#id_username", username)
    page.fill("#id_password", "pegboard-test-pw")
    page.locator("main form [type=submit]").click()
    page.wait_for_load_state()
    return page


def save_a_hand(page) -> None:
    """The home pair takes high, low and game (and the jack, where the variant asks)."""
    for field in ("high", "low", "jack", "game"):
        chip = page.locator(f"#field-{field} label.chip:has(input[value='A'])")
        if chip.count():
            chip.click()
    page.get_by_role("button", name="Save hand").click()
    expect(page.locator("#change-status")).to_contain_text("saved")


def test_a_league_night_on_nine_phones(live_server, browser):
    season, first, second, secretary = tonight_with_captain()
    base = live_server.url
    tv = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
    tv.goto(f"{base}/leagues/{season.slug}/tonight/tv/")
    tv.evaluate("() => { window.sameDocument = true; }")
    swan_before = tv.locator(".wall-table-standings tr", has_text="The Swan").inner_text()
    # The captain starts game 1 of his match on his phone, from the fixture's page.
    captain = signed_in(browser, base, "captain")
    captain.goto(f"{base}/leagues/{season.slug}/fixtures/{first.pk}/")
    captain.get_by_role("link", name=re.compile("Start a game of this match")).click()
    captain.fill("#id_home_pair", PAIRS[0][0])
    captain.fill("#id_away_pair", PAIRS[0][1])
    captain.get_by_role("button", name="Start the game").click()
    phones = [captain]
    for fixture in (first, second):  # the other seven pairs' games, each on its own phone
        for number, (home, away) in enumerate(PAIRS, start=1):
            if (fixture, number) == (first, 1):
                continue
            game, _ = start_fixture_game(fixture, secretary, number, home, away)
            phone = browser.new_context(viewport=PHONE).new_page()
            phone.goto(base + scorer_url(game))
            phones.append(phone)
    assert len(phones) == 8
    expect(tv.locator(".wall-table")).to_have_count(8, timeout=15_000)
    for phone in phones:
        save_a_hand(phone)
    expect(tv.locator(".wall-table .wall-score", has_text=re.compile(r"^0$"))).to_have_count(
        8, timeout=15_000
    )  # every game's away pair at 0, its home pair ahead: every hand on the screen
    swan_after = tv.locator(".wall-table-standings tr", has_text="The Swan")
    expect(swan_after).not_to_have_text(swan_before, timeout=15_000)
    expect(swan_after).to_contain_text("*")
    assert tv.evaluate("() => window.sameDocument === true")  # swapped in, not reloaded
    # The match's four games played to their end on the phones: the card arrives filled in.
    for phone in phones[:4]:
        while phone.get_by_role("button", name="Save hand").count():
            save_a_hand(phone)
    captain.goto(f"{base}/leagues/{season.slug}/fixtures/{first.pk}/")
    captain.get_by_role("link", name=re.compile("Every game has ended")).click()
    for number in range(1, 5):
        expect(captain.locator(f"input[name='game-{number}-home_score']:checked")).to_have_count(1)
    expect(captain.locator("input[name='game-1-home_pair']")).to_have_value("Ann & Bob")
