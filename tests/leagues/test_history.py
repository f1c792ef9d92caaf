"""A league's seasons side by side: champions, where each team finished, and a team's and a
player's other seasons."""

import datetime

import pytest
from django.contrib.auth.models import User
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.urls import reverse

from leagues.models import CardGame, CardLine, Fixture, League, MatchCard, Player, Season, Team
from tests.conftest import import_example_league
from tests.doors import new_league, new_season, set_league
from tests.leagues.cups import WON, drawn_cup, the_final

pytestmark = pytest.mark.django_db


def finished_season_before(season: Season) -> Season:
    """Last season, every fixture settled: the Swan beat the Crown, the only match."""
    last = new_season(season.league, name="2025-26", slug="last")
    with last.changing():
        Season.objects.filter(pk=last.pk).update(
            created=season.created - datetime.timedelta(days=365)
        )
        swan, crown = (
            Team.objects.create(season=last, code=code, name=name)
            for code, name in (("swan", "The Swan"), ("crown", "The Crown"))
        )
        fixture = Fixture.objects.create(
            season=last, home=swan, away=crown, date=datetime.date(2025, 9, 4)
        )
        card = MatchCard.objects.create(fixture=fixture, version=1, status="confirmed")
        CardGame.objects.bulk_create(
            CardGame(card=card, number=n, home_score=h, away_score=a)
            for n, (h, a) in enumerate([(15, 9), (15, 12), (10, 15), (15, 6)], start=1)
        )
    last.refresh_from_db()
    return last


def test_the_league_page_lists_its_seasons_with_champions_and_leaders(client):
    season = import_example_league()
    finished_season_before(season)
    page = client.get(reverse("leagues-history", args=[season.league.slug])).content.decode()
    # The season being played (one fixture to come) has leaders; the finished one champions.
    assert "leading so far: <bdi>The Black Bull</bdi>, 13 points" in page
    assert "champions: <bdi>The Swan</bdi>, 8 points" in page
    assert page.index("2026-27</a>") < page.index("2025-26</a>")  # the newest first
    # Where each team finished: the Bull only played the newer season.
    assert '<th scope="row" class="team">The Black Bull</th><td>1</td><td>–</td>' in page
    assert '<th scope="row" class="team">The Swan</th><td>3</td><td>1</td>' in page
    listing = client.get(reverse("leagues-list")).content.decode()
    assert reverse("leagues-history", args=[season.league.slug]) in listing


def test_a_teams_page_lists_its_other_seasons(client):
    season = import_example_league()
    finished_season_before(season)
    page = client.get(reverse("leagues-team", args=[season.slug, "swan"])).content.decode()
    assert "2026-27</a>: 3 of 3 so far · played 2, won 0, drawn 1, lost 1 · 7 points" in page
    assert "2025-26</a>: 1 of 2, final · played 1, won 1, drawn 0, lost 0 · 8 points" in page


def test_a_players_other_seasons_are_the_same_person(client):
    season = import_example_league()
    last = finished_season_before(season)
    ann_user = User.objects.create_user("ann")
    swan_now = season.teams.get(code="swan")
    swan_then, crown_then = last.teams.get(code="swan"), last.teams.get(code="crown")
    with season.changing(), last.changing():
        ann = Player.objects.create(team=swan_now, name="Ann", user=ann_user)
        ann_then = Player.objects.create(team=crown_then, name="Annie", user=ann_user)  # moved
        bob = Player.objects.create(team=swan_now, name="Bob")
        bob_then = Player.objects.create(team=swan_then, name="BOB")  # no account: name, team
        Player.objects.create(team=crown_then, name="Bob")  # another Bob: another team
        partner = Player.objects.create(team=crown_then, name="Cy")
        di = Player.objects.create(team=swan_then, name="Di")
    secretary = User.objects.create_user("sec")
    set_league(season.league, secretary=secretary)
    fixture = last.fixtures.get()
    outcome, _ = fixture.send_card(
        secretary,
        [
            CardLine(
                15,
                9,
                home_players=(bob_then.pk, di.pk),
                away_players=(ann_then.pk, partner.pk),
            ),
            CardLine(15, 12),
            CardLine(10, 15),
            CardLine(15, 6),
        ],
        replaces=1,
    )
    assert outcome.changed
    ann_page = client.get(reverse("leagues-player", args=[season.slug, ann.pk])).content.decode()
    assert "Other seasons" in ann_page and "<bdi>The Crown</bdi>: 1 game, 0 won (0%)" in ann_page
    bob_page = client.get(reverse("leagues-player", args=[season.slug, bob.pk])).content.decode()
    assert "<bdi>The Swan</bdi>: 1 game, 1 won (100%)" in bob_page
    assert "The Crown</bdi>" not in bob_page.split("Other seasons")[1].split("<h2>")[0]


