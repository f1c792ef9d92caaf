"""The divisions' pages (issue 35) fit a phone held upright, at 360 and 390 px, in English and
Persian: the season page of two divisions, its results and fixtures month by month (each match
with its division's name), the secretary's page with its divisions, the next
season's preview with a close line, and the league's history with who went up and down."""

import pytest

from leagues.models import CardLine
from leagues.models.next_season import start_next_season
from tests.doors import set_league
from tests.e2e.fit import spills
from tests.leagues.divisions import two_divisions

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("language", ["en-GB", "fa"])
def test_the_division_pages_fit_at_360_and_390(live_server, browser, language):
    season = two_divisions()
    set_league(season.league, moves=1)
    draw = season.fixtures.get(home__code="bell", away__code="fox")
    draw.send_card(season.league.secretary, [CardLine(15, 9), CardLine(9, 15)] * 2)
    context = browser.new_context(locale=language)
    page = context.new_page()
    page.goto(live_server.url + "/accounts/login/")
    page.fill("#id_username", "sec")
    page.fill("#id_password", "pegboard-test-pw")
    page.locator("form [type=submit]").last.click()
    league = f"/leagues/{season.slug}"
    before = [f"{league}/", f"{league}/manage/", f"{league}/manage/next/"]
    # The month-by-month pages, each match with its division's name.
    before += [f"{league}/results/", f"{league}/fixtures/"]
    after = [  # once the next season is started: who went up and down
        f"/leagues/history/{season.league.slug}/",
        "/leagues/calder-league-2027-28/teams/fox/",
        "/leagues/calder-league-2027-28/",
    ]
    found = {}
    for paths, then in ((before, None), (after, "2027-28")):
        if then:
            start_next_season(season, None, then)
        for width, height in ((360, 740), (390, 844)):
            page.set_viewport_size({"width": width, "height": height})
            for path in paths:
                assert page.goto(live_server.url + path).status == 200, path
                if problems := spills(page):
                    found[f"{width} {path}"] = problems
    context.close()
    assert found == {}, "\n".join(f"{k}: {v}" for k, v in found.items())
