"""Who may see a game and who may change it: the live link shows a game to anyone who has it;
only the scorer's link, which carries the game's secret, can change it."""

import secrets

from django.http import Http404, HttpRequest
from django.urls import reverse

from scoring.models import Game

SESSION_GAMES = "pegboard_games"  # public ids of the games started on this phone


def game_for_anyone(public_id: str, to_change: bool = False) -> Game:
    """The game its link names. `to_change`: from the fields kept in this process when they
    are (Game.objects.to_change), its state read by the change itself."""
    game = Game.objects.to_change(public_id) if to_change else Game.objects.named(public_id)
    if game is None:
        raise Http404("No such game")
    return game


def same_secret(stored: str, given: str) -> bool:
    """In constant time, as bytes: a link may carry any text (a str with non-ASCII letters
    cannot be compared so, and once answered 500)."""
    return secrets.compare_digest(stored.encode(), given.encode())


def game_for_scorer(public_id: str, secret: str, to_change: bool = False) -> Game:
    game = game_for_anyone(public_id, to_change)
    if not same_secret(game.secret, secret):
        raise Http404("No such game")
    return game


def remember(request: HttpRequest, game: Game) -> None:
    """Keep the game in this phone's session, for My games (the newest 50)."""
    request.session[SESSION_GAMES] = [game.public_id, *request.session.get(SESSION_GAMES, [])][:50]


def scorer_url(game: Game) -> str:
    return reverse("scoring-scorer", args=[game.public_id, game.secret])
