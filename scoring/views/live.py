"""A game's public pages, for anyone with its live link: the spectators' page and its polls,
its QR code, and its downloads (the record and the hands as CSV)."""

import io
import json

import segno
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.urls import reverse
from django.utils.safestring import mark_safe
from django.views.decorators.http import condition, require_safe
from django_htmx.http import HttpResponseStopPolling

from kernel.caching import kept_answer, shareable
from kernel.csv_files import csv_download
from scoring.access import game_for_anyone
from scoring.boards import board_context, board_etag, board_validator, render_board


@require_safe
@shareable
@condition(etag_func=board_etag)
def live(request: HttpRequest, public_id: str) -> HttpResponse:
    """The spectators' page, and its poll. Every spectator of a game polls for the same board,
    and every anonymous spectator arriving loads the same page: each process renders each
    once per version of the game and keeps it, filed under the validator the request was just
    checked against (the game's key, `Game.kept_key`, naming everything they depend on: the
    version, the language, whole page or board, signed in or not), so a league night's
    arrivals and changed polls cost a cache read, not a render each."""
    return kept_answer(request, _kept_under(request), lambda: _live(request, public_id))


def _live(request: HttpRequest, public_id: str) -> HttpResponse:
    game = game_for_anyone(public_id)
    if request.htmx and not game.is_open:
        # The final board, and htmx stops polling (status 286: never kept, as not a 200).
        return HttpResponseStopPolling(_board(request, game).content)
    if request.htmx:
        return render_board(request, game, scorer=False)
    # A whole page frames the board this version's polls are given, kept under their
    # validator: an arrival after a poll (or a poll after an arrival) renders no board again.
    board = kept_answer(request, board_validator(request), lambda: _board(request, game))
    context = {"game": game, "scorer": False, "board_html": mark_safe(board.content.decode())}
    return render(request, "scoring/game.html", context)


def _board(request: HttpRequest, game) -> HttpResponse:
    """The spectators' board alone, as a poll of it is answered."""
    return render(request, "scoring/game.html#board", board_context(request, game, scorer=False))


def _kept_under(request: HttpRequest) -> str | None:
    """Where this request's answer is kept, its validator: the board a poll asks for, or the
    whole page an anonymous visitor opens (a signed-in one's page carries their own CSRF
    token)."""
    etag = getattr(request, "board_etag", None)
    if etag is None:
        return None
    if request.htmx.target == "board" or (not request.htmx and request.public_page):
        return etag
    return None


@require_safe
def live_qr(request: HttpRequest, public_id: str) -> HttpResponse:
    """The live link as a QR code (SVG drawn here, on the server), for spectators' phones."""
    game = game_for_anyone(public_id)
    url = request.build_absolute_uri(reverse("scoring-live", args=[game.public_id]))
    image = io.BytesIO()
    segno.make(url, error="m").save(
        image, kind="svg", scale=6, border=2, dark="#000", light="#fff", xmldecl=False
    )
    return HttpResponse(image.getvalue(), content_type="image/svg+xml")


@require_safe
def export_record(request: HttpRequest, public_id: str) -> HttpResponse:
    """The game as the pegboard-record/1 that `manage.py score` reads."""
    game = game_for_anyone(public_id)
    response = HttpResponse(
        json.dumps(game.record(), indent=2, ensure_ascii=False), content_type="application/json"
    )
    response["Content-Disposition"] = f'attachment; filename="pegboard-{game.public_id}.json"'
    return response


@require_safe
def export_csv(request: HttpRequest, public_id: str) -> HttpResponse:
    """One row per hand: dealer, each side's points and running score, and what scored."""
    game = game_for_anyone(public_id)
    hands = [hand.data for hand in game.hands.all()]
    result = game.result(hands)
    names = [side["name"] for side in game.sides]
    response, writer = csv_download(f"pegboard-{game.public_id}.csv")
    writer.writerow(
        [
            "hand",
            "dealer",
            *[f"{n} points" for n in names],
            *[f"{n} score" for n in names],
            "what scored",
        ]
    )
    for number, (raw, hand) in enumerate(zip(hands, result.hands, strict=True), start=1):
        dealer = game.name_of(raw["dealer"]) if isinstance(raw, dict) and "dealer" in raw else ""
        notes = "; ".join(
            item.note + ("" if item.counted else " (not counted)") for item in hand.items
        )
        writer.writerow(
            [
                number,
                dealer,
                *[hand.points[s] for s in game.side_ids],
                *[hand.scores[s] for s in game.side_ids],
                notes,
            ]
        )
    return response
