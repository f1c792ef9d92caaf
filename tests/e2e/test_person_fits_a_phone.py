"""A person's page (issue 52) fits a phone held upright, at 360 px, left to right and right to
left: the rating and its band, the chart and its table opened, the partners and opponents
with their chances, and the rated games, for a player with a long name
(tests/e2e/fit.py measures them)."""

import pytest

from people.models import RatedResult
from tests.e2e.fit import spills
from tests.people.results import history, persons

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]


@pytest.mark.parametrize("language", ["en-GB", "fa", "hr"])
def test_a_persons_page_fits_at_360(live_server, browser, language):
    players = persons("Bartholomew Featherstonehaugh-Cholmondeley", *"BCDEFG")
    for result in history(players, 30, seed=7):
        RatedResult.objects.record(*result)
    context = browser.new_context(locale=language, viewport={"width": 360, "height": 740})
    page = context.new_page()
    page.goto(f"{live_server.url}/people/{players[0].pk}/")
    page.locator("figure.chart details summary").click()
    problems = spills(page)
    context.close()
    assert problems == []
