import io
import json
import secrets
from dataclasses import replace

import segno
from django.conf import settings
from django.contrib import messages
from django.contrib.messages.storage.cookie import CookieStorage
from django.core.cache import cache
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import get_language, gettext, gettext_lazy, ngettext
from django.views.decorators.http import (
    condition,
    require_http_methods,
    require_POST,
    require_safe,
)
from django_htmx.http import HttpResponseStopPolling, reswap, retarget, trigger_client_event

from kernel.caching import shareable, templates_version
from kernel.csv_files import csv_download
from scoring.demo import demo_record
from scoring.entry import ENTRY_FORMS, HandEntry, entry_form_for
from scoring.forms import (
    HandTarget,
    ImportGameForm,
    StartGameForm,
    field_for_problem,
    find_variant,
)
from scoring.models import (
    HAND_GONE,
    AuditEntry,
    Game,
    GameClosed,
    GameNotFinished,
    Hand,
    Outcome,
)
from scoring.outbox import is_outbox, outbox_answer, outbox_refusal
from scoring.rules import RecordError, games
from scoring.sheets import (
    lay_out,
    problem_where,
    problem_words,
    running_score_chart,
    scoresheet,
)

SESSION_GAMES = "pegboard_games"  # public ids of the games started on this phone
NO_TARGET = gettext_lazy("The page did not say which hand: reload it and try again.")
GAME_CLOSED = gettext_lazy("This game is closed. Reopen it to change a hand.")
SHOWN_HANDS = 10  # the latest hands on the board; the rest are one tap away


# Access helpers: the live link shows a game to anyone who has it; only the scorer's link,
# which carries the game's secret, can change it.


def _game_for_anyone(public_id: str, to_change: bool = False) -> Game:
    """The game its link names. `to_change`: from the fields kept in this process when they
    are (Game.objects.to_change), its state read by the change itself."""
    game = Game.objects.to_change(public_id) if to_change else Game.objects.named(public_id)
    if game is None:
        raise Http404("No such game")
    return game


def _same_secret(stored: str, given: str) -> bool:
    """In constant time, as bytes: a link may carry any text (a str with non-ASCII letters
    cannot be compared so, and once answered 500)."""
    return secrets.compare_digest(stored.encode(), given.encode())


def _game_for_scorer(public_id: str, secret: str, to_change: bool = False) -> Game:
    game = _game_for_anyone(public_id, to_change)
    if not _same_secret(game.secret, secret):
        raise Http404("No such game")
    return game


def _remember(request: HttpRequest, game: Game) -> None:
    """Keep the game in this phone's session, for My games (the newest 50)."""
    request.session[SESSION_GAMES] = [game.public_id, *request.session.get(SESSION_GAMES, [])][:50]


def _scorer_url(game: Game) -> str:
    return reverse("scoring-scorer", args=[game.public_id, game.secret])


@require_safe
def home(request: HttpRequest) -> HttpResponse:
    context = {"games": games().values(), "demo": scoresheet(demo_record())}
    return render(request, "scoring/home.html", context)


@require_http_methods(["GET", "HEAD", "POST"])
def new_game(request: HttpRequest) -> HttpResponse:
    """Step 1 chooses the variant (plain links); step 2 names the sides and sets the target
    and house rules, with the variant's defaults already chosen."""
    spec = find_variant(request.POST.get("variant") or request.GET.get("variant"))
    if spec is None:
        return render(request, "scoring/new_game.html", {"games": games().values()})
    # A link can fill the form in (a league fixture's: its house rules and its two teams).
    given = {key: value for key, value in request.GET.items() if key != "variant"}
    form = StartGameForm(request.POST or None, spec=spec, initial=given)
    if request.method == "POST" and form.is_valid():
        fields = form.game_fields()
        owner = request.user if request.user.is_authenticated else None
        game = Game(**fields, first_dealer=form.cleaned_data["first_dealer"], owner=owner)
        try:
            game.result([])  # the engine checks the sides and options for this variant
        except RecordError as error:
            for problem in error.problems:
                form.add_error(field_for_problem(form, problem.field), problem_words(problem))
        else:
            game.save()
            _remember(request, game)
            return redirect(_scorer_url(game))
    return render(request, "scoring/new_game.html", {"form": form, "spec": spec})


@require_safe
def my_games(request: HttpRequest) -> HttpResponse:
    mine = Game.objects.started_on(request.session.get(SESSION_GAMES, []), request.user)
    return render(
        request, "scoring/my_games.html", {"live": mine.live(), "finished": mine.finished()}
    )


