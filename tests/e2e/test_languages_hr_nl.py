"""Croatian and Dutch phones in a real browser at 360 px: the home page, starting a game and
scoring a hand, a league's season and signing in, each in the phone's language with no English
word left and nothing wider than the phone (their words run longer than English ones:
"competitieleider", "Nepoštivanje boje")."""

import re

import pytest
from playwright.sync_api import expect

from tests.i18n_helpers import english_left

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

ENGLISH = re.compile(
    r"\b(Hand|Save|Saved|Game|High|Low|Jack|Dealer|Turned|Beg|Stand|to go|First to|New game"
    r"|My games|Leagues|Table|Latest results|Next fixtures|Players|confirmed|aggregate|Form"
    r"|Sign in|Password|Username|Start|Keep score|Import)\b"
)

SAID_IN = {
    # language: (the phone's locale, "New game", "saved", the first hand's line)
    "hr": ("hr-HR", "Nova partija", "spremljeno", "Najviši adut: Lav"),
    "nl": ("nl-NL", "Nieuwe partij", "opgeslagen", "Hoog naar Leeuw"),
}


def no_english_and_fits(page, language: str, names=()):
    expect(page.locator("html")).to_have_attribute("lang", language)
    expect(page.locator("html")).to_have_attribute("dir", "ltr")
    text = page.locator("main").inner_text()
    for name in names:
        text = text.replace(name, "")
    assert english_left(ENGLISH, text, language) == [], page.url
    assert page.evaluate("document.documentElement.scrollWidth") <= 360, page.url


@pytest.mark.parametrize("language", ["hr", "nl"])
def test_a_croatian_or_dutch_phone_scores_a_game_and_reads_the_league(
    live_server, browser, artifacts, language
):
    from tests.conftest import import_example_league

    season = import_example_league()
    locale, new_game, saved, line = SAID_IN[language]
    context = browser.new_context(viewport={"width": 360, "height": 740}, locale=locale)
    page = context.new_page()

    page.goto(live_server.url + "/")
    expect(page.get_by_role("link", name=new_game)).to_be_visible()
    no_english_and_fits(page, language, ("Pegboard",))
    page.screenshot(path=artifacts / f"home-{language}-360.png", full_page=True)

    page.goto(live_server.url + "/games/new/")
    page.get_by_role("link", name="All Fours (Trinidad)").click()
    no_english_and_fits(page, language, ("All Fours (Trinidad)",))
    page.fill("#id_side_a", "Lav" if language == "hr" else "Leeuw")
    page.fill("#id_side_b", "Kruna" if language == "hr" else "Kroon")
    page.screenshot(path=artifacts / f"start-{language}-360.png", full_page=True)
    page.locator("button.save").click()
    expect(page.get_by_role("heading", name="All Fours (Trinidad)")).to_be_visible()
    for field, value in (("turned", "4"), ("high", "A"), ("low", "B"), ("game", "A")):
        page.locator(
            f"#field-{field} label.chip", has=page.locator(f"input[value='{value}']")
        ).click()
    page.locator("button.save").click()
    expect(page.locator("#change-status")).to_contain_text(saved)
    expect(page.locator("#hand-list")).to_contain_text(line)
    no_english_and_fits(page, language, ("All Fours (Trinidad)",))
    page.screenshot(path=artifacts / f"scorer-{language}-360.png", full_page=True)

    teams = [str(team.name) for team in season.teams.all()]
    for path in (
        f"/leagues/{season.slug}/",
        f"/leagues/{season.slug}/results/",
        f"/leagues/{season.slug}/players/",
        "/leagues/",
    ):
        page.goto(live_server.url + path)
        no_english_and_fits(page, language, (*teams, season.league.name, str(season)))
    page.goto(f"{live_server.url}/leagues/{season.slug}/")
    page.screenshot(path=artifacts / f"league-table-{language}-360.png", full_page=True)

    page.goto(live_server.url + "/accounts/login/")
    no_english_and_fits(page, language)
    page.screenshot(path=artifacts / f"sign-in-{language}-360.png", full_page=True)
    context.close()
