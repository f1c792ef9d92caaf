"""What the person's journey (test_person_everywhere.py) makes on the site `make serve` runs
(tests/hosting/production.py), through its pages: a league season of two teams played on a
card the secretary sends (confirmed at once, so its pair game is rated), and a player linked
to an account from the admin, as the site's staff links one. The served site keeps its
database to itself; the one thing no page makes, the staff's account, is made by Django's own
`createsuperuser` against that database."""

import contextlib
import os
import re
import subprocess
from pathlib import Path
from urllib.parse import unquote

from playwright.sync_api import expect

from tests.e2e.bela_league import Team, add_team, said_in, unfolded, weeks_ago
from tests.hosting.production import REPO, own_database, production_site

STAFF, STAFF_PASSWORD = "staff", "person-journey-pw-1001"


@contextlib.contextmanager
def served_with_its_database(tmp: Path):
    """`make serve` on a database this module knows too (for `createsuperuser`): the site's
    address and the database's URL."""
    with own_database(tmp) as database, production_site(tmp, DATABASE_URL=database) as site:
        yield site, database


def staff_made(database: str) -> None:
    """The site's staff account, made as a host makes the first one: `createsuperuser`."""
    env = {
        "PATH": os.environ["PATH"],
        "HOME": os.environ.get("HOME", "/root"),
        "SECRET_KEY": "production-test-" + "x" * 50,
        "DATABASE_URL": database,
        "DJANGO_SUPERUSER_PASSWORD": STAFF_PASSWORD,
    }
    command = ["manage.py", "createsuperuser", "--noinput", "--username", STAFF]
    command += ["--email", f"{STAFF}@example.org"]
    subprocess.run([REPO / ".venv/bin/python", *command], cwd=REPO, env=env, check=True)


def sign_in(page, site: str, username: str, password: str) -> None:
    page.goto(site + "/accounts/login/")
    page.fill("#id_username", username)
    page.fill("#id_password", password)
    page.locator("main form [type=submit]").first.click()
    expect(page.locator("#id_password")).to_have_count(0)


def a_league_played(page, site: str, league: str, teams: list[Team], scores) -> str:
    """The signed-in user starts `league` (one game a match), adds `teams`, generates the
    fixtures from eight weeks ago and, as its secretary, sends the first fixture's card with
    every player in its one game and `scores` (home, away): confirmed at once, it counts and
    its game is rated. The season's address."""
    page.goto(site + "/leagues/new/")
    page.get_by_label("League name").fill(league)
    # (its scores typed: All Fours' smaller ones are tapped on chips)
    page.get_by_label("Card game").select_option(label="Croatian Bela (four-handed), to 1001")
    page.get_by_label("Games in a match").fill("1")
    page.get_by_role("button", name="Create the season").click()
    slug = re.fullmatch(r".*/leagues/([^/]+)/manage/", unquote(page.url))[1]
    for team in teams:
        add_team(page, team)
    unfolded(page.get_by_label("First week from")).fill(weeks_ago(8).isoformat())
    page.locator("#field-weekday label.chip", has_text="Mon").click()
    page.get_by_role("button", name="Generate", exact=True).click()
    said_in(page, "fixtures", "Fixtures generated")
    page.goto(f"{site}/leagues/{slug}/")
    page.locator(".fixture-list a[href*='/fixtures/']").first.click()
    page.goto(page.url + "card/")
    game = page.locator("#card-game-1")
    for team in teams:
        for name in team.players.split(", "):
            game.get_by_label(name, exact=True).check()
    game.locator("#id_game-1-home_score").fill(str(scores[0]))
    game.locator("#id_game-1-away_score").fill(str(scores[1]))
    page.locator("main form [type=submit]").last.click()
    expect(page.locator(".card-version tbody tr")).to_have_count(1)
    return f"/leagues/{slug}/"


def linked_in_the_admin(page, site: str, where: str, name: str, username: str) -> int:
    """As the staff: every player called `name` in the admin's list at `where` (e.g.
    "leagues/player") given `username`'s account. How many were linked."""
    page.goto(f"{site}/admin/{where}/")
    links = [link.get_attribute("href") for link in page.get_by_role("link", name=name).all()]
    for href in links:
        page.goto(site + href)
        page.locator("#id_user").select_option(label=username)
        page.locator("input[name=_save]").click()
        expect(page.locator(".messagelist .success")).to_be_visible()
    return len(links)
