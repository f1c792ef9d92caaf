"""Every change to a game happens once: resent (a retry after a lost answer, a double tap, the
outbox sending again) or sent by several phones at once, each intended change changes the game
exactly once, and the others are answered calmly, never with a 5xx.

Resends run on both databases; the storms of simultaneous requests (a client per thread, each
with its own database connection) run on PostgreSQL, as CI's second run does."""

import threading
import time
import uuid

import pytest
from django.test import Client
from django.urls import reverse

from scoring.models import AuditEntry, Game, _statements
from tests.scoring_helpers import POSTED, SIDES  # POSTED: HAND as the form posts it
from tests.storm import storm

HAND = {"dealer": "A", "turned": ["4"], "high": "A", "low": "B", "game": "A"}  # A +2, B +1


def new_game(hands: int = 0, **kwargs) -> Game:
    kwargs.setdefault("options", {"target": 1000})
    game = Game.objects.create(game="allfours", variant="trinidad", sides=SIDES, **kwargs)
    for n in range(hands):
        game.add_hand({**HAND, "dealer": "AB"[n % 2]}, uuid.uuid4())
    return game


def url(game: Game, name: str, *args) -> str:
    return reverse(name, args=[game.public_id, game.secret, *args])


def actions(game: Game) -> list[str]:
    return list(game.audit.values_list("action", flat=True))


# Resent: the same request twice, one after the other.


@pytest.mark.django_db
def test_a_resent_undo_takes_back_one_hand_and_says_so():
    game = new_game(hands=5)
    last = game.hands.last().client_id
    first, again = game.undo_hand(last), game.undo_hand(last)
    assert (first.changed, first.message) == (True, "Hand 5 undone.")
    assert (again.changed, again.conflict, again.message) == (
        False,
        False,
        "Hand 5 was already undone.",
    )
    assert game.hands.count() == 4
    assert Game.objects.get(pk=game.pk).version == 6  # five hands and one undo


@pytest.mark.django_db
def test_an_undo_of_a_hand_that_is_no_longer_last_changes_nothing():
    game = new_game(hands=2)
    shown = game.hands.last().client_id
    game.add_hand({**HAND, "dealer": "A"}, uuid.uuid4())  # another phone saved hand 3 meanwhile
    outcome = game.undo_hand(shown)
    assert outcome.conflict and not outcome.changed and "hand 3 was added since" in outcome.message
    assert game.hands.count() == 3


@pytest.mark.django_db
def test_a_resent_delete_removes_one_hand():
    game = new_game(hands=3)
    second = game.hands.get(position=2).client_id
    assert game.delete_hand(second).changed
    again = game.delete_hand(second)
    assert not again.changed and again.message == "Hand 2 was already deleted."
    assert game.hands.count() == 2 and actions(game).count("delete") == 1


@pytest.mark.django_db
def test_a_resent_edit_is_saved_once_and_a_stale_one_is_not_lost_over_another():
    game = new_game(hands=2)
    first = game.hands.get(position=1)
    changed = {**HAND, "high": "B"}
    assert game.edit_hand(first.client_id, 0, changed).changed
    again = game.edit_hand(first.client_id, 0, changed)
    assert not again.changed and not again.conflict and again.message == "Hand 1 is saved as it is."
    # A second phone still showing revision 0 sends a different change: it is not saved over.
    stale = game.edit_hand(first.client_id, 0, {**HAND, "low": "A"})
    assert stale.conflict and "changed on another phone" in stale.message
    first.refresh_from_db()
    assert (first.data, first.revision) == (changed, 1) and actions(game).count("edit") == 1


@pytest.mark.django_db
def test_a_resent_confirm_and_reopen_change_the_game_once():
    game = new_game(start={"A": 11, "B": 0}, options={})
    game.add_hand({"dealer": "A", "turned": ["J"]}, uuid.uuid4())  # A kicks to 14 and wins
    assert game.confirm_finished().changed
    assert game.confirm_finished().message == "The game was already closed."
    assert game.reopen().changed and game.reopen().message == "The game is open already."
    assert actions(game).count("finish") == 1 and actions(game).count("reopen") == 1


@pytest.mark.django_db
def test_a_hand_saved_then_undone_is_not_saved_again_by_a_late_resend():
    game = new_game()
    client_id = uuid.uuid4()
    saved = game.add_hand(HAND, client_id)
    game.undo_hand(client_id)
    late = game.add_hand(HAND, client_id)  # the outbox, after a lost answer
    assert saved.changed and (late.hand, late.changed) == (None, False)
    assert late.message == "This hand was saved before and then undone: not again."
    assert game.hands.count() == 0


@pytest.mark.django_db
def test_each_change_is_audited_with_the_hand_it_acted_on():
    game = new_game(hands=1)
    hand = game.hands.get()
    game.edit_hand(hand.client_id, 0, {**HAND, "high": "B"})
    game.undo_hand(hand.client_id)
    assert set(game.audit.values_list("client_id", flat=True)) == {hand.client_id}
    assert actions(game) == [AuditEntry.Action.ADD, AuditEntry.Action.EDIT, AuditEntry.Action.UNDO]


