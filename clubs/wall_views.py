"""A night on the wall and on paper, for anyone: its live page (a screen in the club room,
following the tables' games by itself), the round's draw and the night's results to print,
and the results as CSV and JSON. Only the organiser's printed draw carries each table's
scorer's link (docs/security.md)."""

import json

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.translation import gettext
from django.views.decorators.http import condition, require_safe
from django.views.decorators.vary import vary_on_headers

from clubs.night_files import (
    RESULT_COLUMNS,
    STANDING_COLUMNS,
    night_record,
    result_rows,
    standing_rows,
)
from clubs.night_sheets import NightSheet
from clubs.round_pages import night_or_404
from clubs.wall import printed_cards, wall_context, wall_key
from kernel.attachments import attachment
from kernel.caching import kept_answer, shareable
from kernel.csv_files import csv_download


@require_safe
@shareable
@vary_on_headers("HX-Request")  # a shared cache must not give a poll's section as the page
@condition(etag_func=wall_key)
def night_live(request: HttpRequest, slug: str, night: int) -> HttpResponse:
    """The night's live page, and its poll (htmx asks for the section alone). A poll of an
    unchanged night is answered 304 after two small queries (`wall_key`); each anonymous
    answer is rendered once per process and state of the night, and kept under its
    validator."""
    # (no key: no such night, and the view answers 404 unkept)
    kept = getattr(request, "wall_key", None) if getattr(request, "public_page", False) else None
    return kept_answer(request, kept, lambda: _live(request, slug, night))


def _live(request: HttpRequest, slug: str, night: int) -> HttpResponse:
    context = wall_context(night_or_404(slug, night))
    template = "clubs/_wall.html" if request.htmx else "clubs/wall.html"
    return render(request, template, context)


@require_safe
@shareable
def round_print(request: HttpRequest, slug: str, night: int, number: int) -> HttpResponse:
    """The round's draw to print: a list of its tables and who sits out on one sheet, then a
    card for each table with its seats; the organiser's cards carry the table's scorer's link
    and its QR code, for the table's phone."""
    night = night_or_404(slug, night)
    sheet = NightSheet(night)
    drawn = next((each for each in sheet.rounds if each.number == number), None)
    if drawn is None:
        raise Http404(gettext("This round is not drawn yet."))
    organiser = night.club.is_run_by(request.user)
    context = {
        "night": night,
        "drawn": drawn,
        "cards": printed_cards(drawn.tables, organiser),
        "organiser": organiser,
        "partners": any(len(side.players) > 1 for t in drawn.tables for side in t.sides),
    }
    return render(request, "clubs/print_draw.html", context)


@require_safe
@shareable
def results_print(request: HttpRequest, slug: str, night: int) -> HttpResponse:
    """The night's results to print: the standings, then every round's tables and results."""
    night = night_or_404(slug, night)
    return render(request, "clubs/print_results.html", {"night": night, "sheet": NightSheet(night)})


def _file_name(night, what: str) -> str:
    return f"{night.club.slug}-{night.date.isoformat()}-{night.pk}-{what}"


@require_safe
@shareable
def results_csv(request: HttpRequest, slug: str, night: int) -> HttpResponse:
    """Each side of each table of each round: its players, points and result."""
    return _csv(night_or_404(slug, night), "results.csv", RESULT_COLUMNS, result_rows)


@require_safe
@shareable
def standings_csv(request: HttpRequest, slug: str, night: int) -> HttpResponse:
    return _csv(night_or_404(slug, night), "standings.csv", STANDING_COLUMNS, standing_rows)


def _csv(night, name: str, columns: list[str], rows_of) -> HttpResponse:
    response, writer = csv_download(_file_name(night, name))
    writer.writerow(columns)
    for row in rows_of(NightSheet(night)):
        writer.writerow(row)
    return response


@require_safe
@shareable
def results_json(request: HttpRequest, slug: str, night: int) -> HttpResponse:
    """The night as a pegboard-club-night/1 (docs/record-format.md)."""
    night = night_or_404(slug, night)
    record = night_record(NightSheet(night))
    response = HttpResponse(
        json.dumps(record, indent=2, ensure_ascii=False), content_type="application/json"
    )
    response["Content-Disposition"] = attachment(_file_name(night, "results.json"))
    return response
