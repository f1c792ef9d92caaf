"""A club night made on the site `make serve` runs (tests/hosting/production.py) through its
pages alone, as an organiser makes one, for the browser tests that need a night to look at:
the served site keeps its database to itself, so nothing is made in the tests' own. Its game
is Klaverjas played to 250, which three hands of 100 card points to 62 win (club_night.py)."""

import re
from dataclasses import dataclass
from urllib.parse import unquote

from playwright.sync_api import expect

from tests.e2e.bela_league import Visits, sign_up
from tests.e2e.club_night import Phone, enter_hand

ORGANISER, PASSWORD = "organiser", "bela-journey-pw-1001"  # (bela_league.sign_up's password)
GAME, TARGET, HANDS = "bela:klaverjas", 250, 3


@dataclass(frozen=True)
class ServedNight:
    site: str
    path: str  # the night's page, /clubs/SLUG/nights/N/
    scorers: list[str]  # round 1's tables' scorer's links, by table


def a_served_night(browser, site: str, players: list[str], club: str) -> ServedNight:
    """The organiser (signed up once per site) starts `club`, adds `players`, makes a night,
    ticks everyone present and draws round 1."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    path = night_made(page, site, players, club)
    tick(page, players)
    page.get_by_role("button", name="Draw round 1").click()
    tables = page.locator("#rounds > .club-tables > .club-table a[href*='/score/']")
    expect(tables.first).to_be_visible()
    scorers = [link.get_attribute("href") for link in tables.all()]
    context.close()
    return ServedNight(site, path, scorers)


def night_made(page, site: str, players: list[str], club: str, night_format="") -> str:
    """On the organiser's page (signed up once per site): `club` started, `players` added, a
    night made (of `night_format`, else the club's), and the night's page open; its path."""
    if not signed_in(page, site):
        sign_up(Visits(page, site), ORGANISER, f"{ORGANISER}@example.org")
    page.goto(site + "/clubs/new/")
    page.fill("#id_name", club)
    page.select_option("#id_variant", GAME)
    page.fill("#id_target", str(TARGET))
    page.locator("main form [type=submit]").last.click()
    slug = re.fullmatch(r".*/clubs/([^/]+)/manage/", unquote(page.url))[1]
    for name in players:
        page.fill("#id_name", name)
        page.press("#id_name", "Enter")
        expect(page.locator("#players .team-line summary", has_text=name)).to_be_visible()
    page.goto(f"{site}/clubs/{slug}/nights/new/")
    if night_format:
        page.locator(f"#field-format label.chip:has(input[value='{night_format}'])").click()
    page.locator("main form [type=submit]").last.click()
    return unquote(page.url).removeprefix(site)


def tick(page, names: list[str]) -> None:
    """One tap each on the night's page, each answered with the player's button pressed."""
    for name in names:
        button = page.locator(".presence").get_by_role("button", name=name, exact=True)
        button.click()
        expect(button).to_have_attribute("aria-pressed", "true")


def signed_in(page, site: str) -> bool:
    """The organiser signed in on this page's browser, if they have signed up already."""
    page.goto(site + "/accounts/login/")
    page.fill("#id_username", ORGANISER)
    page.fill("#id_password", PASSWORD)
    page.locator("main form [type=submit]").first.click()
    page.wait_for_load_state()
    return "/accounts/login/" not in page.url


def score_at_the_table(browser, night: ServedNight, table: int, hands: int = HANDS) -> None:
    """`hands` hands entered on the table's phone from its link, side A making each: three
    win its game."""
    phone = Phone(browser, night.site, "en-GB")
    phone.go(night.scorers[table - 1])
    for hand in range(1, hands + 1):
        enter_hand(phone, GAME, "A")
        expect(phone.page.locator(".hands .hand")).to_have_count(hand)
    phone.close()
