"""Every change to a game goes one way (count and lock, decide, write, audit, keep) and says
what it did in its Outcome, with the game as it left it: nothing is left on the instance to
be read afterwards."""

import uuid

import pytest

from scoring.models import Game
from scoring.rules import score_record
from tests.scoring_helpers import SIDES

pytestmark = pytest.mark.django_db
HAND = {"dealer": "A", "turned": ["4"], "high": "A", "low": "B", "game": "A"}  # A +2, B +1


def as_stored(game: Game):
    return score_record(Game.objects.get(pk=game.pk).record()).scores


def test_each_change_returns_the_game_as_it_left_it():
    game = Game.objects.create(
        game="allfours", variant="trinidad", sides=SIDES, start={"A": 9, "B": 0}
    )
    ids = [uuid.uuid4() for _ in range(3)]
    for n, hand_id in enumerate(ids):
        saved = game.add_hand({**HAND, "dealer": "AB"[n % 2]}, hand_id)
        assert saved.changed and saved.hand.position == n + 1
        assert saved.standing[1].scores == as_stored(game)
    edited = game.edit_hand(ids[0], 0, {**HAND, "high": "B"})
    assert edited.hand.revision == 1 and edited.standing[1].scores == as_stored(game)
    undone = game.undo_hand(ids[2])
    assert undone.hand.client_id == ids[2] and undone.standing[1].scores == as_stored(game)
    deleted = game.delete_hand(ids[1])
    assert deleted.standing[1].scores == as_stored(game) == {"A": 10, "B": 2}
    kick = game.add_hand({**HAND, "turned": ["J"]}, uuid.uuid4())  # A kicks to 13, high: 14
    assert kick.standing[1].finished
    closed = game.confirm_finished()
    assert closed.changed and closed.standing[1].finished and not game.is_open
    assert game.reopen().changed and game.is_open


def test_a_change_that_changes_nothing_takes_its_count_back():
    game = Game.objects.create(game="allfours", variant="trinidad", sides=SIDES)
    hand_id = uuid.uuid4()
    game.add_hand(HAND, hand_id)
    version = Game.objects.get(pk=game.pk).version
    for outcome in (
        game.add_hand(HAND, hand_id),
        game.edit_hand(hand_id, 0, HAND),
        game.reopen(),
        game.undo_hand(uuid.uuid4()),
    ):
        assert not outcome.changed and outcome.standing is None
        assert game.version == version  # read again: the count was taken back
    assert Game.objects.get(pk=game.pk).version == version
