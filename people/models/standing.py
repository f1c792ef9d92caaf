"""What the ratings are now: each person's stored rating, and the merges (aliases) the
ratings are worked out with. Both are written only inside the book's door, by the results'
manager (people/models/results.py) and a person's merge (people/models/persons.py)."""

from collections.abc import Iterable, Mapping
from datetime import datetime

from django.conf import settings
from django.db import models

from kernel.doors import GuardedQuerySet
from people.doors import RatingsOwned
from people.rules import RatedGame, Rating

type Order = tuple[datetime, str]


class PersonRatingQuerySet(GuardedQuerySet):
    def of(self, persons: Iterable[str]) -> dict[str, Rating]:
        """The stored ratings of these persons (their pks as strings); the unrated left out."""
        rows = self.filter(person__in=[int(person) for person in persons])
        return {str(row.person_id): row.as_rating() for row in rows}

    def write_changed(self, changed: Mapping[str, Rating], game: RatedGame) -> None:
        """The changed persons' ratings after `game`, each row updated or made (one UPDATE a
        row: a game has a few persons, and bulk_update's CASE costs more to build)."""
        stored = {str(row.person_id): row for row in self.filter(person__in=list(changed))}
        made = []
        for person, rating in changed.items():
            row = stored.get(person) or self.model(person_id=int(person))
            row.took(rating, game.order)
            if person in stored:
                row.save(update_fields=["mu", "sigma", "games", "last_when", "last_source"])
            else:
                made.append(row)
        self.bulk_create(made)

    def write_all(self, by_person: Mapping[str, tuple[Rating, Order]]) -> None:
        """Every rating as a rebuild worked it out: the stored ones replaced whole."""
        self.all().delete()
        rows = []
        for person, (rating, order) in by_person.items():
            row = self.model(person_id=int(person))
            row.took(rating, order)
            rows.append(row)
        self.bulk_create(rows, batch_size=2000)


class PersonRating(RatingsOwned):
    """A person's rating now (people.rules Rating), and the order of their last rated game.
    A person merged into another has none: their games count as the other's."""

    person = models.OneToOneField(
        "people.Person", on_delete=models.CASCADE, related_name="rating", primary_key=True
    )
    mu = models.FloatField()
    sigma = models.FloatField()
    games = models.PositiveIntegerField()
    last_when = models.DateTimeField()
    last_source = models.CharField(max_length=100)

    objects = PersonRatingQuerySet.as_manager()

    def __str__(self) -> str:
        return f"{self.mu:.2f} ± {self.sigma:.2f}"

    def as_rating(self) -> Rating:
        return Rating(self.mu, self.sigma, self.games)

    def took(self, rating: Rating, order: Order) -> None:
        self.mu, self.sigma, self.games = rating.mu, rating.sigma, rating.games
        self.last_when, self.last_source = order


class AliasQuerySet(GuardedQuerySet):
    def standing(self):
        """The merges not undone."""
        return self.filter(undone__isnull=True)

    def mapping(self) -> dict[str, str]:
        """Each merged person's pk -> the pk of the person they were merged into (strings,
        as people.rules takes them)."""
        pairs = self.standing().values_list("merged", "into")
        return {str(merged): str(into) for merged, into in pairs}


class Alias(RatingsOwned):
    """Person `merged` is the same player as `into`: while it stands their results count as
    `into`'s. An undo keeps the row, with when and by whom (`undone`), so the history of
    merges stays; a person may be merged again after an undo."""

    merged = models.ForeignKey("people.Person", on_delete=models.PROTECT, related_name="merges")
    into = models.ForeignKey("people.Person", on_delete=models.PROTECT, related_name="merged_in")
    by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created = models.DateTimeField(auto_now_add=True)
    undone = models.DateTimeField(null=True, blank=True)
    undone_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )

    objects = AliasQuerySet.as_manager()

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["merged"],
                condition=models.Q(undone__isnull=True),
                name="merged_once_at_a_time",
            )
        ]
        ordering = ["created", "pk"]

    def __str__(self) -> str:
        return f"{self.merged_id} -> {self.into_id}"
