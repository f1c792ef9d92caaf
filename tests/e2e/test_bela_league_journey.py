"""Issue 48's judged journey: a Croatian Bela league built from the new-season form, in the
browser alone, against the site as `make serve` runs it (tests/hosting/production.py:
gunicorn, DEBUG off, the manifest's static files, behind a proxy), on a phone at 390x844.

Everyone signs up through the sign-up form, with an address: the secretary (English) and two
captains (Croatian); nothing is made in the database, which the served site keeps to itself,
and the journey reads only pages. The secretary chooses Croatian Bela on the new-season form
(its 1001 shown before the season is made), renames the first division and adds a second,
adds eight teams (Zlatni Lav and Stari Most with a team in each division), generates the
fixtures from a Monday eight weeks ago (so that their nights have been played) and draws a
cup for a free Monday after them. Every night of the printed fixture list, the league's and
the cup's, is read: no pub has two teams at home. A captain says yes to the secretary's
asking, scores a game of his fixture on his phone from its link (the registered players
named, played to 1001 and closed), fills the card's first game from it (its score and pairs
shown before sending), types the second and sends it; the other captain confirms it. The
history lists every team of both divisions, and the next season keeps the game, its 1001,
both divisions and every team. Each page fits 390 px, and the browser logs no error."""

import re

import pytest
from django.utils import translation
from playwright.sync_api import expect

from tests.e2e.bela_league import (
    PUBS,
    TEAMS,
    Visits,
    add_team,
    fixture_nights,
    said_in,
    sign_up,
    unfolded,
    weeks_ago,
)
from tests.hosting.production import production_site

pytestmark = [pytest.mark.e2e]

LEAGUE, SEASON = "Liga Bele Dalmacija", "2026-27"
SLUG = "liga-bele-dalmacija-2026-27"


@pytest.fixture(scope="module")
def site(tmp_path_factory):
    with production_site(tmp_path_factory.mktemp("bela-league")) as address:
        yield address


def hr(words: str) -> str:
    """The Croatian the captains' pages say `words` in."""
    with translation.override("hr"):
        return translation.gettext(words)


