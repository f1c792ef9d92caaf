"""Scoring Bela and Klaberjass on the phone."""

import re
import uuid

import pytest
from django.urls import reverse

from scoring.models import Game

pytestmark = pytest.mark.django_db


def start(client, variant, names, **extra):
    sides = dict(zip(["side_a", "side_b", "side_c"], names, strict=False))
    client.post(
        reverse("scoring-new-game"),
        {"variant": f"bela:{variant}", "first_dealer": "A", **sides, **extra},
    )
    return Game.objects.get()


def post(client, game, **data):
    url = reverse("scoring-add-hand", args=[game.public_id, game.secret])
    return client.post(url, {"client_id": str(uuid.uuid4()), **data})


def test_two_handed_bela_made_with_a_run_and_bela(client):
    game = start(client, "bela2", ["Yusuf", "Mira"])
    page = client.get(
        reverse("scoring-scorer", args=[game.public_id, game.secret])
    ).content.decode()
    assert 'id="field-trump"' in page and 'id="field-run_0"' in page and "claim" in page
    # E32: Yusuf makes hearts with a queen-high twenty; Mira has bela.
    post(
        client,
        game,
        maker="A",
        trump="hearts",
        run_0="A:3",
        run_0_top="Q",
        run_0_suit="clubs",
        bela="B",
        points_A="86",
        points_B="50",
        last_trick="A",
    )
    assert game.result().scores == {"A": 116, "B": 70}


def test_klaberjass_fills_in_the_other_sides_card_points(client):
    game = start(client, "klaberjass", ["North-South", "East-West"])
    post(client, game, maker="A", trump="spades", points_A="71", last_trick="A")
    assert game.hands.get().data["card_points"] == {"A": 71, "B": 81}
    assert game.result().scores == {"A": 0, "B": 162}


def test_editing_a_klaberjass_hand_the_worked_out_points_follow(client):
    game = start(client, "klaberjass", ["North-South", "East-West"])
    post(client, game, maker="A", trump="spades", points_A="71", last_trick="A")
    hand = game.hands.get()
    edit = reverse("scoring-edit-hand", args=[game.public_id, game.secret, 1])
    page = client.get(edit).content.decode()
    assert re.search(r'name="points_A" value="71"', page)
    assert not re.search(r'name="points_B" value=', page)  # left empty: worked out again
    client.post(
        edit,
        {
            "client_id": str(uuid.uuid4()),
            "hand": str(hand.client_id),
            "revision": "0",
            "maker": "A",
            "trump": "spades",
            "points_A": "90",
            "last_trick": "A",
        },
    )
    hand.refresh_from_db()
    assert hand.data["card_points"] == {"A": 90, "B": 62} and hand.revision == 1


def test_a_claim_wins_the_game(client):
    game = start(client, "bela2", ["Yusuf", "Mira"])
    game.start = {"A": 478, "B": 495}
    game.save()
    post(
        client, game, maker="A", trump="hearts", claim_side="A", claim_points="40", claim_trick="1"
    )
    result = game.result()
    assert result.finished and result.winners == ["A"]


def test_an_impossible_run_is_shown_by_its_row_and_the_entries_stay(client):
    game = start(client, "bela2", ["Yusuf", "Mira"])
    page = post(
        client,
        game,
        maker="A",
        trump="hearts",
        run_0="A:3",
        run_0_top="8",
        run_0_suit="clubs",
        points_A="80",
        points_B="50",
        last_trick="A",
    ).content.decode()
    assert not game.hands.exists()
    row = page[page.index('id="field-run_0"') :]
    assert "cannot have 8 on top" in row[: row.index('id="field-run_0_top"')]
    assert re.search(r'name="run_0_top" value="8"[^>]* checked', page)


def test_card_points_out_of_range_are_shown_by_the_card_points(client):
    game = start(client, "bela2", ["Yusuf", "Mira"])
    page = post(
        client, game, maker="A", trump="hearts", points_A="150", points_B="10", last_trick="A"
    ).content.decode()
    field = page[page.index('id="field-points_B"') :]
    assert "hold 18 to 146" in field[: field.index("</div>")]


def test_three_handed_big_and_an_edit(client):
    game = start(client, "bela3", ["Ana", "Ben", "Cleo"])
    post(
        client,
        game,
        maker="A",
        trump="clubs",
        points_A="70",
        points_B="35",
        points_C="25",
        last_trick="A",
        big="on",
    )
    assert (
        game.hands.get().data["big"] is True and game.result().scores["A"] == 160
    )  # (70 + 10) x 2
    edit = client.get(
        reverse("scoring-edit-hand", args=[game.public_id, game.secret, 1])
    ).content.decode()
    assert 'name="big" id="id_big" checked' in edit and 'value="70"' in edit
