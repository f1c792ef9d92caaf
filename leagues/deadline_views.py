"""The secretary's deadlines page (issue 53, leagues/deadlines.py): the league's deadlines as
house rules, the cards not in by theirs with the league's choice one tap each, and the ledger
of penalties, every entry with its version and a tap to withdraw it. Every write checks the
secretary and goes through the season's door; a tap sent twice changes data once."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone
from django.utils.translation import gettext
from django.views.decorators.http import require_POST, require_safe

from kernel.outcomes import Outcome
from kernel.words import with_names
from leagues.access import season_for_secretary
from leagues.deadlines import late_fixtures, settle_late
from leagues.forms.deadlines import AmendForm, DeadlinesForm
from leagues.models import Adjustment, Season


def _page(
    request: HttpRequest, season: Season, form=None, status: int = 200, amended=None
) -> HttpResponse:
    """The page; `form` the deadlines' as posted, `amended` an entry's refused amendment."""
    initial = {
        "confirm_after_hours": season.confirm_after_hours,
        "late_card": season.late_card,
        "late_card_points": season.late_card_points,
        "no_show_points": season.no_show_points,
    }
    ledger = Adjustment.ledger.filter(season=season).select_related(
        "team", "by", "withdrawn_by", "replaces"
    )
    ledger = list(ledger.order_by("-on", "-pk"))
    for entry in ledger:  # each standing entry's amendment, its own fields' ids
        fields = {"points": entry.points, "reason": entry.said}
        entry.amend_form = AmendForm(initial=fields, prefix=f"entry-{entry.pk}")
        if amended is not None and amended.prefix == entry.amend_form.prefix:
            entry.amend_form = amended
    context = {
        "season": season,
        "form": form or DeadlinesForm(initial=initial),
        "late": late_fixtures(season, timezone.now()),
        "ledger": ledger,
    }
    return render(request, "leagues/deadlines.html", context, status=status)


def _told(request: HttpRequest, season: Season, outcome: Outcome) -> HttpResponse:
    level = messages.SUCCESS if outcome.changed else messages.INFO
    messages.add_message(request, level, outcome.message)
    return redirect("leagues-deadlines", slug=season.slug)


@login_required
@require_safe
def deadlines(request: HttpRequest, slug: str) -> HttpResponse:
    return _page(request, season_for_secretary(request, slug))


@login_required
@require_POST
def set_deadlines(request: HttpRequest, slug: str) -> HttpResponse:
    season = season_for_secretary(request, slug)
    form = DeadlinesForm(request.POST)
    if not form.is_valid():
        return _page(request, season, form, status=400)
    data = form.cleaned_data
    season.set_deadlines(
        data["confirm_after_hours"],
        data["late_card"],
        data["late_card_points"],
        data["no_show_points"],
    )
    return _told(request, season, Outcome(True, gettext("Deadlines saved.")))


@login_required
@require_POST
def settle(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """The league's choice for a late card, one tap: a walkover to the team named, or the
    league's penalty taken from it."""
    season = season_for_secretary(request, slug)
    fixture = get_object_or_404(season.fixtures.in_league(), pk=pk)
    return _told(request, season, settle_late(fixture, request.POST.get("team", ""), request.user))


@login_required
@require_POST
def withdraw(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """An entry of the ledger taken out of the table, kept in the ledger as withdrawn."""
    season = season_for_secretary(request, slug)
    entry = get_object_or_404(Adjustment.ledger.filter(season=season), pk=pk)
    if entry.withdraw(request.user):
        said = gettext("%(team)s's entry is withdrawn: it no longer counts in the table.")
        return _told(request, season, Outcome(True, with_names(said, team=entry.team)))
    return _told(request, season, Outcome(False, gettext("This entry is withdrawn already.")))


@login_required
@require_POST
def amend(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """An entry's next version (the one before kept in the ledger, withdrawn)."""
    season = season_for_secretary(request, slug)
    entry = get_object_or_404(Adjustment.ledger.filter(season=season), pk=pk)
    form = AmendForm(request.POST, prefix=f"entry-{entry.pk}")
    if not form.is_valid():
        return _page(request, season, status=400, amended=form)
    data = form.cleaned_data
    if entry.amend(data["points"], data["reason"], request.user) is None:
        said = gettext("This entry was withdrawn or amended meanwhile: look at it again.")
        return _told(request, season, Outcome(False, said, conflict=True))
    said = gettext("%(team)s's entry is amended: the new version counts in the table.")
    return _told(request, season, Outcome(True, with_names(said, team=entry.team)))
