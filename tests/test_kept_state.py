"""What a process keeps of a game (its unchanging fields, its score) is never changed behind
it, and is never changed in place once kept, so threads of one process can share it."""

import uuid

import pytest
from django.contrib.auth.models import User

from scoring.models import Game
from tests.doors import game_door
from tests.scoring_helpers import SIDES

pytestmark = pytest.mark.django_db


def test_the_owner_is_not_kept_it_is_read_when_asked():
    """Deleting a user sets their games' owner to null, behind every process's back."""
    owner = User.objects.create_user("scorer")
    game = Game.objects.create(game="allfours", variant="trinidad", sides=SIDES, owner=owner)
    assert Game.objects.named(game.public_id).owner_id == owner.pk  # (kept here now)
    owner.delete()
    assert Game.objects.to_change(game.public_id).owner_id is None


HAND = {"dealer": "A", "turned": ["4"], "high": "A", "low": "B", "game": "A"}  # A +2, B +1


def test_a_kept_fold_is_never_changed_in_place():
    """A thread may be reading a kept fold while another brings the game up to date: the
    newer fold is a new object, the kept one stays the game as it was."""
    from scoring.models import _kept

    game = Game.objects.create(game="allfours", variant="trinidad", sides=SIDES)
    for n in range(2):
        game.add_hand({**HAND, "dealer": "AB"[n]}, uuid.uuid4())
    kept = _kept.current(game)  # replayed and kept
    before = kept.result()
    assert _kept.current(game) is kept
    for position in (3, 4):  # saved through another server: rows and audit entries only
        with game_door(game):
            hand = game.hands.create(position=position, data=HAND, client_id=uuid.uuid4())
            game.audit.create(action="add", position=position, client_id=hand.client_id, after=HAND)
    newer = _kept.current(game)
    assert (
        newer is not kept
        and len(newer.hands) == 4
        and newer.result().scores
        == {
            "A": 8,
            "B": 4,
        }
    )
    assert kept.result() == before and len(kept.hands) == 2  # untouched
    assert _kept.current(game) is newer  # swapped in
    saved = _kept.with_hand(game, uuid.uuid4(), {**HAND, "dealer": "B"})
    assert len(saved.hands) == 5 and len(newer.hands) == 4 and _kept.current(game) is newer


def test_a_game_built_from_kept_fields_cannot_change_them():
    game = Game.objects.create(game="allfours", variant="trinidad", sides=SIDES)
    Game.objects.named(game.public_id).sides[0]["name"] = "Changed"
    built = Game.objects.to_change(game.public_id)
    built.sides[0]["name"] = "Changed too"
    assert Game.objects.to_change(game.public_id).sides[0]["name"] == "Red Lion"


def test_threads_bringing_one_kept_fold_up_to_date_at_once_add_each_hand_once(monkeypatch):
    """Eight readers find the same kept fold a hand behind (another worker saved it) at the
    same moment, each scoring slowly enough to overlap: each has the hand once, and the kept
    fold is as it was."""
    import threading
    import time
    from datetime import UTC, datetime

    from scoring.models import _kept

    game = Game(pk=10**6, game="allfours", variant="trinidad", sides=SIDES)
    game.created = datetime.now(UTC)
    fold = _kept.replay(game, [HAND, {**HAND, "dealer": "B"}])
    kept = _kept.Kept(fold, 1, game.created)
    changes = [_kept.Change(2, game.created, "add", 3, HAND)]
    real = type(fold).score_hand

    def slowly(self, number, raw):
        time.sleep(0.01)
        return real(self, number, raw)

    monkeypatch.setattr(type(fold), "score_hand", slowly)
    barrier, folds = threading.Barrier(8), []

    def reader():
        barrier.wait()
        folds.append(_kept._up_to_date(game, kept, changes))

    threads = [threading.Thread(target=reader) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert [len(each.hands) for each in folds] == [3] * 8
    assert len(fold.hands) == 2 and fold.result().scores == {"A": 4, "B": 2}
