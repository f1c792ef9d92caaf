"""A season's players by rating (issue 52): each player's person ranked by the conservative
rating, with the band and whether it is still provisional, and the partnerships of the
season's pairs (leagues/ratings.py)."""

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe

from kernel.caching import kept_page, shareable
from leagues.access import season_or_404
from leagues.ratings import ranked_players, ratings_version, season_partnerships
from people.rules import PARTNERSHIP_GAMES, PROVISIONAL_GAMES


@require_safe
@shareable
def ratings(request: HttpRequest, slug: str) -> HttpResponse:
    """The page, kept for visitors until the season (its players) or any rating changes:
    the partnerships are worked out from every rated game of the season's persons."""
    season = season_or_404(slug)
    shown = season.kept_key("ratings", ratings_version())
    return kept_page(request, shown, lambda: _ratings_page(request, season))


def _ratings_page(request: HttpRequest, season) -> HttpResponse:
    players = ranked_players(season)
    context = {
        "season": season,
        "ranked": [row for row in players if row.rating is not None],
        "unrated": [row for row in players if row.rating is None],
        "partnerships": season_partnerships(season),
        "provisional_games": PROVISIONAL_GAMES,
        "partnership_games": PARTNERSHIP_GAMES,
    }
    return render(request, "leagues/ratings.html", context)
