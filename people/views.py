"""The people's public pages: a person's page (docs/ratings.md)."""

from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_safe

from people.models import Person
from people.pages import person_page


@require_safe
def person(request: HttpRequest, pk: int) -> HttpResponse:
    """A person's rating, band and games; a person merged into another is shown as that one
    (while the merge stands: an undo gives them their own page back)."""
    found = get_object_or_404(Person, pk=pk)
    kept = found.surviving()
    if kept != found:
        return redirect("people-person", pk=kept.pk)
    return render(request, "people/person.html", person_page(found))
