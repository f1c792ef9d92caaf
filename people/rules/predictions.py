"""What the ratings say before a game: each side's chance to win, and the start a handicapped
competition gives the weaker sides (docs/ratings.md)."""

import math
from collections.abc import Mapping
from fractions import Fraction

from .ratings import MODEL, NEW, Rating

# A handicap start is at most this share of the target: past it the start decides the game
# more than the play does, and a rating (a new player's above all) is not that sure.
HANDICAP_CAP = Fraction(1, 3)


def chance_to_win(
    ratings: Mapping[str, Rating], sides: tuple[tuple[str, ...], ...], model=MODEL
) -> tuple[float, ...]:
    """Each side's chance to win, openskill's `predict_win` from the persons' ratings (a
    person not rated yet has the starting rating): the chances add up to 1, and the side
    whose players are rated higher has the larger one."""
    teams = [[_openskill(ratings.get(person, NEW), model) for person in side] for side in sides]
    return tuple(model.predict_win(teams))


def _openskill(rating: Rating, model):
    return model.rating(rating.mu, rating.sigma)


def handicap_start(
    ratings: Mapping[str, Rating],
    sides: tuple[tuple[str, ...], ...],
    target: int,
    model=MODEL,
) -> tuple[int, ...]:
    """The score each side starts a handicapped game to `target` with: the favourite (the
    side with the largest chance to win) starts at 0, and every other side with the share of
    the target its gap in chance to win is worth, at most a third of the target, rounded
    down. Between 70% and 30% a game to 11 starts 0-3 (a gap of 40% of 11 is 4.4, capped at
    3.67, rounded down); between equals 0-0."""
    chances = chance_to_win(ratings, sides, model)
    favourite = max(chances)
    cap = HANDICAP_CAP * target
    return tuple(math.floor(min((favourite - chance) * target, cap)) for chance in chances)
