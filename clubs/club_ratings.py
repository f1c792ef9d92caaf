"""What the clubs show of the ratings (people/, docs/ratings.md): a club's players ranked by
their conservative rating, its partnerships (who plays best together, from the club's own
tables), and each side's chance to win at a table of the round being played. A rating is a
person's, from every rated game wherever played; a player merged into another person counts
as that person."""

from collections.abc import Iterable
from dataclasses import dataclass
from itertools import chain

from clubs.models import Club, ClubPlayer, ClubTable
from clubs.models.rated import persons_by_key, rated_persons, sides_as_persons, source_of
from people.models import Alias, Person, PersonRating, RatedResult
from people.rules import Rating, chance_to_win, partnerships, surviving


@dataclass(frozen=True)
class Ranked:
    """A club player in the ranking: their place, and the rating of the person they are."""

    position: int
    player: ClubPlayer
    person: int  # the person's pk their page has (the one they count as)
    rating: Rating


@dataclass(frozen=True)
class Partnership:
    names: tuple[str, str]
    persons: tuple[int, int]
    rating: Rating


def counted_as(players: Iterable[ClubPlayer], aliases) -> dict[int, int]:
    """Each player's pk and the pk of the person they count as (the merges followed)."""
    return {
        player.pk: int(surviving(str(player.person_id), aliases))
        for player in players
        if player.person_id is not None
    }


def club_ranking(club: Club) -> list[Ranked]:
    """The club's rated players, best conservative rating first (a tie by name); two players
    who are one person are ranked once, as the first registered of them."""
    players = list(club.players.order_by("walk_in", "pk"))
    persons = counted_as(players, Alias.objects.mapping())
    ratings = PersonRating.objects.of(str(person) for person in persons.values())
    shown, seen = [], set()
    for player in players:
        person = persons.get(player.pk)
        if person is not None and str(person) in ratings and person not in seen:
            seen.add(person)
            shown.append((player, person, ratings[str(person)]))
    shown.sort(key=lambda each: (-each[2].conservative, each[0].name.casefold()))
    return [Ranked(place, *each) for place, each in enumerate(shown, 1)]


def player_rating(player: ClubPlayer) -> Rating | None:
    """A player's rating, read with the player (`select_related("person__rating")`): none
    while unrated, or while merged into another person, whose page theirs leads to."""
    try:
        return player.person.rating.as_rating() if player.person_id else None
    except PersonRating.DoesNotExist:
        return None


def club_partnerships(club: Club) -> list[Partnership]:
    """Each pair of the club's players who played enough of the club's tables together
    (people.rules.partnerships), best conservative rating first."""
    tables = ClubTable.objects.filter(round__night__club=club).only("pk")
    games = RatedResult.objects.filter(source__in=[source_of(t) for t in tables]).games()
    aliases = Alias.objects.mapping()
    pairs = partnerships(games, aliases)
    names = {pk: person.name for pk, person in Person.objects.named({*chain(*pairs)}).items()}
    players = list(club.players.order_by("-walk_in", "-pk"))  # the first registered last
    persons = counted_as(players, aliases)
    names |= {str(persons[p.pk]): p.name for p in players if p.pk in persons}
    found = [
        Partnership((names[first], names[second]), (int(first), int(second)), rating)
        for (first, second), rating in pairs.items()
    ]
    return sorted(found, key=lambda pair: -pair.rating.conservative)


def table_chances(night, tables: list[ClubTable]) -> dict[int, tuple[int, ...]]:
    """Each table's chance to win for each of its sides, in percent, as the ratings stand
    (people.rules.chance_to_win), by the table's pk; a table with a person at it twice has
    none."""
    keys = {key for table in tables for side in table.sides for key in side}
    if not keys:
        return {}
    persons, ratings = rated_persons(night, keys)
    chances = {}
    for table in tables:
        if (sides := sides_as_persons(table.sides, persons)) is not None:
            chances[table.pk] = percents(chance_to_win(ratings, sides))
    return chances


def percents(chances: tuple[float, ...]) -> tuple[int, ...]:
    """Chances as whole percents adding up to 100 (the largest remainders rounded up)."""
    exact = [100 * chance for chance in chances]
    whole = [int(value) for value in exact]
    by_remainder = sorted(range(len(exact)), key=lambda i: whole[i] - exact[i])
    for index in by_remainder[: 100 - sum(whole)]:
        whole[index] += 1
    return tuple(whole)


class NightRatings:
    """What a night's file says of the ratings (docs/record-format.md, "Club night files"):
    each side's persons and their conservative ratings now, and each table's rated result's
    name once it is rated; read in a fixed number of queries however many tables."""

    def __init__(self, night, tables):
        keys = {key for table in tables for side in table.keys for key in side}
        self.persons = persons_by_key(night, keys) if keys else {}
        aliases = Alias.objects.mapping()
        self.counted = {
            person: surviving(str(person), aliases)
            for found in self.persons.values()
            for person in found
        }
        self.ratings = PersonRating.objects.of(set(self.counted.values()))
        sources = [source_of(table) for table in tables]
        self.rated = set(
            RatedResult.objects.filter(source__in=sources).values_list("source", flat=True)
        )

    def side(self, keys) -> dict:
        persons = [person for key in keys for person in self.persons.get(key, [])]
        ratings = [self.ratings.get(self.counted[person]) for person in persons]
        return {
            "persons": persons,
            "ratings": [rating and round(rating.conservative, 2) for rating in ratings],
        }

    def source(self, table) -> str | None:
        """The table's rated result's name (a ClubTable, or a night sheet's table)."""
        name = source_of(table)
        return name if name in self.rated else None
