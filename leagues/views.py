"""Public league pages: everyone may read the table, results, fixtures and histories."""

import datetime
from collections import Counter

from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.db import transaction
from django.db.models import Q
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_http_methods, require_POST, require_safe
from icalendar import Calendar, Event

from config.caching import shareable
from leagues.forms import DisputeForm, MatchCardForm
from leagues.models import Fixture, League, MatchCard, Player, Season
from leagues.rules.table import ROW_COLUMNS
from scoring.csv_files import csv_download
from scoring.models import Game


def _season(slug: str) -> Season:
    return get_object_or_404(Season.objects.select_related("league"), slug=slug)


@require_safe
@shareable
def leagues(request: HttpRequest) -> HttpResponse:
    """Every league with its seasons, newest first: past seasons stay browsable."""
    return render(
        request, "leagues/leagues.html", {"leagues": League.objects.prefetch_related("seasons")}
    )


LATEST = 8  # results and fixtures on the season page; the rest are on their own pages


@require_safe
@shareable
def season(request: HttpRequest, slug: str) -> HttpResponse:
    """The table, the latest results and the next fixtures: the same cost at any size."""
    season = _season(slug)
    provisional = request.GET.get("provisional") == "1"
    adjustments = list(season.adjustments.select_related("team"))
    fixtures = season.fixtures.with_cards()
    context = {
        "season": season,
        "table": season.table(provisional=provisional, adjustments=adjustments),
        "provisional": provisional,
        "adjustments": adjustments,
        "results": fixtures.played().order_by("-date", "-pk")[:LATEST],
        "upcoming": fixtures.to_come()[:LATEST],
    }
    return render(request, "leagues/season.html", context)


@require_safe
@shareable
def results(request: HttpRequest, slug: str) -> HttpResponse:
    """Every result of the season, a month at a time (the latest month first)."""
    season = _season(slug)
    return _by_month(request, season, season.fixtures.played(), "results", newest_first=True)


@require_safe
@shareable
def fixtures(request: HttpRequest, slug: str) -> HttpResponse:
    """Every fixture still to play, a month at a time (the next month first)."""
    season = _season(slug)
    return _by_month(request, season, season.fixtures.to_come(), "fixtures", newest_first=False)


def _by_month(request, season, fixtures, kind: str, newest_first: bool) -> HttpResponse:
    months = list(fixtures.dates("date", "month", order="DESC" if newest_first else "ASC"))
    undated = fixtures.filter(date__isnull=True).exists()
    asked = request.GET.get("month", "")
    month = next((m for m in months if f"{m:%Y-%m}" == asked), None)
    if month is None and asked != "none":
        month = months[0] if months else None
    if month is not None:
        shown = fixtures.filter(date__year=month.year, date__month=month.month)
    else:
        shown = fixtures.filter(date__isnull=True) if undated else fixtures.none()
    order = ("-date", "-pk") if newest_first else ("date", "pk")
    context = {
        "season": season,
        "kind": kind,
        "months": months,
        "month": month,
        "undated": undated,
        "fixtures": shown.with_cards().order_by(*order),
    }
    return render(request, "leagues/by_month.html", context)


