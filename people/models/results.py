"""The rated results, as stored, and the one way they are recorded, corrected and withdrawn:
`RatedResult.objects.record(...)`, `.correct(...)`, `.withdraw(...)`, inside the book's door
(people/models/book.py), each keeping the stored ratings what people.rules works out from
every result (docs/ratings.md, "Where ratings are kept")."""

import datetime
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from itertools import batched

from django.db import connections, models
from django.utils import timezone
from django.utils.translation import gettext

from kernel.doors import ANY, GuardedQuerySet, refuse_unless_open
from kernel.outcomes import Outcome
from people.doors import RatingsOwned
from people.models.book import RatingBook
from people.models.standing import Alias, PersonRating
from people.rules import RatedGame, Rating, Ratings, rate_one, replay, surviving

LONGEST_SOURCE = 100


@dataclass(frozen=True)
class Rebuilt:
    """What rating the whole history again did: the results read, those rated (a game of
    two persons merged into one is not), and the persons it gave a rating."""

    results: int
    rated: int
    persons: int


def rated_game(source: str, when, sides, points, winner) -> RatedGame:
    """A result as people.rules rates it (ValueError: not a result that can be rated)."""
    if isinstance(when, datetime.datetime):
        when = when if timezone.is_aware(when) else timezone.make_aware(when)
    else:  # a date (a league's card): its midnight where the site is
        when = timezone.make_aware(datetime.datetime.combine(when, datetime.time.min))
    if not source or len(source) > LONGEST_SOURCE:
        raise ValueError(f"a result's source is 1 to {LONGEST_SOURCE} characters")
    persons = tuple(tuple(str(int(person)) for person in side) for side in sides)
    everyone = [person for side in persons for person in side]
    if len(set(everyone)) != len(everyone):
        raise ValueError(f"result {source}: a person is on it twice")
    return RatedGame(source, when, persons, tuple(int(p) for p in points), winner)


GAME_FIELDS = ("pk", "source", "when", "sides", "points", "winner")


def as_game(source: str, when, sides, points, winner) -> RatedGame:
    """A stored result's fields as people.rules rates them."""
    return RatedGame(source, when, tuple(map(tuple, sides)), tuple(points), winner)


def seat_rows(result: int, game: RatedGame, after, aliases) -> Iterator[tuple]:
    """The result's seats as SEAT_COLUMNS, each with the rating `after` the game of the person
    it counts as (none: the game was not rated, two persons merged into one played in it)."""
    for index, side in enumerate(game.sides):
        for person in side:
            rating = after.get(surviving(person, aliases))
            yield result, int(person), index, rating and rating.mu, rating and rating.sigma


def seats_of(result: int, game: RatedGame, after, aliases) -> list["Seat"]:
    return [
        Seat(**dict(zip(SEAT_COLUMNS, row, strict=True)))
        for row in seat_rows(result, game, after, aliases)
    ]


