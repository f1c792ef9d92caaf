"""Fixing an earlier hand from the scorer's page (its edit form, the change, its deletion),
and the audit trail that shows every change."""

from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext, ngettext
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from scoring.access import game_for_scorer, scorer_url
from scoring.boards import GAME_CLOSED, NO_TARGET, after_change, hand_target, refused
from scoring.entry import HandEntry, entry_class, entry_form_for
from scoring.models import HAND_GONE, AuditEntry, Game, GameClosed, Hand
from scoring.rules import RecordError


def _initial_from(game: Game, hand: dict) -> dict:
    return entry_class(game).initial_from(hand)


def _editable_hand(public_id: str, secret: str, number: int):
    game = game_for_scorer(public_id, secret)
    if not game.is_open:
        raise Http404("This game's hands cannot be changed here")
    hand = game.hands.filter(position=number).first()
    if hand is None:
        raise Http404("No such hand")
    return game, hand


def _edit_form(game: Game, hand: Hand) -> HandEntry:
    """The form showing a stored hand. The value the form works out (the last side's card
    points, the last player's tricks) is left empty, so it follows whatever is changed."""
    form = entry_form_for(game, initial=_initial_from(game, hand.data))
    form.initial.pop(form.worked_out_field, None)
    return form


def _edit_page(request, game: Game, hand: Hand, form=None, status: int = 200) -> HttpResponse:
    context = {
        "game": game,
        "hand": hand,
        "form": form or _edit_form(game, hand),
        "later": game.hands.filter(position__gt=hand.position).count(),
        "scorer_url": scorer_url(game),
    }
    return render(request, "scoring/edit_hand.html", context, status=status)


@require_http_methods(["GET", "HEAD", "POST"])
def edit_hand(request: HttpRequest, public_id: str, secret: str, number: int) -> HttpResponse:
    """Change an earlier hand. The form names the hand by its id and the revision it showed, so
    a resent change is saved once and a change made meanwhile on another phone is not lost."""
    if request.method != "POST":
        game, hand = _editable_hand(public_id, secret, number)
        return _edit_page(request, game, hand)
    game = game_for_scorer(public_id, secret)
    target = hand_target(request)
    if not target.is_valid():
        return after_change(request, game, refused(NO_TARGET))
    form = entry_form_for(game, request.POST, initial={})
    hand = game.hands.filter(client_id=target.cleaned_data["hand"]).first()
    if hand is None:
        return after_change(request, game, refused(HAND_GONE))
    if not form.is_valid():
        return _edit_page(request, game, hand, form, status=422)
    revision = target.cleaned_data["revision"] or 0
    try:
        outcome = game.edit_hand(hand.client_id, revision, form.hand_record(), request.user)
    except RecordError as error:
        # The engine refused the changed hand: why, beside the field, with the entries kept.
        form.add_engine_problems(error.problems)
        return _edit_page(request, game, hand, form, status=422)
    except GameClosed:
        outcome = refused(GAME_CLOSED)
    if outcome.conflict and outcome.message != HAND_GONE:
        # Changed on another phone meanwhile: show the hand as it is now, and say so.
        messages.info(request, outcome.message)
        hand.refresh_from_db()
        return _edit_page(request, game, hand, status=409)
    return after_change(request, game, outcome)


@require_POST
def delete_hand(request: HttpRequest, public_id: str, secret: str, number: int) -> HttpResponse:
    game = game_for_scorer(public_id, secret)
    target = hand_target(request)
    if not target.is_valid():
        return after_change(request, game, refused(NO_TARGET))
    hand = game.hands.filter(client_id=target.cleaned_data["hand"]).first()
    try:
        outcome = game.delete_hand(target.cleaned_data["hand"], request.user)
    except RecordError as error:
        # Deleting it would leave an impossible record (e.g. a hand after the end).
        form = entry_form_for(game, initial=_initial_from(game, hand.data))
        form.add_engine_problems(error.problems)
        return _edit_page(request, game, hand, form, status=409)
    except GameClosed:
        outcome = refused(GAME_CLOSED)
    return after_change(request, game, outcome)


def _hand_lines(game: Game, data) -> list[str]:
    if not isinstance(data, dict) or "hands" in data:
        return []
    return entry_form_for(game, initial=_initial_from(game, data)).described()


def _change_heading(entry) -> str:
    """A change as the trail says it: "Hand 3 added", "Game closed"."""
    n = entry.position
    actions = AuditEntry.Action
    if entry.action == actions.IMPORT:
        hands = (entry.after or {}).get("hands", 0)
        return ngettext("Imported with %(n)s hand", "Imported with %(n)s hands", hands) % {
            "n": hands
        }
    said = {
        actions.ADD: gettext("Hand %(n)s added"),
        actions.EDIT: gettext("Hand %(n)s changed"),
        actions.DELETE: gettext("Hand %(n)s deleted"),
        actions.UNDO: gettext("Hand %(n)s undone"),
        actions.FINISH: gettext("Game closed"),
        actions.REOPEN: gettext("Game reopened"),
    }[entry.action]
    return said % {"n": n}  # (a mapping fills what the message has, here nothing or n)


@require_safe
def changes(request: HttpRequest, public_id: str, secret: str) -> HttpResponse:
    """The audit trail: every hand added, edited, deleted or undone, and every close."""
    game = game_for_scorer(public_id, secret)
    entries = list(game.audit.select_related("actor").order_by("-created", "-pk"))
    for entry in entries:  # each hand as its entries read on the form, not as raw data
        entry.heading = _change_heading(entry)
        entry.before_lines = _hand_lines(game, entry.before)
        entry.after_lines = _hand_lines(game, entry.after)
    return render(
        request,
        "scoring/changes.html",
        {"game": game, "entries": entries, "scorer_url": scorer_url(game)},
    )
