"""What a process keeps of a game (its unchanging fields, its score) is never changed behind
it, and is never changed in place once kept, so threads of one process can share it."""

import pytest
from django.contrib.auth.models import User

from scoring.models import Game
from tests.test_scoring_views import SIDES

pytestmark = pytest.mark.django_db


def test_the_owner_is_not_kept_it_is_read_when_asked():
    """Deleting a user sets their games' owner to null, behind every process's back."""
    owner = User.objects.create_user("scorer")
    game = Game.objects.create(game="allfours", variant="trinidad", sides=SIDES, owner=owner)
    assert Game.objects.named(game.public_id).owner_id == owner.pk  # (kept here now)
    owner.delete()
    assert Game.objects.to_change(game.public_id).owner_id is None
