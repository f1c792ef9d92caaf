"""The players' pages and the leaderboard on the example league, against figures worked out
by hand; and who may set the leaderboard's minimum games."""

import csv
import io

import pytest
from django.urls import reverse

from tests.leagues.cards import PERSONAS, SLUG, as_, with_pairs_named

pytestmark = pytest.mark.django_db


@pytest.fixture
def named(league):
    return with_pairs_named(*league)


def player_page(client, player) -> str:
    return client.get(reverse("leagues-player", args=[SLUG, player.pk])).content.decode()


def test_a_players_page_agrees_with_the_figures_worked_by_hand(client, named):
    _season, players, _people = named
    # Ann: lost 12-15 with Cy on 3 Sep, won 15-9 with Bob on 1 Oct.
    page = player_page(client, players["Ann"])
    assert "<dt>Games</dt><dd>2</dd>" in page and "<dt>Won</dt><dd>1 (50%)</dd>" in page
    assert "<dt>Points</dt><dd>27–24</dd>" in page
    assert "<dt>Average margin</dt><dd>1.5 a game</dd>" in page
    assert "<dt>Best run</dt><dd>1 won in a row</dd>" in page
    assert page.index("<bdi>Cy</bdi>: 1 game, 0 won") < page.index(
        "<bdi>Bob</bdi>: 1 game, 1 won"
    )  # first met first
    # Di: won 15-9 with Bob (away), won 15-3 with Cy.
    page = player_page(client, players["Di"])
    assert "<dt>Won</dt><dd>2 (100%)</dd>" in page and "<dt>Points</dt><dd>30–12</dd>" in page
    assert "<dt>Average margin</dt><dd>9.0 a game</dd>" in page
    assert "<dt>Best run</dt><dd>2 won in a row</dd>" in page
    # Eve: lost both.
    page = player_page(client, players["Eve"])
    assert "<dt>Won</dt><dd>0 (0%)</dd>" in page and "<dd>-9.0 a game</dd>" in page


def leaderboard(client, query: str = "") -> str:
    return client.get(reverse("leagues-leaderboard", args=[SLUG]) + query).content.decode()


def names_in_order(page: str, names) -> list[str]:
    return sorted(names, key=lambda name: page.index(f"<span>{name}</span>"))


def test_the_leaderboard_ranks_by_win_percentage_and_by_the_column_asked_for(client, named):
    everyone = ["Ann", "Bob", "Cy", "Di", "Cal", "Dee", "Eve", "Fay"]
    page = leaderboard(client, "")
    # 100% (Di's margin 9.0 beats Bob's 6.0), 50% (Cy 4.5, Ann 1.5, Cal and Dee -1.5), 0%.
    assert names_in_order(page, everyone) == ["Di", "Bob", "Cy", "Ann", "Cal", "Dee", "Eve", "Fay"]
    assert 'aria-sort="descending"><a href="?sort=win_percent">' in page
    by_margin = leaderboard(client, "?sort=margin")
    assert names_in_order(by_margin, everyone)[:3] == ["Di", "Bob", "Cy"]
    assert "Pat" not in page  # no games: not listed


def test_the_leaderboard_as_csv(client, named):
    body = client.get(reverse("leagues-leaderboard-csv", args=[SLUG])).content.decode("utf-8-sig")
    rows = list(csv.DictReader(io.StringIO(body)))
    assert [row["player"] for row in rows][:2] == ["Di", "Bob"]
    assert rows[0] == {
        "position": "1",
        "player": "Di",
        "team": "The Swan",
        "played": "2",
        "won": "2",
        "lost": "0",
        "win %": "100",
        "points for": "30",
        "points against": "12",
        "average margin": "9.0",
        "best run": "2",
        # Di's person, rated from her two games (issue 52): two wins, still provisional.
        "rating": "28.67",
        "rating sigma": "8.03",
        "conservative rating": "4.59",
        "rated games": "2",
        "provisional": "yes",
    }
    shared = [row["position"] for row in rows if row["player"] in ("Cal", "Dee")]
    assert shared == ["5", "5"]


@pytest.mark.parametrize("who", PERSONAS)
def test_only_the_secretary_sets_how_many_games_rank_a_player(client, named, who):
    season, _players, people = named
    url = reverse("leagues-set-leaderboard", args=[SLUG])
    response = as_(client, people, who).post(url, {"min_games": "3"})
    season.refresh_from_db()
    if who == "secretary":
        assert response.status_code == 302 and season.leaderboard_min_games == 3
        page = leaderboard(client)
        assert "Nobody has played 3 games" in page and "Not ranked yet" in page
    else:
        anonymous = who == "anonymous"
        assert response.status_code == (302 if anonymous else 403)
        assert not anonymous or "login" in response["Location"]
        assert season.leaderboard_min_games == 2


def test_a_minimum_that_is_not_a_number_of_games_is_refused_on_its_field(client, named):
    season, _players, people = named
    url = reverse("leagues-set-leaderboard", args=[SLUG])
    response = as_(client, people, "secretary").post(url, {"min_games": "0"})
    assert response.status_code == 400
    assert "Games a player needs to be ranked on the leaderboard: type 1 or more." in (
        response.content.decode()
    )
    season.refresh_from_db()
    assert season.leaderboard_min_games == 2  # unchanged
