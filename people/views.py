"""The people's public pages: everyone by name, and a person's page (docs/ratings.md)."""

from django.core.paginator import Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_safe

from people.forms import NameSearch
from people.models import Person, PersonRating
from people.pages import person_page

PER_PAGE = 50


@require_safe
def index(request: HttpRequest) -> HttpResponse:
    """Every person standing on their own, by name, with their rating: searchable by name, a
    page of PER_PAGE at a time."""
    form = NameSearch(request.GET)
    words = form.words()
    pages = Paginator(Person.objects.kept().named_like(words).order_by("name", "pk"), PER_PAGE)
    page = pages.get_page(request.GET.get("page"))
    ratings = PersonRating.objects.of(str(person.pk) for person in page)
    rows = [(person, ratings.get(str(person.pk))) for person in page]
    context = {"form": form, "words": words, "page": page, "rows": rows}
    return render(request, "people/index.html", context)


@require_safe
def person(request: HttpRequest, pk: int) -> HttpResponse:
    """A person's rating, band and games; a person merged into another is shown as that one
    (while the merge stands: an undo gives them their own page back)."""
    found = get_object_or_404(Person, pk=pk)
    kept = found.surviving()
    if kept != found:
        return redirect("people-person", pk=kept.pk)
    return render(request, "people/person.html", person_page(found, request.user))
