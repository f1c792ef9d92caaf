"""A Klaberjass run in one tap, whichever side declared it: its cards' chip on the line of
its side ("B:3"); the top card and suit only when both sides declared runs of the same value.
A run posted as its cards and side apart (a page of before, a hand that waited on a phone)
still counts, its side left empty the maker's."""

import re

import pytest
from django.urls import reverse

from tests.test_bela_entry import post, start

pytestmark = pytest.mark.django_db
HAND = {"maker": "A", "trump": "spades", "points_A": "90", "last_trick": "A"}


def scorer(client, game) -> str:
    return client.get(reverse("scoring-scorer", args=[game.public_id, game.secret])).content


def test_each_sides_runs_are_chips_on_its_own_line(client):
    game = start(client, "klaberjass", ["North-South", "East-West"])
    page = scorer(client, game).decode()
    assert '<select name="run_' not in page
    run = page[page.index('id="field-run_0"') : page.index('id="field-run_0_top"')]
    sides = re.findall(
        r'<fieldset class="run-side">\s*<legend>([^<]*)</legend>(.*?)</fieldset>', run, re.S
    )
    assert [name for name, _ in sides] == ["North-South", "East-West"]
    for (_, chips), side in zip(sides, "AB", strict=True):
        values = re.findall(r'name="run_0" value="([^"]*)"', chips)
        assert values and all(value.startswith(f"{side}:") for value in values)
    assert 'name="run_0" value=""' in run  # "No run"
    # Each chip names its side too, for a screen reader and a hand waiting on the phone.
    assert re.search(r'value="B:3"[^>]*><span>3 \(20\)</span><span[^>]*> · East-West</span>', run)


def test_a_run_of_three_by_the_maker_is_one_chip(client):
    game = start(client, "klaberjass", ["North-South", "East-West"])
    post(client, game, **HAND, run_0="A:3")
    assert game.hands.get().data["melds"] == [
        {"side": "A", "length": 3, "top": "A", "suit": "clubs"}
    ]
    assert game.result().scores == {"A": 90 + 10 + 20, "B": 62}


def test_the_other_sides_run_is_one_chip_too(client):
    game = start(client, "klaberjass", ["North-South", "East-West"])
    post(client, game, **HAND, run_0="B:4")
    assert game.hands.get().data["melds"][0]["side"] == "B"
    assert game.result().scores == {"A": 0, "B": 90 + 10 + 62 + 50}  # 100 v 112: bate


def test_a_run_posted_by_its_cards_alone_is_the_makers(client):
    game = start(client, "klaberjass", ["North-South", "East-West"])
    post(client, game, **HAND, run_0_length="3")
    response = client.get(reverse("scoring-scorer", args=[game.public_id, game.secret]))
    assert game.hands.get().data["melds"] == [
        {"side": "A", "length": 3, "top": "A", "suit": "clubs"}
    ]
    assert "the run taken as the maker&#x27;s" in response.content.decode()
    post(client, game, **HAND, run_1_length="4", run_1_side="B")
    assert game.hands.order_by("position").last().data["melds"][0]["side"] == "B"


def test_both_sides_twenties_need_their_top_cards(client):
    game = start(client, "klaberjass", ["North-South", "East-West"])
    runs = {"run_0": "A:3", "run_1": "B:3"}
    response = post(client, game, **HAND, **runs)
    assert response.status_code == 422 and not game.hands.exists()
    page = response.content.decode()
    assert "give each run&#x27;s top card and suit" in page
    assert '<details class="more" open>' in page  # the top cards are shown, asked for
    ranks = {"run_0_top": "K", "run_0_suit": "hearts", "run_1_top": "A", "run_1_suit": "clubs"}
    post(client, game, **HAND, **runs, **ranks)
    assert [run["top"] for run in game.hands.get().data["melds"]] == ["K", "A"]
    assert game.result().scores == {"A": 90 + 10, "B": 62 + 20}  # only B's ace-high run


def test_no_run_clears_a_row_and_the_runs_move_up(client):
    game = start(client, "klaberjass", ["North-South", "East-West"])
    post(client, game, **HAND, run_0="", run_1="A:3")
    assert game.hands.get().data["melds"] == [
        {"side": "A", "length": 3, "top": "A", "suit": "clubs"}
    ]


def test_a_chip_naming_no_side_of_the_game_is_refused(client):
    game = start(client, "klaberjass", ["North-South", "East-West"])
    response = post(client, game, **HAND, run_0="Z:3")
    assert response.status_code == 422 and not game.hands.exists()


def test_an_edited_run_keeps_its_chip(client):
    game = start(client, "klaberjass", ["North-South", "East-West"])
    post(client, game, **HAND, run_0="B:3")
    page = client.get(
        reverse("scoring-edit-hand", args=[game.public_id, game.secret, 1])
    ).content.decode()
    assert re.search(r'name="run_0" value="B:3"[^>]* checked', page)
    assert len(re.findall(r'name="run_0" value="[^"]*"[^>]* checked', page)) == 1
