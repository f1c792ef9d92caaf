"""A game's board, as the scorer and the spectators see it: its totals from the game's
standing, its latest hands, the answer after a change, and the validator its polls are
answered 304 by."""

import json

from django.conf import settings
from django.contrib import messages
from django.contrib.messages.storage.cookie import CookieStorage
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import get_language, gettext_lazy
from django_htmx.http import reswap, retarget, trigger_client_event

from kernel.caching import signed_in, templates_version
from scoring.access import offer_start, same_secret, scorer_url
from scoring.entry import HandEntry, entry_class, entry_form_for
from scoring.forms import HandTarget, PlayAgainForm
from scoring.models import Game, GameOutcome
from scoring.sheets import lay_out, running_score_chart

SHOWN_HANDS = 10  # the latest hands on the board; the rest are one tap away
# What the board says when a change the scorer's pages send cannot be made.
NO_TARGET = gettext_lazy("The page did not say which hand: reload it and try again.")
GAME_CLOSED = gettext_lazy("This game is closed. Reopen it to change a hand.")


def board_context(request, game: Game, scorer: bool, form: HandEntry | None = None) -> dict:
    """The board: totals from the game's kept fold (nothing replayed on a GET), and the latest
    hands laid out, or every hand when asked (?hands=all): its cost does not grow with the
    game."""
    all_hands = _every_hand(request)
    record, result, first, shown = _shown_hands(game, all_hands)
    sheet = lay_out(record, result, [data for data, _ in shown], first)
    leaders = sorted(result.scores.values(), reverse=True)
    live_url = reverse("scoring-live", args=[game.public_id])
    context = {
        **_totals_context(game, sheet, result),
        "margin": leaders[0] - leaders[1] if len(leaders) > 1 else 0,
        "scorer": scorer,
        "live_url": live_url,
        "poll_url": live_url + ("?hands=all" if all_hands else ""),
        "last_hand_id": shown[-1][1] if shown else "",
        "scorer_url": scorer_url(game),
    }
    if result.finished:  # the game's story, once it has one (a finished game stops polling)
        context["chart"] = running_score_chart(record, result)
        if scorer:
            context["again_form"] = PlayAgainForm()
            offer_start(request)
            context["next_dealer"] = game.name_of(game.next_game(None, None).first_dealer)
    if scorer and game.is_open and not result.finished:
        last_hand = [shown[-1][0]] if shown else []
        context["form"] = form or entry_form_for(game, hands=last_hand)
        context["dealer_after"] = json.dumps(context["form"].dealer_after())
    return context


def _shown_hands(game: Game, every_hand: bool, tries: int = 3):
    """The game's standing and the hands the board shows, as of the same change: the latest
    (or every) hand of the standing, never one saved by another phone after it was read (the
    two are read apart, and a page is read while hands are saved). A hand removed between the
    two reads leaves a gap: then both are read again."""
    for _ in range(tries):
        record, result = game.standing()
        played = len(result.hands)
        first = 1 if every_hand else max(played - SHOWN_HANDS + 1, 1)
        hands = game.hands.filter(position__gte=first, position__lte=played)
        shown = list(hands.values_list("data", "client_id"))
        if len(shown) == played - first + 1:
            break
    return record, result, first, shown


def _totals_context(game: Game, sheet, result) -> dict:
    to_go = [max(result.target - result.scores[side], 0) for side in game.side_ids]
    # Each side's line, for a board of four players or more, read down (game.html#totals).
    lines = list(zip(sheet.sides, sheet.scores, to_go, strict=True))
    return {"game": game, "sheet": sheet, "result": result, "to_go": to_go, "lines": lines}


def _every_hand(request: HttpRequest) -> bool:
    return request.GET.get("hands") == "all"


def after_change(
    request, game: Game, outcome: GameOutcome, with_totals=False, saved=False
) -> HttpResponse:
    """After a change, or a change that had already happened: the fresh board for htmx with
    what happened in its status line (only what changed, after a new hand was saved), else
    back to the scorer's page (no resubmit on reload). A change whose target had moved on
    answers 409, so a phone knows to look again."""
    level = messages.SUCCESS if outcome.changed else messages.INFO
    # "with-totals": the status line adds the new totals ("Hand 4 saved: Red Lion 9, Crown 7").
    messages.add_message(request, level, outcome.message, "with-totals" if with_totals else "")
    if request.htmx:
        if saved:
            return _render_saved(request, game, outcome)
        # The game's state as it now is (one row): a change not made took its count back, and
        # another phone may have changed it since.
        game.refresh_from_db(fields=["version", "status", "finished_at"])
        return render_board(request, game, scorer=True, status=409 if outcome.conflict else 200)
    return redirect(scorer_url(game))


