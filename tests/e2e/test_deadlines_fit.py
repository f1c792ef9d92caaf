"""The deadlines' pages (issue 53) fit a phone held upright, at 360 and 390 px, in English and
Persian: the secretary's deadlines page with a late card, its one tap and the ledger (a
standing entry and a withdrawn one), the table with a penalty beside the team, and a fixture
whose card confirmed itself at the deadline."""

import datetime

import pytest
from django.utils import timezone

from leagues.deadlines import settle_late
from leagues.models import CardLine, Fixture
from tests.e2e.fit import spills
from tests.leagues.cards import SLUG, league_with_everyone

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


def late_season():
    """The example league with a late card settled by a penalty, an award withdrawn, and a
    card that confirmed itself."""
    season, fixture, people = league_with_everyone()
    season.set_deadlines(72, "penalty", 2, 3)
    with season.changing():
        late = Fixture.objects.create(
            season=season,
            home=season.teams.get(code="bull"),
            away=season.teams.get(code="swan"),
            date=timezone.localdate() - datetime.timedelta(days=7),
        )
    settle_late(late, "bull", people["secretary"])
    season.adjust("crown", 1, "a fair-play award", people["secretary"]).withdraw(
        people["secretary"]
    )
    fixture.send_card(people["home_captain"], [CardLine(15, 9), CardLine(15, 3)] * 2)
    fixture.cards.get().confirm_at_deadline(timezone.now() + datetime.timedelta(hours=73))
    return season, fixture


@pytest.mark.parametrize("language", ["en-GB", "fa"])
def test_the_deadlines_pages_fit_at_360_and_390(live_server, browser, language):
    _, fixture = late_season()
    context = browser.new_context(locale=language)
    page = context.new_page()
    page.goto(live_server.url + "/accounts/login/")
    page.fill("#id_username", "secretary")
    page.fill("#id_password", "pegboard-test-pw")
    page.press("#id_password", "Enter")
    page.wait_for_url("**/leagues/**")
    league = f"/leagues/{SLUG}"
    paths = [f"{league}/manage/deadlines/", f"{league}/", f"{league}/fixtures/{fixture.pk}/"]
    found = {}
    for width, height in ((360, 740), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        for path in paths:
            assert page.goto(live_server.url + path).status == 200, path
            assert page.url == live_server.url + path  # (signed in: not sent to sign in)
            if problems := spills(page):
                found[f"{width} {path}"] = problems
    context.close()
    assert found == {}, "\n".join(f"{k}: {v}" for k, v in found.items())
