"""A person's rating and how sure it is: every rated game, in one order, through openskill's
Weng-Lin model (docs/ratings.md). Plain Python: the app stores what this computes.

The ratings are a pure function of the games and the aliases (a merged person's key -> the
key of the person it was merged into): merging two persons is rating the same games again
with one more alias, and undoing it is rating them without it, so an undo gives back exactly
the ratings from before the merge.
"""

from collections.abc import Hashable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from datetime import date, datetime, time

from openskill.models import PlackettLuce

# How many rated games until a rating stops being "provisional". Twenty is the count the Free
# Internet Chess Server labelled ratings "provisional" below, before it moved to Glicko's
# rating deviation (http://www.freechess.org/Help/HelpFiles/glicko.html); FargoRate's
# "established" at 200 games counts pool racks, many to a match. A count, rather than a sigma
# threshold, is what a player can check on their own page; after twenty games a rating's
# sigma has fallen only to about 60% (singles) or 70% (pairs) of where it started (a
# simulated club of 40 players, sides and winners drawn at random).
PROVISIONAL_GAMES = 20

# The margin (the share of the points) does not count: a game is rated by who won. openskill
# takes a margin as each side's `scores` with the model's `margin` (its manual, "Score
# Margins", https://github.com/vivekjoshy/openskill.py/blob/main/docs/source/manual.rst), but
# 6.2.0 applies it by moving the sides' expected strengths by the score gap times their
# rating gap: a favourite's big win moves the ratings further, an underdog's big win less
# far than a plain win, and between sides rated alike a margin changes nothing
# (tests/people/rules/test_ratings.py holds that, so an openskill that changes it is seen).
# A convincing upset counting for less is not a rule a player would accept. `weights` are
# each player's own share of a win, not the side's points, so they do not fit either.

# The model, stated once. Plackett-Luce is Weng and Lin's Algorithm 4 (Journal of Machine
# Learning Research 12, 2011, 267-300,
# https://www.csie.ntu.edu.tw/~cjlin/papers/online_ranking/online_journal.pdf), which
# openskill's manual recommends "for most use cases" as "a good balance between efficiency
# and accuracy": our games have two to a few sides of one or two players, no large matches.
# Its defaults (mu 25, sigma 25/3, beta 25/6, tau 25/300) are kept, as the manual advises.
MODEL = PlackettLuce()


@dataclass(frozen=True)
class RatedGame:
    """One game that counts for the ratings. `sides` are the persons' keys, side by side;
    `points` each side's points (kept with the game; the rating reads only who won);
    `winner` the winning side's index (None: a draw)."""

    id: str
    when: date | datetime
    sides: tuple[tuple[str, ...], ...]
    points: tuple[int, ...]
    winner: int | None

    def __post_init__(self):
        if len(self.sides) < 2 or any(not side for side in self.sides):
            raise ValueError(f"game {self.id}: at least two sides, each with a person")
        if len(self.points) != len(self.sides):
            raise ValueError(f"game {self.id}: one number of points for each side")
        if self.winner is not None and not 0 <= self.winner < len(self.sides):
            raise ValueError(f"game {self.id}: the winner is no side of the game")

    @property
    def order(self) -> tuple[datetime, str]:
        """Where the game comes in the one order every rating is computed in: when, then its
        id (a date is its midnight; the times are all aware of their zone, or none is)."""
        when = self.when
        if not isinstance(when, datetime):
            when = datetime.combine(when, time.min)
        return when, self.id


@dataclass(frozen=True)
class Rating:
    """A person's rating: `mu` the likeliest skill, `sigma` how unsure it is, `games` how many
    rated games it comes from."""

    mu: float = MODEL.mu
    sigma: float = MODEL.sigma
    games: int = 0

    @property
    def conservative(self) -> float:
        """openskill's ordinal, mu - 3 sigma: the skill the person is 99.7% sure to have at
        least, what a ranking orders by (a new player does not top it on one lucky win)."""
        return MODEL.rating(self.mu, self.sigma).ordinal()

    @property
    def provisional(self) -> bool:
        return self.games < PROVISIONAL_GAMES


NEW = Rating()


