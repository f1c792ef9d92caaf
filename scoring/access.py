"""Who may see a game and who may change it: the live link shows a game to anyone who has it;
only the scorer's link, which carries the game's secret, can change it."""

import secrets
import uuid

from django.http import Http404, HttpRequest
from django.urls import reverse
from django.utils.crypto import salted_hmac

from kernel.visitor import SESSION_GAMES
from scoring.models import Game

SESSION_START_SECRET = "pegboard_start_secret"  # what binds a start's key to this phone


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


def offer_start(request: HttpRequest) -> None:
    """Before a page offers a start (the new-game form, Play again): this phone's session
    has its start secret, so a start resent after a lost answer still finds its game."""
    request.session.setdefault(SESSION_START_SECRET, secrets.token_hex(16))


def bound_start_key(request: HttpRequest, page_key: uuid.UUID | None) -> uuid.UUID | None:
    """The key a start is stored under: the key its page was made with (the form's hidden
    start_key), bound to this phone's session by a keyed hash. The same start resent by this
    phone (a double tap, a retry) finds the game it made; the same page key sent by anyone
    else (from a link, a QR code, a copied page) is another key, so it starts a fresh game of
    its own and never opens, or even finds, the game of the phone that was given the key."""
    if page_key is None:
        return None
    offer_start(request)
    bound = f"{request.session[SESSION_START_SECRET]}:{page_key}"
    return uuid.UUID(
        bytes=salted_hmac("pegboard.start-key", bound, algorithm="sha256").digest()[:16]
    )
