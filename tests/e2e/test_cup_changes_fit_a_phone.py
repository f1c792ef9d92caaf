"""A cup put right on a phone held upright (360 px), left to right and right to left: an
eleven-team cup with long names (the plate of test_cup_fits_a_phone), just drawn, its "Undo
this draw" opened, the teams that may be withdrawn (byes saying why not) and a long-named
team's withdrawal shown before it is made, with nothing off the screen (tests/e2e/fit.py) and
every button a big target."""

import pytest

from tests.e2e.fit import spills
from tests.e2e.test_accounts_fit import sign_in
from tests.e2e.test_cup_fits_a_phone import an_eleven_team_cup

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("language", ["en-GB", "fa", "ur"])
def test_an_undo_and_a_withdrawal_fit_at_360(live_server, browser, language, artifacts):
    season, _, _, cup = an_eleven_team_cup()  # its plate, drawn here: no card in yet
    codes = list(season.teams.values_list("code", flat=True))
    cup.make_draw(season.league.secretary, codes, 7, None)
    tie = max(
        cup.ties().select_related("home", "away"),
        key=lambda tie: len(tie.home.name) + len(tie.away.name),
    )
    team = tie.home
    context = browser.new_context(locale=language, viewport={"width": 360, "height": 740})
    page = context.new_page()
    sign_in(page, live_server.url, "s")
    base = f"{live_server.url}/leagues/{season.slug}"
    found = {}
    page.goto(f"{base}/cups/{cup.pk}/")
    undo = page.locator("details.more", has=page.locator("input[name=drawn]"))
    undo.locator("summary").click()
    button = undo.locator("button[type=submit]")
    assert button.is_visible() and button.bounding_box()["height"] >= 44
    if problems := spills(page):
        found["cup"] = problems
    page.screenshot(path=artifacts / f"cup-undo-360-{language}.png", full_page=True)
    for name, path in {
        "withdrawals": f"/manage/cups/{cup.pk}/withdraw/",
        "withdraw": f"/manage/cups/{cup.pk}/withdraw/{team.code}/",
    }.items():
        page.goto(base + path)
        if problems := spills(page):
            found[name] = problems
        page.screenshot(path=artifacts / f"cup-{name}-360-{language}.png", full_page=True)
    withdraw = page.locator(f"main form[action$='/withdraw/{team.code}/'] button")
    assert withdraw.bounding_box()["height"] >= 44
    context.close()
    assert found == {}, "\n".join(f"{k}: {v}" for k, v in found.items())
