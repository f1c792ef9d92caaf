"""The people rules core: plain Python, no Django (docs/ratings.md). A person's rating from
every rated game in order (openskill's Weng-Lin Plackett-Luce), incremental or whole, merges
as aliases, partnerships, the chance to win and a handicap start."""

from .partnerships import PARTNERSHIP_GAMES, partnerships
from .predictions import HANDICAP_CAP, chance_to_win, handicap_start
from .ratings import (
    MODEL,
    PROVISIONAL_GAMES,
    RatedGame,
    Rating,
    Ratings,
    rate,
    rate_one,
    replay,
    surviving,
)

__all__ = [
    "HANDICAP_CAP",
    "MODEL",
    "PARTNERSHIP_GAMES",
    "PROVISIONAL_GAMES",
    "RatedGame",
    "Rating",
    "Ratings",
    "chance_to_win",
    "handicap_start",
    "partnerships",
    "rate",
    "rate_one",
    "replay",
    "surviving",
]
