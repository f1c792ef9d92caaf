"""Public league pages: everyone may read the table, results, fixtures and histories."""

import csv

from django.db.models import Q
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.views.decorators.http import require_GET
from icalendar import Calendar, Event

from leagues.models import League, Season


def _season(slug: str) -> Season:
    return get_object_or_404(Season.objects.select_related("league"), slug=slug)


@require_GET
def leagues(request: HttpRequest) -> HttpResponse:
    """Every league with its seasons, newest first: past seasons stay browsable."""
    return render(
        request, "leagues/leagues.html", {"leagues": League.objects.prefetch_related("seasons")}
    )


@require_GET
def season(request: HttpRequest, slug: str) -> HttpResponse:
    season = _season(slug)
    provisional = request.GET.get("provisional") == "1"
    fixtures = list(season.fixtures.with_cards())
    results = [f for f in fixtures if f.latest_card() is not None]
    upcoming = [f for f in fixtures if f.latest_card() is None]
    context = {
        "season": season,
        "table": season.table(provisional=provisional),
        "provisional": provisional,
        "results": results,
        "upcoming": upcoming,
    }
    return render(request, "leagues/season.html", context)


@require_GET
def fixture(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    season = _season(slug)
    fixture = get_object_or_404(season.fixtures.with_cards(), pk=pk)
    cards = sorted(fixture.cards.all(), key=lambda card: card.version, reverse=True)
    return render(
        request, "leagues/fixture.html", {"season": season, "fixture": fixture, "cards": cards}
    )


@require_GET
def team(request: HttpRequest, slug: str, code: str) -> HttpResponse:
    season = _season(slug)
    team = get_object_or_404(season.teams.prefetch_related("players"), code=code)
    fixtures = season.fixtures.with_cards().filter(Q(home=team) | Q(away=team))
    return render(
        request, "leagues/team.html", {"season": season, "team": team, "fixtures": fixtures}
    )


@require_GET
def table_csv(request: HttpRequest, slug: str) -> HttpResponse:
    season = _season(slug)
    response = _csv_response(f"{season.slug}-table.csv")
    writer = csv.writer(response)
    columns = [
        "position",
        "team",
        "name",
        "played",
        "won",
        "drawn",
        "lost",
        "games_won",
        "games_lost",
        "points_for",
        "points_against",
        "league_points",
    ]
    writer.writerow(columns)
    for row in season.table().rows:
        writer.writerow([getattr(row, column) for column in columns])
    return response


@require_GET
def results_csv(request: HttpRequest, slug: str) -> HttpResponse:
    season = _season(slug)
    response = _csv_response(f"{season.slug}-results.csv")
    writer = csv.writer(response)
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


@require_GET
def team_calendar(request: HttpRequest, slug: str, code: str) -> HttpResponse:
    """A team's fixtures as an iCal feed, to subscribe to from a phone's calendar."""
    season = _season(slug)
    team = get_object_or_404(season.teams, code=code)
    calendar = Calendar()
    calendar.add("prodid", "-//Pegboard//League fixtures//EN")
    calendar.add("version", "2.0")
    calendar.add("x-wr-calname", f"{team.name}: {season}")
    for fixture in season.fixtures.select_related("home__venue", "away").filter(
        Q(home=team) | Q(away=team)
    ):
        if fixture.date is None:
            continue
        event = Event()
        event.add("uid", f"fixture-{fixture.pk}@pegboard")
        event.add("summary", f"{fixture.home.name} v {fixture.away.name}")
        event.add("dtstart", fixture.date)
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


def _csv_response(filename: str) -> HttpResponse:
    response = HttpResponse(content_type="text/csv; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{filename}"'
    return response
