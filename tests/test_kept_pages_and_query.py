"""A page kept for everyone (kernel/caching.py: the live game page, the league's pages) never
hands one visitor's query string to the next: no page writes the query into what it renders
(the language switch returns to the path alone), so the first visitor's `?x=<anything>` is in
neither their page nor the one kept and given to everyone after them."""

import pytest
from django.urls import reverse

from tests.leagues.cards import SLUG, league_with_everyone
from tests.leagues.cups import drawn_cup
from tests.scoring_helpers import new_game

pytestmark = pytest.mark.django_db
MARK = "zq7hostile"
HOSTILE = {"x": f'"><b>{MARK}</b>', "next": f"/{MARK}/", "lang": MARK, "hands": MARK}


def kept_pages(season, fixture, cup, game) -> list[str]:
    """Every page a shared cache may keep (`@shareable`) that is HTML, by its address."""
    named = {
        "leagues-list": [],
        "leagues-history": [season.league.slug],
        "leagues-season": [SLUG],
        "leagues-results": [SLUG],
        "leagues-fixtures": [SLUG],
        "leagues-fixture": [SLUG, fixture.pk],
        "leagues-team": [SLUG, "swan"],
        "leagues-head-to-head": [SLUG, "swan", "crown"],
        "leagues-leaderboard": [SLUG],
        "leagues-embed-table": [SLUG],
        "leagues-print-fixtures": [SLUG],
        "leagues-print-card": [SLUG, fixture.pk],
        "leagues-cup": [SLUG, cup.pk],
        "scoring-live": [game.public_id],
    }
    player = season.teams.get(code="swan").players.first()
    pages = [reverse(name, args=args) for name, args in named.items()]
    return [*pages, reverse("leagues-player", args=[SLUG, player.pk])]


def test_no_kept_page_carries_the_first_visitors_query(client):
    season, fixture, people = league_with_everyone()
    cup, _ = drawn_cup(season, people)
    for url in kept_pages(season, fixture, cup, new_game()):
        first = client.get(url, HOSTILE)
        later = client.get(url)
        assert first.status_code == later.status_code == 200, url
        assert MARK not in first.content.decode(), url
        assert MARK not in later.content.decode(), url
        if 'name="next"' in later.content.decode():  # (the embed and print pages have none)
            assert f'name="next" value="{url}"' in later.content.decode(), url


def test_the_live_page_kept_after_a_query_is_the_one_everyone_gets(client):
    game = new_game()
    url = reverse("scoring-live", args=[game.public_id])
    first = client.get(url, {"x": MARK})
    assert first.content == client.get(url).content  # kept once, the query in neither
    assert MARK not in first.content.decode()
