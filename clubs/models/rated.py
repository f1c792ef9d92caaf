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
from people.rules import Ratings, surviving

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


def by_rating(night, pairs: list[str]) -> list[str]:
    """A Swiss night's pairs (keys) by their players' conservative ratings added up, the best
    first (the unrated at the start's, people.rules.Rating), level pairs in their order."""
    persons = persons_by_key(night, pairs)
    aliases = Alias.objects.mapping()
    ratings = Ratings(
        PersonRating.objects.of(
            surviving(str(p), aliases) for found in persons.values() for p in found
        )
    )

    def strength(pair: str) -> float:
        found = [ratings.of(surviving(str(p), aliases)) for p in persons.get(pair, [])]
        return sum(rating.conservative for rating in found)

    return sorted(pairs, key=lambda pair: -strength(pair))


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
