"""A captain sends in a card, the other captain confirms it, the table changes."""

import pytest
from django.contrib.auth.models import User
from playwright.sync_api import expect

from leagues.models import Fixture, Season
from tests.conftest import import_example_league
from tests.doors import set_league

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
SLUG = "calder-valley-all-fours-league-2026-27"


def sign_in(page, base_url, username):
    page.goto(base_url + "/accounts/login/")
    page.fill("#id_username", username)
    page.fill("#id_password", "pegboard-test-pw")
    page.get_by_role("button", name="Sign in").click()


def send_the_card(browser, base_url, username, fixture_url):
    """A captain's phone sends in Swan v Crown's card (15-9, 15-3, 14-15, 15-12); the page."""
    page = browser.new_page(viewport={"width": 390, "height": 844})
    sign_in(page, base_url, username)
    page.goto(fixture_url)
    page.get_by_role("link", name="Send in the card").click()
    for n, (h, a) in enumerate([(15, 9), (15, 3), (14, 15), (15, 12)], start=1):
        for side, score in (("home", h), ("away", a)):  # a score to the target is one tap
            field = page.locator(f"#field-game-{n}-{side}_score")
            field.locator(f"label.chip:has(input[value='{score}'])").click()
    page.get_by_role("button", name="Send in the card").click()
    return page


def test_a_captain_enters_a_card_the_other_confirms_and_the_table_changes(
    live_server, browser, console_errors
):
    import_example_league()
    season = Season.objects.get(slug=SLUG)
    fixture = Fixture.objects.get(season=season, home__code="swan", away__code="crown")
    home = User.objects.create_user("swan_captain", password="pegboard-test-pw")
    away = User.objects.create_user("crown_captain", password="pegboard-test-pw")
    fixture.home.captains.add(home)
    fixture.away.captains.add(away)
    fixture_url = f"{live_server.url}/leagues/{SLUG}/fixtures/{fixture.pk}/"

    swan = send_the_card(browser, live_server.url, "swan_captain", fixture_url)
    expect(swan.get_by_text("awaiting the other captain")).to_be_visible()
    expect(swan.get_by_role("button", name="Confirm this card")).to_have_count(0)

    crown = browser.new_page(viewport={"width": 390, "height": 844})
    sign_in(crown, live_server.url, "crown_captain")
    crown.goto(f"{live_server.url}/leagues/{SLUG}/")
    expect(crown.locator(".league-table tbody tr").first).to_contain_text("The Black Bull")
    crown.goto(fixture_url)
    crown.get_by_role("button", name="Confirm this card").click()
    expect(crown.get_by_text("(confirmed)")).to_be_visible()
    crown.goto(f"{live_server.url}/leagues/{SLUG}/")
    # The Swan now has 7 + 8 = 15 points and tops the table.
    expect(crown.locator(".league-table tbody tr").first).to_contain_text("The Swan")
    expect(crown.locator(".league-table tbody tr").first).to_contain_text("15")


def test_co_captains_see_only_their_answers_and_the_secretary_sees_what_waits(
    live_server, browser, console_errors, artifacts
):
    import_example_league()
    season = Season.objects.get(slug=SLUG)
    fixture = Fixture.objects.get(season=season, home__code="swan", away__code="crown")
    people = {
        name: User.objects.create_user(name, password="pegboard-test-pw")
        for name in ("swan_captain", "swan_cocaptain", "crown_cocaptain", "secretary")
    }
    fixture.home.captains.add(people["swan_captain"], people["swan_cocaptain"])
    fixture.away.captains.add(people["crown_cocaptain"])
    set_league(season.league, secretary=people["secretary"])
    fixture_url = f"{live_server.url}/leagues/{SLUG}/fixtures/{fixture.pk}/"

    swan = send_the_card(browser, live_server.url, "swan_captain", fixture_url)
    expect(swan.get_by_role("status")).to_contain_text(
        "Card sent: The Crown's captain confirms it."
    )

    secretary = browser.new_page(viewport={"width": 360, "height": 740})
    sign_in(secretary, live_server.url, "secretary")
    secretary.goto(f"{live_server.url}/leagues/{SLUG}/manage/")
    secretary.get_by_role("link", name="see them, oldest first").click()
    expect(secretary.locator(".fixture-list li").first).to_contain_text("The Swan v The Crown")
    assert secretary.evaluate("document.documentElement.scrollWidth") <= 360
    secretary.screenshot(path=artifacts / "cards-to-settle-360.png", full_page=True)

    co = browser.new_page(viewport={"width": 390, "height": 844})
    sign_in(co, live_server.url, "swan_cocaptain")
    co.goto(fixture_url)
    expect(co.get_by_text("awaiting the other captain")).to_be_visible()
    expect(co.get_by_role("button", name="Confirm this card")).to_have_count(0)
    expect(co.get_by_role("button", name="Dispute it")).to_have_count(0)

    crown = browser.new_page(viewport={"width": 390, "height": 844})
    sign_in(crown, live_server.url, "crown_cocaptain")
    crown.goto(fixture_url)
    crown.get_by_role("button", name="Confirm this card").click()
    expect(crown.get_by_role("status")).to_contain_text("Card confirmed: it counts in the table.")
    expect(crown.get_by_role("button", name="Confirm this card")).to_have_count(0)
    crown.screenshot(path=artifacts / "card-confirmed-390.png", full_page=True)


