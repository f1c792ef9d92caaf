"""Stored games: hands as entered, changes checked by the engine and audited, and never a
hand lost or doubled by repeated or concurrent submissions."""

import threading
import uuid

import pytest
from django.db import connection

from scoring.models import AuditEntry, Game, GameClosed, GameNotFinished
from scoring.rules import RecordError

SIDES = [
    {"id": "A", "name": "Red Lion", "players": ["Ann", "Bob"]},
    {"id": "B", "name": "Crown", "players": []},
]
HAND = {"dealer": "A", "turned": ["4"], "high": "A", "low": "B", "game": "A"}  # A +2, B +1
KICK_WIN = {"dealer": "A", "turned": ["J"]}


def new_game(**kwargs) -> Game:
    return Game.objects.create(game="allfours", variant="trinidad", sides=SIDES, **kwargs)


@pytest.mark.django_db
def test_totals_come_from_the_stored_hands():
    game = new_game(start={"A": 3, "B": 0})
    game.add_hand(HAND, uuid.uuid4())
    game.add_hand({**HAND, "dealer": "B"}, uuid.uuid4())
    assert game.result().scores == {"A": 7, "B": 2}
    assert [h.position for h in game.hands.all()] == [1, 2]


@pytest.mark.django_db
def test_the_same_client_id_saves_a_hand_once():
    game = new_game()
    client_id = uuid.uuid4()
    first, again = game.add_hand(HAND, client_id), game.add_hand(HAND, client_id)
    assert (first.changed, again.changed) == (True, False) and first.hand.pk == again.hand.pk
    assert (first.message, again.message) == ("Hand 1 saved.", "Hand 1 was saved already.")
    assert game.hands.count() == 1


@pytest.mark.django_db
def test_an_invalid_hand_is_refused_and_nothing_is_stored():
    game = new_game()
    with pytest.raises(RecordError) as caught:
        game.add_hand({**HAND, "high": None}, uuid.uuid4())
    assert caught.value.problems[0].field == "high"
    assert game.hands.count() == 0 and game.audit.count() == 0


@pytest.mark.django_db
def test_undo_edit_and_delete_are_audited_and_renumber():
    game = new_game()
    ids = [uuid.uuid4() for _ in "ABA"]
    for dealer, hand_id in zip("ABA", ids, strict=True):
        game.add_hand({**HAND, "dealer": dealer}, hand_id)
    assert game.edit_hand(ids[0], 0, {**HAND, "high": "B"}).changed
    assert game.delete_hand(ids[1]).changed
    assert [h.data["dealer"] for h in game.hands.all()] == ["A", "A"]
    assert [h.position for h in game.hands.all()] == [1, 2]
    assert game.undo_hand(ids[2]).changed
    actions = list(game.audit.values_list("action", "position"))
    assert actions == [("add", 1), ("add", 2), ("add", 3), ("edit", 1), ("delete", 2), ("undo", 2)]
    edit = game.audit.get(action=AuditEntry.Action.EDIT)
    assert edit.before["high"] == "A" and edit.after["high"] == "B"


@pytest.mark.django_db
def test_an_edit_that_breaks_a_later_hand_is_refused():
    game = new_game(start={"A": 11, "B": 0})
    game.add_hand(HAND, uuid.uuid4())  # A 13
    game.add_hand({**HAND, "dealer": "B", "turned": ["4"]}, uuid.uuid4())
    with pytest.raises(RecordError) as caught:
        game.edit_hand(game.hands.first().client_id, 0, KICK_WIN)  # A wins at hand 1: no hand 2
    assert caught.value.problems[0].hand == 2
    assert game.hands.get(position=1).data == HAND


@pytest.mark.django_db
def test_a_game_is_closed_only_when_finished_and_then_refuses_changes():
    game = new_game(start={"A": 11, "B": 0})
    with pytest.raises(GameNotFinished):
        game.confirm_finished()
    hand = game.add_hand(KICK_WIN, uuid.uuid4()).hand
    game.confirm_finished()
    assert Game.objects.finished().filter(pk=game.pk).exists()
    with pytest.raises(GameClosed):
        game.undo_hand(hand.client_id)
    game.reopen()
    assert game.undo_hand(hand.client_id).changed and game.status == Game.Status.LIVE


@pytest.mark.django_db(transaction=True)
def test_two_phones_saving_at_once_never_lose_or_interleave_a_hand():
    if connection.vendor != "postgresql":
        pytest.skip("concurrent writers are tested on PostgreSQL (CI's second run)")
    game = new_game()
    barrier = threading.Barrier(8)
    shared_id = uuid.uuid4()
    ids = [uuid.uuid4() for _ in range(6)] + [shared_id, shared_id]

    def submit(client_id):
        from django.db import connection as thread_connection

        try:
            barrier.wait()
            Game.objects.get(pk=game.pk).add_hand({**HAND, "dealer": "A"}, client_id)
        finally:
            thread_connection.close()

    threads = [threading.Thread(target=submit, args=(client_id,)) for client_id in ids]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(game.hands.values_list("position", flat=True)) == [1, 2, 3, 4, 5, 6, 7]
    assert game.hands.filter(client_id=shared_id).count() == 1
