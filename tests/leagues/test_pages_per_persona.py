"""The league's reading pages answer everyone alike: the same page for each persona, with
nothing on it that only the secretary may use."""

import pytest
from django.urls import reverse

from tests.leagues.cards import PERSONAS, SLUG, as_, with_pairs_named

pytestmark = pytest.mark.django_db


def pages(season, players) -> dict[str, str]:
    return {
        "leaderboard": reverse("leagues-leaderboard", args=[SLUG]),
        "leaderboard_csv": reverse("leagues-leaderboard-csv", args=[SLUG]),
        "ratings": reverse("leagues-ratings", args=[SLUG]),
        "head_to_head": reverse("leagues-head-to-head", args=[SLUG, "crown", "swan"]),
        "history": reverse("leagues-history", args=[season.league.slug]),
        "team": reverse("leagues-team", args=[SLUG, "crown"]),
        "player": reverse("leagues-player", args=[SLUG, players["Ann"].pk]),
        "season": reverse("leagues-season", args=[SLUG]),
    }


def test_every_persona_reads_the_same_league_pages(client, league):
    season, players, people = with_pairs_named(*league)
    seen = {}
    for who in PERSONAS:
        as_(client, people, who)
        for name, url in pages(season, players).items():
            response = client.get(url)
            assert response.status_code == 200, (who, name)
            body = response.content.decode()
            assert "/manage/" not in body.split("<main", 1)[-1], (who, name)
            # The page itself is the same for all (only the header's sign-in links differ).
            main = body.split("<main", 1)[-1].split("</main>")[0]
            seen.setdefault(name, main)
            assert main == seen[name], (who, name)
