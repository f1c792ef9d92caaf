"""A person's page (issue 52) fits a phone held upright, at 360 px, in every language, left to
right and right to left: the rating and its band, the chart and its table opened, the
partners and opponents with their chances, the rated games, where they play and who is merged
into them with the undo, for a player with a long name, as a secretary sees it; and so do the
persons' index and the merge's search and confirmation (tests/e2e/fit.py measures them)."""

import pytest
from django.conf import settings
from django.contrib.auth.models import User
from django.test import Client

from people.models import RatedResult
from people.places import Place
from scoring.models import Game
from tests.e2e.fit import spills, spills_on
from tests.people.results import history, persons
from tests.scoring_helpers import post_hand

pytestmark = [pytest.mark.e2e, pytest.mark.django_db(transaction=True)]

LONG = "Bartholomew Featherstonehaugh-Cholmondeley"


class Everywhere:
    """Every person plays in a league with a long name; the site's staff runs it all."""

    def played_at(self, persons):
        return [Place("league", "The Royal Oak Thursday Night Bela League", "/leagues/")]

    def managed_by(self, user, persons):
        return set()


@pytest.mark.parametrize("language", ["en-GB", "fa", "ur", "it", "hr", "nl"])
def test_a_persons_page_fits_at_360(live_server, browser, language, monkeypatch):
    monkeypatch.setattr("people.places._REGISTERED", [Everywhere()])
    players = persons(LONG, *"BCDEFG", f"{LONG} the Second")
    for result in history(players[:7], 30, seed=7):
        RatedResult.objects.record(*result)
    players[-1].merge_into(players[0], None)
    staff = User.objects.create_user("staff", password="pw-test-42", is_staff=True)
    signed = Client()
    signed.force_login(staff)
    context = browser.new_context(locale=language, viewport={"width": 360, "height": 740})
    context.add_cookies(
        [
            {"name": name, "value": signed.cookies[name].value, "url": live_server.url}
            for name in (settings.SESSION_COOKIE_NAME,)
        ]
    )
    page = context.new_page()
    page.goto(f"{live_server.url}/people/{players[0].pk}/")
    assert page.locator("#merges form button").count() == 1  # the undo, as staff sees it
    page.locator("figure.chart details summary").click()
    problems = spills(page)
    first, second = players[0].pk, players[1].pk
    elsewhere = spills_on(
        page,
        live_server.url,
        [
            "/people/",
            "/people/?q=bart",
            f"/people/{first}/merge/?q=b",
            f"/people/{first}/merge/{second}/",
        ],
    )
    context.close()
    assert problems == [] and elsewhere == {}


@pytest.mark.parametrize("language", ["en-GB", "fa", "ur", "it", "hr", "nl"])
def test_counting_a_scored_game_fits_at_360(live_server, browser, language):
    """The page that counts a friendly game for the ratings, with a refusal on a seat of a long
    name, as the scorer's phone shows it."""
    persons(LONG, "Bo", "Cy", "Dee")
    sides = [
        {"id": "A", "name": "The Royal Oak Regulars", "players": [LONG, "Bo"]},
        {"id": "B", "name": "Crown", "players": ["Cy", "Dee"]},
    ]
    game = Game.objects.create(
        game="allfours", variant="trinidad", sides=sides, first_dealer="A", start={"A": 11}
    )
    post_hand(Client(), game, turned="J", high="", low="", jack="", game="", beg="")
    assert game.confirm_finished().changed
    context = browser.new_context(locale=language, viewport={"width": 360, "height": 740})
    page = context.new_page()
    page.goto(f"{live_server.url}/people/games/{game.public_id}/{game.secret}/")
    page.locator("#id_seat-1-1").fill(f"{LONG} the Third")
    page.locator("form.hand-form button[type=submit]").click()
    assert page.locator(".error").count() == 1
    problems = spills(page)
    context.close()
    assert problems == []
