"""The phone scoring pages: the scorer's page, entering hands, undo, close, and the live link
that reads but cannot write. Starting a game is in test_starting_a_game.py, a game's records
out and in in test_import_export.py."""

import json
import re
import uuid

import pytest
from django.urls import reverse

from scoring.models import Game
from tests.doors import game_door
from tests.scoring_helpers import POSTED, SIDES, new_game, post_hand, urls

pytestmark = pytest.mark.django_db


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
    assert 'hx-trigger="every 4s"' in page and "Red Lion" in page
    assert client.post(urls(game)["live"], POSTED).status_code == 405


def test_entering_a_hand_redirects_and_updates_the_totals(client):
    game = new_game()
    response = post_hand(client, game)
    assert response.status_code == 302
    assert game.result().scores == {"A": 2, "B": 1}
    page = client.get(urls(game)["scorer"]).content.decode()
    assert "High to <bdi>Red Lion</bdi>" in page and "Hand 2" in page


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
    assert response.status_code == 422 and not game.hands.exists()
    jack_field = page[page.index('id="field-jack"') :]
    assert "The jack of trumps was turned up" in jack_field[: jack_field.index("</fieldset>")]
    # The entries stay: the turned jack and the jack's holder and captor are still chosen.
    assert re.search(r'name="turned" value="J"[^>]*checked', page)
    assert re.search(r'name="jack_won" value="B"[^>]*checked', page)


def test_undo_removes_the_hand_it_names_once(client):
    game = new_game()
    post_hand(client, game)
    post_hand(client, game, dealer="B")
    last = {"hand": str(game.hands.last().client_id)}
    assert client.post(urls(game)["undo"], last).status_code == 302
    assert game.hands.count() == 1
    # The same undo again (a retry after a lost answer, a double tap) takes nothing more.
    again = client.post(urls(game)["undo"], last, follow=True).content.decode()
    assert game.hands.count() == 1 and "Hand 2 was already undone." in again
    htmx = client.post(urls(game)["undo"], last, HTTP_HX_REQUEST="true")
    assert htmx.status_code == 200 and "Hand 2 was already undone." in htmx.content.decode()
    assert client.get(urls(game)["undo"]).status_code == 405
    assert client.post(urls(game)["undo"]).status_code == 302  # no hand named: nothing undone
    assert game.hands.count() == 1


def test_the_winner_is_shown_and_the_scorer_confirms_before_closing(client):
    game = new_game(start={"A": 11, "B": 0})
    post_hand(client, game, turned="J", high="", low="", jack="", game="", beg="")
    page = client.get(urls(game)["scorer"]).content.decode()
    assert "<bdi>Red Lion</bdi> won by 14." in page and "Confirm and close the game" in page
    assert "Save hand" not in page
    client.post(urls(game)["finish"])
    game.refresh_from_db()
    assert game.status == Game.Status.FINISHED
    # The live page stops polling once the game is closed.
    live = client.get(urls(game)["live"], headers={"HX-Request": "true"})
    assert live.status_code == 286 and "every 4s" not in live.content.decode()
    client.post(urls(game)["reopen"])
    game.refresh_from_db()
    assert game.status == Game.Status.LIVE


@pytest.mark.parametrize("hand_count", [1, 200])
def test_the_game_page_runs_a_bounded_number_of_queries(
    client, django_assert_max_num_queries, hand_count
):
    game = new_game(options={"target": 10_000})
    hand = {"dealer": "A", "turned": ["4"], "high": "A", "low": "B", "game": "A"}
    with game_door(game):
        game.hands.bulk_create(
            [
                game.hands.model(game=game, position=n, data=hand, client_id=uuid.uuid4())
                for n in range(1, hand_count + 1)
            ]
        )
    # The first look scores the game once (its hands read, its last change before and after);
    # after that the kept score is used (checked against the changes since) and only the
    # latest hands are read.
    with django_assert_max_num_queries(6):
        assert client.get(urls(game)["scorer"]).status_code == 200
    with django_assert_max_num_queries(4):
        page = client.get(urls(game)["scorer"]).content.decode()
    assert page.count('class="hand"') == min(hand_count, 10)
    with django_assert_max_num_queries(4):
        assert client.get(urls(game)["live"]).status_code == 200


def test_the_live_link_has_a_qr_code_drawn_on_the_server(client):
    game = new_game()
    response = client.get(reverse("scoring-live-qr", args=[game.public_id]))
    assert response.status_code == 200 and response["Content-Type"] == "image/svg+xml"
    assert response.content.startswith(b"<svg") and b"<script" not in response.content
    scorer_page = client.get(urls(game)["scorer"]).content.decode()
    assert reverse("scoring-live-qr", args=[game.public_id]) in scorer_page
    assert "data-keep-awake" in scorer_page
    assert "data-keep-awake" not in client.get(urls(game)["live"]).content.decode()


