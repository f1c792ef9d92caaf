"""Who follows a game's result from above: an app that keeps something worked out from a
game's result (a club table's rated result, clubs/) registers a callback here in its
AppConfig.ready, since scoring imports none of the apps above it (tests/test_layers.py).

A callback is given the game's pk once a change that may have moved the game's result is
committed: a hand that finishes the game, and every edit, deletion, undo, close or reopen (a
finished game's points or its end may move). A hand added to a game still being played moves
no result, and a league night's hot path asks nothing more of it."""

from collections.abc import Callable

from django.db import transaction

type Follower = Callable[[int], None]

_FOLLOWERS: list[Follower] = []


def follow(callback: Follower) -> None:
    """`callback(game_pk)` after each change that may move a game's result (registered once
    however often an app is made ready)."""
    if callback not in _FOLLOWERS:
        _FOLLOWERS.append(callback)


def after_change(game_pk: int, action: str, finished: bool) -> None:
    """Inside a game's change: its followers are told once it is committed (rolled back,
    nothing moved and nobody is told)."""
    if _FOLLOWERS and (finished or action != "add"):
        transaction.on_commit(lambda: [follower(game_pk) for follower in _FOLLOWERS])
