"""The cup's pages on a phone held upright (360 px), left to right and right to left: an
eleven-team cup with long names, its byes and a tie won on an extra game, the draw's preview
and a tie's card with its extra game, and the cups with their winners on the league's history,
the winner's page and the secretary's manage page, with nothing off the screen
(tests/e2e/fit.py)."""

import pytest
from django.contrib.auth.models import User

from leagues.models import CardLine, Cup
from tests.conftest import import_example_league
from tests.doors import set_league
from tests.e2e.fit import spills

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
LONG = [
    "The Red Lion Darts and Cards Club",
    "Coach and Horses Snug Bar",
    "Fitzwilliam Arms",
    "Ye Olde Trip to Jerusalem",
    "The Slug and Lettuce",
    "Kings Head",
    "The Royal Oak",
    "Rose and Crown",
]


def an_eleven_team_cup():
    season = import_example_league()
    secretary = User.objects.create_user("s", password="pegboard-test-pw")
    set_league(season.league, secretary=secretary)
    for name in LONG:
        season.add_team(name, "", [], [])
    _, cup = Cup.start(season, secretary, "The Calder Valley Challenge Cup", "aggregate", "drawn")
    cup.make_draw(secretary, list(season.teams.values_list("code", flat=True)), 7, None)
    first, *rest = cup.ties()
    level = [(15, 10), (10, 15), (15, 12), (12, 15)]
    first.send_card(secretary, [*(CardLine(h, a) for h, a in level), CardLine(9, 15)])
    rest[0].send_card(secretary, [CardLine(15, 3)] * 4)
    _, plate = Cup.start(season, secretary, "The Landlords' Plate", "extra_game", "bracket")
    _, shield = Cup.start(season, secretary, "The Publicans' Knockout Shield", "aggregate", "drawn")
    shield.make_draw(secretary, ["the-red-lion-darts-and-cards-club", "fitzwilliam-arms"], 1, None)
    shield.ties().get().send_card(secretary, [], walkover_to="home")  # its Final: won
    return season, cup, first, plate


@pytest.mark.parametrize("language", ["en-GB", "fa", "ur"])
def test_the_cup_pages_fit_at_360(live_server, browser, language, artifacts):
    season, cup, tie, plate = an_eleven_team_cup()
    codes = "&".join(f"teams={code}" for code in season.teams.values_list("code", flat=True))
    context = browser.new_context(locale=language, viewport={"width": 360, "height": 740})
    page = context.new_page()
    page.goto(live_server.url + "/accounts/login/")
    page.fill("#id_username", "s")
    page.fill("#id_password", "pegboard-test-pw")
    page.locator("main form [type=submit]").click()
    page.wait_for_load_state()
    assert "/accounts/login/" not in page.url, page.content()[-3000:]
    base = f"{live_server.url}/leagues/{season.slug}"
    paths = [
        f"/cups/{cup.pk}/",
        "/manage/cups/new/",
        f"/fixtures/{tie.pk}/card/",
        f"/fixtures/{tie.pk}/",
        f"/manage/cups/{plate.pk}/draw/?{codes}",  # the draw's preview
    ]
    shield = Cup.objects.get(name__contains="Shield")
    winner, shield_pk = shield.winner.code, shield.pk
    history = f"{live_server.url}/leagues/history/{season.league.slug}/"
    found = {}
    for path in [*paths, f"/teams/{winner}/", "/manage/", history]:
        page.goto(path if path == history else base + path)
        if problems := spills(page):
            found[path] = problems
    page.goto(base + "/manage/")
    shown = page.locator(f"li:has(a[href$='/cups/{shield_pk}/']) bdi")
    assert shown.nth(1).inner_text() == "The Red Lion Darts and Cards Club"  # its winner
    page.goto(base + paths[-1])
    page.screenshot(path=artifacts / f"cup-draw-360-{language}.png", full_page=True)
    page.goto(base + f"/cups/{cup.pk}/")
    page.screenshot(path=artifacts / f"cup-360-{language}.png", full_page=True)
    assert page.locator(".cup-round").count() == 4  # Round 1, the quarter- and semi-finals, Final
    context.close()
    assert found == {}, "\n".join(f"{k}: {v}" for k, v in found.items())
