"""The rating book: the one row every change to the ratings goes through (people/doors.py).

Every person's rating depends on every rated result before it, in one order, so a change to
the results (or to who is merged into whom) is a change to the whole book: its door locks
the one row, counts its version, and knows the order of the last result rated, so a new
result is rated once, after it, or the history is rated again."""

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime

from django.db import models

from kernel.doors import Aggregate, AggregateDoors

THE_BOOK = 1  # its one row's pk


class BookDoors(AggregateDoors):
    @contextmanager
    def opened(self) -> Iterator["RatingBook"]:
        """`with RatingBook.objects.opened() as book:` the door (AggregateDoors.changing) of
        the one book, made the first time it is asked for (a fresh database has none)."""
        self.get_or_create(pk=THE_BOOK)
        with self.changing(THE_BOOK) as book:
            yield book


class RatingBook(Aggregate):
    """The ratings' aggregate: one row. `last_when` and `last_source` are the order (people.
    rules RatedGame.order) of the latest result recorded: a result after it is rated on its
    own; one before it (a late card) has the whole history rated again."""

    door_kind = "ratings"
    door_opened_by = "with RatingBook.objects.opened()"

    last_when = models.DateTimeField(null=True, blank=True)
    last_source = models.CharField(max_length=100, blank=True)

    objects = BookDoors.as_manager()

    def __str__(self) -> str:
        return "the rating book"

    @property
    def last(self) -> tuple[datetime, str] | None:
        return None if self.last_when is None else (self.last_when, self.last_source)

    def moved_to(self, order: tuple[datetime, str] | None) -> None:
        """The book's last result is now the one at `order` (None: no result at all)."""
        self.last_when, self.last_source = order or (None, "")
        self.save(update_fields=["last_when", "last_source"])
