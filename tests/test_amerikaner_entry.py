"""Scoring Amerikaner and Kani on the phone: bid, partner and tricks, the last filled in."""

import re
import uuid

import pytest
from django.urls import reverse

from scoring.models import Game

pytestmark = pytest.mark.django_db
PLAYERS = {"side_a": "North", "side_b": "East", "side_c": "South", "side_d": "West"}


def start(client, variant, **extra):
    response = client.post(
        reverse("scoring-new-game"), {"variant": variant, "first_dealer": "A", **PLAYERS, **extra}
    )
    return response, Game.objects.first()


def post(client, game, **data):
    url = reverse("scoring-add-hand", args=[game.public_id, game.secret])
    return client.post(url, {"client_id": str(uuid.uuid4()), **data})


def test_an_amerikaner_game_starts_with_four_players_and_offers_its_form(client):
    response, game = start(client, "amerikaner:amerikaner")
    assert response.status_code == 302 and [s["name"] for s in game.sides] == [
        "North",
        "East",
        "South",
        "West",
    ]
    page = client.get(response.url).content.decode()
    assert 'id="field-bid"' in page and "Amerikaner" in page and 'name="tricks_D"' in page
    assert 'id="field-dealer"' not in page


def test_the_last_players_tricks_are_worked_out(client):
    _, game = start(client, "amerikaner:amerikaner")
    # E52: North bids 8 with West; N 5, W 4, E 2, and South's 1 left for Pegboard to fill in.
    post(client, game, bidder="A", bid="8", partner="D", tricks_A="5", tricks_B="2", tricks_D="4")
    assert game.hands.get().data["tricks"] == {"A": 5, "B": 2, "C": 1, "D": 4}
    assert game.result().scores == {"A": 8, "B": 2, "C": 1, "D": 8}


def test_a_bad_amerikaner_hand_shows_the_message_by_the_field(client):
    _, game = start(client, "amerikaner:amerikaner")
    page = post(
        client,
        game,
        bidder="A",
        bid="8",
        partner="A",
        tricks_A="5",
        tricks_B="2",
        tricks_C="2",
        tricks_D="4",
    ).content.decode()
    assert not game.hands.exists()
    partner = page[page.index('id="field-partner"') :]
    assert "cannot be the bidder" in partner[: partner.index("</fieldset>")]
    tricks = page[page.index('id="field-tricks"') :]
    assert "Tricks add up to 13; a 4-player hand has 12." in tricks[: tricks.index("</fieldset>")]
    assert re.search(r'name="tricks_C" value="2"[^>]* checked', page)  # the tap kept


def test_kani_needs_an_agreed_target(client):
    response, game = start(client, "amerikaner:kani")
    assert (
        game is None and "Agree a target for Kani and enter it here." in response.content.decode()
    )
    response, game = start(client, "amerikaner:kani", target="30")
    post(client, game, bidder="A", bid="13", partner="C", tricks_A="7", tricks_B="0", tricks_C="6")
    assert game.result().scores == {"A": 50, "B": 0, "C": 50, "D": 0} and game.result().finished


def test_a_passed_hand_and_an_edit(client):
    _, game = start(client, "amerikaner:amerikaner")
    post(client, game, passed="on")
    assert game.hands.get().data == {"passed": True}
    edit = reverse("scoring-edit-hand", args=[game.public_id, game.secret, 1])
    assert 'name="passed" id="id_passed" checked' in client.get(edit).content.decode()
    client.post(
        edit,
        {
            "client_id": str(uuid.uuid4()),
            "hand": str(game.hands.get().client_id),
            "bidder": "B",
            "bid": "amerikaner",
            "tricks_A": "0",
            "tricks_B": "12",
            "tricks_C": "0",
        },
    )
    assert game.result().scores["B"] == 52


def test_a_number_bid_needs_its_partner_tapped_even_where_the_kitty_allows_none(client):
    _, game = start(client, "amerikaner:amerikaner")
    page = post(
        client, game, bidder="A", bid="8", tricks_A="5", tricks_B="2", tricks_C="1"
    ).content.decode()
    assert "Tap the partner, or Nobody" in page and not game.hands.exists()
    assert not re.search(r'name="partner" value="kitty"[^>]*checked', page)
    post(
        client, game, bidder="A", bid="8", partner="kitty", tricks_A="5", tricks_B="2", tricks_C="1"
    )
    assert "partner" not in game.hands.get().data
    edit = client.get(
        reverse("scoring-edit-hand", args=[game.public_id, game.secret, 1])
    ).content.decode()
    assert re.search(r'name="partner" value="kitty"[^>]*checked', edit)
