"""Who may merge persons, shared by the people's pages: whoever runs a league or a club where
each of them plays (people.places.may_merge), the site's staff too."""

from django.core.exceptions import PermissionDenied
from django.http import HttpRequest
from django.shortcuts import get_object_or_404
from django.utils.translation import gettext

from people import places
from people.models import Alias, Person


def person_or_404(pk: int) -> Person:
    return get_object_or_404(Person, pk=pk)


def may_merge_any(user, person: Person) -> bool:
    """The user runs a league or a club where `person` plays: they may look for another person
    to merge with them."""
    return person.pk in places.managed_by(user, {person.pk})


def refuse_unless_may_merge(request: HttpRequest, merged: Person, into: Person) -> None:
    if not places.may_merge(request.user, merged.pk, into.pk):
        raise PermissionDenied(
            gettext("Only a secretary or an organiser where both of them play can merge them.")
        )


def standing_merge(person: Person) -> Alias | None:
    """The merge of `person` into another, while it stands."""
    return Alias.objects.standing().filter(merged=person).select_related("into").first()