def render_board(request, game: Game, scorer: bool, form=None, status: int = 200) -> HttpResponse:
    template = "scoring/game.html#board" if request.htmx else "scoring/game.html"
    response = render(request, template, board_context(request, game, scorer, form), status=status)
    if request.htmx and request.htmx.target != "board":
        # The whole board answers a request aimed at a part of it (a closed game, the end).
        retarget(response, "#board")
        reswap(response, "outerHTML")
    return response


def _render_saved(request, game: Game, saved: GameOutcome) -> HttpResponse:
    """A hand saved from the htmx form: the new totals, status line and undo button, and the
    new hand's row on top of the list, all out of band; the form stays on the phone, which
    clears it for the next hand when told who deals (the pegboard:saved event). Its cost does
    not grow with the game, and no form is rendered. The whole board when the hand is the
    first (no list yet), ended the game (the result banner), or every hand is shown."""
    hand, (record, result) = saved.hand, saved.standing  # as the hand left it: nothing read
    whole = result.finished or hand.position == 1 or _every_hand(request)
    if whole or request.htmx.target != "entry":  # (a page from before the entry was its own)
        return render_board(request, game, scorer=True)
    sheet = lay_out(record, result, [hand.data], hand.position)
    context = {
        **_totals_context(game, sheet, result),
        "scorer": True,
        "new_row": sheet.hands[-1],
        "last_hand_id": hand.client_id,
    }
    response = render(request, "scoring/game.html#saved", context)
    reswap(response, "none")  # the form is not replaced; the pieces above are swapped in
    next_hand = entry_class(game).next_hand_initial(game, [hand.data])
    trigger_client_event(
        response,
        "pegboard:saved",
        {
            "hand": hand.position + 1,
            "dealer": next_hand.get("dealer", ""),
            "client_id": str(hand.client_id),  # the hand saved: a form that moved on stays
        },
        after="swap",
    )
    return response


def board_etag(request: HttpRequest, public_id: str, secret: str | None = None) -> str | None:
    """The board's validator: the game's key (its version and status), and everything else the page
    depends on (a board or a whole page, signed in or not, every hand or the latest, this
    deploy's templates), so a poll of an unchanged game is answered 304 after one small
    query. None (so the view answers in full, or 404s) for no such game, or a scorer's link
    with the wrong secret."""
    row = Game.objects.state_of(public_id)
    if row is None or (secret is not None and not same_secret(row[2], secret)):
        return None
    request.board_state = (public_id, row)
    request.board_etag = _validator(request, request.board_state, htmx=bool(request.htmx))
    return request.board_etag


def board_validator(request: HttpRequest) -> str:
    """The validator a poll of the board this request's page shows is answered by (after
    board_etag): a whole page's board is the one its polls are given."""
    return _validator(request, request.board_state, htmx=True)


def _validator(request: HttpRequest, state: tuple, htmx: bool) -> str:
    """The game's key (`Game.kept_key`) as this request shows it: also where a live answer
    is kept, so the validator and the kept answer cannot tell two versions apart differently."""
    public_id, row = state
    shape = f"{int(htmx)}{int(signed_in(request))}{int(_every_hand(request))}{get_language()}"
    return Game.kept_key(public_id, row[:2], shape, templates_version())


def scorer_etag(request: HttpRequest, public_id: str, secret: str) -> str | None:
    """The same for the scorer's board, unless a status line waits to be shown."""
    return None if _has_waiting_messages(request) else board_etag(request, public_id, secret)


def _has_waiting_messages(request: HttpRequest) -> bool:
    """A status line ("Hand 4 saved") waits for the page after a change made without
    JavaScript: in the messages cookie, or in the session when it overflowed. A plain poll
    carries neither, and then costs no session lookup."""
    if request.COOKIES.get(CookieStorage.cookie_name):
        return True
    has_session = settings.SESSION_COOKIE_NAME in request.COOKIES
    return has_session and bool(request.session.get("_messages"))


def hand_target(request: HttpRequest) -> HandTarget:
    target = HandTarget(request.POST)
    target.is_valid()
    return target


def refused(outcome_words: str) -> GameOutcome:
    return GameOutcome(False, outcome_words, conflict=True)
