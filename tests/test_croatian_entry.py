"""Scoring Croatian Bela on the phone: the start form's house rules, the hand form (who called,
one typed number, declarations, bela and kontra as chips), the hand's lines on the board and
the refusals beside their fields."""

import html
import re
import uuid

import pytest
from django.urls import reverse

from scoring.models import Game

pytestmark = pytest.mark.django_db


def start(client, **extra):
    client.post(
        reverse("scoring-new-game"),
        {
            "variant": "bela:croatian",
            "first_dealer": "A",
            "side_a": "Mi",
            "side_b": "Vi",
            **extra,
        },
    )
    return Game.objects.get()


def post(client, game, **data):
    url = reverse("scoring-add-hand", args=[game.public_id, game.secret])
    return client.post(url, {"client_id": str(uuid.uuid4()), **data}, follow=True)


def scorer(client, game) -> str:
    """The scorer's page as a player reads it (the names' <bdi> marks taken out)."""
    page = client.get(reverse("scoring-scorer", args=[game.public_id, game.secret]))
    return html.unescape(re.sub(r"</?bdi>", "", page.content.decode()))


def test_the_start_form_offers_the_house_rules(client):
    page = client.get(reverse("scoring-new-game") + "?variant=bela:croatian").content.decode()
    offered = ("tie_rule", "stiglja", "equal_declarations", "bela_kept", "kontra_all")
    for option in (*offered, "lost_bela", "stiglja_declarations"):  # issue 50's peers' rules
        assert f'name="option_{option}"' in page, option
    assert "nobody writes it" in page and "both sides&#x27; declarations" in page
    game = start(client, option_tie_rule="hang", option_stiglja="100", target="701")
    options = {**game.options, "target": game.result().target}
    assert (game.variant, options["tie_rule"], options["stiglja"], options["target"]) == (
        "croatian",
        "hang",
        100,
        701,
    )


def test_a_hand_with_a_declaration_bela_and_kontra_in_five_taps_and_one_number(client):
    game = start(client)
    page = scorer(client, game)
    for field in ("caller", "points_A", "decl_0_kind", "decl_0_side", "bela", "doubling"):
        assert f'name="{field}"' in page, field
    # Taps: Mi called, 50 (four in a row), by Mi, bela Mi, kontra; typed: Mi's 92.
    post(
        client,
        game,
        caller="A",
        points_A="92",
        decl_0_kind="four_in_a_row",
        decl_0_side="A",
        bela="A",
        doubling="kontra",
    )
    hand = game.hands.get()
    assert hand.data == {
        "caller": "A",
        "card_points": {"A": 92, "B": 70},
        "declarations": [{"side": "A", "kind": "sequence", "cards": 4}],
        "bela": "A",
        "kontra": True,
    }
    # 92 + 50 + 20 against 70: made; card points doubled, the 50 and bela at face value.
    assert game.result().scores == {"A": 254, "B": 140}
    board = scorer(client, game)
    assert "Mi called trumps" in board
    assert "Mi called and made it: their card points, ×2 for kontra" in board
    assert "Mi's declarations count: Mi held the best single declaration" in board


def test_the_lines_say_who_fell_and_who_took_stiglja(client):
    game = start(client)
    post(client, game, caller="A", points_A="60", decl_0_kind="three", decl_0_side="A")
    post(client, game, caller="B", stiglja="A", doubling="rekontra")
    assert game.result().scores == {"A": 648 + 360, "B": 182}
    board = scorer(client, game)
    assert "Mi fell (80 to 102): Vi take all 162 card points" in board
    assert "štiglja: Mi took every trick, ×4 for rekontra" in board


def test_refusals_stand_beside_their_fields(client):
    game = start(client)
    response = post(client, game, caller="A", points_A="60", points_B="80", decl_0_kind="three")
    page = response.content.decode()
    assert "Card points add up to 140" in page
    assert "Say whose declaration it is" in page
    assert not game.hands.exists()


def test_editing_a_hand_reads_it_back(client):
    game = start(client)
    post(
        client,
        game,
        caller="A",
        points_A="92",
        decl_0_kind="four_jacks",
        decl_0_side="B",
        doubling="rekontra",
        bela="B",
    )
    page = client.get(
        reverse("scoring-edit-hand", args=[game.public_id, game.secret, 1])
    ).content.decode()
    assert re.search(r'name="points_A" value="92"', page)
    assert re.search(r'value="four_jacks"[^>]*checked', page)
    assert re.search(r'value="rekontra"[^>]*checked', page)


def test_belot_ends_the_game(client):
    game = start(client)
    post(client, game, belot="B")
    result = game.result()
    assert (result.finished, result.winners) == (True, ["B"])
