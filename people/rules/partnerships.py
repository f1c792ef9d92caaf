"""Who plays best together: a partnership's own rating (docs/ratings.md, "Partnerships").

A pair is rated as one player would be: its own openskill rating, keyed by the two persons,
from the games where every side is a pair (two against two), each side rated as its pair.
Two players' ratings added up say how strong they are apart; the pair's own rating says how
they do together, and how sure that is, so a pair that wins more than its players' ratings
predict rises above one that does not. A pair is shown once it has played
PARTNERSHIP_GAMES games together: before that its sigma is near the start and the pair's
rating says little.
"""

from collections.abc import Iterable, Mapping

from .ratings import MODEL, RatedGame, Rating, in_order, persons_of, rated_sides

PARTNERSHIP_GAMES = 5

type Pair = tuple[str, str]


def partnerships(
    games: Iterable[RatedGame],
    aliases: Mapping[str, str] | None = None,
    at_least: int = PARTNERSHIP_GAMES,
    model=MODEL,
) -> dict[Pair, Rating]:
    """Each pair (its two persons' keys in order) who played at least `at_least` games as
    partners, with the pair's own rating; the rest of the games rate no pair."""
    current: dict[Pair, Rating] = {}
    for game in in_order(games):
        sides = persons_of(game, aliases or {})
        if sides and all(len(side) == 2 for side in sides):
            pairs = tuple((tuple(sorted(side)),) for side in sides)
            current.update(rated_sides(current, pairs, game, model))
    return {pair: rating for pair, rating in current.items() if rating.games >= at_least}
