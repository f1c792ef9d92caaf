"""A night's rounds: their page (the tables with their games, the draw, the standings), the
organiser's draw of the next round and the result typed for a table. Each asks the club
whether the user runs it, and the model decides again inside the club's door."""

import hashlib

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.utils.translation import get_language, gettext
from django.views.decorators.http import (
    condition,
    require_http_methods,
    require_POST,
    require_safe,
)
from django.views.decorators.vary import vary_on_headers

from clubs.access import done
from clubs.models import ClubTable, Night
from clubs.models.draws import draw_round, players_of
from clubs.models.results import NOT_AN_ORGANISER, TableScore, score_of, type_result
from clubs.models.table_games import starts_of
from clubs.round_forms import TableResultForm
from clubs.round_pages import night_or_404, night_rounds, side_names
from kernel.caching import kept_answer, shareable, signed_in, templates_version
from kernel.outcomes import Outcome


def rounds_key(request: HttpRequest, slug: str, night: int) -> str | None:
    """The rounds' validator (ETag) for an anonymous visitor, the room's phones polling the
    night's page every 15 s: the night's state (`Night.kept_key`, the club's version and its
    tables' games' versions, two small queries) and the answer's shape (the section or the
    page, the language, this deploy's templates). A signed-in visitor's answer is made
    afresh: an organiser's carries each table's scorer's link, and a message waiting to be
    said must not be kept waiting by a 304."""
    if signed_in(request):
        return None
    found = Night.objects.select_related("club").filter(pk=night, club__slug=slug).first()
    if found is None:
        return None
    shape = (int(bool(request.htmx)), get_language(), templates_version())
    named = f"{found.kept_key()}|rounds|{shape}"
    request.rounds_night = found
    request.rounds_key = hashlib.sha256(named.encode()).hexdigest()[:32]
    return request.rounds_key


@require_safe
@shareable
@vary_on_headers("HX-Request")  # a shared cache must not give a poll's section as the page
@condition(etag_func=rounds_key)
def rounds_page(request: HttpRequest, slug: str, night: int) -> HttpResponse:
    """The night's rounds on a page of their own: the wall's screen, where a draw or a result
    typed comes back to, and the night page's poll of its rounds (htmx: the section alone),
    answered 304 while nothing it shows has changed, each anonymous answer rendered once per
    process and state of the night."""
    kept = getattr(request, "rounds_key", None)
    read = getattr(request, "rounds_night", None)
    return kept_answer(
        request, kept, lambda: _rounds_page(request, read or night_or_404(slug, night))
    )


def _rounds_page(request, night: Night, refusal: str = "", status: int = 200) -> HttpResponse:
    """The whole page, or for the wall screen's poll (htmx) the rounds' section alone."""
    context = {"night": night, "refusal": refusal, **night_rounds(night, request.user)}
    template = "clubs/_night_rounds.html" if request.htmx else "clubs/rounds.html"
    return render(request, template, context, status=status)


def _organisers_night(request: HttpRequest, slug: str, pk: int) -> Night:
    night = night_or_404(slug, pk)
    if not night.club.is_run_by(request.user):
        raise PermissionDenied(NOT_AN_ORGANISER)
    return night


def gone() -> Http404:
    """A night or table deleted while a change to it waited at the club's door: not found,
    saying why, as if it had gone before the change was sent."""
    return Http404(gettext("This night was taken out meanwhile, and nothing was saved."))


def _answered(request, night: Night, outcome: Outcome) -> HttpResponse:
    """After a change: back to the night's page, saying what happened; a change the night has
    moved on from (409) shows the rounds as they are now, with why nothing was changed."""
    if outcome.conflict:
        return _rounds_page(request, night, refusal=outcome.message, status=409)
    level = messages.SUCCESS if outcome.changed else messages.INFO
    page = reverse("clubs-night", args=[night.club.slug, night.pk])
    return done(request, page, "rounds", outcome.message, level)


@login_required
@require_POST
def draw(request: HttpRequest, slug: str, night: int, number: int) -> HttpResponse:
    """ "Draw round N": the POST names the round it draws, so a resent or doubled one finds
    the round drawn and says so, and never draws the round after it."""
    night = _organisers_night(request, slug, night)
    try:
        outcome = draw_round(night, number, request.user)
    except Night.DoesNotExist:
        raise gone() from None
    return _answered(request, night, outcome)


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def table_result(
    request: HttpRequest, slug: str, night: int, number: int, table: int
) -> HttpResponse:
    """The organiser types a table's result (a paper table's) or corrects the one it has: a
    new version, the newest standing, kept once however often the form is sent."""
    night = _organisers_night(request, slug, night)
    table = get_object_or_404(
        ClubTable.objects.select_related("round", "game").prefetch_related("results"),
        round__night=night,
        round__number=number,
        number=table,
    )
    names = side_names(table, players_of(night))
    standing = score_of(table)
    form = TableResultForm(
        request.POST or None, side_names=names, initial=_initial(standing, len(names))
    )
    status, refusal = 200, ""
    if request.method == "POST":
        status = 400
        if form.is_valid():
            data = form.cleaned_data
            try:
                outcome, _ = type_result(
                    table, request.user, data["points"], data["winner_index"], data["replaces"]
                )
            except ClubTable.DoesNotExist:
                raise gone() from None
            if not outcome.conflict:
                return _answered(request, night, outcome)
            status, refusal = 409, outcome.message
    context = {
        "night": night,
        "table": table,
        "form": form,
        "standing": standing,
        "refusal": refusal,
        # A handicapped table's starts: its paper's final points count them.
        "starts": list(zip(names, starts_of(table.game), strict=False)),
    }
    return render(request, "clubs/table_result.html", context, status=status)


def _initial(standing: TableScore | None, sides: int) -> dict:
    """The form over the result it corrects: the typed version standing (or the game's
    result, over version 0), else blank over version 0."""
    if standing is None:
        return {"replaces": 0}
    initial = {"replaces": standing.version or 0}
    initial |= {f"points_{index}": points for index, points in enumerate(standing.points[:sides])}
    if standing.winner is not None:
        initial["winner"] = str(standing.winner)
    return initial