def _board_context(request, game: Game, scorer: bool, form: HandEntry | None = None) -> dict:
    """The board: totals from the game's kept fold (nothing replayed on a GET), and the latest
    hands laid out, or every hand when asked (?hands=all): its cost does not grow with the
    game."""
    every_hand = _every_hand(request)
    record, result, first, shown = _shown_hands(game, every_hand)
    sheet = lay_out(record, result, [data for data, _ in shown], first)
    leaders = sorted(result.scores.values(), reverse=True)
    live_url = reverse("scoring-live", args=[game.public_id])
    context = {
        **_totals_context(game, sheet, result),
        "margin": leaders[0] - leaders[1] if len(leaders) > 1 else 0,
        "scorer": scorer,
        "live_url": live_url,
        "poll_url": live_url + ("?hands=all" if every_hand else ""),
        "last_hand_id": shown[-1][1] if shown else "",
        "scorer_url": _scorer_url(game),
    }
    if result.finished:  # the game's story, once it has one (a finished game stops polling)
        context["chart"] = running_score_chart(record, result)
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
    return {"game": game, "sheet": sheet, "result": result, "to_go": to_go}


def _every_hand(request: HttpRequest) -> bool:
    return request.GET.get("hands") == "all"


def _after_change(
    request, game: Game, outcome: Outcome, with_totals=False, saved=False
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
        return _render_board(request, game, scorer=True, status=409 if outcome.conflict else 200)
    return redirect(_scorer_url(game))


def _render_board(request, game: Game, scorer: bool, form=None, status: int = 200) -> HttpResponse:
    template = "scoring/game.html#board" if request.htmx else "scoring/game.html"
    response = render(request, template, _board_context(request, game, scorer, form), status=status)
    if request.htmx and request.htmx.target != "board":
        # The whole board answers a request aimed at a part of it (a closed game, the end).
        retarget(response, "#board")
        reswap(response, "outerHTML")
    return response


def _render_saved(request, game: Game, saved: Outcome) -> HttpResponse:
    """A hand saved from the htmx form: the new totals, status line and undo button, and the
    new hand's row on top of the list, all out of band; the form stays on the phone, which
    clears it for the next hand when told who deals (the pegboard:saved event). Its cost does
    not grow with the game, and no form is rendered. The whole board when the hand is the
    first (no list yet), ended the game (the result banner), or every hand is shown."""
    hand, (record, result) = saved.hand, saved.standing  # as the hand left it: nothing read
    whole = result.finished or hand.position == 1 or _every_hand(request)
    if whole or request.htmx.target != "entry":  # (a page from before the entry was its own)
        return _render_board(request, game, scorer=True)
    sheet = lay_out(record, result, [hand.data], hand.position)
    context = {
        **_totals_context(game, sheet, result),
        "scorer": True,
        "new_row": sheet.hands[-1],
        "last_hand_id": hand.client_id,
    }
    response = render(request, "scoring/game.html#saved", context)
    reswap(response, "none")  # the form is not replaced; the pieces above are swapped in
    next_hand = ENTRY_FORMS[game.game].next_hand_initial(game, [hand.data])
    trigger_client_event(
        response,
        "pegboard:saved",
        {"hand": hand.position + 1, "dealer": next_hand.get("dealer", "")},
        after="swap",
    )
    return response


BOARD_SECONDS = 120  # a kept spectators' board: a version outlives its polls by far less


def _board_etag(request: HttpRequest, public_id: str, secret: str | None = None) -> str | None:
    """The board's validator: the game's version and status, and everything else the page
    depends on (a board or a whole page, signed in or not, every hand or the latest, this
    deploy's templates), so a poll of an unchanged game is answered 304 after one small
    query. None (so the view answers in full, or 404s) for no such game, or a scorer's link
    with the wrong secret."""
    row = (
        Game.objects.filter(public_id=public_id).values_list("version", "status", "secret").first()
    )
    if row is None or (secret is not None and not _same_secret(row[2], secret)):
        return None
    signed_in = request.user.is_authenticated
    shape = f"{int(bool(request.htmx))}{int(signed_in)}{int(_every_hand(request))}{get_language()}"
    request.board_etag = f"{row[0]}-{row[1]}-{shape}-{templates_version()}"
    return request.board_etag


def _scorer_etag(request: HttpRequest, public_id: str, secret: str) -> str | None:
    """The same for the scorer's board, unless a status line waits to be shown."""
    return None if _has_waiting_messages(request) else _board_etag(request, public_id, secret)


def _has_waiting_messages(request: HttpRequest) -> bool:
    """A status line ("Hand 4 saved") waits for the page after a change made without
    JavaScript: in the messages cookie, or in the session when it overflowed. A plain poll
    carries neither, and then costs no session lookup."""
    if request.COOKIES.get(CookieStorage.cookie_name):
        return True
    has_session = settings.SESSION_COOKIE_NAME in request.COOKIES
    return has_session and bool(request.session.get("_messages"))


@require_safe
@condition(etag_func=_scorer_etag)
def scorer(request: HttpRequest, public_id: str, secret: str) -> HttpResponse:
    return _render_board(request, _game_for_scorer(public_id, secret), scorer=True)


@require_http_methods(["GET", "HEAD", "POST"])
def add_hand(request: HttpRequest, public_id: str, secret: str) -> HttpResponse:
    """Save a hand. The phone names it by its client id, so the same hand sent again (a double
    tap, a retry, the outbox after a lost answer) is stored once and answered calmly. A GET is
    a reload of the page a refused plain post left on this address: back to the board."""
    game = _game_for_scorer(public_id, secret, to_change=True)
    if request.method != "POST":
        return redirect(_scorer_url(game))
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
            return _after_change(request, game, outcome, with_totals, saved)
    if is_outbox(request):
        return outbox_refusal(form, status)
    # The entries stay on the form, with each message beside its field, on the board as the
    # game now stands (read whole: it may have been closed, or be gone).
    game = _game_for_scorer(public_id, secret)
    return _render_board(request, game, scorer=True, form=form, status=status)


def _saved_words(hand: Hand, assumed: list[str]) -> str:
    """ "Hand 4 saved, with ...": what the save took as read when nothing was tapped for it."""
    message = gettext("Hand %(n)s saved, with %(assumed)s.")
    return message % {"n": hand.position, "assumed": ", ".join(assumed)}


def _hand_target(request: HttpRequest) -> HandTarget:
    target = HandTarget(request.POST)
    target.is_valid()
    return target


def _refused(outcome_words: str) -> Outcome:
    return Outcome(False, outcome_words, conflict=True)


def _change(action, *args) -> Outcome:
    """Run a change, turning the ways it can be refused into words for the board."""
    try:
        return action(*args)
    except GameClosed:
        return _refused(GAME_CLOSED)
    except GameNotFinished:
        return _refused(gettext("The game is not finished yet: nothing was closed."))
    except RecordError as error:
        message = gettext("That would leave the game impossible: %(why)s")
        return _refused(message % {"why": problem_where(error.problems[0])})


@require_POST
def undo_hand(request: HttpRequest, public_id: str, secret: str) -> HttpResponse:
    game = _game_for_scorer(public_id, secret)
    target = _hand_target(request)
    if not target.is_valid():
        return _after_change(request, game, _refused(NO_TARGET))
    return _after_change(
        request, game, _change(game.undo_hand, target.cleaned_data["hand"], request.user)
    )


@require_POST
def confirm_finished(request: HttpRequest, public_id: str, secret: str) -> HttpResponse:
    game = _game_for_scorer(public_id, secret)
    return _after_change(request, game, _change(game.confirm_finished, request.user))


@require_POST
def reopen(request: HttpRequest, public_id: str, secret: str) -> HttpResponse:
    game = _game_for_scorer(public_id, secret)
    return _after_change(request, game, _change(game.reopen, request.user))


@require_safe
@shareable
@condition(etag_func=_board_etag)
def live(request: HttpRequest, public_id: str) -> HttpResponse:
    """The spectators' page, and its poll. Every spectator of a game polls for the same board:
    each process renders it once per version of the game and keeps it, filed under the
    validator the poll was just checked against (which names everything the board depends
    on), so a league night's changed polls cost a cache read, not a render each."""
    etag = getattr(request, "board_etag", None)
    kept = f"live-board:{public_id}:{etag}" if etag and request.htmx.target == "board" else None
    if kept and (board := cache.get(kept)) is not None:
        return HttpResponse(board)
    game = _game_for_anyone(public_id)
    if request.htmx and not game.is_open:
        # The final board, and htmx stops polling (status 286).
        response = HttpResponseStopPolling(
            render(
                request, "scoring/game.html#board", _board_context(request, game, scorer=False)
            ).content
        )
        return response
    response = _render_board(request, game, scorer=False)
    if kept and response.status_code == 200:
        cache.set(kept, response.content, BOARD_SECONDS)
    return response


@require_http_methods(["GET", "HEAD", "POST"])
def import_game(request: HttpRequest) -> HttpResponse:
    form = ImportGameForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and form.is_valid():
        owner = request.user if request.user.is_authenticated else None
        try:
            game = Game.from_record(form.cleaned_data["record"], owner)
        except RecordError as error:
            for problem in error.problems:
                form.add_error(None, problem_where(problem))
        else:
            _remember(request, game)
            return redirect(_scorer_url(game))
    return render(request, "scoring/import_game.html", {"form": form})


@require_safe
def export_record(request: HttpRequest, public_id: str) -> HttpResponse:
    """The game as the pegboard-record/1 that `manage.py score` reads."""
    game = _game_for_anyone(public_id)
    response = HttpResponse(
        json.dumps(game.record(), indent=2, ensure_ascii=False), content_type="application/json"
    )
    response["Content-Disposition"] = f'attachment; filename="pegboard-{game.public_id}.json"'
    return response


@require_safe
def export_csv(request: HttpRequest, public_id: str) -> HttpResponse:
    """One row per hand: dealer, each side's points and running score, and what scored."""
    game = _game_for_anyone(public_id)
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


def _initial_from(game: Game, hand: dict) -> dict:
    return ENTRY_FORMS[game.game].initial_from(hand)


def _editable_hand(public_id: str, secret: str, number: int):
    game = _game_for_scorer(public_id, secret)
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
        "scorer_url": _scorer_url(game),
    }
    return render(request, "scoring/edit_hand.html", context, status=status)