def test_a_croatian_bela_league_from_the_new_season_form(
    site, browser, browser_context_args, artifacts
):
    secretary_phone = browser.new_context(**browser_context_args, locale="en-GB")
    secretary = Visits(secretary_phone.new_page(), site)
    sign_up(secretary, "tajnik", "tajnik@example.org")

    # The new-season form: Croatian Bela, its own target.
    secretary.go("/leagues/")
    secretary.page.get_by_role("link", name="Start a league season").click()
    secretary.checked()
    page = secretary.page
    page.get_by_label("League name").fill(LEAGUE)
    page.get_by_label("Season", exact=True).fill(SEASON)
    game = page.get_by_label("Card game")
    game.select_option(label="Croatian Bela (four-handed), to 1001")
    expect(game.locator("option:checked")).to_have_text(re.compile("1001"))  # before it is made
    page.get_by_label("Games in a match").fill("2")
    page.get_by_role("button", name="Create the season").click()
    expect(page.get_by_role("heading", name=f"Run {LEAGUE} {SEASON}")).to_be_visible()
    expect(page.get_by_text(re.compile(r"Croatian Bela.*1001"))).to_be_visible()
    secretary.checked()

    # Two divisions: the first renamed, a second added.
    unfolded(page.get_by_label(re.compile("^Premier"))).fill("Prva liga")
    page.get_by_role("button", name="Rename").first.click()
    said_in(page, "divisions", "Division renamed: Prva liga.")
    unfolded(page.get_by_label("Division name")).fill("Druga liga")
    page.get_by_role("button", name="Add the division").click()
    said_in(page, "divisions", "Druga liga added.")
    expect(page.get_by_role("textbox", name="Druga liga")).to_have_value("Druga liga")
    secretary.checked()

    captains = {}
    for name, address in (("ivo", "ivo@example.org"), ("ante", "ante@example.org")):
        phone = browser.new_context(**browser_context_args, locale="hr")
        captains[name] = Visits(phone.new_page(), site)
        sign_up(captains[name], name, address)
    for team in TEAMS:
        add_team(page, team)
    secretary.checked()

    # The fixtures, from eight weeks ago: their nights are past.
    monday = weeks_ago(8)
    unfolded(page.get_by_label("First week from")).fill(monday.isoformat())
    page.locator("#field-weekday label.chip", has_text="Mon").click()
    page.get_by_role("button", name="Generate", exact=True).click()
    said_in(page, "fixtures", f"Fixtures generated: the first night is Monday {monday.day} ")
    # Folded week by week: the first week tapped open shows its nights.
    page.locator("#fixtures .week-fold > summary", has_text="Week 1").click()
    expect(page.locator(".fixture-list li").first).to_be_visible()
    secretary.checked()

    # A cup, drawn for a free Monday after the league's six weeks.
    unfolded(page.get_by_role("link", name="Start a cup")).click()
    secretary.checked()
    page.get_by_role("button", name="Start the cup").click()
    page.get_by_role("link", name="Make the draw").click()
    page.get_by_label("Round one is played on").fill(weeks_ago(2).isoformat())
    page.get_by_role("button", name="Preview the draw").click()
    secretary.checked()
    page.get_by_role("button", name="Confirm this draw").click()
    expect(page.locator(".cup-ties li").first).to_be_visible()
    secretary.checked()

    # Every night, the league's and the cup's: no pub has two teams at home.
    secretary.go(f"/leagues/{SLUG}/print/fixtures/")
    nights = fixture_nights(page)
    assert sum(len(home) for home in nights.values()) == 2 * 12 + 4  # 2 x 12 league, 4 cup
    for night, home_teams in nights.items():
        pubs = [PUBS[team] for team in home_teams]
        assert len(pubs) == len(set(pubs)), f"{night}: {home_teams} at home"

    ivo, ante = captains["ivo"], captains["ante"]
    asked = hr("The secretary of %(season)s asks you to captain %(team)s.")
    for captain, team in ((ivo, "Zlatni Lav A"), (ante, "Kod Mate")):  # each says yes
        captain.go("/leagues/")
        said = asked % {"season": f"{LEAGUE} {SEASON}", "team": team}
        expect(captain.page.get_by_text(said)).to_be_visible()  # in Croatian
        captain.page.get_by_role("button", name=hr("Accept")).click()
        captain.checked()
    fixture = play_a_game_on_the_phone(ivo)
    send_the_card_from_the_phone_game(ivo, fixture, artifacts)

    # The other captain confirms it from his list.
    ante.go("/leagues/")
    words = hr("Confirm or dispute the card of %(fixture)s").split("%(")[0]
    ante.page.get_by_role("link", name=re.compile(re.escape(words))).click()
    ante.checked()
    assert ante.page.url == fixture
    ante.page.get_by_role("button", name=hr("Confirm this card")).click()
    expect(ante.page.get_by_role("status")).to_contain_text(
        hr("Card confirmed: it counts in the table.")
    )
    ante.checked()

    # The league's history: every team of both divisions.
    secretary.go(f"/leagues/{SLUG}/")
    page.get_by_role("link", name=LEAGUE, exact=True).click()
    secretary.checked()
    expect(page.get_by_text("Prva liga, leading so far: Kod Mate")).to_be_visible()  # the card
    expect(page.locator(".history-table tbody th")).to_have_text(
        sorted(team.name for team in TEAMS), ignore_case=False
    )

    start_the_next_season(secretary)
    secretary_phone.close()
    for visits in captains.values():
        assert visits.errors == [], visits.errors
        visits.page.context.close()


