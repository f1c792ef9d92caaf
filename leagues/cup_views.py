"""A season's cups (docs/league.md, "The cup"): the bracket page everyone reads, the
secretary's pages (a new cup, its draw previewed then confirmed, round dates, the next round,
a round's draw undone, a team withdrawn) and the cup's fixtures as CSV and iCal. A tie's card
is sent and answered on its fixture's pages, as a league card (card_views.py). Each change
asks the cup (leagues/models/cups.py, cup_changes.py), which decides again inside the
season's door."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied, ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils import timezone
from django.utils.translation import gettext
from django.views.decorators.http import require_http_methods, require_POST, require_safe
from icalendar import Calendar, vText

from kernel.attachments import attachment
from kernel.caching import kept_page, shareable
from kernel.csv_files import csv_download
from kernel.outcomes import Outcome
from leagues.access import cup_of, season_or_404
from leagues.calendars import fixture_event
from leagues.clashes import warn_of_clashes
from leagues.cup_pages import cup_page
from leagues.forms.cups import (
    CupForm,
    DrawForm,
    NextRoundForm,
    RoundDateForm,
    SeedingForm,
    UndoRoundForm,
    new_seed,
)
from leagues.models import Cup, Season
from leagues.models.cups import NOT_SECRETARY
from leagues.ratings import ratings_version, seeds_by_rating
from leagues.rules.cup import DrawMode, first_round, next_round, seed_count, through


def _for_secretary(request: HttpRequest, season: Season) -> None:
    if not season.league.is_run_by(request.user):
        raise PermissionDenied(NOT_SECRETARY)


@require_safe
@shareable
def cup(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """The cup's rounds, each tie with its result and what decided it, the rounds to come and
    the winner; the secretary's actions where they are open. An anonymous visitor's page is
    made once per version of the season."""
    cup = cup_of(slug, pk)
    shown = cup.season.kept_key("ratings", ratings_version())  # (its ties' chances)
    return kept_page(request, shown, lambda: cup_page(request, cup))


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def new_cup(request: HttpRequest, slug: str) -> HttpResponse:
    season = season_or_404(slug)
    _for_secretary(request, season)
    form = CupForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        outcome, made = Cup.start(
            season, request.user, data["name"], data["level_rule"], data["draw_mode"]
        )
        _say(request, outcome)
        return redirect("leagues-cup", slug=season.slug, pk=made.pk)
    return render(request, "leagues/cup_new.html", {"season": season, "form": form})


def _say(request, outcome: Outcome) -> None:
    level = messages.SUCCESS if outcome.changed else messages.INFO
    messages.add_message(request, level, outcome.message)


def _names(cup: Cup) -> dict[str, str]:
    return dict(cup.season.teams.values_list("code", "name"))


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def draw(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """Round one: the teams and date asked, then the draw previewed with its number (no
    change yet), then confirmed with that number (the cup makes the same draw)."""
    cup = cup_of(slug, pk)
    _for_secretary(request, cup.season)
    if request.method != "POST" and not cup.can_draw(request.user):
        return redirect("leagues-cup", slug=slug, pk=pk)  # drawn already: the bracket shows it
    teams = list(cup.season.teams.all())
    data = request.POST if request.method == "POST" else (request.GET or None)
    form = DrawForm(data, teams=teams)
    preview, moved = None, False
    if form.is_bound and form.is_valid():
        codes, seed = form.cleaned_data["teams"], form.cleaned_data["seed"]
        seeds = _seeds(teams, codes) if form.cleaned_data["seeded"] else []
        if request.method == "POST" and seed and seeds == form.cleaned_data["seeds"]:
            try:
                outcome = cup.make_draw(request.user, codes, seed, form.cleaned_data["date"], seeds)
            except ValidationError as error:
                form.add_error("teams", error)
            else:
                return _done(request, cup, outcome, form.cleaned_data["date"])
        else:  # a new number at each preview: never one a link chose (it would pick the draw)
            moved = request.method == "POST" and bool(seed)  # the ratings moved meanwhile
            seed = new_seed()
            names = _names(cup)
            shown = _shown(first_round(codes, seed, seeds), names)
            preview = (seed, shown, [(code, names[code]) for code in seeds])
    status = 400 if form.is_bound and form.errors else 200
    context = {"season": cup.season, "cup": cup, "form": form, "preview": preview}
    context["seeds_moved"] = moved
    return render(request, "leagues/cup_draw.html", context, status=status)


def _seeds(teams, codes: list[str]) -> list[str]:
    """The seeds of a draw among the teams entered (by code): the strongest by rating, as
    many as the bracket keeps apart (leagues/rules/cup.seed_count)."""
    entered = [team for team in teams if team.code in codes]
    return seeds_by_rating(entered, seed_count(len(entered)))


def _done(request, cup: Cup, outcome: Outcome, date=None) -> HttpResponse:
    if outcome.conflict:
        return cup_page(request, Cup.objects.get(pk=cup.pk), status=409, refusal=outcome.message)
    _say(request, outcome)
    warn_of_clashes(request, cup.season, date)
    return redirect("leagues-cup", slug=cup.season.slug, pk=cup.pk)


def _shown(pairs, names: dict[str, str]) -> list[tuple[str, str | None]]:
    """A draw's pairs by the teams' names (None: a bye)."""
    return [(names[pair.home], names[pair.away] if pair.away else None) for pair in pairs]


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def draw_next(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """The next round from the last round's winners: previewed (drawn afresh with a new
    number, seeded by rating if asked, or as the bracket fixed it), then confirmed; seeds
    that moved since the preview are previewed afresh."""
    cup = cup_of(slug, pk)
    _for_secretary(request, cup.season)
    teams = list(cup.season.teams.all())
    if request.method == "POST":
        form = NextRoundForm(request.POST, teams=teams)
        if not form.is_valid():
            return cup_page(request, cup, status=400, refusal=_first_error(form))
        data = form.cleaned_data
        seeds = _next_seeds(cup, teams) if data["seeded"] else []
        if seeds != data["seeds"] and cup.can_draw_next(request.user):
            return _next_preview(request, cup, teams, seeded=data["seeded"], moved=True)
        try:
            outcome = cup.draw_next(
                request.user, data["after"], data["seed"] or 1, data["date"], seeds
            )
        except ValidationError as error:
            return cup_page(request, cup, status=400, refusal=" ".join(error.messages))
        return _done(request, cup, outcome, data["date"])
    if not cup.can_draw_next(request.user):
        return redirect("leagues-cup", slug=slug, pk=pk)
    asked = SeedingForm(request.GET, teams=teams)
    seeded = asked.is_valid() and asked.cleaned_data["seeded"]
    return _next_preview(request, cup, teams, seeded=seeded)


def _through(cup: Cup) -> tuple[object, list[str]]:
    """The last round made, as the bracket shows it, and the teams through from it."""
    bracket = cup.bracket()
    last = next(shown for shown in reversed(bracket.rounds) if shown.made)
    return last, through(last.made.pairs(), bracket.winners_of(last.number)) or []


def _next_seeds(cup: Cup, teams) -> list[str]:
    """A seeded next round's seeds among the teams through (none in a bracket fixed in
    advance: nothing is drawn)."""
    if cup.draw_mode != DrawMode.DRAWN:
        return []
    return _seeds(teams, _through(cup)[1])


def _next_preview(request, cup: Cup, teams, seeded: bool, moved: bool = False) -> HttpResponse:
    """The next round as it would fall, with a new draw number (and its seeds if seeded)."""
    last, codes = _through(cup)
    seeds = _next_seeds(cup, teams) if seeded else []
    seed, names = new_seed(), _names(cup)
    shown = _shown(next_round(codes, cup.draw_mode, seed, seeds), names)
    initial = {"after": last.number, "seed": seed, "seeded": seeded}
    context = {
        "season": cup.season,
        "cup": cup,
        "form": NextRoundForm(initial=initial, teams=teams),
        "preview": (seed, shown, [(code, names[code]) for code in seeds]),
        "round": cup.bracket().rounds[last.number],
        "seeded": seeded,
        "seeds_moved": moved,
    }
    return render(request, "leagues/cup_draw.html", context)


def _first_error(form) -> str:
    return next(iter(form.errors.values()))[0]


@login_required
@require_POST
def round_date(request: HttpRequest, slug: str, pk: int, number: int) -> HttpResponse:
    cup = cup_of(slug, pk)
    _for_secretary(request, cup.season)
    made = get_object_or_404(cup.rounds.select_related("cup"), number=number)
    form = RoundDateForm(request.POST)
    if not form.is_valid():
        return cup_page(request, cup, status=400, refusal=_first_error(form))
    made.set_date(request.user, form.cleaned_data["date"])
    warn_of_clashes(request, cup.season, form.cleaned_data["date"])
    return redirect("leagues-cup", slug=slug, pk=pk)


@login_required
@require_POST
def undo_round(request: HttpRequest, slug: str, pk: int, number: int) -> HttpResponse:
    """The last round's draw undone, its ties taken out, while no card is in for any of them
    (round one's: the cup is not drawn). The POST names the round as the page showed it."""
    cup = cup_of(slug, pk)
    _for_secretary(request, cup.season)
    form = UndoRoundForm(request.POST)
    if not form.is_valid():
        refusal = gettext("Undo a draw with its button on the cup's page.")
        return cup_page(request, cup, status=400, refusal=refusal)
    return _done(request, cup, cup.undo_round(request.user, number, form.cleaned_data["drawn"]))


@login_required
@require_safe
def withdrawals(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """The teams still in the cup, each with what withdrawing it would do, or why it cannot
    be withdrawn now."""
    cup = cup_of(slug, pk)
    _for_secretary(request, cup.season)
    if not cup.can_withdraw(request.user):
        return redirect("leagues-cup", slug=slug, pk=pk)  # not drawn, or won: nothing to do
    context = {"season": cup.season, "cup": cup, "withdrawals": cup.withdrawals()}
    return render(request, "leagues/cup_withdraw.html", context)


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def withdraw(request: HttpRequest, slug: str, pk: int, code: str) -> HttpResponse:
    """A team withdrawn: what happens shown first (its tie to its opponent on a walkover),
    then done."""
    cup = cup_of(slug, pk)
    _for_secretary(request, cup.season)
    team = get_object_or_404(cup.season.teams, code=code)
    if request.method == "POST":
        try:
            outcome = cup.withdraw(request.user, code)
        except ValidationError as error:
            return cup_page(request, cup, status=400, refusal=" ".join(error.messages))
        return _done(request, cup, outcome)
    going = cup.withdrawal_of(code)
    context = {"season": cup.season, "cup": cup, "team": team, "going": going}
    if going is None:
        context["not_in"] = cup.not_in_words(team)
    return render(request, "leagues/cup_withdraw.html", context)


CSV_COLUMNS = ["round", "date", "home", "away", "status", "home games", "away games", "scores"]


@require_safe
@shareable
def cup_csv(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """Every tie of the cup, round by round, with its score, winner and what decided it."""
    cup = cup_of(slug, pk)
    response, writer = csv_download(f"{cup.season.slug}-cup-{cup.pk}.csv")
    writer.writerow([*CSV_COLUMNS, "winner", "decided by"])
    for shown in cup.bracket().rounds:
        for tie in shown.ties:
            if tie.fixture is None:
                continue
            scores = " ".join(f"{h}-{a}" for h, a in tie.games)
            if tie.extra:
                scores += f" (extra {tie.extra[0]}-{tie.extra[1]})"
            walkover = tie.decision and tie.decision.by == "walkover"
            writer.writerow(
                [
                    shown.number,
                    tie.fixture.date or "",
                    tie.home.name,
                    tie.away.name,
                    tie.fixture.status,
                    *tie.games_won,
                    "walkover" if walkover else scores,
                    tie.winner.name if tie.winner else "",
                    tie.decision.by if tie.decision else "",
                ]
            )
    return response


@require_safe
@shareable
def cup_calendar(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """The cup's dated ties as an iCal feed."""
    cup = cup_of(slug, pk)
    season = cup.season
    calendar = Calendar()
    calendar.add("prodid", "-//Pegboard//Cup fixtures//EN")
    calendar.add("version", "2.0")
    calendar.add("x-wr-calname", vText(f"{cup.name}: {season}"))
    stamp, host = timezone.now(), request.get_host().split(":")[0]
    for fixture in cup.ties().select_related("home__venue", "away").exclude(date=None):
        fixture.season = season
        summary = f"{cup.name}: {fixture.home.name} v {fixture.away.name}"
        calendar.add_component(fixture_event(request, fixture, summary, stamp, host))
    response = HttpResponse(calendar.to_ical(), content_type="text/calendar; charset=utf-8")
    response["Content-Disposition"] = attachment(f"{season.slug}-cup-{cup.pk}.ics")
    return response
