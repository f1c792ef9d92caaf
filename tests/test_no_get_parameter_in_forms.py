"""No address fills a form in: every page of the site with a form that sends (POST) is asked
with hostile GET parameters, one for each field its forms have and a few strays (start_key,
next, seed), and none of them reaches a field of any form that sends, nor any hidden field.
A link that could fill in a hidden field (a start's key) could hand one visitor's start to
another. The fixture's new-game link fills its form in only signed (scoring/start_links.py).

The one parameter a form carries is `next`, the page to return to after signing in, and only
when it is a path of this site (Django's own check): a hostile one (another site, markup) is
dropped."""

import re
from urllib.parse import parse_qsl, urlsplit

import pytest
from django.urls import reverse

from leagues.models import Cup
from scoring.models import Game
from scoring.rules import games
from tests.leagues.cards import SLUG, as_, league_with_everyone
from tests.scoring_helpers import new_game, post_hand
from tests.test_play_again import won_game

pytestmark = pytest.mark.django_db
MARK = "zq7hostile"
STRAYS = {
    "start_key": "0b9c2f4e-8d1a-4c3b-9e7f-6a5d4c3b2a19",
    "next": f"https://evil.example/{MARK}",
    "seed": "424242",
    "x": f'"><b>{MARK}</b>',
}
FIELD_NAME = re.compile(r'name="([^"]+)"')
POSTING_FORM = re.compile(r'<form[^>]*method="post".*?</form>', re.S | re.I)
HIDDEN = re.compile(r'<input[^>]*type="hidden"[^>]*>', re.I)


def hostile(url: str, page: str) -> dict:
    """A hostile value for every field the page's forms name (but the address's own)."""
    own = dict(parse_qsl(urlsplit(url).query))
    named = {name: MARK for name in FIELD_NAME.findall(page) if name not in own}
    return own | named | STRAYS


def echoed(page: str) -> list[str]:
    """What of the hostile parameters a sending form or a hidden field carries."""
    places = POSTING_FORM.findall(page) + HIDDEN.findall(page)
    found = [place for place in places if MARK in place or STRAYS["start_key"] in place]
    return found + [field for field in HIDDEN.findall(page) if 'value="424242"' in field]


def pages_of_anyone(live: Game, won: Game) -> list[str]:
    scorer = reverse("scoring-scorer", args=[live.public_id, live.secret])
    variants = [
        f"{reverse('scoring-new-game')}?variant={game.id}:{variant.id}"
        for game in games().values()
        for variant in game.variants.values()
    ]
    return [
        reverse("scoring-home"),
        reverse("scoring-new-game"),
        *variants,
        reverse("scoring-import"),
        reverse("scoring-my-games"),
        scorer,
        reverse("scoring-edit-hand", args=[live.public_id, live.secret, 1]),
        reverse("scoring-scorer", args=[won.public_id, won.secret]),
        reverse("scoring-live", args=[live.public_id]),
        reverse("login"),
        reverse("signup"),
        reverse("password_reset"),
        reverse("leagues-list"),
    ]


def pages_of_the_league(fixture, cup) -> dict[str, list[str]]:
    house = reverse("leagues-house-rules", args=[SLUG])
    return {
        "secretary": [
            reverse("profile"),
            reverse("password_change"),
            reverse("leagues-new-season"),
            reverse("leagues-import"),
            reverse("leagues-manage", args=[SLUG]),
            reverse("leagues-waiting-cards", args=[SLUG]),
            reverse("leagues-next-season", args=[SLUG]),
            reverse("leagues-new-cup", args=[SLUG]),
            reverse("leagues-cup-draw", args=[SLUG, cup.pk]),
            reverse("leagues-cup", args=[SLUG, cup.pk]),
            house,
            f"{house}?variant=allfours:trinidad",
            reverse("leagues-fixture", args=[SLUG, fixture.pk]),
        ],
        "home_captain": [
            reverse("leagues-enter-card", args=[SLUG, fixture.pk]),
            reverse("leagues-fixture", args=[SLUG, fixture.pk]),
            reverse("leagues-team", args=[SLUG, "swan"]),
        ],
    }


def assert_nothing_echoed(client, url: str) -> None:
    plain = client.get(url)
    assert plain.status_code == 200, url
    asked = client.get(urlsplit(url).path, hostile(url, plain.content.decode()))
    assert asked.status_code in (200, 400), url
    assert not echoed(asked.content.decode()), (url, echoed(asked.content.decode()))


def test_no_get_parameter_reaches_a_form_of_anyones_page(client):
    live = new_game()
    post_hand(client, live)
    for url in pages_of_anyone(live, won_game()):
        assert_nothing_echoed(client, url)


def test_no_get_parameter_reaches_a_form_of_a_league_page(client):
    season, fixture, people = league_with_everyone()
    _, cup = Cup.start(season, season.league.secretary, "Challenge Cup", "aggregate", "drawn")
    for who, urls in pages_of_the_league(fixture, cup).items():
        as_(client, people, who)
        for url in urls:
            assert_nothing_echoed(client, url)


def test_the_cup_draws_preview_takes_no_number_from_the_address(client):
    season, _, people = league_with_everyone()
    _, cup = Cup.start(season, season.league.secretary, "Challenge Cup", "aggregate", "drawn")
    as_(client, people, "secretary")
    asked = {"teams": ["swan", "crown", "bull"], "seed": "424242"}
    page = client.get(reverse("leagues-cup-draw", args=[SLUG, cup.pk]), asked).content.decode()
    assert "Confirm this draw" in page and 'name="seed" value="424242"' not in page
