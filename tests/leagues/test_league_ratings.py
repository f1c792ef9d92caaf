"""Where a league shows its players' ratings (issue 52): the season's ratings page (ranked by
the conservative rating, the band, provisional marked, each linking to the person), its
partnerships, the player's page linking to the person, and `standings --format json`."""

import datetime
import io
import json

import pytest
from django.core.management import call_command
from django.urls import reverse
from django.utils import timezone

from leagues.models import Player
from people.models import RatedResult
from people.rules import PARTNERSHIP_GAMES
from tests.leagues.test_rated_cards import named, played  # noqa: F401 (a fixture)

pytestmark = pytest.mark.django_db


def confirmed(played):  # noqa: F811
    """The fixture's card confirmed: its home side's first pair won game 1, its away side's
    second pair game 2. The season, its players by name, and the four who won."""
    secretary, fixture, home, away, _ = played
    fixture.send_card(secretary, named(home, away, (15, 9), (3, 15)))
    players = {p.name: p for p in Player.objects.filter(team__season=fixture.season)}
    won = {p.name for p in players.values() if p.pk in (*home[:2], *away[2:])}
    return fixture.season, players, won


def test_the_ratings_page_ranks_by_conservative_rating_and_links_each_person(client, played):  # noqa: F811
    season, players, winners = confirmed(played)
    with season.changing():
        Player.objects.create(team=players["Ann"].team, name="Zed")  # no rated game yet
    page = client.get(reverse("leagues-ratings", args=[season.slug])).content.decode()
    order = sorted(players, key=lambda name: page.index(f"<span>{name}</span>"))
    assert set(order[:4]) == set(winners)
    for player in players.values():
        assert f'href="{reverse("people-person", args=[player.person_id])}"' in page
    assert page.count("prov.") >= 8
    assert "Not rated yet" in page and "Zed" in page.split("Not rated yet")[1]


def test_a_players_page_links_their_person(client, played):  # noqa: F811
    season, players, _ = confirmed(played)
    page = client.get(reverse("leagues-player", args=[season.slug, players["Ann"].pk]))
    assert reverse("people-person", args=[players["Ann"].person_id]) in page.content.decode()


def test_partnerships_of_the_seasons_pairs_are_shown_once_they_played_enough(client, played):  # noqa: F811
    season, players, _ = confirmed(played)
    ann, bob, cal, dee = (players[name].person_id for name in ("Ann", "Bob", "Cal", "Dee"))
    url = reverse("leagues-ratings", args=[season.slug])
    assert "No pair of the season has played" in client.get(url).content.decode()
    start = timezone.now() + datetime.timedelta(days=30)
    for number in range(PARTNERSHIP_GAMES):  # at their club, say: every rated game counts
        when = start + datetime.timedelta(days=number)
        RatedResult.objects.record(
            f"club:table:{number}", when, [[ann, bob], [cal, dee]], [11, 5], 0
        )
    page = client.get(url).content.decode()
    partnerships = page.split("Partnerships")[1]
    assert partnerships.index("Ann") < partnerships.index("Cal")  # the winning pair first
    assert "5 games" in partnerships


def test_standings_json_carries_each_players_rating(played):  # noqa: F811
    season, players, _ = confirmed(played)
    out = io.StringIO()
    call_command("standings", season.slug, format="json", stdout=out)
    ratings = json.loads(out.getvalue())["ratings"]
    assert [row["position"] for row in ratings] == list(range(1, 9))
    ann = next(row for row in ratings if row["player"] == "Ann")
    assert ann["person"] == players["Ann"].person_id
    assert ann["games"] == 1 and ann["provisional"] is True
    assert ann["conservative"] == pytest.approx(ann["mu"] - 3 * ann["sigma"], abs=0.01)
