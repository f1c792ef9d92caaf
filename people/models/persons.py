"""A person: one player across teams, seasons, leagues and clubs (issue 52), and the merge of
two persons found to be one, and its undo, through the book's door."""

from django.conf import settings
from django.core.exceptions import ValidationError
from django.db import IntegrityError, models, transaction
from django.utils import timezone
from django.utils.translation import gettext

from kernel.doors import GuardedQuerySet
from kernel.outcomes import Outcome
from people.doors import RatingsOwned
from people.models.book import RatingBook
from people.models.results import RatedResult
from people.models.standing import Alias
from people.rules import surviving

LONGEST_NAME = 80


class PersonQuerySet(GuardedQuerySet):
    def named(self, pks) -> dict[str, "Person"]:
        """These persons (pks as strings or numbers) by their pk as a string."""
        return {str(person.pk): person for person in self.filter(pk__in=[int(pk) for pk in pks])}

    def of_account(self, user, name: str) -> "Person":
        """The person of a signed-up user (one an account), made the first time it is asked
        for, named `name`; two asking at once get the one person."""
        found = self.filter(user=user).first()
        if found is not None:
            return found
        try:
            with transaction.atomic():
                return self.create(user=user, name=name[:LONGEST_NAME])
        except IntegrityError:  # made meanwhile by another request
            return self.get(user=user)

    def kept(self):
        """The persons standing on their own: none merged into another (while it stands)."""
        return self.exclude(pk__in=Alias.objects.standing().values("merged"))

    def named_like(self, words: str):
        """The persons whose name holds `words` (a search box's), whatever their case."""
        return self.filter(name__icontains=words.strip()) if words.strip() else self

    def new(self, name: str) -> "Person":
        """A new person for a player first named somewhere (no account, no earlier season)."""
        return self.create(name=name[:LONGEST_NAME])


class Person(RatingsOwned):
    """A player, linked to their account when they have one (one person an account)."""

    name = models.CharField(max_length=LONGEST_NAME)
    user = models.ForeignKey(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.SET_NULL,
        related_name="persons",
    )
    created = models.DateTimeField(auto_now_add=True)

    objects = PersonQuerySet.as_manager()

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["user"], condition=models.Q(user__isnull=False), name="one_person_a_user"
            )
        ]
        ordering = ["name", "pk"]

    def __str__(self) -> str:
        return self.name

    def surviving(self) -> "Person":
        """The person this one's results count as (itself unless merged)."""
        kept = surviving(str(self.pk), Alias.objects.mapping())
        return self if kept == str(self.pk) else Person.objects.get(pk=int(kept))

    def identities(self) -> list[int]:
        """This person's pk and every person's merged into it (however many merges deep)."""
        aliases = Alias.objects.mapping()
        return [self.pk, *(int(m) for m in aliases if surviving(m, aliases) == str(self.pk))]

    def link_account(self, user) -> "Person":
        """The user has claimed this player (an invitation accepted, a player linked to their
        account): the person is theirs. A user who is a person already (from another league or
        club) is that person: this one is merged into it, through the door. The person the
        player now counts as is returned."""
        with RatingBook.objects.opened():
            mine = Person.objects.filter(user=user).exclude(pk=self.pk).first()
            if mine is None:
                if self.user_id != user.pk:
                    self.user = user
                    self.save(update_fields=["user"])
                return self
        into = mine.surviving()
        if self.surviving().pk == self.pk != into.pk:  # (merged elsewhere: that merge stands)
            self.merge_into(into, by=user)
        return into

    def merge_into(self, other: "Person", by) -> Outcome:
        """This person is `other` (one player entered twice): their results count as
        `other`'s from now on, and every rating is worked out again (docs/ratings.md, "When
        two persons are merged"). ValidationError: a merge that cannot be."""
        with RatingBook.objects.opened() as book:
            standing = Alias.objects.standing()
            already = standing.filter(merged=self).select_related("into").first()
            if already is not None and already.into_id == other.pk:
                message = gettext("%(merged)s was already merged into %(into)s: nothing changed.")
                return Outcome(False, message % named(self, other))
            self._refuse_merge(other, already, standing)
            Alias.objects.create(merged=self, into=other, by=by)
            RatedResult.objects.rebuild_in(book)
        return Outcome(True, gettext("%(merged)s is merged into %(into)s.") % named(self, other))

    def _refuse_merge(self, other: "Person", already: Alias | None, standing) -> None:
        if other.pk == self.pk:
            raise ValidationError(gettext("A person cannot be merged into themselves."))
        if already is not None:
            message = gettext("%(merged)s was merged into %(into)s: undo that merge first.")
            raise ValidationError(message % named(self, already.into))
        if (onward := standing.filter(merged=other).select_related("into").first()) is not None:
            message = gettext("%(merged)s was merged into %(into)s: merge into %(into)s instead.")
            raise ValidationError(message % named(other, onward.into))

    def undo_merge(self, by) -> Outcome:
        """This person stands on their own again: their results are theirs, and every rating
        is worked out again, as it was before the merge."""
        with RatingBook.objects.opened() as book:
            alias = Alias.objects.standing().filter(merged=self).select_related("into").first()
            if alias is None:
                message = gettext("%(merged)s is not merged into anyone: nothing changed.")
                return Outcome(False, message % {"merged": self})
            alias.undone, alias.undone_by = timezone.now(), by
            alias.save(update_fields=["undone", "undone_by"])
            RatedResult.objects.rebuild_in(book)
        message = gettext("%(merged)s is no longer merged into %(into)s.")
        return Outcome(True, message % named(self, alias.into))


def named(merged: Person, into: Person) -> dict[str, str]:
    return {"merged": merged.name, "into": into.name}
