"""A Klaberjass run in two taps: its cards, then its side (left empty: the maker's); the top
card and suit only when both sides declared runs of the same value."""

import re

import pytest
from django.urls import reverse

from tests.test_bela_entry import post, start

pytestmark = pytest.mark.django_db
HAND = {"maker": "A", "trump": "spades", "points_A": "90", "last_trick": "A"}


def test_a_run_of_three_by_its_cards_alone_is_the_makers(client):
    game = start(client, "klaberjass", ["North-South", "East-West"])
    page = client.get(reverse("scoring-scorer", args=[game.public_id, game.secret])).content
    assert b'name="run_0_length" value="3"' in page and b'<select name="run_' not in page
    post(client, game, **HAND, run_0_length="3")
    response = client.get(reverse("scoring-scorer", args=[game.public_id, game.secret]))
    assert game.hands.get().data["melds"] == [
        {"side": "A", "length": 3, "top": "A", "suit": "clubs"}
    ]
    assert "the run taken as the maker&#x27;s" in response.content.decode()
    assert game.result().scores == {"A": 90 + 10 + 20, "B": 62}


def test_the_other_sides_run_is_one_more_tap(client):
    game = start(client, "klaberjass", ["North-South", "East-West"])
    post(client, game, **HAND, run_0_length="4", run_0_side="B")
    assert game.hands.get().data["melds"][0]["side"] == "B"
    assert game.result().scores == {"A": 0, "B": 90 + 10 + 62 + 50}  # 100 v 112: bate


def test_both_sides_twenties_need_their_top_cards(client):
    game = start(client, "klaberjass", ["North-South", "East-West"])
    runs = {"run_0_length": "3", "run_1_length": "3", "run_1_side": "B"}
    response = post(client, game, **HAND, **runs)
    assert response.status_code == 422 and not game.hands.exists()
    page = response.content.decode()
    assert "give each run&#x27;s top card and suit" in page
    assert '<details class="more" open>' in page  # the top cards are shown, asked for
    ranks = {"run_0_top": "K", "run_0_suit": "hearts", "run_1_top": "A", "run_1_suit": "clubs"}
    post(client, game, **HAND, **runs, **ranks)
    assert [run["top"] for run in game.hands.get().data["melds"]] == ["K", "A"]
    assert game.result().scores == {"A": 90 + 10, "B": 62 + 20}  # only B's ace-high run


def test_no_run_clears_a_row_a_side_was_tapped_in(client):
    game = start(client, "klaberjass", ["North-South", "East-West"])
    post(client, game, **HAND, run_0_length="", run_0_side="B", run_1_length="3")
    assert game.hands.get().data["melds"] == [
        {"side": "A", "length": 3, "top": "A", "suit": "clubs"}
    ]


def test_an_edited_run_keeps_its_chips(client):
    game = start(client, "klaberjass", ["North-South", "East-West"])
    post(client, game, **HAND, run_0_length="3", run_0_side="B")
    page = client.get(
        reverse("scoring-edit-hand", args=[game.public_id, game.secret, 1])
    ).content.decode()
    assert re.search(r'name="run_0_length" value="3"[^>]* checked', page)
    assert re.search(r'name="run_0_side" value="B"[^>]* checked', page)
