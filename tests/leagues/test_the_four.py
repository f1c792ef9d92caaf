"""How often a pair took High, Low, Jack and Game, from their card games scored hand by hand
on a phone (the count itself: tests/rules/leagues/test_lineup_and_stats.py)."""

import pytest
from django.urls import reverse

from leagues.models import Player
from tests.leagues.cards import CARD, SLUG, answer_url, as_, enter_url
from tests.leagues.test_card_phone_games import phone_game


@pytest.mark.django_db
@pytest.mark.parametrize("swapped", [False, True])
def test_a_players_page_counts_the_points_of_their_phone_games(client, league, swapped):
    _season, fixture, people = league
    with fixture.season.changing():
        ann, bob = (Player.objects.create(team=fixture.home, name=n) for n in ("Ann", "Bob"))
        cal, dee = (Player.objects.create(team=fixture.away, name=n) for n in ("Cal", "Dee"))
    # One hand, from 11-12: the phone game's first side took all four and won 15-12.
    game = phone_game("Ann & Bob", "Cal & Dee", owner=people["home_captain"])
    card = {
        **CARD,
        "game-1-home_score": "",
        "game-1-away_score": "",
        "game-1-home_pair": "",
        "game-1-away_pair": "",
        "game-1-home_players": [ann.pk, bob.pk],
        "game-1-away_players": [cal.pk, dee.pk],
        "game-1-phone_game": game.public_id,
    }
    if swapped:  # the Swan's pair were the phone game's second side: they took nothing
        card["game-1-phone_swap"] = "on"
    assert as_(client, people, "home_captain").post(enter_url(fixture), card).status_code == 302
    as_(client, people, "away_captain").post(answer_url(fixture, "confirm"))
    ann_page = client.get(reverse("leagues-player", args=[SLUG, ann.pk])).content.decode()
    cal_page = client.get(reverse("leagues-player", args=[SLUG, cal.pk])).content.decode()
    took, gave = (cal_page, ann_page) if swapped else (ann_page, cal_page)
    assert "From 1 game scored on a phone, 1 hand" in took
    for point in ("High", "Low", "Jack", "Game"):
        assert f"<dt>{point}</dt><dd>1 (100%)</dd>" in took
        assert f"<dt>{point}</dt><dd>0 (0%)</dd>" in gave