@require_safe
@shareable
def fixture(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    season = _season(slug)
    fixture = get_object_or_404(season.fixtures.with_cards(), pk=pk)
    return _fixture_page(request, season, fixture, _role(request, season, fixture))


def _fixture_page(request, season, fixture, role, dispute_form=None, status=200) -> HttpResponse:
    """The fixture with every card version and its games, and the actions the visitor may
    take; also the answer to a dispute sent without a reason (status 400). The fixture comes
    with its cards (`with_cards`)."""
    cards = sorted(fixture.cards.all(), key=lambda card: card.version, reverse=True)
    for card in cards:
        count = len(card.games)
        linked = card.scored_games + [""] * (count - len(card.scored_games))
        pairs = card.pairs + [["", ""]] * (count - len(card.pairs))
        card.game_rows = [
            (n, home, away, public_id, home_pair, away_pair)
            for n, ((home, away), public_id, (home_pair, away_pair)) in enumerate(
                zip(card.games, linked, pairs, strict=False), start=1
            )
        ]
    context = {
        "season": season,
        "fixture": fixture,
        "cards": cards,
        "role": role,
        "dispute_form": dispute_form or DisputeForm(),
    }
    return render(request, "leagues/fixture.html", context, status=status)


@require_safe
@shareable
def team(request: HttpRequest, slug: str, code: str) -> HttpResponse:
    season = _season(slug)
    team = get_object_or_404(season.teams.prefetch_related("players"), code=code)
    fixtures = season.fixtures.with_cards().filter(Q(home=team) | Q(away=team))
    feed = request.build_absolute_uri(reverse("leagues-team-calendar", args=[slug, code]))
    context = {
        "season": season,
        "team": team,
        "fixtures": fixtures,
        "webcal": "webcal://" + feed.split("://", 1)[1],  # calendars subscribe to this
    }
    return render(request, "leagues/team.html", context)


@require_safe
@shareable
def table_csv(request: HttpRequest, slug: str) -> HttpResponse:
    season = _season(slug)
    response, writer = csv_download(f"{season.slug}-table.csv")
    writer.writerow(ROW_COLUMNS)
    for row in season.table().rows:
        writer.writerow([getattr(row, column) for column in ROW_COLUMNS])
    return response


@require_safe
@shareable
def results_csv(request: HttpRequest, slug: str) -> HttpResponse:
    season = _season(slug)
    response, writer = csv_download(f"{season.slug}-results.csv")
    writer.writerow(["date", "home", "away", "status", "home games", "away games", "scores"])
    for fixture in season.fixtures.with_cards():
        card = fixture.latest_card()
        if card is None:
            continue
        home_games = sum(1 for h, a in card.games if h > a)
        scores = " ".join(f"{h}-{a}" for h, a in card.games) or "walkover"
        writer.writerow(
            [
                fixture.date or "",
                fixture.home.name,
                fixture.away.name,
                fixture.status,
                home_games,
                len(card.games) - home_games,
                scores,
            ]
        )
    return response


@require_safe
@shareable
def team_calendar(request: HttpRequest, slug: str, code: str) -> HttpResponse:
    """A team's fixtures as an iCal feed, to subscribe to from a phone's calendar."""
    season = _season(slug)
    team = get_object_or_404(season.teams, code=code)
    calendar = Calendar()
    calendar.add("prodid", "-//Pegboard//League fixtures//EN")
    calendar.add("version", "2.0")
    calendar.add("x-wr-calname", f"{team.name}: {season}")
    stamp = timezone.now()
    host = request.get_host().split(":")[0]
    for fixture in season.fixtures.select_related("home__venue", "away").filter(
        Q(home=team) | Q(away=team)
    ):
        if fixture.date is None:
            continue
        event = Event()
        # Stable and unique anywhere (RFC 5545 §3.8.4.7): the fixture, its season, this site.
        event.add("uid", f"fixture-{fixture.pk}.{season.slug}@{host}")
        event.add("dtstamp", stamp)
        event.add("summary", f"{fixture.home.name} v {fixture.away.name}")
        event.add("dtstart", _match_start(fixture.date, season.match_time))
        if fixture.home.venue:
            event.add("location", fixture.home.venue.name)
        event.add(
            "url",
            request.build_absolute_uri(reverse("leagues-fixture", args=[season.slug, fixture.pk])),
        )
        if fixture.postponed:
            event.add("status", "CANCELLED")
        calendar.add_component(event)
    response = HttpResponse(calendar.to_ical(), content_type="text/calendar; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{season.slug}-{team.code}.ics"'
    return response


def _match_start(date: datetime.date, time: datetime.time | None):
    """A match night's start in UTC when the league sets the time; else an all-day event."""
    if time is None:
        return date
    local = datetime.datetime.combine(date, time, tzinfo=timezone.get_current_timezone())
    return local.astimezone(datetime.UTC)


# Writes: each checks on the server who the user is for this fixture.

PHONE_GAME_HOURS = 36  # a card is sent in the evening it is played, or the day after


def _phone_games() -> list[Game]:
    """Finished two-sided All Fours games scored on the phone pages lately, newest first,
    with their final scores: the games a captain can take a card game's score from."""
    since = timezone.now() - datetime.timedelta(hours=PHONE_GAME_HOURS)
    recent = Game.objects.filter(game="allfours", created__gte=since).prefetch_related("hands")
    games = []
    for game in recent.order_by("-created")[:30]:
        result = game.result()
        if result.finished and len(game.sides) == 2:
            game.final_scores = tuple(result.scores[side] for side in game.side_ids)
            games.append(game)
    return games


def _role(request: HttpRequest, season: Season, fixture) -> str | None:
    """ "secretary", "home" or "away" (a captain of that team), or None: everyone else reads."""
    user = request.user
    if user.is_authenticated and (user.is_superuser or season.league.secretary_id == user.pk):
        return "secretary"
    return fixture.captain_side(user)


def _fixture_for_writer(request: HttpRequest, slug: str, pk: int):
    season = _season(slug)
    fixture = get_object_or_404(season.fixtures.select_related("home", "away"), pk=pk)
    role = _role(request, season, fixture)
    if role is None:
        raise PermissionDenied(
            "Only the two captains and the league secretary can change this card."
        )
    return season, fixture, role


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def enter_card(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """Either captain enters the card (a new version, awaiting the other captain); the
    secretary's card settles the match at once. A confirmed card is changed only by the
    secretary."""
    season, fixture, role = _fixture_for_writer(request, slug, pk)
    if fixture.status == Fixture.Status.CONFIRMED and role != "secretary":
        raise PermissionDenied("This card is confirmed: ask the league secretary to correct it.")
    latest = fixture.cards.order_by("-version").select_related("fixture").first()
    form = MatchCardForm(
        request.POST or None,
        initial=MatchCardForm.initial_from(latest) if latest else None,
        fixture=fixture,
        rules=season.rules,
        phone_games=_phone_games(),
        home_players=list(fixture.home.players.all()),
        away_players=list(fixture.away.players.all()),
    )
    if request.method == "POST" and form.is_valid():
        with transaction.atomic():
            latest = fixture.cards.select_for_update().order_by("-version").first()
            walkover = form.cleaned_data["walkover_to"]
            card = fixture.cards.create(
                version=(latest.version + 1) if latest else 1,
                games=form.cleaned_data["games"],
                pairs=form.cleaned_data.get("pairs", []),
                scored_games=form.cleaned_data.get("scored_games", []),
                lineup=form.cleaned_data.get("lineup", []),
                walkover_to=getattr(fixture, walkover) if walkover else None,
                entered_by=request.user,
                status=MatchCard.Status.CONFIRMED
                if role == "secretary"
                else MatchCard.Status.SUBMITTED,
                confirmed_by=request.user if role == "secretary" else None,
            )
            card.supersede_older()
        return redirect("leagues-fixture", slug=season.slug, pk=fixture.pk)
    return render(
        request, "leagues/enter_card.html", {"season": season, "fixture": fixture, "form": form}
    )


def _card_to_answer(fixture, version: int, request, role: str) -> MatchCard:
    card = get_object_or_404(fixture.cards.select_related("entered_by"), version=version)
    if role == "secretary":
        return card
    if card.entered_by_id == request.user.pk or fixture.captain_side(card.entered_by) == role:
        raise PermissionDenied(
            "The other team's captain answers this card, not the side that entered it."
        )
    if card.status != MatchCard.Status.SUBMITTED:
        raise PermissionDenied("This card is no longer awaiting an answer.")
    return card


@login_required
@require_POST
def confirm_card(request: HttpRequest, slug: str, pk: int, version: int) -> HttpResponse:
    season, fixture, role = _fixture_for_writer(request, slug, pk)
    with transaction.atomic():
        card = _card_to_answer(fixture, version, request, role)
        card.status, card.confirmed_by = MatchCard.Status.CONFIRMED, request.user
        card.save(update_fields=["status", "confirmed_by"])
        card.supersede_older()
    return redirect("leagues-fixture", slug=season.slug, pk=fixture.pk)


@login_required
@require_POST
def dispute_card(request: HttpRequest, slug: str, pk: int, version: int) -> HttpResponse:
    season, fixture, role = _fixture_for_writer(request, slug, pk)
    card = _card_to_answer(fixture, version, request, role)
    form = DisputeForm(request.POST)
    if not form.is_valid():
        with_cards = season.fixtures.with_cards().get(pk=fixture.pk)
        return _fixture_page(request, season, with_cards, role, dispute_form=form, status=400)
    card.status, card.dispute_reason = MatchCard.Status.DISPUTED, form.cleaned_data["reason"]
    card.save(update_fields=["status", "dispute_reason"])
    return redirect("leagues-fixture", slug=season.slug, pk=fixture.pk)


@require_safe
@shareable
def player(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """A player's season: every game on a confirmed card, with partner, score and result."""
    season = _season(slug)
    player = get_object_or_404(Player.objects.select_related("team"), pk=pk, team__season=season)
    # A player plays for one team with its own players: their games are on its cards only.
    names = dict(player.team.players.values_list("pk", "name"))
    team_fixtures = season.fixtures.with_cards().filter(Q(home=player.team) | Q(away=player.team))
    games = []
    for fixture in team_fixtures:
        card = fixture.counting_card()
        if card is None:
            continue
        for n, (pairs, score) in enumerate(zip(card.lineup, card.games, strict=False), start=1):
            for side, (pair, own, other) in enumerate(
                ((pairs[0], score[0], score[1]), (pairs[1], score[1], score[0]))
            ):
                if player.pk in pair:
                    partner = ", ".join(names.get(pk, "?") for pk in pair if pk != player.pk)
                    opponent = fixture.away if side == 0 else fixture.home
                    games.append(
                        {
                            "fixture": fixture,
                            "number": n,
                            "partner": partner,
                            "opponent": opponent,
                            "for": own,
                            "against": other,
                            "won": own > other,
                        }
                    )
    won = sum(1 for game in games if game["won"])
    partners = Counter(game["partner"] for game in games)
    totals = {
        "played": len(games),
        "won": won,
        "lost": len(games) - won,
        "for": sum(g["for"] for g in games),
        "against": sum(g["against"] for g in games),
    }
    context = {
        "season": season,
        "player": player,
        "games": games,
        "totals": totals,
        "partners": partners.most_common(),
    }
    return render(request, "leagues/player.html", context)
