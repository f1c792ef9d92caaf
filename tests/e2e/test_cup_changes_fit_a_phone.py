"""A cup put right on a phone held upright (360 px), left to right and right to left: an
eleven-team cup with long names, just drawn, its "Undo this draw" opened, the teams that may
be withdrawn (byes saying why not) and a long-named team's withdrawal shown before it is made,
with nothing off the screen (tests/e2e/fit.py) and every button a big target."""

import pytest
from django.contrib.auth.models import User

from leagues.models import Cup
from tests.conftest import import_example_league
from tests.e2e.fit import spills
from tests.e2e.test_cup_fits_a_phone import LONG

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def a_drawn_cup():
    season = import_example_league()
    secretary = User.objects.create_user("s", password="pegboard-test-pw")
    season.league.secretary = secretary
    season.league.save()
    for name in LONG:
        season.add_team(name, "", [], [])
    _, cup = Cup.start(season, secretary, "The Calder Valley Challenge Cup", "aggregate", "drawn")
    cup.make_draw(secretary, list(season.teams.values_list("code", flat=True)), 7, None)
    longest = max(
        (tie for tie in cup.ties().select_related("home", "away")),
        key=lambda tie: len(tie.home.name) + len(tie.away.name),
    )
    return season, cup, longest.home


@pytest.mark.parametrize("language", ["en-GB", "fa", "ur"])
def test_an_undo_and_a_withdrawal_fit_at_360(live_server, browser, language, artifacts):
    season, cup, team = a_drawn_cup()
    context = browser.new_context(locale=language, viewport={"width": 360, "height": 740})
    page = context.new_page()
    page.goto(live_server.url + "/accounts/login/")
    page.fill("#id_username", "s")
    page.fill("#id_password", "pegboard-test-pw")
    page.locator("main form [type=submit]").click()
    page.wait_for_load_state()
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
