"""The pages a league prints: the season's fixture list for the pub wall and a blank match card
for a fixture, each one A4 sheet from the browser's print (static/css/printed.css). Read by
anyone, as the season's pages are, and kept per version of the season like them."""

import itertools

import segno
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.utils.translation import gettext
from django.views.decorators.http import require_safe

from kernel.caching import kept_page, shareable
from leagues.access import season_or_404
from leagues.models import Season
from leagues.models.house_rules import house_title, season_played_to

# How many fixtures the list by match night holds on one sheet: up to the first at a size read
# from across the bar, up to the second smaller (ten teams' double round robin, long names and
# all: tests/e2e/test_printed_pages.py). A bigger season prints as a grid instead, a row for
# each home team and a column for each away team, each box the night they meet: one sheet for
# any size a pub league plays (twenty teams).
ROOMY_FIXTURES = 56
LISTED_FIXTURES = 90


def _shown(request: HttpRequest, season: Season) -> str:
    """What a printed page shows: the season as it is, and the site's address (in the QR)."""
    return season.kept_key(request.get_host())


@require_safe
@shareable
def fixture_list(request: HttpRequest, slug: str) -> HttpResponse:
    """Every fixture of the season by match night, the undated last, on one sheet."""
    season = season_or_404(slug)
    return kept_page(request, _shown(request, season), lambda: _list_page(request, season))


def _list_page(request: HttpRequest, season: Season) -> HttpResponse:
    fixtures = list(
        season.fixtures.select_related("home__division", "away", "cup_round__cup").order_by(
            "date", "cup_round", "home__division__order", "week", "pk"
        )
    )
    dated = [fixture for fixture in fixtures if fixture.date is not None]
    undated = [fixture for fixture in fixtures if fixture.date is None]
    nights = [(day, list(group)) for day, group in itertools.groupby(dated, lambda f: f.date)]
    if undated:
        nights.append((None, undated))
    density = "roomy" if len(fixtures) <= ROOMY_FIXTURES else "dense"
    # Each fixture labelled with its division (a season of more than one) or its cup's round.
    divided = season.divisions.count() > 1
    context = {"season": season, "nights": nights, "density": density, "divided": divided}
    if len(fixtures) > LISTED_FIXTURES:
        context["grid"] = _grid(season, fixtures)
    return render(request, "leagues/print_fixtures.html", context)


def _grid(season: Season, fixtures: list) -> list:
    """Each team, numbered, with its home fixture against each team in turn: a row of the
    grid (None where there is none, the team itself where it would meet itself)."""
    teams = list(season.teams.order_by("name"))
    meets = {(fixture.home_id, fixture.away_id): fixture for fixture in fixtures}
    return [
        (n, team, [team if other == team else meets.get((team.pk, other.pk)) for other in teams])
        for n, team in enumerate(teams, start=1)
    ]


@require_safe
@shareable
def blank_card(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """A fixture's match card on paper: its teams, date and venue, a row for each game with
    room for the pairs and the scores, and a QR code to the fixture's page, where the card is
    sent in."""
    season = season_or_404(slug)
    return kept_page(request, _shown(request, season), lambda: _card_page(request, season, pk))


def _card_page(request: HttpRequest, season: Season, pk: int) -> HttpResponse:
    fixture = get_object_or_404(
        season.fixtures.select_related("home__venue", "away").prefetch_related(
            "home__players", "away__players"
        ),
        pk=pk,
    )
    address = request.build_absolute_uri(reverse("leagues-fixture", args=[season.slug, pk]))
    context = {
        "season": season,
        "fixture": fixture,
        "house": house_title(season),
        "played_to": season_played_to(season),
        "games": range(1, season.games_per_match + 1),
        "teams": (fixture.home, fixture.away),
        "qr": qr_svg(address, gettext("QR code: this match's page, to send the card in")),
        "address": address,
    }
    return render(request, "leagues/print_card.html", context)


def qr_svg(address: str, title: str) -> str:
    """The address as a QR code, an SVG to put in the page itself (drawn here: no request for
    an image, and nothing the Content Security Policy must allow). Its size is the stylesheet's."""
    return segno.make(address, error="m").svg_inline(
        scale=1, border=2, dark="#000", light="#fff", omitsize=True, svgclass="qr", title=title
    )