class RatedResultQuerySet(GuardedQuerySet):
    def games(self) -> list[RatedGame]:
        """These results as people.rules rates them."""
        return [as_game(*row) for row in self.values_list(*GAME_FIELDS[1:])]

    def record(self, source: str, when, sides, points, winner: int | None) -> Outcome:
        """Record a result once (`source` names it: "league:fixture:12:game:3"); a resent one
        changes nothing. One after the last rated moves only its persons' ratings
        (people.rules.rate_one: the same cost whatever the history); one before it (a late
        card) has the whole history rated again."""
        game = rated_game(source, when, sides, points, winner)
        with RatingBook.objects.opened() as book:
            if self.model.objects.filter(source=source).exists():
                return Outcome(False, gettext("This result was already rated: nothing changed."))
            if book.last is None or game.order > book.last:
                aliases = Alias.objects.mapping()
                self._store(game, self._rate_next(book, game, aliases), aliases)
            else:
                self._store(game)
                self.rebuild_in(book)
        return Outcome(True, gettext("The result is rated."))

    def correct(self, source: str, when, sides, points, winner: int | None) -> Outcome:
        """The result `source` as corrected (a match card corrected): the history is rated
        again, since every rating after it may change."""
        game = rated_game(source, when, sides, points, winner)
        with RatingBook.objects.opened() as book:
            stored = self.model.objects.filter(source=source).first()
            if stored is None:
                return Outcome(False, gettext("There is no such result to correct."), True)
            if stored.as_game() == game:
                return Outcome(False, gettext("The result is already so: nothing changed."))
            stored.delete()
            self._store(game)
            self.rebuild_in(book)
        return Outcome(True, gettext("The result is corrected and every rating worked out again."))

    def withdraw(self, source: str) -> Outcome:
        """The result `source` no longer counts: the history is rated again without it."""
        with RatingBook.objects.opened() as book:
            if not self.model.objects.filter(source=source).delete()[0]:
                return Outcome(False, gettext("There is no such result: nothing changed."))
            self.rebuild_in(book)
        return Outcome(True, gettext("The result is withdrawn and every rating worked out again."))

    def put(self, sources: Iterable[str], results: Mapping[str, tuple]) -> None:
        """The stored results among `sources` (a match card's games, say) made what `results`
        says (source -> when, sides, points, winner), in one door and with at most one
        rating of the history again: results new and after the latest rated are rated one at
        a time (as `record`); any withdrawn, corrected or late has the history rated again
        once, not once a result (a late card's four games: one rebuild, not four)."""
        games = {source: rated_game(source, *result) for source, result in results.items()}
        with RatingBook.objects.opened() as book:
            stored = {row.source: row for row in self.model.objects.filter(source__in=sources)}
            stale = [row for source, row in stored.items() if row.as_game() != games.get(source)]
            new = sorted((g for s, g in games.items() if s not in stored), key=lambda g: g.order)
            last = book.last
            if not stale and (last is None or not new or new[0].order > last):
                aliases = Alias.objects.mapping()
                for game in new:
                    self._store(game, self._rate_next(book, game, aliases), aliases)
                return
            for row in stale:
                row.delete()
            for row in stale:
                if row.source in games:
                    self._store(games[row.source])
            for game in new:
                self._store(game)
            self.rebuild_in(book)

    def rebuild(self) -> Rebuilt:
        """Every rating worked out again from every result, with the merges standing
        (`manage.py ratings --rebuild`): the same results give the same ratings."""
        with RatingBook.objects.opened() as book:
            return self.rebuild_in(book)

    def _store(self, game: RatedGame, after=None, aliases=None) -> "RatedResult":
        """The result and its seats, each with its person's rating `after` it (by the person
        kept, as the merges say; none given: the rebuild that follows writes them)."""
        sides = [list(side) for side in game.sides]
        result = self.model.objects.create(
            source=game.id,
            when=game.when,
            sides=sides,
            points=list(game.points),
            winner=game.winner,
        )
        named = {int(person) for side in sides for person in side}
        known = Seat.person.field.related_model.objects.filter(pk__in=named).count()
        if known != len(named):
            raise ValueError(f"result {game.id}: a side names no person")
        Seat.objects.bulk_create(seats_of(result.pk, game, after or {}, aliases or {}))
        return result

    def _rate_next(self, book: RatingBook, game: RatedGame, aliases) -> dict[str, Rating]:
        """`game` rated after the book's last: only its persons' ratings read and written;
        the ratings it changed."""
        persons = {surviving(person, aliases) for side in game.sides for person in side}
        before = Ratings(PersonRating.objects.of(persons), book.last)
        after = rate_one(before, game, aliases)
        changed = {
            person: rating for person, rating in after.items() if before.get(person) != rating
        }
        PersonRating.objects.write_changed(changed, game)
        book.moved_to(game.order)
        return changed

    def rebuild_in(self, book: RatingBook) -> Rebuilt:
        """`rebuild` inside a door already open (a merge's, a late result's)."""
        games, pks = [], {}
        for pk, *row in self.model.objects.values_list(*GAME_FIELDS):
            games.append(as_game(*row))
            pks[row[0]] = pk
        aliases = Alias.objects.mapping()
        by_person, afters = {}, {}
        for game, changed in replay(games, aliases):
            afters[game.id] = changed
            by_person.update((person, (rating, game.order)) for person, rating in changed.items())
        PersonRating.objects.write_all(by_person)
        # Every seat's rating after its game, written afresh (a rebuild may change them all).
        Seat.objects.rewritten(
            seat
            for game in games
            for seat in seat_rows(pks[game.id], game, afters.get(game.id, {}), aliases)
        )
        book.moved_to(max((game.order for game in games), default=None))
        return Rebuilt(len(games), len(afters), len(by_person))


class RatedResult(RatingsOwned):
    """One rated game as stored: `source` names it where it was played
    ("league:fixture:<pk>:game:<n>", "club:table:45", "game:<public id>"), `sides` the
    persons' pks (strings) side by side, `points` each side's, `winner` the winning side's
    index (None: a draw)."""

    source = models.CharField(max_length=LONGEST_SOURCE, unique=True)
    when = models.DateTimeField()
    sides = models.JSONField()
    points = models.JSONField()
    winner = models.PositiveSmallIntegerField(null=True, blank=True)
    recorded = models.DateTimeField(auto_now_add=True)

    objects = RatedResultQuerySet.as_manager()

    class Meta:
        indexes = [models.Index(fields=["when", "source"], name="rated_in_order")]

    def __str__(self) -> str:
        return self.source

    def as_game(self) -> RatedGame:
        return as_game(self.source, self.when, self.sides, self.points, self.winner)


SEAT_COLUMNS = ("result_id", "person_id", "side", "mu_after", "sigma_after")


class SeatQuerySet(GuardedQuerySet):
    def rewritten(self, rows: Iterable[tuple]) -> None:
        """Every seat replaced by `rows` (SEAT_COLUMNS), inside the door. A rebuild writes
        some 300,000 for 100,000 results, and the ORM's bulk_create spent longer building
        each row's SQL than the database storing it (bench/ratings.py): the statement is our
        own, as scoring/models/_statements.py's are."""
        refuse_unless_open(self.model, "Seat.objects.rewritten", {("ratings", ANY)})
        self.all().delete()
        table = connections[self.db].ops.quote_name(self.model._meta.db_table)
        columns = ", ".join(SEAT_COLUMNS)
        sql = f"INSERT INTO {table} ({columns}) VALUES ({', '.join(['%s'] * len(SEAT_COLUMNS))})"
        with connections[self.db].cursor() as cursor:
            for batch in batched(rows, 5_000, strict=False):
                cursor.executemany(sql, batch)


class Seat(RatingsOwned):
    """A person on a side of a rated result, so a person's results are found by an index
    (their page; the results of a person merged into them)."""

    result = models.ForeignKey(RatedResult, on_delete=models.CASCADE, related_name="seats")
    person = models.ForeignKey("people.Person", on_delete=models.PROTECT, related_name="seats")
    side = models.PositiveSmallIntegerField()
    # The rating after the game of the person this one counts as (the person kept, while
    # merged): a chart over time reads them. None: the game is not rated.
    mu_after = models.FloatField(null=True, blank=True)
    sigma_after = models.FloatField(null=True, blank=True)

    objects = SeatQuerySet.as_manager()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["result", "person"], name="one_seat_a_person")
        ]

    def __str__(self) -> str:
        return f"{self.person_id} in {self.result_id}"
