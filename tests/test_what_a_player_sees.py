"""What a player sees around the scores: every change answered in words, pages that are not dead
ends, and the site's own 403 and 404 pages."""

import uuid

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from leagues.models import Fixture, Season
from scoring.models import Game
from tests.conftest import import_example_league
from tests.scoring_helpers import POSTED, SIDES

pytestmark = pytest.mark.django_db
SLUG = "calder-valley-all-fours-league-2026-27"


def scorer(game, name="scoring-scorer", *args):
    return reverse(name, args=[game.public_id, game.secret, *args])


@pytest.fixture
def game():
    return Game.objects.create(game="allfours", variant="trinidad", sides=SIDES, first_dealer="A")


def test_a_save_answers_with_the_new_totals_in_the_status_line(client, game):
    body = {**POSTED, "client_id": str(uuid.uuid4())}
    page = client.post(scorer(game, "scoring-add-hand"), body, HTTP_HX_REQUEST="true")
    status = page.content.decode().split('id="change-status">')[1].split("</div>")[0]
    assert status == (
        '<p class="status-success">Hand 1 saved: <bdi>Red Lion</bdi> 2, <bdi>Crown</bdi> 1.</p>'
    )
    # Without JavaScript, the same words after the redirect.
    body["client_id"] = str(uuid.uuid4())
    body["dealer"] = "B"
    followed = client.post(scorer(game, "scoring-add-hand"), body, follow=True).content.decode()
    assert "Hand 2 saved: <bdi>Red Lion</bdi> 4, <bdi>Crown</bdi> 2." in followed


def test_reloading_the_address_a_refused_plain_post_left_is_harmless(client, game):
    refused = client.post(scorer(game, "scoring-add-hand"), {"client_id": str(uuid.uuid4())})
    assert refused.status_code == 422
    reload = client.get(scorer(game, "scoring-add-hand"))
    assert reload.status_code == 302 and reload.url == scorer(game)


def test_the_live_page_says_how_to_update_without_javascript(client, game):
    page = client.get(reverse("scoring-live", args=[game.public_id])).content.decode()
    assert "<noscript>Live: reload the page to see new hands.</noscript>" in page
    assert 'aria-live="polite" id="live-announcer"' in page


def test_every_page_has_a_skip_link_and_signing_in_is_one_tap_away(client):
    page = client.get(reverse("leagues-list")).content.decode()
    assert '<a class="skip-link" href="#main">' in page and 'id="main"' in page
    assert f'href="{reverse("login")}?next=/leagues/">Sign in</a>' in page
    assert f'<a href="{reverse("signup")}">sign up</a>' in page
    client.force_login(User.objects.create_user("cap", password="pegboard-test-pw"))
    assert "Sign in</a>" not in client.get(reverse("leagues-list")).content.decode()


@pytest.fixture
def season():
    import_example_league()
    return Season.objects.get(slug=SLUG)


def test_a_refusal_says_why_in_the_sites_layout(client, season):
    fixture = Fixture.objects.filter(season=season, cards__status="confirmed").first()
    captain = User.objects.create_user("cap", password="pegboard-test-pw")
    fixture.home.captains.add(captain)
    client.force_login(captain)
    response = client.get(reverse("leagues-enter-card", args=[SLUG, fixture.pk]))
    page = response.content.decode()
    assert response.status_code == 403
    assert "This card is confirmed: ask the league secretary to correct it." in page
    assert 'class="site-header"' in page and "Leagues</a>" in page


def test_a_missing_page_is_answered_in_the_sites_layout(client):
    response = client.get("/g/no-such-game/")
    page = response.content.decode()
    assert response.status_code == 404 and "Nothing here" in page and "My games</a>" in page


def test_adjustments_name_the_team(client, season):
    team = season.teams.get(code="crown")
    with season.changing():
        season.adjustments.create(team=team, points=-2, reason="late card")
    page = client.get(reverse("leagues-season", args=[SLUG])).content.decode()
    assert "<bdi>The Crown</bdi>: " in page and "crown:" not in page and "late card" in page


def test_a_jack_nobody_tapped_is_said_to_be_taken_as_not_in_play(client, game):
    body = {**POSTED, "client_id": str(uuid.uuid4()), "jack": ""}
    page = client.post(scorer(game, "scoring-add-hand"), body, HTTP_HX_REQUEST="true")
    assert (
        "Hand 1 saved, with the jack taken as not in play (nothing was tapped for it): "
        in page.content.decode()
    )
    body = {**POSTED, "client_id": str(uuid.uuid4()), "dealer": "B", "jack": "none"}
    page = client.post(scorer(game, "scoring-add-hand"), body, HTTP_HX_REQUEST="true")
    assert "Hand 2 saved: " in page.content.decode()  # tapped "Not in play": nothing assumed


def test_every_id_aria_describedby_names_is_on_the_page(client, game):
    import re

    refused = client.post(scorer(game, "scoring-add-hand"), {"client_id": str(uuid.uuid4())})
    pages = [
        refused.content.decode(),
        client.get(reverse("scoring-new-game"), {"variant": "amerikaner:kani"}).content.decode(),
        client.post(reverse("scoring-new-game"), {"variant": "amerikaner:kani"}).content.decode(),
        client.get(reverse("signup")).content.decode(),
    ]
    for page in pages:
        ids = set(re.findall(r'\sid="([^"]+)"', page))
        named = {
            i for value in re.findall(r'aria-describedby="([^"]+)"', page) for i in value.split()
        }
        assert named and named <= ids, named - ids
