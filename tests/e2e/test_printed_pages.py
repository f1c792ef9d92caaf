"""The printed pages in Chromium: the season's fixture list and a blank match card, each one
A4 sheet when printed, for a season of a real league's size with long team names."""

import datetime
import re

import pytest

from leagues.models import Season
from tests.doors import new_season
from tests.e2e.fit import spills

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

TEAMS = [
    "The Heckmondwike Working Men's Club",
    "The Fox and Hounds Dominoes Team B",
    "Royal Oak and Horseshoes All Fours",
    "The Old Bridge Inn Wednesday Night",
    "Liversedge Cricket Club Card Section",
    "The Shoulder of Mutton Sunday Side",
    "Cleckheaton Conservative Club A",
    "The Three Nuns Fours and Sevens",
    "The White Hart at Scholes Second",
    "Birstall Royal British Legion Club",
    "The Wheatsheaf at Gomersal Top Team",
    "Batley Variety Club Fours Section",
    "The Black Horse Inn at Clifton A",
    "Mirfield Liberal Club Thursday Team",
    "The Greyhound at Hightown Village",
    "Scholes Cricket and Bowling Club",
    "Dewsbury Moor Working Men's Club",
    "The Old Hall at Heckmondwike B",
    "Roberttown Church Institute Club",
    "The Travellers Rest on Hartshead",
]


def pages_in(pdf: bytes) -> int:
    """The pages of a PDF as Chromium writes it: one /Type /Page object each (its page tree
    is /Type /Pages)."""
    assert pdf.startswith(b"%PDF-")
    return len(re.findall(rb"/Type\s*/Page(?![s\w])", pdf))


def a_long_season(games_per_match: int = 4, teams: int = 10) -> Season:
    """Teams with long names (ten unless said), each at its own pub, and their double round
    robin."""
    season = new_season(
        "Spen Valley and District All Fours League",
        name="2026-27",
        slug="spen-valley-2026-27",
        games_per_match=games_per_match,
        match_time=datetime.time(20, 0),
    )
    for n, name in enumerate(TEAMS[:teams]):
        season.add_team(name, f"{name} pub", [], [f"Player {n}-{k} Longname" for k in range(8)])
    season.generate_fixtures(datetime.date(2026, 9, 3), 3)
    return season


@pytest.mark.parametrize("games", [4, 12])
def test_the_fixture_list_and_a_blank_card_each_print_on_one_a4_sheet(
    live_server, page, console_errors, artifacts, games
):
    season = a_long_season(games)
    fixtures = list(season.fixtures.all())
    assert len(fixtures) == 90
    page.goto(f"{live_server.url}/leagues/{season.slug}/")
    # The counter counts Chromium's pages: the season page itself runs over several.
    assert pages_in(page.pdf(format="A4")) > 1
    page.get_by_role("link", name="Print the fixture list").click()
    assert page.locator(".night li").count() == 90
    pdf = page.pdf(format="A4", print_background=False)
    (artifacts / f"fixture-list-{games}.pdf").write_bytes(pdf)
    assert pages_in(pdf) == 1

    page.goto(f"{live_server.url}/leagues/{season.slug}/fixtures/{fixtures[0].pk}/")
    page.get_by_role("link", name="Print a blank match card").click()
    assert page.locator(".paper-card tbody tr").count() == games
    assert page.locator("svg.qr path").count() >= 1
    pdf = page.pdf(format="A4")
    (artifacts / f"match-card-{games}.pdf").write_bytes(pdf)
    assert pages_in(pdf) == 1
    assert console_errors == []
    page.emulate_media(media="print")
    page.set_viewport_size({"width": 794, "height": 1123})  # A4 at 96 px an inch
    page.screenshot(path=artifacts / f"match-card-{games}.png", full_page=True)
    page.goto(f"{live_server.url}/leagues/{season.slug}/print/fixtures/")
    page.screenshot(path=artifacts / "fixture-list.png", full_page=True)


@pytest.mark.parametrize("teams", [12, 20])
def test_a_bigger_seasons_fixtures_print_on_one_sheet_as_a_grid(
    live_server, page, artifacts, teams
):
    season = a_long_season(teams=teams)
    page.goto(f"{live_server.url}/leagues/{season.slug}/print/fixtures/")
    pdf = page.pdf(format="A4")
    (artifacts / f"fixture-grid-{teams}.pdf").write_bytes(pdf)
    assert pages_in(pdf) == 1
    page.emulate_media(media="print")
    grid = page.locator(".fixture-grid")
    assert grid.is_visible() and not page.locator(".nights").is_visible()
    # Every fixture is in a box: a date in each but the team's own.
    assert grid.locator("tbody td").count() == teams * teams
    assert grid.locator("tbody td", has_text="■").count() == teams
    page.set_viewport_size({"width": 794, "height": 1123})
    page.screenshot(path=artifacts / f"fixture-grid-{teams}.png", full_page=True)


@pytest.mark.parametrize("language", ["en-GB", "fa"])
def test_the_printed_pages_fit_a_phone_on_its_screen(live_server, browser, language):
    season = a_long_season()
    fixture = season.fixtures.first()
    context = browser.new_context(locale=language)
    page = context.new_page()
    found = {}
    for path in ("print/fixtures/", f"fixtures/{fixture.pk}/print/"):
        page.goto(f"{live_server.url}/leagues/{season.slug}/{path}")
        if problems := spills(page):
            found[path] = problems
    context.close()
    assert found == {}


# The line height of each item of text on a sheet, as a share of its font's size.
LINE_HEIGHTS = """
(selector) => [...document.querySelectorAll(selector)].map(item => {
  const style = getComputedStyle(item);
  return parseFloat(style.lineHeight) / parseFloat(style.fontSize);
})
"""
FIXTURE_LIST_LINES = ".sheet, .night li, .night h2, .sheet-head p"
CARD_LINES = ".sheet, .sheet-head p, .paper-card th, .paper-card td, .rosters p"


@pytest.mark.parametrize("language", ["ur", "en-GB"])
def test_urdu_lines_on_the_printed_pages_have_nastaliqs_room(live_server, browser, language):
    """Nastaliq climbs and descends far: the printed sheets' own tight lines (1.3, 1.2, 1.15)
    outweighed the Urdu pages' 1.9 and ran Urdu lines into their neighbours (issue 48). In Urdu
    every line of a sheet has the room a screen gives it (pegboard.css) and the card is still
    one A4 sheet; other languages keep their tight sheets."""
    season = a_long_season()
    fixture = season.fixtures.first()
    context = browser.new_context(locale=language)
    page = context.new_page()
    page.emulate_media(media="print")
    sheets = {"print/fixtures/": FIXTURE_LIST_LINES, f"fixtures/{fixture.pk}/print/": CARD_LINES}
    for path, selector in sheets.items():
        page.goto(f"{live_server.url}/leagues/{season.slug}/{path}")
        ratios = page.evaluate(LINE_HEIGHTS, selector)
        if language == "ur":
            assert ratios and min(ratios) >= 1.9, (path, min(ratios))
        else:
            assert ratios and min(ratios) < 1.5, (path, min(ratios))
    assert pages_in(page.pdf(format="A4")) == 1  # the card
    context.close()
