"""A club night's rounds on a phone held upright (360 px), left to right and right to left: a
round of tables whose players have long names, one table's game won and another's being
played, who sits out, the standings, the organiser's QR codes opened, and a table's paper
result form, with nothing off the screen (tests/e2e/fit.py)."""

import pytest

from clubs.models import ClubPlayer, ClubTable
from clubs.models.draws import draw_round
from tests.clubs.nights import a_club, a_night, people, win_for_side_a
from tests.e2e.fit import spills, spills_on

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
LONG = "Bartholomew Fitzwilliam-Worthington of the Coach and Horses"


def a_night_with_long_names():
    users = people()
    night = a_night(a_club(users["organiser"]), present=9)
    with night.club.changing():
        for player in ClubPlayer.objects.filter(name__in=["Ann", "Bo", "Cy"]):
            player.name = f"{player.name} {LONG}"[:60]
            player.save()
    assert draw_round(night, 1, users["organiser"]).changed
    first, second = (table.game for table in ClubTable.objects.order_by("number"))
    win_for_side_a(first)
    second.add_hand(
        {
            "dealer": "A",
            "turned": ["4"],
            "beg": "stand",
            "jack": None,
            "high": "B",
            "low": "B",
            "game": None,
        },
        "00000000-0000-0000-0000-000000000002",
    )
    return night


@pytest.mark.parametrize("language", ["en-GB", "fa", "hr"])
def test_the_club_rounds_fit_at_360(live_server, browser, language, artifacts):
    night = a_night_with_long_names()
    context = browser.new_context(locale=language, viewport={"width": 360, "height": 740})
    page = context.new_page()
    page.goto(live_server.url + "/accounts/login/")
    page.fill("#id_username", "organiser")
    page.fill("#id_password", "pw-for-tests-1")
    page.locator("main form [type=submit]").click()
    page.wait_for_load_state()
    base = f"{live_server.url}/clubs/{night.club.slug}/nights/{night.pk}/rounds/"
    found = spills_on(page, base, ["", "1/tables/1/result/", "1/tables/2/result/"])
    page.goto(base)
    spills(page)  # (every <details> opened)
    page.screenshot(path=artifacts / f"club-rounds-360-{language}.png", full_page=True)
    context.close()
    assert found == {}, "\n".join(f"{k}: {v}" for k, v in found.items())
