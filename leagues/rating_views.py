"""A season's players by rating (issue 52): each player's person ranked by the conservative
rating, with the band and whether it is still provisional, and the partnerships of the
season's pairs (leagues/ratings.py)."""

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.views.decorators.http import require_safe

from kernel.caching import shareable
from leagues.access import season_or_404
from leagues.ratings import ranked_players, season_partnerships
from people.rules import PARTNERSHIP_GAMES, PROVISIONAL_GAMES


@require_safe
@shareable
def ratings(request: HttpRequest, slug: str) -> HttpResponse:
    season = season_or_404(slug)
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
