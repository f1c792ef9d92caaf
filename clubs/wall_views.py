"""A night on the wall, for anyone: its live page (a screen in the club room, following the
tables' games by itself)."""

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import condition, require_safe

from clubs.round_pages import night_or_404
from clubs.wall import wall_context, wall_key
from kernel.caching import kept_answer, shareable


@require_safe
@shareable
@condition(etag_func=wall_key)
def night_live(request: HttpRequest, slug: str, night: int) -> HttpResponse:
    """The night's live page, and its poll (htmx asks for the section alone). A poll of an
    unchanged night is answered 304 after two small queries (`wall_key`); each anonymous
    answer is rendered once per process and state of the night, and kept under its
    validator."""
    # (no key: no such night, and the view answers 404 unkept)
    kept = getattr(request, "wall_key", None) if getattr(request, "public_page", False) else None
    return kept_answer(request, kept, lambda: _live(request, slug, night))


def _live(request: HttpRequest, slug: str, night: int) -> HttpResponse:
    context = wall_context(night_or_404(slug, night))
    template = "clubs/_wall.html" if request.htmx else "clubs/wall.html"
    return render(request, template, context)
