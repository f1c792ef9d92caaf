"""The phone scoring pages: start a game, enter hands, undo, close, and the live link."""

import re
import uuid

import pytest
from django.urls import reverse

from scoring.models import Game

pytestmark = pytest.mark.django_db

SIDES = [
    {"id": "A", "name": "Red Lion", "players": []},
    {"id": "B", "name": "Crown", "players": []},
]
# A plain Trinidad hand as the form posts it: A turned a 4 and won High and Game, B won Low.
POSTED = {
    "dealer": "A",
    "turned": "4",
    "beg": "stand",
    "high": "A",
    "low": "B",
    "jack": "none",
    "game": "A",
}


def new_game(**kwargs) -> Game:
    kwargs.setdefault("first_dealer", "A")
    return Game.objects.create(game="allfours", variant="trinidad", sides=SIDES, **kwargs)


def urls(game: Game) -> dict[str, str]:
    scorer_args = [game.public_id, game.secret]
    return {
        "scorer": reverse("scoring-scorer", args=scorer_args),
        "add": reverse("scoring-add-hand", args=scorer_args),
        "undo": reverse("scoring-undo", args=scorer_args),
        "finish": reverse("scoring-finish", args=scorer_args),
        "reopen": reverse("scoring-reopen", args=scorer_args),
        "live": reverse("scoring-live", args=[game.public_id]),
    }


def post_hand(client, game_, htmx=False, **changes):
    data = {**POSTED, "client_id": str(uuid.uuid4()), **changes}
    headers = {"HX-Request": "true"} if htmx else {}
    return client.post(urls(game_)["add"], data, headers=headers)


def test_starting_a_game_takes_one_form(client):
    page = client.get(reverse("scoring-new-game"))
    assert page.status_code == 200 and "All Fours (Trinidad)" in page.content.decode()
    response = client.post(
        reverse("scoring-new-game"),
        {
            "variant": "allfours:trinidad",
            "side_a": "Red Lion",
            "players_a": "Ann, Bob",
            "side_b": "Crown",
            "first_dealer": "B",
            "target": "7",
        },
    )
    game = Game.objects.get()
    assert response.status_code == 302 and response.url == urls(game)["scorer"]
    assert game.sides[0] == {"id": "A", "name": "Red Lion", "players": ["Ann", "Bob"]}
    assert game.options == {"target": 7} and game.first_dealer == "B"
    assert client.session["pegboard_games"] == [game.public_id]
    mine = client.get(reverse("scoring-my-games")).content.decode()
    assert "Red Lion v Crown" in mine


def test_a_start_the_variant_refuses_keeps_the_entries(client):
    response = client.post(
        reverse("scoring-new-game"),
        {
            "variant": "allfours:trinidad",
            "side_a": "Red Lion",
            "side_b": "Crown",
            "side_c": "Swan",
            "first_dealer": "A",
        },
    )
    page = response.content.decode()
    assert response.status_code == 200 and not Game.objects.exists()
    assert "trinidad is played by 2 sides, not 3" in page
    assert 'value="Swan"' in page


def test_the_scorer_page_shows_totals_dealer_and_form(client):
    game = new_game()
    page = client.get(urls(game)["scorer"]).content.decode()
    assert "Red Lion" in page and "14 to go" in page
    assert 'name="client_id"' in page and "Save hand" in page


def test_a_wrong_secret_is_not_found(client):
    game = new_game()
    wrong = reverse("scoring-scorer", args=[game.public_id, "not-the-secret"])
    assert client.get(wrong).status_code == 404
    wrong_add = reverse("scoring-add-hand", args=[game.public_id, "not-the-secret"])
    assert client.post(wrong_add, {**POSTED, "client_id": str(uuid.uuid4())}).status_code == 404
    assert not game.hands.exists()


def test_the_live_link_reads_but_cannot_write(client):
    game = new_game()
    post_hand(client, game)
    page = client.get(urls(game)["live"]).content.decode()
    assert "Save hand" not in page and game.secret not in page
    assert 'hx-trigger="every 5s"' in page and "Red Lion" in page
    assert client.post(urls(game)["live"], POSTED).status_code == 405


def test_entering_a_hand_redirects_and_updates_the_totals(client):
    game = new_game()
    response = post_hand(client, game)
    assert response.status_code == 302
    assert game.result().scores == {"A": 2, "B": 1}
    page = client.get(urls(game)["scorer"]).content.decode()
    assert "High to Red Lion" in page and "Hand 2" in page


def test_with_htmx_the_board_comes_back_alone(client):
    game = new_game()
    response = post_hand(client, game, htmx=True)
    body = response.content.decode()
    assert response.status_code == 200 and body.lstrip().startswith('<div id="board"')
    assert "<html" not in body


def test_a_resent_hand_is_saved_once(client):
    game = new_game()
    data = {**POSTED, "client_id": str(uuid.uuid4())}
    client.post(urls(game)["add"], data)
    client.post(urls(game)["add"], data)
    assert game.hands.count() == 1


def test_an_invalid_hand_shows_its_message_beside_the_field_and_keeps_the_entries(client):
    game = new_game()
    response = post_hand(client, game, turned="J", jack="A", jack_won="B")
    page = response.content.decode()
    assert response.status_code == 200 and not game.hands.exists()
    jack_field = page[page.index('id="field-jack"') :]
    assert "the jack of trumps was turned up" in jack_field[: jack_field.index("</fieldset>")]
    # The entries stay: the turned jack and the jack's holder and captor are still chosen.
    assert re.search(r'name="turned" value="J"[^>]*checked', page)
    assert re.search(r'name="jack_won" value="B"[^>]*checked', page)


def test_undo_removes_the_last_hand(client):
    game = new_game()
    post_hand(client, game)
    post_hand(client, game, dealer="B")
    assert client.post(urls(game)["undo"]).status_code == 302
    assert game.hands.count() == 1
    assert client.get(urls(game)["undo"]).status_code == 405


def test_the_winner_is_shown_and_the_scorer_confirms_before_closing(client):
    game = new_game(start={"A": 11, "B": 0})
    post_hand(client, game, turned="J", high="", low="", jack="", game="", beg="")
    page = client.get(urls(game)["scorer"]).content.decode()
    assert "Red Lion won by 14." in page and "Confirm and close the game" in page
    assert "Save hand" not in page
    client.post(urls(game)["finish"])
    game.refresh_from_db()
    assert game.status == Game.Status.FINISHED
    # The live page stops polling once the game is closed.
    live = client.get(urls(game)["live"], headers={"HX-Request": "true"})
    assert live.status_code == 286 and "every 5s" not in live.content.decode()
    client.post(urls(game)["reopen"])
    game.refresh_from_db()
    assert game.status == Game.Status.LIVE


@pytest.mark.parametrize("hand_count", [1, 200])
def test_the_game_page_runs_a_bounded_number_of_queries(
    client, django_assert_max_num_queries, hand_count
):
    game = new_game(options={"target": 10_000})
    hand = {"dealer": "A", "turned": ["4"], "high": "A", "low": "B", "game": "A"}
    game.hands.bulk_create(
        [
            game.hands.model(game=game, position=n, data=hand, client_id=uuid.uuid4())
            for n in range(1, hand_count + 1)
        ]
    )
    with django_assert_max_num_queries(4):
        assert client.get(urls(game)["scorer"]).status_code == 200
    with django_assert_max_num_queries(4):
        assert client.get(urls(game)["live"]).status_code == 200
