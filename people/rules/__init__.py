"""The people rules core: plain Python, no Django (docs/ratings.md). A person's rating from
every rated game in order (openskill's Weng-Lin Plackett-Luce), incremental or whole, and
merges as aliases."""

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
    "MARGIN_POINTS",
    "MODEL",
    "PROVISIONAL_GAMES",
    "RatedGame",
    "Rating",
    "Ratings",
    "rate",
    "rate_one",
    "replay",
    "surviving",
]
