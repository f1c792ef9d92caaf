"""The league night live on a phone held upright (360 px), left to right and right to left:
the tonight page, its TV view, the fixture's games and the start form, with a long-named
match of four games being played, nothing off the screen (tests/e2e/fit.py)."""

import uuid

import pytest
from django.contrib.auth.models import User
from django.utils import timezone

from leagues.models import Fixture
from leagues.models.fixture_games import start_fixture_game
from tests.conftest import import_example_league
from tests.doors import set_league
from tests.e2e.fit import spills

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]
HAND = {"dealer": "B", "high": "A", "low": "A", "jack": "A", "game": "A"}


def a_night_being_played():
    season = import_example_league()
    secretary = User.objects.create_user("s", password="pegboard-test-pw")
    set_league(season.league, secretary=secretary)
    season.house_variant, season.house_options = "heckmondwike", {}
    with season.changing():
        season.save()
    fixture = Fixture.objects.get(season=season, home__code="swan", away__code="crown")
    fixture.rearrange(timezone.localdate(), postponed=False)
    for number in range(1, 5):
        game, _ = start_fixture_game(
            fixture, secretary, number, "Bartholomew Featherstonehaugh & Ann", "Cal & Dee"
        )
        game.add_hand(HAND, uuid.uuid4())
    return season, fixture


@pytest.mark.parametrize("language", ["en-GB", "fa", "ur"])
def test_the_night_live_fits_at_360(live_server, browser, language):
    season, fixture = a_night_being_played()
    context = browser.new_context(locale=language, viewport={"width": 360, "height": 740})
    page = context.new_page()
    page.goto(live_server.url + "/accounts/login/")
    page.fill("#id_username", "s")
    page.fill("#id_password", "pegboard-test-pw")
    page.locator("main form [type=submit]").click()
    page.wait_for_load_state()
    base = f"{live_server.url}/leagues/{season.slug}"
    found = {}
    paths = ["/tonight/", "/tonight/tv/", f"/fixtures/{fixture.pk}/"]
    for path in [*paths, f"/fixtures/{fixture.pk}/games/new/"]:
        page.goto(base + path)
        if problems := spills(page):
            found[path] = problems
    assert found == {}
