"""What the night's public sheets are kept and validated by, and what the round's printed draw
shows to whom: the wall's live page is the same for everyone, and its polls are answered 304
from two small queries while nothing it shows has changed; a table's scorer's link (it
carries the game's secret) is printed for the club's organisers only."""

import hashlib

from django.conf import settings
from django.urls import reverse
from django.utils.translation import get_language

from clubs.models import Club, Night
from clubs.night_sheets import NightSheet
from clubs.round_pages import table_qr
from kernel.caching import signed_in, templates_version
from scoring.access import scorer_url
from scoring.models import Game


def night_state(slug: str, night: int) -> tuple | None:
    """What the wall shows depends on, read before the night is: its club's (pk, created,
    version), counted by the club's door at every change to its nights, rounds, players and
    typed results, and each of the night's tables' games' (public id, version, status), which
    the games' own change path counts at every hand. None: no such night of that club."""
    club = (
        Night.objects.filter(pk=night, club__slug=slug)
        .values_list("club_id", "club__created", "club__version")
        .first()
    )
    if club is None:
        return None
    games = Game.objects.filter(club_table__round__night_id=night).order_by("pk")
    return club, tuple(games.values_list("public_id", "version", "status"))


def wall_key(request, slug: str, night: int) -> str | None:
    """The live page's validator, and where an anonymous visitor's answer is kept: the
    night's state (`night_state`) and everything else the answer depends on (the poll's
    section or the whole page, signed in or not, the language, this deploy's templates)."""
    state = night_state(slug, night)
    if state is None:
        return None
    club, games = state
    shape = (int(bool(request.htmx)), int(signed_in(request)), get_language())
    named = Club.kept_key_of(club, "wall", night, games, *shape, templates_version())
    request.wall_key = hashlib.sha256(named.encode()).hexdigest()[:32]
    return request.wall_key


def wall_context(night: Night) -> dict:
    """The live page: the round being played (or the last one), its tables as they stand,
    who sits it out, and the night's standings; it polls until the night is finished."""
    sheet = NightSheet(night)
    return {
        "night": night,
        "sheet": sheet,
        "current": sheet.current,
        "polling": not night.finished,
        "wall_url": reverse("clubs-night-live", args=[night.club.slug, night.pk]),
    }


def printed_cards(tables, organiser: bool) -> list[tuple]:
    """Each table's card: the table, and for the club's organisers its scorer's link and that
    link's QR code, for the table's phone; nobody else's print carries either (the link holds
    the game's secret): theirs are ("", "")."""
    cards = []
    for table in tables:
        if organiser and table.game is not None:
            address = settings.SITE_URL + scorer_url(table.game)
            cards.append((table, address, table_qr(address, table.number)))
        else:
            cards.append((table, "", ""))
    return cards