def play_a_game_on_the_phone(captain: Visits) -> str:
    """From the captain's list of cards to send, his fixture against Kod Mate, and a game of
    it scored on his phone from the fixture's link, its players named, to 1001; the fixture's
    address."""
    page = captain.page
    captain.go("/leagues/")
    words = hr("Send the card of %(fixture)s").split("%(")[0]
    to_send = page.get_by_role("link", name=re.compile(re.escape(words)))
    to_send.filter(has_text="Zlatni Lav A").filter(has_text="Kod Mate").first.click()
    captain.checked()
    page.locator("main p a").first.click()  # the card's fixture
    captain.checked()
    fixture = page.url
    home_is_ivo = page.get_by_role("heading", level=1).inner_text().startswith("Zlatni Lav A")
    page.get_by_role("link", name=hr("Score a game of this match on this phone")).click()
    captain.checked()
    expect(page.locator("#id_target")).to_have_value("1001")
    ivo_pair, ante_pair = "Ivo, Marko", "Ante, Mate"
    page.locator("#id_players_a").fill(ivo_pair if home_is_ivo else ante_pair)
    page.locator("#id_players_b").fill(ante_pair if home_is_ivo else ivo_pair)
    page.get_by_role("button", name=hr("Start scoring")).click()
    captain.checked()
    for hand in range(1, 10):  # the home pair calls and makes 120 each deal: 1080 to 378
        page.locator("#field-caller label.chip:has(input[value='A'])").click()
        page.locator("#id_points_A").fill("120")
        page.get_by_role("button", name=hr("Save hand")).click()
        expect(page.locator(".hands .hand")).to_have_count(hand)  # saved, as the page says
        captain.checked()
    expect(page.get_by_role("button", name=hr("Save hand"))).to_have_count(0)
    page.get_by_role("button", name=hr("Confirm and close the game")).click()
    expect(page.get_by_role("button", name=hr("Confirm and close the game"))).to_have_count(0)
    captain.checked()
    return fixture


def send_the_card_from_the_phone_game(captain: Visits, fixture: str, artifacts) -> None:
    page = captain.page
    page.goto(fixture)  # back to the fixture's page, as the phone's tabs kept it
    page.get_by_role("link", name=hr("Send in the card")).click()
    captain.checked()
    first = page.locator("#card-game-1")
    first.get_by_label(hr("Scored on a phone")).select_option(index=1)
    first.get_by_role("button", name=hr("Fill in from this game")).click()
    # Before it is sent, the card shows the phone game's score and its pairs.
    first = page.locator("#card-game-1")
    expect(first.get_by_role("status")).to_be_visible()
    expect(first.locator("#id_game-1-home_score")).to_have_value("1080")
    expect(first.locator("#id_game-1-away_score")).to_have_value("378")
    for name in ("Ante", "Mate", "Ivo", "Marko"):
        expect(first.get_by_label(name, exact=True)).to_be_checked()
    for name in ("Stipe", "Frane", "Luka", "Josip"):
        expect(first.get_by_label(name, exact=True)).not_to_be_checked()
    captain.checked()
    page.screenshot(path=artifacts / "bela-card-filled-390.png", full_page=True, caret="initial")
    second = page.locator("#card-game-2")
    for name in ("Stipe", "Frane", "Luka", "Josip"):
        second.get_by_label(name, exact=True).check()
    second.locator("#id_game-2-home_score").fill("1004")
    second.locator("#id_game-2-away_score").fill("862")
    page.get_by_role("button", name=hr("Send in the card")).last.click()
    captain.checked()
    # Sent: the card's first game with its phone game's score, pairs and hands.
    games = page.locator(".card-version tbody tr")
    expect(games.nth(0)).to_contain_text(re.compile(r"1080\s*Ante & Mate\s*378\s*Ivo & Marko"))
    expect(games.nth(0).get_by_role("link")).to_be_visible()  # hand by hand
    expect(games.nth(1)).to_contain_text(re.compile(r"1004\s*Stipe & Frane\s*862\s*Luka & Josip"))
    page.screenshot(path=artifacts / "bela-card-sent-390.png", full_page=True, caret="initial")


def start_the_next_season(secretary: Visits) -> None:
    """From the season's page for the secretary, the next season: the game and its 1001, both
    divisions and every team carried."""
    page = secretary.page
    secretary.go(f"/leagues/{SLUG}/manage/")
    next_season = page.get_by_role(
        "link", name="The next season: who goes up and down, and start it"
    )
    unfolded(next_season).click()
    secretary.checked()
    page.get_by_label("The next season's name").fill("2027-28")
    page.get_by_role("button", name="Start the next season").click()
    secretary.checked()  # the next season's page to run it
    expect(page.get_by_role("heading", name=f"Run {LEAGUE} 2027-28")).to_be_visible()
    expect(page.get_by_text(re.compile(r"Croatian Bela.*1001"))).to_be_visible()
    for division in ("Prva liga", "Druga liga"):  # their names kept, to rename again
        expect(page.get_by_role("textbox", name=division)).to_have_value(division)
    for team in TEAMS:
        expect(page.get_by_text(team.name, exact=True).first).to_be_visible()
