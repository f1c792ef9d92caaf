"""Merging two persons found to be one player, and undoing it (docs/ratings.md, "When two
persons are merged"): from a person's page, whoever runs a league or a club where both play
looks the other up by name, confirms which of the two is kept, and the merge is made through
the book's door, once however often the confirmation is sent. The undo is on the kept
person's page."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import BadRequest, PermissionDenied, ValidationError
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext
from django.views.decorators.http import require_POST, require_safe

from people import places
from people.access import (
    may_merge_any,
    person_or_404,
    refuse_unless_may_merge,
    standing_merge,
)
from people.forms import MergeForm, NameSearch
from people.models import Person
from people.pages import in_brief

SEARCHED = 100  # the persons named like the words that are looked at; more: say so


@login_required
@require_safe
def merge_search(request: HttpRequest, pk: int) -> HttpResponse:
    """The persons the user may merge with this one, by name."""
    person = person_or_404(pk).surviving()
    if not may_merge_any(request.user, person):
        raise PermissionDenied(
            gettext("Only a secretary or an organiser where this player plays can merge them.")
        )
    form = NameSearch(request.GET)
    words = form.words()
    named = list(Person.objects.kept().exclude(pk=person.pk).named_like(words)[: SEARCHED + 1])
    allowed = places.managed_by(request.user, [other.pk for other in named[:SEARCHED]])
    context = {
        "person": person,
        "form": form,
        "words": words,
        "found": [other for other in named[:SEARCHED] if other.pk in allowed],
        "more": len(named) > SEARCHED,
    }
    return render(request, "people/merge_search.html", context)


@login_required
@require_safe
def merge_confirm(request: HttpRequest, pk: int, other_pk: int) -> HttpResponse:
    """Both persons side by side, and which of them is kept."""
    person, other_person = person_or_404(pk), person_or_404(other_pk)
    if person.pk == other_person.pk:
        raise Http404
    refuse_unless_may_merge(request, person, other_person)
    return _confirm_page(request, person, other_person)


def _confirm_page(request, person, other, refusal: str = "", status: int = 200) -> HttpResponse:
    keep = [
        (in_brief(kept), MergeForm(initial={"merged": merged.pk, "into": kept.pk}), merged)
        for kept, merged in ((person, other), (other, person))
    ]
    context = {"person": person, "other": other, "keep": keep, "refusal": refusal}
    return render(request, "people/merge_confirm.html", context, status=status)


@login_required
@require_POST
def merge(request: HttpRequest) -> HttpResponse:
    """`merged` is `into` from now on; sent twice, the second answer says it was done."""
    form = MergeForm(request.POST)
    if not form.is_valid():
        raise BadRequest("a merge names both persons")
    merged = person_or_404(form.cleaned_data["merged"])
    into = person_or_404(form.cleaned_data["into"])
    refuse_unless_may_merge(request, merged, into)
    try:
        outcome = merged.merge_into(into, request.user)
    except ValidationError as refusal:
        return _confirm_page(request, merged, into, refusal.messages[0], status=400)
    return _answered(request, into, outcome)


@login_required
@require_POST
def undo_merge(request: HttpRequest, pk: int) -> HttpResponse:
    """This person stands on their own again; sent twice, the second answer says so."""
    person = person_or_404(pk)
    alias = standing_merge(person)
    if alias is not None:
        refuse_unless_may_merge(request, person, alias.into)
    elif not may_merge_any(request.user, person):
        raise PermissionDenied(gettext("Only a secretary or an organiser can undo a merge."))
    outcome = person.undo_merge(request.user)
    return _answered(request, alias.into if alias else person, outcome)


def _answered(request, person: Person, outcome) -> HttpResponse:
    """Back to the page of the person kept, at its merges, where the outcome is said: a reload
    sends nothing again."""
    level = messages.SUCCESS if outcome.changed else messages.INFO
    messages.add_message(request, level, outcome.message, extra_tags="merges")
    return redirect(reverse("people-person", args=[person.surviving().pk]) + "#merges")
