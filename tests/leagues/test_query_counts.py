"""League pages cost the same number of queries however big the league: pinned at two sizes
(6 and 20 teams, 30 and 380 fixtures), so an N+1 anywhere fails here."""

import pytest
from django.contrib.auth.models import User
from django.db import connection
from django.test.utils import CaptureQueriesContext
from django.urls import reverse

from leagues.models import CardGame, League, Player
from tests.leagues.sizes import league_of, with_seasons_and_cups

pytestmark = pytest.mark.django_db
BUDGET = {
    "season": 11,  # (with its cups, issue 35)
    # An anonymous visitor's page kept whole since the last change (kernel/caching.kept_page):
    # the season alone is read, for its version.
    "season_kept": 1,
    "results": 6,
    "fixtures": 5,
    # The seasons' versions, and the team's page afresh: its latest results and next fixtures
    # each read on their own (a few rows, not every fixture of the team).
    "team": 18,  # (the league's cups with their winners, issue 35)
    "leaderboard": 3,
    "leaderboard_csv": 6,  # (and each player's rating: the merges, the players, the ratings)
    "ratings": 8,  # (the book's version: its key; the players by rating, the partnerships)
    "head_to_head": 6,
    "history": 9,  # (the league's cups with their winners, issue 35)
    "player": 6,
    "fixture": 5,  # (its moves asked and answered, with who asked and answered, issue 53)
    "table": 5,
    "results_csv": 4,
}


def queries_per_page(client, teams: int) -> dict[str, int]:
    season = league_of(teams, slug=f"size-{teams}")
    team = season.teams.first()
    player = Player.objects.filter(team=team).first()
    fixture = season.fixtures.filter(cards__isnull=False).first()
    pages = {
        "season": reverse("leagues-season", args=[season.slug]),
        "season_kept": reverse("leagues-season", args=[season.slug]),  # its table kept since
        "results": reverse("leagues-results", args=[season.slug]),
        "fixtures": reverse("leagues-fixtures", args=[season.slug]),
        "team": reverse("leagues-team", args=[season.slug, team.code]),
        "player": reverse("leagues-player", args=[season.slug, player.pk]),
        "fixture": reverse("leagues-fixture", args=[season.slug, fixture.pk]),
        "table": reverse("leagues-table-csv", args=[season.slug]),
        "results_csv": reverse("leagues-results-csv", args=[season.slug]),
        "leaderboard": reverse("leagues-leaderboard", args=[season.slug]),
        "leaderboard_csv": reverse("leagues-leaderboard-csv", args=[season.slug]),
        "ratings": reverse("leagues-ratings", args=[season.slug]),
        "head_to_head": reverse("leagues-head-to-head", args=[season.slug, "t0", "t1"]),
        "history": reverse("leagues-history", args=[season.league.slug]),
    }
    counts = {}
    for name, url in pages.items():
        with CaptureQueriesContext(connection) as captured:
            assert client.get(url).status_code == 200
        counts[name] = len(captured.captured_queries)
    return counts


def test_league_pages_cost_the_same_queries_at_any_size(client):
    small, large = queries_per_page(client, 6), queries_per_page(client, 20)
    assert small == large
    assert small == BUDGET


def test_more_seasons_and_more_cups_cost_no_more_queries(client):
    """The league's history, a team's page (which lists the team's seasons and the cups it
    won) and the season's page (its cups, each won with its winner) read the cups with their
    winners at once."""

    def counts(seasons: int, cups: int) -> dict[str, int]:
        slug = f"cups-{seasons}-{cups}"
        season = with_seasons_and_cups(league_of(4, slug=slug), seasons, cups)
        pages = {
            "history": reverse("leagues-history", args=[season.league.slug]),
            "team": reverse("leagues-team", args=[season.slug, "t1"]),
            "season": reverse("leagues-season", args=[season.slug]),
        }
        counted = {}
        for name, url in pages.items():
            with CaptureQueriesContext(connection) as captured:
                page = client.get(url).content.decode()
            counted[name] = len(captured.captured_queries)
            # Every season's cups show, with the winners of those won.
            if name == "history":
                assert page.count("won by <bdi>") == (seasons + 1) * (cups - 1)
                assert page.count("not won yet") == seasons + 1
            elif name == "season":  # its own cups, each won with its winner
                assert page.count("won by <bdi>") == cups - 1
                assert "won by <bdi>Team 1</bdi>" in page
            else:
                assert page.count("Cup 1</bdi></a>") == seasons + 1  # t1 won each Cup 1
        return counted

    few, many = counts(0, 2), counts(3, 4)
    assert few == many and few["history"] == BUDGET["history"]


def test_a_players_page_shows_the_latest_games_and_every_game_on_request(client):
    season = league_of(8, slug="players")
    player = Player.objects.filter(team__season=season).first()
    url = reverse("leagues-player", args=[season.slug, player.pk])
    played = CardGame.objects.played_by(player).count()
    assert played > 10
    page = client.get(url).content.decode()
    assert f"<dd>{played}</dd>" in page and f"The latest 10 of {played} games." in page
    assert page.count(" against ") == 10
    every = client.get(url + "?games=all").content.decode()
    assert every.count(" against ") == played and "Show all" not in every


def test_the_secretarys_manage_page_shows_each_cups_winner_at_once(client):
    """The manage page lists the season's cups as the season's page does, each won with its
    winner, with no query more for more cups."""

    def counted(cups: int) -> int:
        season = with_seasons_and_cups(league_of(4, slug=f"manage-{cups}"), 0, cups)
        secretary = User.objects.create_user(f"secretary-{cups}")
        with season.league.changing():
            League.objects.filter(pk=season.league_id).update(secretary=secretary)
        client.force_login(secretary)
        url = reverse("leagues-manage", args=[season.slug])
        with CaptureQueriesContext(connection) as captured:
            page = client.get(url).content.decode()
        assert page.count("won by <bdi>") == cups - 1
        assert "<bdi>Cup 1</bdi></a>, won by <bdi>Team 1</bdi>" in page
        return len(captured.captured_queries)

    assert counted(2) == counted(4)
