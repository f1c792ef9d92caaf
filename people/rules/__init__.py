"""The people rules core: plain Python, no Django (docs/ratings.md). A person's rating from
every rated game in order (openskill's Weng-Lin Plackett-Luce), incremental or whole, merges
as aliases, the chance to win and a handicap start."""

from .predictions import HANDICAP_CAP, chance_to_win, handicap_start
from .ratings import (
    MARGIN_POINTS,
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
    "MARGIN_POINTS",
    "MODEL",
    "PROVISIONAL_GAMES",
    "RatedGame",
    "Rating",
    "Ratings",
    "chance_to_win",
    "handicap_start",
    "rate",
    "rate_one",
    "replay",
    "surviving",
]