@pytest.mark.django_db(transaction=True)
def test_the_slug_migration_numbers_names_that_read_the_same():
    executor = MigrationExecutor(connection)
    executor.migrate([("leagues", "0008_leaderboard_min_games")])
    old = executor.loader.project_state([("leagues", "0008_leaderboard_min_games")]).apps
    OldLeague = old.get_model("leagues", "League")
    OldLeague.objects.create(name="The Crown League")
    OldLeague.objects.create(name="the crown league!")
    executor = MigrationExecutor(connection)
    executor.loader.build_graph()
    latest = [leaf for leaf in executor.loader.graph.leaf_nodes() if leaf[0] == "leagues"]
    executor.migrate(latest)
    slugs = list(League.objects.order_by("pk").values_list("slug", flat=True))
    assert slugs == ["the-crown-league", "the-crown-league-2"]
    assert new_league("The Crown League?").slug == "the-crown-league-3"


def test_the_league_page_and_a_teams_page_show_the_cups_won(client, league):
    """Each season's cups link to their brackets with their winners (stored as the Final's
    card settled it); a team's page lists the cups it won, by season."""
    season, _, people = league
    secretary = people["secretary"]
    last = finished_season_before(season)
    cup, final = the_final(last, people, "Knockout Shield")
    final.send_card(secretary, WON)
    running, _ = drawn_cup(season, people)
    page = client.get(reverse("leagues-history", args=[season.league.slug])).content.decode()
    shield = reverse("leagues-cup", args=[last.slug, cup.pk])
    assert f'<a href="{shield}"><bdi>Knockout Shield</bdi></a>, won by <bdi>The Swan</bdi>' in page
    this = reverse("leagues-cup", args=[season.slug, running.pk])
    assert f'<a href="{this}"><bdi>Challenge Cup</bdi></a>, not won yet' in page
    assert page.index("Challenge Cup") < page.index("Knockout Shield")  # the newest first
    swan = client.get(reverse("leagues-team", args=[season.slug, "swan"])).content.decode()
    assert "<h2>Cups won</h2>" in swan
    assert f'2025-26</a>: <a href="{shield}"><bdi>Knockout Shield</bdi></a></li>' in swan
    crown = client.get(reverse("leagues-team", args=[season.slug, "crown"])).content.decode()
    assert "Cups won" not in crown and "Knockout Shield" not in crown


def test_a_player_written_with_an_unseen_character_is_the_same_person():
    """Issue 47: the figures of other seasons find a player by name as names are compared
    (scoring/rules/names.py, name_key): a zero-width space or a dot on an i is no other one."""
    season = import_example_league()
    last = finished_season_before(season)
    with season.changing(), last.changing():
        bob = Player.objects.create(team=season.teams.get(code="swan"), name="Bob Hill")
        then = Player.objects.create(team=last.teams.get(code="swan"), name="BOB\u200b HI\u0307LL")
        Player.objects.create(team=last.teams.get(code="crown"), name="Bob Hill")  # another team
        Player.objects.create(team=last.teams.get(code="swan"), name="Bob Hills")  # another name
    assert Player.objects.same_person_as(bob) == [then]
