"""A league night made on the site `make serve` runs (tests/hosting/production.py) through its
pages alone, as a secretary makes one, for the tonight journey (test_tonight_journey.py): the
served site keeps its database to itself, so nothing is made in the tests' own.

The season is the example league (tests/data/leagues/three-pubs.json: three pubs, three
matches played, The Swan v The Crown still to play) with two more teams and their match, and
its house rules, All Fours (Heckmondwike league) to 15: a league file, imported on the import
page. (Its house rules come in the file because its cards are in: the house rules page then
keeps the game as it was played, and the secretary saves its options there.) The captain is
asked on the manage page and says yes on his list; both matches are rearranged to tonight on
the manage page."""

import json
import re
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import unquote

from django.utils import timezone
from playwright.sync_api import expect

from tests.e2e.bela_league import Visits, said_in, sign_up, unfolded

EXAMPLE = Path(__file__).resolve().parents[1] / "data" / "leagues" / "three-pubs.json"
PASSWORD = "bela-journey-pw-1001"  # (bela_league.sign_up's password)
SECRETARY, CAPTAIN = "secretary", "captain"
PHONE = {"width": 390, "height": 844}


@dataclass(frozen=True)
class ServedLeagueNight:
    site: str
    slug: str
    first: int  # The Swan v The Crown, whose home team the captain captains
    second: int  # The Red Lion v The Royal Oak


def league_file(folder: Path) -> Path:
    """The example league with The Red Lion and The Royal Oak and their match (dated in the
    new year: the secretary moves it to tonight), played to the Heckmondwike house rules."""
    league = json.loads(EXAMPLE.read_text())["league"]
    league["format"] = "pegboard-league/2"  # (house rules are the newer format's)
    league["house_rules"] = {"variant": "heckmondwike", "options": {}}
    league["teams"] += [
        {"id": "lion", "name": "The Red Lion"},
        {"id": "oak", "name": "The Royal Oak"},
    ]
    league["matches"].append({"home": "lion", "away": "oak", "date": "2027-01-07"})
    path = folder / "calder-valley.json"
    path.write_text(json.dumps(league))
    return path


def a_league_night_tonight(browser, site: str, folder: Path) -> ServedLeagueNight:
    """The secretary and the captain sign up; the secretary imports the season, asks the
    captain to captain The Swan (who says yes) and moves both matches to tonight."""
    secretary = Visits(browser.new_context(viewport=PHONE).new_page(), site)
    captain = Visits(browser.new_context(viewport=PHONE).new_page(), site)
    sign_up(secretary, SECRETARY, "secretary@example.org")
    sign_up(captain, CAPTAIN, "captain@example.org")
    page = secretary.page
    secretary.go("/leagues/import/")
    page.get_by_label("League file (.json)").set_input_files(league_file(folder))
    page.get_by_role("button", name="Import").click()
    expect(page.get_by_role("heading", name=re.compile("^Run Calder Valley"))).to_be_visible()
    slug = re.fullmatch(r".*/leagues/([^/]+)/manage/", unquote(page.url))[1]
    # The house rules page opens on the file's game, its options kept as they are.
    secretary.go(f"/leagues/{slug}/manage/house-rules/")
    expect(page.get_by_role("heading", name="All Fours (Heckmondwike league)")).to_be_visible()
    page.get_by_role("button", name="Play to these rules").click()
    expect(page.get_by_role("heading", name=re.compile("^Run Calder Valley"))).to_be_visible()
    secretary.checked()
    swan = page.locator("#teams .team-line", has_text="The Swan")
    unfolded(swan.locator("input[name=username]")).fill(CAPTAIN)  # "Add a captain"
    swan.get_by_role("button", name="Add", exact=True).click()
    said_in(page, "teams", f"{CAPTAIN} is asked to captain The Swan")
    captain.go("/leagues/")
    captain.page.get_by_role("button", name="Accept").click()
    captain.checked()
    first = moved_to_tonight(page, "The Swan v The Crown")
    second = moved_to_tonight(page, "The Red Lion v The Royal Oak")
    secretary.page.context.close()
    captain.page.context.close()
    return ServedLeagueNight(site, slug, first, second)


def moved_to_tonight(page, fixture: str) -> int:
    """The fixture rearranged to today on the manage page's fixtures; its number."""
    line = page.locator("#fixtures .fixture-list li", has_text=fixture)
    pk = int(line.get_attribute("id").removeprefix("fixture-"))
    tonight = timezone.localdate()  # (the site is served in the tests' TIME_ZONE)
    unfolded(line.locator("input[name=date]")).fill(tonight.isoformat())  # "New date"
    line.get_by_role("button", name="Save").click()
    expect(page.locator(f"#fixture-{pk} [role=status]")).to_contain_text("moved to")
    return pk


def signed_in(browser, site: str, username: str):
    """A phone of its own, `username` signed in on it."""
    page = browser.new_context(viewport=PHONE).new_page()
    page.goto(site + "/accounts/login/")
    page.fill("#id_username", username)
    page.fill("#id_password", PASSWORD)
    page.locator("main form [type=submit]").click()
    page.wait_for_load_state()
    return page


def game_started(page, night: ServedLeagueNight, fixture: int, home: str, away: str) -> str:
    """The next game of the match started on the fixture's page by whoever `page` is signed
    in as (its captain or the secretary), its pairs named; the scorer's link it opens."""
    page.goto(f"{night.site}/leagues/{night.slug}/fixtures/{fixture}/")
    page.get_by_role("link", name=re.compile("Start a game of this match")).click()
    page.fill("#id_home_pair", home)
    page.fill("#id_away_pair", away)
    page.get_by_role("button", name="Start the game").click()
    expect(page.get_by_role("button", name="Save hand")).to_be_visible()
    return page.url
