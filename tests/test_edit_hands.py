"""Fixing mistakes: edit or delete any earlier hand, with the change audited."""

import uuid

import pytest
from django.urls import reverse

from scoring.models import Game

SIDES = [
    {"id": "A", "name": "Red Lion", "players": []},
    {"id": "B", "name": "Crown", "players": []},
]
HAND = {"dealer": "A", "turned": ["4"], "high": "A", "low": "B", "game": "A"}


def scorer_url(game, name, *args):
    return reverse(name, args=[game.public_id, game.secret, *args])


@pytest.fixture
def game(db):
    game = Game.objects.create(game="allfours", variant="trinidad", sides=SIDES, first_dealer="A")
    for dealer in "AB":
        game.add_hand({**HAND, "dealer": dealer}, uuid.uuid4())
    return game


def test_the_edit_page_shows_the_hand_as_entered_and_warns(client, game):
    page = client.get(scorer_url(game, "scoring-edit-hand", 1)).content.decode()
    assert "1 later hand will be scored again" in page
    assert 'name="turned" value="4" id="id_turned_10" checked' in page
    assert client.get(scorer_url(game, "scoring-edit-hand", 9)).status_code == 404


def test_an_edit_rescores_the_game_and_is_audited(client, game):
    data = {
        "client_id": str(uuid.uuid4()),
        "dealer": "A",
        "turned": "4",
        "high": "B",
        "low": "B",
        "jack": "none",
        "points_A": "20",
        "points_B": "30",
    }
    target = {"hand": str(game.hands.get(position=1).client_id), "revision": "0"}
    response = client.post(scorer_url(game, "scoring-edit-hand", 1), data | target)
    assert response.status_code == 302
    assert game.hands.get(position=1).data["game"] == {"A": 20, "B": 30}
    assert game.result().scores == {"A": 2, "B": 4}
    changes = client.get(scorer_url(game, "scoring-changes")).content.decode()
    assert "Hand 1 changed" in changes and "Hand 2 added" in changes
    # The hands as the form reads them, with the sides' names: never raw data.
    assert "<li>Dealer: Red Lion</li>" in changes and "<li>High: Crown</li>" in changes
    assert "Crown&#x27;s game points: 30" in changes
    assert "{" not in changes.split("<main")[1] and "&#x27;dealer&#x27;" not in changes


def test_an_edit_that_ends_the_game_before_a_later_hand_is_refused(client, db):
    game = Game.objects.create(
        game="allfours", variant="trinidad", sides=SIDES, start={"A": 11, "B": 0}
    )
    game.add_hand(HAND, uuid.uuid4())
    game.add_hand({**HAND, "dealer": "B"}, uuid.uuid4())
    page = client.post(
        scorer_url(game, "scoring-edit-hand", 1),
        {
            "client_id": str(uuid.uuid4()),
            "dealer": "A",
            "turned": "J",
            "hand": str(game.hands.get(position=1).client_id),
        },
    ).content.decode()
    assert "The game ended at hand 1" in page
    assert game.hands.get(position=1).data == HAND


def test_deleting_a_hand_moves_the_later_ones_up(client, game):
    first = {"hand": str(game.hands.get(position=1).client_id)}
    assert client.post(scorer_url(game, "scoring-delete-hand", 1), first).status_code == 302
    assert [h.data["dealer"] for h in game.hands.all()] == ["B"]
    assert client.get(scorer_url(game, "scoring-delete-hand", 1)).status_code == 405


def test_a_wrong_secret_cannot_edit_or_delete(client, game):
    wrong = [game.public_id, "wrong-secret", 1]
    assert client.post(reverse("scoring-delete-hand", args=wrong)).status_code == 404
    assert client.get(reverse("scoring-edit-hand", args=wrong)).status_code == 404
    assert client.get(reverse("scoring-changes", args=wrong[:2])).status_code == 404
    assert game.hands.count() == 2