class Ratings(Mapping[str, Rating]):
    """Each rated person's rating, and `last`: the order of the latest game rated (a game
    before it cannot be added one at a time: the history is rated again). A person with no
    rated game is not in it; `of` gives them the starting rating."""

    def __init__(self, by_person: Mapping[str, Rating] | None = None, last=None):
        self._by_person = dict(by_person or {})
        self.last: tuple[datetime, str] | None = last

    def __getitem__(self, person: str) -> Rating:
        return self._by_person[person]

    def __iter__(self) -> Iterator[str]:
        return iter(self._by_person)

    def __len__(self) -> int:
        return len(self._by_person)

    def __repr__(self) -> str:
        return f"Ratings({self._by_person!r}, last={self.last!r})"

    def of(self, person: str) -> Rating:
        return self._by_person.get(person, NEW)


def surviving(person: str, aliases: Mapping[str, str]) -> str:
    """The person a key stands for once the merges are followed (a merged person may have
    been merged into one merged later)."""
    seen = {person}
    while person in aliases:
        person = aliases[person]
        if person in seen:
            raise ValueError(f"the merges of {person} go round in a circle")
        seen.add(person)
    return person


def persons_of(game: RatedGame, aliases: Mapping[str, str]) -> tuple[tuple[str, ...], ...]:
    """The game's sides with each person as the merges say; empty when one person would be
    twice in the game (two persons merged who played each other): such a game says nothing
    of who is stronger, so it is not rated."""
    sides = tuple(tuple(surviving(person, aliases) for person in side) for side in game.sides)
    everyone = [person for side in sides for person in side]
    return sides if len(set(everyone)) == len(everyone) else ()


def in_order(games: Iterable[RatedGame]) -> list[RatedGame]:
    """The games in the one order they are rated in; two games with one id are refused (the
    order between them would depend on how they were given)."""
    ordered = sorted(games, key=lambda game: game.order)
    ids = [game.id for game in ordered]
    if len(set(ids)) != len(ids):
        raise ValueError("two rated games have the same id")
    return ordered


def rated_sides[K: Hashable](
    current: Mapping[K, Rating],
    sides: tuple[tuple[K, ...], ...],
    game: RatedGame,
    model=MODEL,
) -> dict[K, Rating]:
    """The new ratings of the keys on `sides` after `game`: openskill's `rate` with the
    game's ranks (the winner first, the other sides level behind it; a draw all level)."""
    before = {key: current.get(key, NEW) for side in sides for key in side}
    teams = [[model.rating(before[key].mu, before[key].sigma) for key in side] for side in sides]
    rated = model.rate(teams, ranks=_ranks(game))
    return {
        key: Rating(after.mu, after.sigma, before[key].games + 1)
        for side, team in zip(sides, rated, strict=True)
        for key, after in zip(side, team, strict=True)
    }


def _ranks(game: RatedGame) -> list[float]:
    if game.winner is None:
        return [0.0] * len(game.sides)
    return [0.0 if side == game.winner else 1.0 for side in range(len(game.sides))]


def replay(
    games: Iterable[RatedGame], aliases: Mapping[str, str] | None = None, model=MODEL
) -> Iterator[tuple[RatedGame, dict[str, Rating]]]:
    """Every game in order with its persons' ratings after it (a chart over time, the rows a
    rebuild writes); a game not rated (`persons_of`) is left out."""
    aliases = aliases or {}
    current: dict[str, Rating] = {}
    for game in in_order(games):
        if sides := persons_of(game, aliases):
            changed = rated_sides(current, sides, game, model)
            current.update(changed)
            yield game, changed


def rate(
    games: Iterable[RatedGame], aliases: Mapping[str, str] | None = None, model=MODEL
) -> Ratings:
    """Every person's rating from all the games, rated one by one in their order."""
    by_person: dict[str, Rating] = {}
    last = None
    for game, changed in replay(games, aliases, model):
        by_person.update(changed)
        last = game.order
    return Ratings(by_person, last)


def rate_one(
    ratings: Ratings,
    game: RatedGame,
    aliases: Mapping[str, str] | None = None,
    model=MODEL,
) -> Ratings:
    """`ratings` with one new game added after every game they come from: exactly what rating
    all the games again gives. It reads and changes only the game's persons, so `ratings`
    need hold no one else (the app passes the game's persons and the order of the last game
    rated), and its cost does not grow with the history."""
    if ratings.last is not None and game.order <= ratings.last:
        raise ValueError(f"game {game.id} comes before a game already rated: rate them all")
    sides = persons_of(game, aliases or {})
    changed = rated_sides(ratings, sides, game, model) if sides else {}
    return Ratings({**ratings, **changed}, game.order)
