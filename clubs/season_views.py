"""A club's public pages of its seasons: their list, a season's standings (and as CSV), and
each player's page. Read only; what they show is read in bulk by clubs/seasons.py and
clubs/player_pages.py."""

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.views.decorators.http import require_safe

from clubs.club_ratings import player_rating
from clubs.models import Club
from clubs.names import ties_by_name
from clubs.night_sheets import standing_notes
from clubs.player_pages import player_page
from clubs.seasons import club_season, names_of, order_of, rule_of, season_years, year_or_404
from kernel.caching import shareable
from kernel.csv_files import csv_download


def _season_or_404(slug: str, year: int) -> tuple[Club, list[int]]:
    """The club and its seasons' years; a year it has no nights in is not found."""
    club = get_object_or_404(Club, slug=slug)
    years = season_years(club)
    if year_or_404(year) not in years:
        raise Http404
    return club, years


@require_safe
@shareable
def seasons(request: HttpRequest, slug: str) -> HttpResponse:
    """The club's seasons, the latest first: the club's page links here."""
    club = get_object_or_404(Club, slug=slug)
    return render(request, "clubs/seasons.html", {"club": club, "years": season_years(club)})


@require_safe
@shareable
def season(request: HttpRequest, slug: str, year: int) -> HttpResponse:
    club, years = _season_or_404(slug, year)
    names = names_of(club)
    lines = {line.row.key: line for line in club_season(club, year)}
    rows = ties_by_name([line.row for line in lines.values()], names)
    context = {
        "club": club,
        "year": year,
        "years": years,
        "rule": rule_of(club),
        "lines": [(lines[row.key], names.get(row.key, "")) for row in rows],
        "notes": standing_notes(
            rows, {row.key: names.get(row.key, "") for row in rows}, order_of(club)
        ),
    }
    return render(request, "clubs/season.html", context)


SEASON_COLUMNS = [
    "position",
    "player",
    "nights played",
    "nights counted",
    "played",
    "won",
    "drawn",
    "lost",
    "points for",
    "points against",
    "byes",
    "nights dropped",
]


@require_safe
@shareable
def season_csv(request: HttpRequest, slug: str, year: int) -> HttpResponse:
    """The season's standings as the page ranks them; "nights dropped" lists the dates of the
    nights the club's rule does not count."""
    club, _ = _season_or_404(slug, year)
    names = names_of(club)
    response, writer = csv_download(f"{club.slug}-{year}-standings.csv")
    writer.writerow(SEASON_COLUMNS)
    for line in club_season(club, year):
        row = line.row
        dropped = [read.night.date.isoformat() for read, _, counts in line.nights if not counts]
        writer.writerow(
            [
                row.position,
                names.get(row.key, ""),
                line.nights_played,
                row.nights,
                row.played,
                row.won,
                row.drawn,
                row.lost,
                row.points_for,
                row.points_against,
                row.byes,
                " ".join(dropped),
            ]
        )
    return response


@require_safe
@shareable
def player(request: HttpRequest, slug: str, player: int) -> HttpResponse:
    """A player's page: a player of another club named in the address is not found."""
    club = get_object_or_404(Club, slug=slug)
    shown = get_object_or_404(club.players.select_related("person__rating"), pk=player)
    context = {"club": club, "player": shown, "rating": player_rating(shown)}
    context |= player_page(club, shown)
    return render(request, "clubs/player.html", context)
