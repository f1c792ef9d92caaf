"""A season's players by their persons' ratings (issue 52, docs/ratings.md), for the ratings
page (rating_views.py), the players' CSV download and `standings --format json`: each
player's person as the merges say, ranked by the conservative rating (mu - 3 sigma: a new
player does not top it on one lucky win), and the partnerships of the season's pairs."""

from dataclasses import dataclass

from leagues.models import Player, Season
from people.models import Alias, Person, PersonRating, RatedResult, RatingBook
from people.rules import Rating, chance_to_win, partnerships, surviving


def ratings_version() -> int:
    """The rating book's version, counted by every change to any rating: what a page kept by
    its season's version (Season.kept_key) names besides when it shows ratings."""
    return RatingBook.objects.values_list("version", flat=True).first() or 0


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
class TieChance:
    """A cup tie not played yet, and each team's chance to win it, in percent."""

    home: str
    away: str
    chances: tuple[int, int]


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


def tie_chances(bracket) -> list[TieChance]:
    """Each tie of the cup's bracket still to be played (drawn, no card in), with each team's
    chance to win it as its players' ratings stand (people.rules.chance_to_win): each side
    its team's strongest players by rating, as many on each side (the smaller team's count,
    so a long list of players is no advantage), an unrated player at the starting rating."""
    ties = [
        tie
        for cup_round in bracket.rounds
        for tie in cup_round.ties
        if tie.away is not None and tie.decision is None and not tie.waiting
    ]
    if not ties:
        return []
    strongest, ratings = strongest_players(
        {team.pk for tie in ties for team in (tie.home, tie.away)}
    )
    shown = []
    for tie in ties:
        home, away = strongest[tie.home.pk], strongest[tie.away.pk]
        size = min(len(home), len(away))
        if size == 0:
            continue  # a team with no registered players: nothing to say
        chances = chance_to_win(ratings, (tuple(home[:size]), tuple(away[:size])))
        home_chance = round(100 * chances[0])
        shown.append(TieChance(tie.home.name, tie.away.name, (home_chance, 100 - home_chance)))
    return shown


def strongest_players(teams) -> tuple[dict[int, list[str]], dict]:
    """Each team's (by pk) registered persons, the merges followed, the strongest first by
    rating (mu; an unrated player at the starting rating), and their ratings: two queries
    besides the merges."""
    aliases = Alias.objects.mapping()
    persons: dict[int, set[str]] = {team: set() for team in teams}
    for team, person in Player.objects.filter(team__in=teams, person__isnull=False).values_list(
        "team", "person"
    ):
        persons[team].add(str(kept_person(person, aliases)))
    ratings = PersonRating.objects.of({p for team in persons.values() for p in team})
    strongest = {
        team: sorted(found, key=lambda p: (-ratings.get(p, Rating()).mu, p))
        for team, found in persons.items()
    }
    return strongest, ratings


def seeds_by_rating(teams, count: int) -> list[str]:
    """The `count` strongest of these teams by code, the strongest first, for a seeded cup
    draw (leagues/rules/cup.first_round): each team's strength its strongest registered
    players' mean rating (mu), as many of each team as the smallest team has (as a tie's
    chances count them, so a long list of players is no advantage). Only a team with a rated
    player can be seeded: a cup of unrated teams has no seeds."""
    strongest, ratings = strongest_players({team.pk for team in teams})
    rated = [team for team in teams if any(p in ratings for p in strongest[team.pk])]
    if not rated:
        return []
    size = min(len(strongest[team.pk]) for team in rated)

    def strength(team) -> float:
        mus = [ratings.get(p, Rating()).mu for p in strongest[team.pk][:size]]
        return sum(mus) / size

    ranked = sorted(rated, key=lambda team: (-strength(team), team.code))
    return [team.code for team in ranked[:count]]