@pytest.mark.django_db
def test_the_outbox_is_answered_in_json_saved_once_refused_with_the_field(client):
    game = new_game()
    body = {**POSTED, "client_id": str(uuid.uuid4())}
    headers = {"HTTP_X_PEGBOARD_OUTBOX": "1"}
    first = client.post(url(game, "scoring-add-hand"), body, **headers)
    again = client.post(url(game, "scoring-add-hand"), body, **headers)
    assert first.status_code == again.status_code == 200
    assert first.json() == {"saved": True, "changed": True, "message": "Hand 1 saved."}
    assert again.json() == {"saved": True, "changed": False, "message": "Hand 1 was saved already."}
    bad = client.post(
        url(game, "scoring-add-hand"),
        {**POSTED, "turned": "", "client_id": str(uuid.uuid4())},
        **headers,
    )
    assert (
        bad.status_code == 422 and bad.json()["saved"] is False and "turned" in bad.json()["errors"]
    )
    Game.objects.filter(pk=game.pk).update(status=Game.Status.FINISHED)  # closed on another phone
    closed = client.post(
        url(game, "scoring-add-hand"), {**POSTED, "client_id": str(uuid.uuid4())}, **headers
    )
    assert closed.status_code == 409 and "closed" in closed.json()["message"]
    assert game.hands.count() == 1


# Storms: many identical or competing requests at the same moment (PostgreSQL).


@pytest.mark.django_db(transaction=True)
def test_simultaneous_saves_of_the_same_hand_store_it_once():
    game = new_game()
    body = {**POSTED, "client_id": str(uuid.uuid4())}
    statuses = storm([(url(game, "scoring-add-hand"), body)] * 10)
    assert statuses == [200] * 10 and game.hands.count() == 1


@pytest.mark.django_db(transaction=True)
def test_simultaneous_saves_of_different_hands_each_store_one_hand_in_turn(monkeypatch):
    """Each save reads the audit trail after its count has taken the row's lock (on
    PostgreSQL in the count's own round trip): a save that waited for another sees that
    hand, so each hand takes the next place, and the kept score counts every one. The first
    save to write holds its lock a while, so the others' counts wait for it."""
    real_insert, first = _statements.insert, threading.Lock()

    def slow_first(*rows):
        if first.acquire(blocking=False):
            time.sleep(0.3)
        return real_insert(*rows)

    game = new_game(hands=3)
    assert Client().get(url(game, "scoring-scorer")).status_code == 200  # a score kept here
    monkeypatch.setattr(_statements, "insert", slow_first)
    bodies = [{**POSTED, "client_id": str(uuid.uuid4())} for _ in range(6)]
    statuses = storm([(url(game, "scoring-add-hand"), body) for body in bodies])
    assert statuses == [200] * 6
    assert [h.position for h in game.hands.all()] == list(range(1, 10))
    assert actions(game).count("add") == 9
    fresh = Game.objects.get(pk=game.pk)
    assert fresh.result().scores == fresh.result([h.data for h in fresh.hands.all()]).scores
    assert fresh.result().scores == {"A": 18, "B": 9}


@pytest.mark.django_db(transaction=True)
def test_four_simultaneous_undos_of_hand_5_remove_one_hand():
    game = new_game(hands=5)
    body = {"hand": str(game.hands.last().client_id)}
    statuses = storm([(url(game, "scoring-undo"), body)] * 4)
    assert all(status < 500 for status in statuses) and game.hands.count() == 4
    assert actions(game).count("undo") == 1


@pytest.mark.django_db(transaction=True)
def test_simultaneous_deletes_of_different_hands_each_happen_once():
    game = new_game(hands=6)
    ids = [str(h.client_id) for h in game.hands.all()]
    requests = [(url(game, "scoring-delete-hand", 1), {"hand": ids[n]}) for n in (0, 2, 4)] * 2
    statuses = storm(requests)
    assert all(status < 500 for status in statuses)
    assert [str(h.client_id) for h in game.hands.all()] == [ids[1], ids[3], ids[5]]
    assert [h.position for h in game.hands.all()] == [1, 2, 3]
    assert actions(game).count("delete") == 3


@pytest.mark.django_db(transaction=True)
def test_simultaneous_edits_of_one_hand_keep_exactly_one():
    game = new_game(hands=2)
    hand = game.hands.first()
    target = {"hand": str(hand.client_id), "revision": "0", "client_id": str(uuid.uuid4())}
    bodies = [{**POSTED, **target, "high": side} for side in "AB"] * 3
    statuses = storm([(url(game, "scoring-edit-hand", 1), body) for body in bodies])
    assert all(status < 500 for status in statuses)
    hand.refresh_from_db()
    assert hand.revision == 1 and actions(game).count("edit") == 1  # one won; the rest told


@pytest.mark.django_db(transaction=True)
def test_simultaneous_confirms_and_undos_never_crash_and_close_at_most_once():
    game = new_game(start={"A": 11, "B": 0}, options={})
    game.add_hand({"dealer": "A", "turned": ["J"]}, uuid.uuid4())
    undo = (url(game, "scoring-undo"), {"hand": str(game.hands.get().client_id)})
    statuses = storm([(url(game, "scoring-finish"), {})] * 4 + [undo] * 2)
    assert all(status < 500 for status in statuses)
    game.refresh_from_db()
    assert actions(game).count("finish") <= 1 and actions(game).count("undo") <= 1
    # Either it closed before the undo arrived (the undo was refused), or the undo came first.
    assert (game.status == Game.Status.FINISHED) == (game.hands.count() == 1)