@require_http_methods(["GET", "HEAD", "POST"])
def edit_hand(request: HttpRequest, public_id: str, secret: str, number: int) -> HttpResponse:
    """Change an earlier hand. The form names the hand by its id and the revision it showed, so
    a resent change is saved once and a change made meanwhile on another phone is not lost."""
    if request.method != "POST":
        game, hand = _editable_hand(public_id, secret, number)
        return _edit_page(request, game, hand)
    game = _game_for_scorer(public_id, secret)
    target = _hand_target(request)
    if not target.is_valid():
        return _after_change(request, game, _refused(NO_TARGET))
    form = entry_form_for(game, request.POST, initial={})
    hand = game.hands.filter(client_id=target.cleaned_data["hand"]).first()
    if hand is None:
        return _after_change(request, game, _refused(HAND_GONE))
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
        outcome = _refused(GAME_CLOSED)
    if outcome.conflict and outcome.message != HAND_GONE:
        # Changed on another phone meanwhile: show the hand as it is now, and say so.
        messages.info(request, outcome.message)
        hand.refresh_from_db()
        return _edit_page(request, game, hand, status=409)
    return _after_change(request, game, outcome)


@require_POST
def delete_hand(request: HttpRequest, public_id: str, secret: str, number: int) -> HttpResponse:
    game = _game_for_scorer(public_id, secret)
    target = _hand_target(request)
    if not target.is_valid():
        return _after_change(request, game, _refused(NO_TARGET))
    hand = game.hands.filter(client_id=target.cleaned_data["hand"]).first()
    try:
        outcome = game.delete_hand(target.cleaned_data["hand"], request.user)
    except RecordError as error:
        # Deleting it would leave an impossible record (e.g. a hand after the end).
        form = entry_form_for(game, initial=_initial_from(game, hand.data))
        form.add_engine_problems(error.problems)
        return _edit_page(request, game, hand, form, status=409)
    except GameClosed:
        outcome = _refused(GAME_CLOSED)
    return _after_change(request, game, outcome)


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
    game = _game_for_scorer(public_id, secret)
    entries = list(game.audit.select_related("actor").order_by("-created", "-pk"))
    for entry in entries:  # each hand as its entries read on the form, not as raw data
        entry.heading = _change_heading(entry)
        entry.before_lines = _hand_lines(game, entry.before)
        entry.after_lines = _hand_lines(game, entry.after)
    return render(
        request,
        "scoring/changes.html",
        {"game": game, "entries": entries, "scorer_url": _scorer_url(game)},
    )


@require_safe
def live_qr(request: HttpRequest, public_id: str) -> HttpResponse:
    """The live link as a QR code (SVG drawn here, on the server), for spectators' phones."""
    game = _game_for_anyone(public_id)
    url = request.build_absolute_uri(reverse("scoring-live", args=[game.public_id]))
    image = io.BytesIO()
    segno.make(url, error="m").save(
        image, kind="svg", scale=6, border=2, dark="#000", light="#fff", xmldecl=False
    )
    return HttpResponse(image.getvalue(), content_type="image/svg+xml")
