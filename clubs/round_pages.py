"""What the night's page shows of its rounds (the draw, the tables, the standings), for the
night page's view to render in templates/clubs/_night_rounds.html, and the night a round's
address names, shared by the round's views."""

from dataclasses import dataclass

import segno
from django.conf import settings
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.utils.translation import gettext

from clubs.club_ratings import table_chances
from clubs.models import Night
from clubs.models.draws import NightRounds, players_of
from clubs.models.results import TableScore, live_scores
from clubs.models.table_games import side_name, starts_of
from clubs.names import ties_by_name
from clubs.night_sheets import standing_notes
from scoring.access import scorer_url


def night_or_404(slug: str, pk: int) -> Night:
    return get_object_or_404(Night.objects.select_related("club"), pk=pk, club__slug=slug)


@dataclass(frozen=True)
class TableLine:
    """One table as the night's page lists it."""

    number: int
    sides: list[tuple]  # each side's (name, points: its result's, else its game's so far, won)
    score: TableScore | None  # its result, once it has one
    live_url: str
    scorer_url: str  # the organiser's only: it carries the game's secret
    qr: str
    result_url: str
    # Each side's (name, chance to win in percent) as the ratings stand: the round being
    # played's tables, until their result is in (clubs/club_ratings.py).
    chances: tuple = ()
    # Each side's (name, start) at a handicapped club's table (clubs/models/draws.py).
    starts: tuple = ()


def night_rounds(night, user) -> dict:
    """The night page's context for its rounds: the current round's tables and who sits out,
    the earlier rounds (folded away), the draw button exactly when the draw would be made,
    and the night's standings."""
    organiser = night.club.is_run_by(user)
    rounds = NightRounds(night)
    names = players_of(night)
    current = rounds.rounds[-1] if rounds.rounds else None
    chances = _chances_at(night, current, rounds)
    drawn = [
        {
            "round": each,
            "closed": rounds.closed(each),
            "tables": [
                _line(night, each, table, rounds, names, organiser, each is current, chances)
                for table in each.tables.all()
            ],
            "sitting_out": [side_name(_names([key], names)) for key in each.sitting_out],
        }
        for each in rounds.rounds
    ]
    waiting = rounds.why_not_draw(rounds.next_number)
    return {
        "rounds_night": night,
        "organiser": organiser,
        "current": drawn[-1] if drawn else None,
        "earlier": list(reversed(drawn[:-1])),
        "draw_next": rounds.next_number if organiser and waiting is None else None,
        "not_yet": waiting if organiser else None,  # why there is no draw button now
        **_standings(rounds, names),
    }


def _line(
    night, drawn, table, rounds, names, organiser: bool, current: bool, chances: dict
) -> TableLine:
    """A table as the page lists it; the scorer's link (and its QR code) for the organiser, on
    the round being played only: an earlier round's tables are shown as their results."""
    game = table.game
    scorer = scorer_url(game) if organiser and current and game is not None else ""
    result = (
        reverse("clubs-table-result", args=[night.club.slug, night.pk, drawn.number, table.number])
        if organiser
        else ""
    )
    score = rounds.scores[table.pk]
    points = score.points if score else live_scores(table) or [None] * len(table.sides)
    return TableLine(
        number=table.number,
        sides=[
            (name, shown, score is not None and score.winner == index)
            for index, (name, shown) in enumerate(
                zip(side_names(table, names), points, strict=False)
            )
        ],
        score=score,
        live_url=reverse("scoring-live", args=[game.public_id]) if game is not None else "",
        scorer_url=scorer,
        qr=table_qr(settings.SITE_URL + scorer, table.number) if scorer else "",
        result_url=result,
        chances=tuple(zip(side_names(table, names), chances.get(table.pk, ()), strict=False)),
        starts=tuple(zip(side_names(table, names), starts_of(game), strict=False)),
    )


def _chances_at(night, current, rounds: NightRounds) -> dict[int, tuple[int, ...]]:
    """The chances to win at the round being played's tables still without a result."""
    if current is None:
        return {}
    waiting = [table for table in current.tables.all() if rounds.scores[table.pk] is None]
    return table_chances(night, waiting)


def _names(side, names) -> list[str]:
    """The players' names of a side's keys (a key no longer found, shown as itself)."""
    return [name for key in side for name in names.get(key, [key])]


def side_names(table, names: dict) -> list[str]:
    """Each side's name at a table ("Ann & Bo"), from the night's keys (`players_of`)."""
    return [side_name(_names(side, names)) for side in table.sides]


def table_qr(address: str, table: int) -> str:
    """The table's scorer's link as a QR code, an SVG in the page itself (no image to fetch,
    nothing the Content Security Policy must allow), for the table's phone to open."""
    title = gettext("QR code: table %(n)s's game, to score it on its phone") % {"n": table}
    return segno.make(address, error="m").svg_inline(
        scale=1, border=2, dark="#000", light="#fff", omitsize=True, svgclass="qr", title=title
    )


def _standings(rounds: NightRounds, names) -> dict:
    """The night's standing rows, each with its player's (or pair's) name, and what the
    standings say under them (which step separated whom)."""
    if not rounds.rounds:
        return {"standings": [], "standing_notes": []}
    rows = rounds.standings()
    named = {row.key: side_name(_names([row.key], names)) for row in rows}
    rows = ties_by_name(rows, named)
    return {
        "standings": [(row, named[row.key]) for row in rows],
        "standing_notes": standing_notes(rows, named, rounds.order),
    }
