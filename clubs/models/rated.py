"""A club table's result in the players' ratings (people/, issue 52): each table whose result
stands (its finished game's, or the newest version typed) is one rated result, named
"club:table:<pk>", its sides the persons of the players the draw seated; a version typed over
it corrects it, a game reopened and not finished again withdraws it. `rated_now` makes the
rated result what the table's result is now, inside the club's door and then the book's
(always in that order: clubs/models/results.py), so a typed version and a phone's last hand
arriving together are rated as the later of them."""

import datetime
from typing import TYPE_CHECKING

from django.utils import timezone

from clubs.models.rounds import ClubTable, Round
from kernel.outcomes import Outcome
from people.models import Alias, PersonRating, RatedResult
from people.rules import Ratings, handicap_start, surviving

if TYPE_CHECKING:  # (the results read the table's score, and rate it here as it is typed)
    from clubs.models.results import TableScore


def source_of(table: ClubTable) -> str:
    return f"club:table:{table.pk}"


def rated_when(drawn: Round) -> datetime.datetime:
    """When a round's tables count as played: when the round was drawn, if that was on the
    night (or in its small hours); a night typed in later counts from its date, a minute a
    round, so its rounds keep their order after every game before that date."""
    night_starts = timezone.make_aware(
        datetime.datetime.combine(drawn.night.date, datetime.time.min)
    )
    if night_starts <= drawn.drawn_at < night_starts + datetime.timedelta(hours=36):
        return drawn.drawn_at
    return night_starts + datetime.timedelta(minutes=drawn.number)


def persons_by_key(night, keys) -> dict[str, list[int]]:
    """The persons' pks each of a night's draw keys stands for: a player's person, or a
    pair's two (as `players_of` gives their names)."""
    if night.with_pairs:
        pairs = night.pairs.filter(pk__in=[int(key) for key in keys])
        pairs = pairs.select_related("first", "second")
        return {str(p.pk): [p.first.person_id, p.second.person_id] for p in pairs}
    players = night.club.players.filter(pk__in=[int(key) for key in keys])
    return {str(player.pk): [player.person_id] for player in players}


def persons_at(table: ClubTable) -> list[list[int]] | None:
    """The table's sides as persons' pks, in the draw's order; None when a person would be at
    the table twice (two of the club's players who are one account's person): such a table
    says nothing of who is stronger."""
    persons = persons_by_key(table.round.night, [key for side in table.sides for key in side])
    sides = [[person for key in side for person in persons[key]] for side in table.sides]
    everyone = [person for side in sides for person in side]
    return sides if len(set(everyone)) == len(everyone) else None


def rated_persons(night, keys) -> tuple[dict[str, list[str]], Ratings]:
    """Each of a night's draw keys' persons as they count (the merges followed: people.rules'
    names, str pks), and those persons' ratings as they stand (the unrated at the start's)."""
    aliases = Alias.objects.mapping()
    persons = {
        key: [surviving(str(person), aliases) for person in found]
        for key, found in persons_by_key(night, keys).items()
    }
    ratings = PersonRating.objects.of({p for found in persons.values() for p in found})
    return persons, Ratings(ratings)


def by_rating(night, pairs: list[str]) -> list[str]:
    """A Swiss night's pairs (keys) by their players' conservative ratings added up, the best
    first (the unrated at the start's, people.rules.Rating), level pairs in their order."""
    persons, ratings = rated_persons(night, pairs)

    def strength(pair: str) -> float:
        return sum(ratings.of(person).conservative for person in persons.get(pair, []))

    return sorted(pairs, key=lambda pair: -strength(pair))


def handicap_starts(night, tables: list[list[list[str]]], target: int) -> list[tuple[int, ...]]:
    """Each drawn table's start (its sides' keys, in seat order), the score each side starts
    a handicapped game to `target` with from its persons' ratings as they stand
    (people.rules.handicap_start: the favourite at 0); a table with a person at it twice
    starts level, as it says nothing of who is stronger."""
    persons, ratings = rated_persons(night, {key for table in tables for s in table for key in s})
    starts = []
    for table in tables:
        sides = sides_as_persons(table, persons)
        level = sides is None
        starts.append((0,) * len(table) if level else handicap_start(ratings, sides, target))
    return starts


def sides_as_persons(table_sides, persons: dict[str, list[str]]) -> tuple | None:
    """A table's sides (its draw keys) as the persons they count as (`rated_persons`); None
    when nobody is known or a person would be at it twice."""
    sides = tuple(tuple(p for key in side for p in persons.get(key, [])) for side in table_sides)
    everyone = [person for side in sides for person in side]
    return sides if everyone and len(set(everyone)) == len(everyone) else None


def rated_now(table: ClubTable, score: "TableScore | None") -> Outcome:
    """Inside the club's door already open: the table's rated result made `score` (None, or
    a table whose persons cannot be rated: none)."""
    source = source_of(table)
    sides = persons_at(table) if score is not None else None
    if sides is None:
        if not RatedResult.objects.filter(source=source).exists():  # (the book left unlocked)
            return Outcome(False, "")
        return RatedResult.objects.withdraw(source)
    said = (source, rated_when(table.round), sides, score.points, score.winner)
    recorded = RatedResult.objects.record(*said)
    return recorded if recorded.changed else RatedResult.objects.correct(*said)
