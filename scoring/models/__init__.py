"""A scored game is its entered hand records in order, plus an audit trail. Nothing derived
(totals, winners) is stored: the engine in scoring/rules computes it from the hands."""

from scoring.models.changes import HAND_GONE, GameClosed, GameNotFinished, GameOutcome
from scoring.models.games import Game, GameQuerySet, new_public_id, new_secret
from scoring.models.hands import AuditEntry, Hand

__all__ = [
    "HAND_GONE",
    "AuditEntry",
    "Game",
    "GameClosed",
    "GameNotFinished",
    "GameOutcome",
    "GameQuerySet",
    "Hand",
    "new_public_id",
    "new_secret",
]
