"""A club's ratings page, public and read only: its players ranked by their conservative
rating, and its partnerships (clubs/club_ratings.py)."""

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe

from clubs.access import club_or_404
from clubs.club_ratings import club_partnerships, club_ranking
from kernel.caching import shareable
from people.rules import PARTNERSHIP_GAMES, PROVISIONAL_GAMES


@require_safe
@shareable
def ratings(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_or_404(slug)
    context = {
        "club": club,
        "ranking": club_ranking(club),
        "partnerships": club_partnerships(club),
        "provisional_games": PROVISIONAL_GAMES,
        "partnership_games": PARTNERSHIP_GAMES,
    }
    return render(request, "clubs/ratings.html", context)
