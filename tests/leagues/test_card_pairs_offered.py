"""A card's pairs offered from each team's earlier cards, as a captain types them: the names
that team wrote (or picked from its players), newest first, once each, never the other
team's, and never from this fixture's own cards."""

import re
from html import unescape

import pytest

from leagues.models import CardLine, Fixture, Player
from leagues.models.card_offers import earlier_pairs
from tests.leagues.cards import as_, enter_url, league_with_everyone

pytestmark = pytest.mark.django_db


def offered(page: str, side: str) -> list[str]:
    block = re.search(rf'<datalist id="{side}-pairs">(.*?)</datalist>', page)
    return [unescape(v) for v in re.findall(r'<option value="([^"]*)">', block[1] if block else "")]


def earlier_cards(season, people):
    """The secretary writes pairs onto the three played matches' cards, oldest first: the
    Crown v the Swan (a Crown pair picked from its players), the Swan v the Bull, the Bull v
    the Crown."""
    fixtures = {(f.home.code, f.away.code): f for f in Fixture.objects.filter(season=season)}
    crown = fixtures["crown", "swan"].home
    with season.changing():
        gil, ida = (Player.objects.create(team=crown, name=name) for name in ("Gil", "Ida"))
    cards = {
        ("crown", "swan"): [
            CardLine(15, 12, "Cal & Dee", "Ann & Cy"),
            CardLine(9, 15, "Eve & Fay", "Bob & Di"),
            CardLine(15, 14, home_players=(gil.pk, ida.pk)),
            CardLine(15, 7),
        ],
        ("swan", "bull"): [CardLine(15, 3, "Ann & Bob", "Gus & Hal"), *[CardLine(15, 3)] * 3],
        ("bull", "crown"): [CardLine(15, 3, "Gus & Hal", "Cal & Dee"), *[CardLine(15, 3)] * 3],
    }
    for key, lines in cards.items():
        latest = fixtures[key].cards.order_by("-version").first().version
        outcome, _ = fixtures[key].send_card(people["secretary"], lines, replaces=latest)
        assert outcome.changed


def test_the_pairs_each_team_wrote_before_are_offered_to_its_fields(client):
    season, swan_crown, people = league_with_everyone()
    earlier_cards(season, people)
    page = as_(client, people, "home_captain").get(enter_url(swan_crown)).content.decode()
    assert offered(page, "home") == ["Ann & Bob", "Ann & Cy", "Bob & Di"]  # the Swan's
    assert offered(page, "away") == ["Cal & Dee", "Eve & Fay", "Gil & Ida"]  # the Crown's
    fields = re.findall(r'<input type="text" name="([\w-]+)"[^>]*list="(\w+-pairs)"', page)
    assert ("game-1-home_pair", "home-pairs") in fields and (
        "game-4-away_pair",
        "away-pairs",
    ) in fields


def test_a_teams_first_card_offers_nothing(client):
    _, swan_crown, people = league_with_everyone()
    page = as_(client, people, "home_captain").get(enter_url(swan_crown)).content.decode()
    assert "<datalist" not in page and 'list="' not in page


def test_the_offer_is_one_query(django_assert_num_queries):
    season, swan_crown, people = league_with_everyone()
    earlier_cards(season, people)
    with django_assert_num_queries(1):
        assert earlier_pairs(swan_crown, most=2) == {
            "home": ["Ann & Bob", "Ann & Cy"],
            "away": ["Cal & Dee", "Eve & Fay"],
        }
