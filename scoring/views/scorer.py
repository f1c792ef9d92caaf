"""The scorer's pages, behind the game's secret link: the board with its entry form, a hand
saved (from the form, or sent by the phone's outbox), undo, closing and reopening the game."""

from dataclasses import replace

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.utils.translation import gettext
from django.views.decorators.http import condition, require_http_methods, require_POST, require_safe

from kernel.words import listed
from scoring.access import game_for_scorer, scorer_url
from scoring.boards import (
    GAME_CLOSED,
    NO_TARGET,
    after_change,
    hand_target,
    refused,
    render_board,
    scorer_etag,
)
from scoring.entry import entry_form_for
from scoring.models import Game, GameClosed, GameNotFinished, GameOutcome, Hand
from scoring.outbox import is_outbox, outbox_answer, outbox_refusal
from scoring.rules import RecordError
from scoring.sheets import problem_where


@require_safe
@condition(etag_func=scorer_etag)
def scorer(request: HttpRequest, public_id: str, secret: str) -> HttpResponse:
    return render_board(request, game_for_scorer(public_id, secret), scorer=True)


@require_http_methods(["GET", "HEAD", "POST"])
def add_hand(request: HttpRequest, public_id: str, secret: str) -> HttpResponse:
    """Save a hand. The phone names it by its client id, so the same hand sent again (a double
    tap, a retry, the outbox after a lost answer) is stored once and answered calmly. A GET is
    a reload of the page a refused plain post left on this address: back to the board."""
    game = game_for_scorer(public_id, secret, to_change=True)
    if request.method != "POST":
        return redirect(scorer_url(game))
    form = entry_form_for(game, request.POST)
    status = 422  # the hand as entered cannot be saved: the form comes back with the messages
    if form.is_valid():
        try:
            outcome = game.add_hand(
                form.hand_record(), form.cleaned_data["client_id"], request.user
            )
        except RecordError as error:
            form.add_engine_problems(error.problems)
        except GameClosed:
            if not Game.objects.filter(pk=game.pk).exists():  # gone since its page was read
                raise Http404("No such game") from None
            form.add_error(None, GAME_CLOSED)
            status = 409
        else:
            if outcome.changed and form.assumed():
                outcome = replace(outcome, message=_saved_words(outcome.hand, form.assumed()))
            if is_outbox(request):
                return outbox_answer(outcome)
            with_totals, saved = outcome.hand is not None, outcome.changed
            return after_change(request, game, outcome, with_totals, saved)
    if is_outbox(request):
        return outbox_refusal(form, status)
    # The entries stay on the form, with each message beside its field, on the board as the
    # game now stands (read whole: it may have been closed, or be gone).
    game = game_for_scorer(public_id, secret)
    return render_board(request, game, scorer=True, form=form, status=status)


def _saved_words(hand: Hand, assumed: list[str]) -> str:
    """ "Hand 4 saved, with ...": what the save took as read when nothing was tapped for it."""
    message = gettext("Hand %(n)s saved, with %(assumed)s.")
    return message % {"n": hand.position, "assumed": listed(assumed)}


def _change(action, *args) -> GameOutcome:
    """Run a change, turning the ways it can be refused into words for the board."""
    try:
        return action(*args)
    except GameClosed:
        return refused(GAME_CLOSED)
    except GameNotFinished:
        return refused(gettext("The game is not finished yet: nothing was closed."))
    except RecordError as error:
        message = gettext("That would leave the game impossible: %(why)s")
        return refused(message % {"why": problem_where(error.problems[0])})


@require_POST
def undo_hand(request: HttpRequest, public_id: str, secret: str) -> HttpResponse:
    game = game_for_scorer(public_id, secret)
    target = hand_target(request)
    if not target.is_valid():
        return after_change(request, game, refused(NO_TARGET))
    return after_change(
        request, game, _change(game.undo_hand, target.cleaned_data["hand"], request.user)
    )


@require_POST
def confirm_finished(request: HttpRequest, public_id: str, secret: str) -> HttpResponse:
    game = game_for_scorer(public_id, secret)
    return after_change(request, game, _change(game.confirm_finished, request.user))


@require_POST
def reopen(request: HttpRequest, public_id: str, secret: str) -> HttpResponse:
    game = game_for_scorer(public_id, secret)
    return after_change(request, game, _change(game.reopen, request.user))
