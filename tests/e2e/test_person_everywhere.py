"""Issue 52's judged point: a person who plays in two leagues and a club has one page with all
of it, in every language, fitting 360 px. Against the site as `make serve` runs it
(tests/hosting/production.py), made through its pages (tests/e2e/served_people.py and
served_club.py):

Mara signs up. An organiser starts a club night with her at a table, which her pair wins on
the table's phone; the same organiser runs two leagues, each with Mara in a team, and sends
each league's card, which names her in its one game (confirmed at once, both rated). The site's
staff gives her account the three players in the admin, and the three are one person: on her
phone, from the footer's players' list, Mara finds her one page, which names both leagues and
the club and lists her three rated games, in English, Persian, Urdu, Italian, Croatian and
Dutch, nothing off a 360 px screen."""

import pytest
from django.utils import translation
from playwright.sync_api import expect

from tests.e2e.bela_league import Team, Visits, sign_up
from tests.e2e.fit import spills
from tests.e2e.served_club import a_served_night, score_at_the_table, signed_in
from tests.e2e.served_people import (
    STAFF,
    STAFF_PASSWORD,
    a_league_played,
    linked_in_the_admin,
    served_with_its_database,
    sign_in,
    staff_made,
)

pytestmark = [pytest.mark.e2e]

MARA = "Mara Kovač-Vukovićeva"  # a long name, with letters of her own language
CLUB = "Klub Bele Adriatic"
LEAGUES = {
    "Liga Bele Dalmacija Četvrtkom": [
        Team("Zlatni Lav", "Zlatni Lav", "", f"{MARA}, Ana"),
        Team("Stari Most", "Stari Most", "", "Bruno, Cvita"),
    ],
    "Thursday All Fours League of Split": [
        Team("The Crown", "The Crown", "", f"Dario, {MARA}"),
        Team("The Swan", "The Swan", "", "Ema, Filip"),
    ],
}
LANGUAGES = ["en-GB", "fa", "ur", "it", "hr", "nl"]


@pytest.fixture(scope="module")
def mara_everywhere(tmp_path_factory, browser):
    """The served site, with Mara's account the player of two leagues and a club, a game
    played in each."""
    with served_with_its_database(tmp_path_factory.mktemp("person-everywhere")) as (site, db):
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        page = context.new_page()
        sign_up(Visits(page, site), "mara", "mara@example.org")
        context.close()
        night = a_served_night(browser, site, [MARA, "Ivan", "Lucija", "Karlo"], CLUB)
        score_at_the_table(browser, night, 1)  # won by the table's side A
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        page = context.new_page()
        assert signed_in(page, site)  # the organiser runs the leagues too
        for league, teams in LEAGUES.items():
            a_league_played(page, site, league, teams, (1004, 862))
        staff_made(db)
        sign_in(page, site, STAFF, STAFF_PASSWORD)
        assert linked_in_the_admin(page, site, "leagues/player", MARA, "mara") == 2
        assert linked_in_the_admin(page, site, "clubs/clubplayer", MARA, "mara") == 1
        context.close()
        yield site


def said(language: str, words: str) -> str:
    with translation.override(language):
        return translation.gettext(words)


@pytest.mark.parametrize("language", LANGUAGES)
def test_one_page_holds_both_leagues_the_club_and_every_game(mara_everywhere, browser, language):
    site = mara_everywhere
    context = browser.new_context(locale=language, viewport={"width": 360, "height": 740})
    visits = Visits(context.new_page(), site)
    page = visits.page
    sign_in(page, site, "mara", "bela-journey-pw-1001")
    visits.go("/")
    page.locator("footer").get_by_role(
        "link", name=said(language, "Players and their ratings")
    ).click()
    visits.checked()
    page.locator("input[name=q]").fill("Mara")
    page.locator("form[role=search] [type=submit]").click()
    expect(page.locator(".fixture-list a", has_text=MARA)).to_have_count(1)  # one person
    page.locator(".fixture-list a", has_text=MARA).click()
    visits.checked()
    expect(page.get_by_role("heading", level=1)).to_have_text(MARA)
    plays_in = page.locator("main p", has_text=said(language, "Plays in:"))
    for place in [CLUB, *LEAGUES]:
        expect(plays_in.get_by_role("link", name=place, exact=True)).to_be_visible()
    games = page.locator("main ul.fixture-list li")
    expect(games).to_have_count(3)  # the club's table and each league's card
    for partner in ("Ana", "Dario"):  # her partner on each league's card
        expect(games.filter(has_text=partner)).to_have_count(1)
    expect(page.locator("dl.figures dd").nth(2)).to_have_text("۳" if language == "fa" else "3")
    assert spills(page) == [], spills(page)
    context.close()
