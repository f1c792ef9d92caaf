"""A season's players by their persons' ratings (issue 52, docs/ratings.md), for the ratings
page (rating_views.py), the players' CSV download and `standings --format json`: each
player's person as the merges say, ranked by the conservative rating (mu - 3 sigma: a new
player does not top it on one lucky win), and the partnerships of the season's pairs."""

from dataclasses import dataclass

from leagues.models import Player, Season
from people.models import Alias, Person, PersonRating, RatedResult
from people.rules import Rating, partnerships, surviving


@dataclass(frozen=True)
class RatedPlayer:
    """A player of the season and their person's rating (None: no rated game yet)."""

    position: int | None
    player: int
    name: str
    team: str
    person: int | None
    rating: Rating | None

    @property
    def band(self) -> tuple[float, float] | None:
        """Where the skill probably is: the rating two sigmas either way (95%)."""
        if self.rating is None:
            return None
        return self.rating.mu - 2 * self.rating.sigma, self.rating.mu + 2 * self.rating.sigma

    def as_record(self) -> dict:
        """The player's rating as `standings --format json` prints it (docs/record-format.md)."""
        rating = self.rating
        return {
            "position": self.position,
            "player": self.name,
            "team": self.team,
            "person": self.person,
            "mu": rating and round(rating.mu, 3),
            "sigma": rating and round(rating.sigma, 3),
            "conservative": rating and round(rating.conservative, 3),
            "games": rating.games if rating else 0,
            "provisional": rating.provisional if rating else True,
        }


@dataclass(frozen=True)
class Partnership:
    """Two persons who played together as a pair, and the pair's own rating."""

    first: Person
    second: Person
    rating: Rating


def kept_person(person: int | None, aliases) -> int | None:
    """The person a player's counts as, the merges followed (None: a player with none)."""
    return None if person is None else int(surviving(str(person), aliases))


def ranked_players(season: Season) -> list[RatedPlayer]:
    """The season's players, the rated ranked by conservative rating (the higher first),
    then the unrated by name: three queries (the merges, the players, their ratings)."""
    aliases = Alias.objects.mapping()
    players = Player.objects.filter(team__season=season).values_list(
        "pk", "name", "team__name", "person"
    )
    rows = [(pk, name, team, kept_person(person, aliases)) for pk, name, team, person in players]
    ratings = PersonRating.objects.of(str(row[3]) for row in rows if row[3] is not None)
    rows = [(*row, ratings.get(str(row[3]))) for row in rows]
    rated = sorted(
        (row for row in rows if row[4] is not None),
        key=lambda row: (-row[4].conservative, row[1].casefold(), row[0]),
    )
    unrated = sorted((row for row in rows if row[4] is None), key=lambda r: (r[1].casefold(), r[0]))
    return [
        RatedPlayer(position, *row)
        for position, row in [*enumerate(rated, start=1), *((None, row) for row in unrated)]
    ]


def season_partnerships(season: Season) -> list[Partnership]:
    """The pairs of the season's persons who played together often enough to be rated
    (people.rules.PARTNERSHIP_GAMES), from every rated game they played (a league's or a
    club's), the best first by the pair's conservative rating."""
    aliases = Alias.objects.mapping()
    persons = Player.objects.filter(team__season=season, person__isnull=False)
    kept = {str(kept_person(p, aliases)) for p in persons.values_list("person", flat=True)}
    identities = [int(p) for p in [*kept, *(m for m in aliases if surviving(m, aliases) in kept)]]
    games = RatedResult.objects.filter(seats__person__in=identities).distinct().games()
    pairs = {
        pair: rating for pair, rating in partnerships(games, aliases).items() if set(pair) <= kept
    }
    names = Person.objects.named({person for pair in pairs for person in pair})
    best = sorted(pairs.items(), key=lambda item: (-item[1].conservative, item[0]))
    return [Partnership(names[first], names[second], rating) for (first, second), rating in best]
