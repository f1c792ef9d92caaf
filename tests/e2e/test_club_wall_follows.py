"""The wall's live page follows the tables by itself in a real browser: a table's game won on
its phone shows on the screen within a few polls, with no reload of the page."""

import pytest

from clubs.models import ClubTable
from clubs.models.draws import draw_round
from tests.clubs.nights import a_club, a_night, people, win_for_side_a

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def test_the_wall_shows_a_table_won_without_a_reload(live_server, browser):
    organiser = people()["organiser"]
    night = a_night(a_club(organiser), present=8)
    assert draw_round(night, 1, organiser).changed
    context = browser.new_context(viewport={"width": 1280, "height": 800})
    page = context.new_page()
    page.goto(f"{live_server.url}/clubs/{night.club.slug}/nights/{night.pk}/live/")
    assert page.locator(".wall-table").count() == 2
    assert page.locator(".wall-table.done").count() == 0
    page.evaluate("() => { window.sameDocument = true; }")
    win_for_side_a(ClubTable.objects.get(number=1).game)  # scored on the table's phone
    page.wait_for_selector(".wall-table.done", timeout=15_000)
    assert page.locator(".wall-table.done").count() == 1
    assert page.evaluate("() => window.sameDocument === true")  # swapped in, not reloaded
    context.close()
