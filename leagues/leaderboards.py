"""A season's players ranked for its leaderboard, on its page and in its CSV download, in the
order the visitor asked for (`?sort=`)."""

from django.http import HttpRequest

from leagues.models import CardGame, Player, Season
from leagues.rules.stats import DEFAULT_ORDER, LEADERBOARD_ORDERS, rank_players


def leaderboard_of(season: Season, order: str):
    """The season's players ranked (two queries: the players, the confirmed games)."""
    players = {
        pk: (name, team)
        for pk, name, team in Player.objects.filter(team__season=season).values_list(
            "pk", "name", "team__name"
        )
    }
    games = CardGame.objects.confirmed_in(season).by_player_values()
    return rank_players(players, games, season.leaderboard_min_games, order)


def order_asked(request: HttpRequest) -> str:
    order = request.GET.get("sort", DEFAULT_ORDER)
    return order if order in LEADERBOARD_ORDERS else DEFAULT_ORDER
