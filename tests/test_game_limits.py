"""The limits on what one game may hold (scoring/rules/limits.py), at every door a stranger
has: the start form, an imported record, a hand saved to a game already at the most hands. Each
refusal is said on the field at fault, the entries stay on the form, and nothing is stored."""

import json
import uuid

import pytest
from django.urls import reverse

from kernel.sizes import LARGEST_REQUEST
from scoring.models import Game
from scoring.rules.limits import MOST_HANDS
from tests.rules.test_limits import record

pytestmark = pytest.mark.django_db
START = {"variant": "allfours:trinidad", "side_a": "Red Lion", "side_b": "Crown"}
START |= {"first_dealer": "A", "target": "14"}


def errors_beside(page: str, field: str) -> str:
    """The text of the field's own error (rendered after its input, with its id)."""
    start = page.index(f'id="id_{field}_error"')
    return page[start : page.index("</", start)]


def test_a_side_name_of_two_lines_is_refused_beside_that_side(client):
    answer = client.post(reverse("scoring-new-game"), START | {"side_b": "Crown\nand Anchor"})
    page = answer.content.decode()
    assert answer.status_code == 200 and Game.objects.count() == 0
    assert "A name is one line, with no control characters." in errors_beside(page, "side_b")
    assert "Crown\nand Anchor" in page  # the entry stays on the form


def test_a_player_past_the_longest_name_is_refused_beside_the_players(client):
    players = "Ann, " + "B" * 61
    answer = client.post(reverse("scoring-new-game"), START | {"players_a": players})
    assert Game.objects.count() == 0
    assert "A name is at most 60 characters." in errors_beside(answer.content.decode(), "players_a")


def test_a_target_past_the_largest_is_refused_by_the_form(client):
    answer = client.post(reverse("scoring-new-game"), START | {"target": "10001"})
    assert Game.objects.count() == 0
    assert "10000" in errors_beside(answer.content.decode(), "target")


def test_an_imported_record_of_too_many_hands_stores_nothing(client):
    text = json.dumps(record(MOST_HANDS + 1))
    page = client.post(reverse("scoring-import"), {"text": text}).content.decode()
    assert "a game holds at most 500 hands" in page and Game.objects.count() == 0


def test_a_hand_past_the_most_is_refused_and_the_game_keeps_its_hands(client):
    game = Game.from_record(record(MOST_HANDS))
    add = reverse("scoring-add-hand", args=[game.public_id, game.secret])
    posted = {"dealer": "A", "penalties-0-kind": "misdeal", "client_id": str(uuid.uuid4())}
    answer = client.post(add, posted | {"turned": "4", "high": "A", "low": "B", "game": "A"})
    assert answer.status_code in (400, 409, 422)
    assert "A game holds at most 500 hands." in answer.content.decode()
    assert game.hands.count() == MOST_HANDS


def test_an_upload_past_the_largest_is_refused_before_it_is_read(client):
    answer = client.generic(
        "POST",
        reverse("scoring-import"),
        CONTENT_TYPE="multipart/form-data; boundary=x",  # the length alone decides: the
        # body is never read (tests/test_request_size.py: on every route)
        CONTENT_LENGTH=str(LARGEST_REQUEST + 1),
    )
    assert answer.status_code == 413
    assert "may be at most 1,000,000 bytes" in answer.content.decode()


def test_a_pasted_record_past_the_largest_is_refused_calmly(client):
    answer = client.post(reverse("scoring-import"), {"text": "x" * (LARGEST_REQUEST + 1)})
    assert answer.status_code in (400, 413) and Game.objects.count() == 0