def test_the_league_table_fits_360_pixels(live_server, page, artifacts):
    import_example_league()
    season = Season.objects.get(slug=SLUG)
    with season.changing():
        season.teams.filter(code="bull").update(name="The Black Bull Darts Club")
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(f"{live_server.url}/leagues/{SLUG}/")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    table = page.locator(".league-table")
    for heading in ("#", "Team", "P", "W", "D", "L", "G", "Pts"):
        cell = table.locator("thead th", has_text=heading).first
        expect(cell).to_be_visible()
        box = cell.bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 360, heading
    assert table.locator("abbr[title='league points']").count() == 1
    # A long pub name wraps at most once.
    name = table.locator("tbody tr .team a span").first
    expect(name).to_have_text("The Black Bull Darts Club")
    assert name.evaluate("span => span.getClientRects().length") <= 2
    page.screenshot(path=artifacts / "league-table-360.png", full_page=True)


def test_form_results_and_players_read_on_a_phone(live_server, page, artifacts):
    """The table's form guide, a team's results with their scores, and the leaderboard, at
    390 x 844: nothing wider than the screen, the letters readable, a column re-ranks."""
    from tests.leagues.cards import league_with_everyone, with_pairs_named

    with_pairs_named(*league_with_everyone())
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server.url}/leagues/{SLUG}/")
    swan = page.locator(".league-table tbody tr", has_text="The Swan")
    expect(swan.locator(".form abbr")).to_have_text(["L", "D", "W"])  # oldest first
    expect(swan.locator(".form .visually-hidden")).to_have_text(
        "Form, oldest first: lost, drawn, won"
    )
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    chart = page.get_by_role("img", name="League position after each match night")
    expect(chart).to_be_visible()
    assert chart.bounding_box()["width"] <= 390
    page.get_by_text("The figures as a table").click()
    expect(page.locator(".chart-table tbody tr")).to_have_count(4)  # four match nights
    page.screenshot(path=artifacts / "season-chart-390.png", full_page=True)
    page.get_by_role("link", name="The Crown").first.click()
    expect(page.get_by_role("heading", name="The Crown")).to_be_visible()
    expect(page.locator(".run-of-results li").first).to_contain_text("(aggregate 54–48)")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.screenshot(path=artifacts / "team-results-390.png", full_page=True)
    page.goto(f"{live_server.url}/leagues/{SLUG}/")
    page.get_by_role("link", name="Players: the leaderboard").click()
    names = page.locator(".leaderboard tbody .team a")
    expect(names.first).to_have_text("Di")
    page.get_by_role("link", name="rank by games played").click()  # the P column's head
    expect(page.locator("th[aria-sort=descending]")).to_contain_text("P")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.screenshot(path=artifacts / "leaderboard-390.png", full_page=True)
    expect(names.first).to_have_text("Bob")  # level with Di on every column: by name
    names.first.click()
    expect(page.get_by_role("heading", name="Bob")).to_be_visible()
    expect(page.locator(".figures")).to_contain_text("100%")


def test_a_leagues_seasons_and_a_head_to_head_read_on_a_phone(live_server, page, artifacts):
    from tests.leagues.cards import league_with_everyone, with_pairs_named

    with_pairs_named(*league_with_everyone())
    page.set_viewport_size({"width": 390, "height": 844})
    page.goto(f"{live_server.url}/leagues/{SLUG}/")
    page.get_by_role("link", name="Calder Valley All Fours League").click()
    expect(page.get_by_text("champions: The Swan")).to_be_visible()  # every fixture settled
    expect(page.locator(".history-table tbody tr")).to_have_count(3)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.screenshot(path=artifacts / "league-history-390.png", full_page=True)
    page.goto(f"{live_server.url}/leagues/{SLUG}/teams/crown/")
    page.get_by_role("link", name="against The Swan").click()
    expect(page.get_by_role("heading", name="The Crown against The Swan")).to_be_visible()
    expect(page.get_by_text("won 1, drew 0, lost 1")).to_be_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    page.screenshot(path=artifacts / "head-to-head-390.png", full_page=True)
