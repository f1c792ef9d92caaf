"""Moving a fixture (leagues/models/moves.py): the fixture's move page, where a captain asks
for dates, the other team's captain accepts one (or asks for others) and the secretary
approves or refuses the date agreed; and the secretary's house rule of approving moves. Each
step is decided by the model inside the season's door; its mail goes after the answer
(leagues/move_mail.py)."""

import datetime

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied, ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone
from django.utils.translation import gettext
from django.views.decorators.http import require_http_methods, require_POST

from leagues.access import gone, season_for_secretary, season_or_404
from leagues.forms.moves import MoveApprovalForm, MoveDatesForm
from leagues.manage_page import answered
from leagues.models import Fixture, FixtureMove
from leagues.models.moves import NOT_A_CAPTAIN, NOT_OFFERED
from leagues.move_mail import mail_move

NOT_YOURS = NOT_A_CAPTAIN  # (the page is the captains' and the secretary's)


def _fixture_of(request, slug: str, pk: int) -> Fixture:
    """The fixture, for its captains and the league's secretary alone."""
    season = season_or_404(slug)
    fixture = get_object_or_404(season.fixtures.select_related("home", "away"), pk=pk)
    fixture.season = season
    if fixture.role_of(request.user) is None:
        raise PermissionDenied(NOT_YOURS)
    return fixture


def _today() -> datetime.date:
    return timezone.localdate()


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def move_fixture(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """The fixture's requests, first to last, with what the visitor may answer; a captain
    asks for dates here (a POST), answering the other team's request with other dates."""
    fixture = _fixture_of(request, slug, pk)
    form = MoveDatesForm(request.POST or None, today=_today(), now_on=fixture.date)
    if request.method == "POST":
        if not fixture.sides_of(request.user):
            raise PermissionDenied(NOT_A_CAPTAIN)
        if form.is_valid():
            try:
                outcome, move = FixtureMove.ask(fixture, request.user, form.dates())
            except ValidationError as refusal:  # (the request as it is now refuses it)
                return _move_page(request, fixture, form, refusal.messages[0], status=400)
            except Fixture.DoesNotExist:
                raise gone() from None
            if outcome.changed:
                mail_move.enqueue(move.pk, move.state)
            return _done(request, fixture, outcome.changed, outcome.message)
    status = 400 if request.method == "POST" else 200
    return _move_page(request, fixture, form, status=status)


def _move_page(request, fixture, form, refusal="", status=200) -> HttpResponse:
    moves = list(fixture.moves.history())
    for move in moves:
        move.fixture = fixture
        move.answers = move.answers_open_to(request.user)
    can_ask = bool(fixture.sides_of(request.user)) and not fixture.cards.exists()
    context = {
        "season": fixture.season,
        "fixture": fixture,
        "moves": moves,
        "form": form if can_ask else None,
        "refusal": refusal,
    }
    return render(request, "leagues/move_fixture.html", context, status=status)


def _done(request, fixture, changed: bool, said) -> HttpResponse:
    messages.add_message(request, messages.SUCCESS if changed else messages.INFO, said)
    return redirect("leagues-move-fixture", slug=fixture.season.slug, pk=fixture.pk)


@login_required
@require_POST
def answer_move(request: HttpRequest, slug: str, pk: int, move: int) -> HttpResponse:
    """The other captain accepts one of the dates (`accept`, with `date`); the secretary
    approves (`approve`) or refuses (`refuse`) the date agreed. Sent twice, or after another
    answer, nothing changes and the page says so."""
    fixture = _fixture_of(request, slug, pk)
    request_move = get_object_or_404(fixture.moves, pk=move)
    request_move.fixture = fixture
    answer = request.POST.get("answer", "")
    try:
        if answer == "accept":
            day = _posted_date(request.POST.get("date", ""))
            outcome = request_move.accept(request.user, day)
        elif answer in ("approve", "refuse"):
            outcome = request_move.settle(request.user, approved=answer == "approve")
        else:
            raise ValidationError(gettext("Choose an answer."))
    except ValidationError as refusal:
        form = MoveDatesForm(today=_today(), now_on=fixture.date)
        return _move_page(request, fixture, form, refusal=refusal.messages[0], status=400)
    except Fixture.DoesNotExist:
        raise gone() from None
    if outcome.changed:
        mail_move.enqueue(request_move.pk, request_move.state)
    return _done(request, fixture, outcome.changed, outcome.message)


def _posted_date(value: str) -> datetime.date:
    try:
        return datetime.date.fromisoformat(value)
    except ValueError:
        raise ValidationError(NOT_OFFERED) from None


@login_required
@require_POST
def set_move_approval(request: HttpRequest, slug: str) -> HttpResponse:
    """The secretary's house rule: whether a move the captains agree on waits for them."""
    season = season_for_secretary(request, slug)
    form = MoveApprovalForm(request.POST)
    form.is_valid()  # (a checkbox: always valid)
    needed = form.cleaned_data.get("need_secretary", False)
    season.set_move_approval(needed)
    if needed:
        said = gettext("A move the captains agree on now waits for your approval.")
    else:
        said = gettext("A move the captains agree on now moves the match at once.")
    return answered(request, season, "rules", said)