@pytest.mark.django_db(transaction=True)
def test_two_phones_posting_at_once_never_lose_or_double_a_hand():
    """Concurrent requests (a client per thread) on PostgreSQL, as CI's second run does."""
    import threading

    from django.db import connection
    from django.test import Client

    if connection.vendor != "postgresql":
        pytest.skip("concurrent requests are tested on PostgreSQL (CI's second run)")
    game = new_game(options={"target": 1000})
    resent = str(uuid.uuid4())
    ids = [str(uuid.uuid4()) for _ in range(6)] + [resent, resent]
    barrier, statuses = threading.Barrier(len(ids)), []

    def phone(client_id):
        try:
            barrier.wait()
            statuses.append(
                Client().post(urls(game)["add"], {**POSTED, "client_id": client_id}).status_code
            )
        finally:
            connection.close()

    threads = [threading.Thread(target=phone, args=(client_id,)) for client_id in ids]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert statuses == [302] * len(ids)
    assert sorted(game.hands.values_list("position", flat=True)) == list(range(1, 8))
    assert game.result().scores == {"A": 14, "B": 7}


def test_points_lost_show_a_minus_sign_in_the_loss_colour(client):
    from kernel.templatetags.pegboard import signed

    assert signed(8) == '<span class="points gain" dir="ltr">+8</span>'
    assert signed(-8) == '<span class="points loss" dir="ltr">\u22128</span>'
    assert signed(0) == '<span class="points nil" dir="ltr">0</span>'
    # N bids 8 with S as partner and they take 6 of the 12 tricks: both go down 8.
    record = {
        "game": "amerikaner",
        "variant": "amerikaner",
        "sides": ["N", "E", "S", "W"],
        "hands": [
            {"bidder": "N", "bid": 8, "partner": "S", "tricks": {"N": 3, "E": 3, "S": 3, "W": 3}}
        ],
    }
    game = Game.from_record(record)
    page = client.get(reverse("scoring-live", args=[game.public_id])).content.decode()
    assert "+-" not in page and 'class="points loss" dir="ltr">\u22128<' in page


def test_bela_points_held_over_after_a_tie_are_shown_on_the_board(client, examples_dir):
    record = json.loads((examples_dir / "games/bela2-held-over.json").read_text())["record"]
    record["hands"] = record["hands"][:1]  # the tied hand, before the next collects the pot
    game = Game.from_record(record)
    page = client.get(reverse("scoring-live", args=[game.public_id])).content.decode()
    pot = game.result().hands[0].extra["held_over"]
    assert pot > 0 and f"{pot} held over to the next hand" in page


def test_names_in_other_scripts_are_isolated_in_every_line(client):
    from kernel.templatetags.pegboard import isolate_names

    assert isolate_names("High to علی و مریم", ["علی و مریم"]) == "High to <bdi>علی و مریم</bdi>"
    assert isolate_names("A turned up an Ace", ["A"]) == "<bdi>A</bdi> turned up an Ace"
    assert isolate_names("<b> won", ["<b>"]) == "<bdi>&lt;b&gt;</bdi> won"
    game = Game.objects.create(
        game="allfours",
        variant="trinidad",
        sides=[{"id": "A", "name": "علی و مریم", "players": []}, SIDES[1]],
    )
    game.add_hand(
        {"dealer": "A", "turned": ["4"], "high": "A", "low": "B", "game": "A"}, uuid.uuid4()
    )
    page = client.get(reverse("scoring-live", args=[game.public_id])).content.decode()
    assert "High to <bdi>علی و مریم</bdi>" in page and "<bdi>Crown</bdi>" in page


def test_an_unchanged_game_answers_304_to_a_poll_after_one_query(client, django_assert_num_queries):
    game = new_game()
    live = reverse("scoring-live", args=[game.public_id])
    first = client.get(live, HTTP_HX_REQUEST="true")
    etag = first["ETag"]
    with django_assert_num_queries(1):
        again = client.get(live, HTTP_HX_REQUEST="true", HTTP_IF_NONE_MATCH=etag)
    assert again.status_code == 304 and again["Cache-Control"] == "public, max-age=5"
    # The whole page and the board are different answers, so they have different validators.
    assert client.get(live)["ETag"] != etag
    post_hand(client, game)
    changed = client.get(live, HTTP_HX_REQUEST="true", HTTP_IF_NONE_MATCH=etag)
    assert changed.status_code == 200 and changed["ETag"] != etag
    # The scorer's page after the save shows its status line ("Hand 1 saved"): never a 304.
    shown = client.get(urls(game)["scorer"])
    assert "ETag" not in shown and "Hand 1 saved" in shown.content.decode()
    scorer = client.get(urls(game)["scorer"])
    assert client.get(urls(game)["scorer"], HTTP_IF_NONE_MATCH=scorer["ETag"]).status_code == 304
