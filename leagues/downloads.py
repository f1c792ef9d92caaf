"""The league's downloads: the table, results and leaderboard as CSV, and each team's
fixtures as an iCal feed."""

from django.db.models import Q
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404
from django.utils import timezone
from django.views.decorators.http import require_safe
from icalendar import Calendar, vText

from kernel.attachments import attachment
from kernel.caching import shareable
from kernel.csv_files import csv_download
from leagues.access import season_or_404
from leagues.calendars import fixture_event
from leagues.leaderboards import leaderboard_of, order_asked
from leagues.ratings import ranked_players
from leagues.rules.table import ROW_COLUMNS


@require_safe
@shareable
def table_csv(request: HttpRequest, slug: str) -> HttpResponse:
    season = season_or_404(slug)
    response, writer = csv_download(f"{season.slug}-table.csv")
    tables = season.tables()
    divided = len(tables) > 1  # each division's table, its name first on each row
    writer.writerow(["division", *ROW_COLUMNS] if divided else ROW_COLUMNS)
    for division, table in tables:
        for row in table.rows:
            cells = [getattr(row, column) for column in ROW_COLUMNS]
            writer.writerow([division.shown_name, *cells] if divided else cells)
    return response


@require_safe
@shareable
def results_csv(request: HttpRequest, slug: str) -> HttpResponse:
    season = season_or_404(slug)
    response, writer = csv_download(f"{season.slug}-results.csv")
    writer.writerow(["date", "home", "away", "status", "home games", "away games", "scores"])
    for fixture in season.fixtures.in_league().with_cards():
        card = fixture.latest_card()
        if card is None:
            continue
        games = [(game.home_score, game.away_score) for game in card.games.all()]
        home_games = sum(1 for h, a in games if h > a)
        scores = " ".join(f"{h}-{a}" for h, a in games) or "walkover"
        writer.writerow(
            [
                fixture.date or "",
                fixture.home.name,
                fixture.away.name,
                fixture.status,
                home_games,
                len(games) - home_games,
                scores,
            ]
        )
    return response


@require_safe
@shareable
def team_calendar(request: HttpRequest, slug: str, code: str) -> HttpResponse:
    """A team's fixtures as an iCal feed, to subscribe to from a phone's calendar."""
    season = season_or_404(slug)
    team = get_object_or_404(season.teams, code=code)
    calendar = Calendar()
    calendar.add("prodid", "-//Pegboard//League fixtures//EN")
    calendar.add("version", "2.0")
    calendar.add("x-wr-calname", vText(f"{team.name}: {season}"))  # X- is escaped only as text
    stamp = timezone.now()
    host = request.get_host().split(":")[0]
    for fixture in season.fixtures.select_related("home__venue", "away").filter(
        Q(home=team) | Q(away=team)
    ):
        if fixture.date is None:
            continue
        summary = f"{fixture.home.name} v {fixture.away.name}"
        calendar.add_component(fixture_event(request, fixture, summary, stamp, host))
    response = HttpResponse(calendar.to_ical(), content_type="text/calendar; charset=utf-8")
    response["Content-Disposition"] = attachment(f"{season.slug}-{team.code}.ics")
    return response


LEADERBOARD_COLUMNS = [
    "position",
    "player",
    "team",
    "played",
    "won",
    "lost",
    "win %",
    "points for",
    "points against",
    "average margin",
    "best run",
    # The player's person's rating (issue 52, docs/ratings.md): blank before a rated game.
    "rating",
    "rating sigma",
    "conservative rating",
    "rated games",
    "provisional",
]


@require_safe
@shareable
def leaderboard_csv(request: HttpRequest, slug: str) -> HttpResponse:
    season = season_or_404(slug)
    ranked, short = leaderboard_of(season, order_asked(request))
    response, writer = csv_download(f"{season.slug}-players.csv")
    writer.writerow(LEADERBOARD_COLUMNS)
    ratings = {rated.player: rated.rating for rated in ranked_players(season)}
    for row in [*ranked, *short]:
        totals = row.totals
        rating = ratings.get(row.player)
        writer.writerow(
            [
                row.position or "",  # (not ranked yet: too few games)
                row.name,
                row.team,
                totals.played,
                totals.won,
                totals.lost,
                totals.win_percent,
                totals.points_for,
                totals.points_against,
                f"{totals.average_margin:.1f}",
                totals.best_run,
                *(rating_cells(rating) if rating else ["", "", "", 0, "yes"]),
            ]
        )
    return response


def rating_cells(rating) -> list:
    """A rating's cells in the players' CSV: mu, sigma, the conservative rating, its games
    and whether it is still provisional."""
    provisional = "yes" if rating.provisional else "no"
    return [
        f"{rating.mu:.2f}",
        f"{rating.sigma:.2f}",
        f"{rating.conservative:.2f}",
        rating.games,
        provisional,
    ]
