"""The season's table on other sites: a small page a pub's or a league's own website puts in an
<iframe> (the snippet to copy is on the season page).

It is the only page another site may frame: its Content-Security-Policy says
`frame-ancestors *` (or the league's own sites, League.embed_origins) and it sends no
X-Frame-Options, where every other page forbids framing (config/settings.py). It carries its
own few styles, allowed by their hash, loads nothing else, sets no cookie (no session, no
CSRF token, no language) and is the same for everyone, so a shared cache keeps it and a
browser asks again with its ETag (answered 304 until the season or the league's sites
change). Its language is the one asked for in the address (?lang=fa), else the
visitor's browser's; ?division= (a division's id) shows that division's table alone, for the
pubs of one division."""

import base64
import hashlib
from functools import wraps

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.utils import translation
from django.utils.csp import CSP
from django.views.decorators.clickjacking import xframe_options_exempt
from django.views.decorators.http import condition, require_safe

from kernel.caching import kept_page, shareable, templates_version
from leagues.models import Season

LANGUAGES = {code for code, _ in settings.LANGUAGES}
# The page's stylesheet, put in the page itself, and its hash, the one style the page's policy
# allows.
STYLES = (settings.BASE_DIR / "static" / "css" / "embed.css").read_text()
_DIGEST = base64.b64encode(hashlib.sha256(STYLES.encode()).digest()).decode()
STYLES_HASH = f"'sha256-{_DIGEST}'"


def policy(origins: list[str]) -> dict:
    """The page's own Content-Security-Policy: nothing loaded but its own styles, and framed
    by the league's sites, or by any when it names none."""
    return {
        "default-src": [CSP.NONE],
        "style-src": [STYLES_HASH],
        "base-uri": [CSP.NONE],
        "form-action": [CSP.NONE],
        "frame-ancestors": list(origins) or ["*"],
    }


def language_asked(request: HttpRequest) -> str:
    """The language in the address (?lang=fa), else the one LocaleMiddleware chose."""
    asked = request.GET.get("lang", "").lower()
    return asked if asked in LANGUAGES else translation.get_language()


def division_asked(request: HttpRequest) -> int | None:
    """The one division asked for in the address (?division=12), or None for every one."""
    asked = request.GET.get("division", "")
    return int(asked) if asked.isascii() and asked.isdigit() and len(asked) < 10 else None


def table_etag(request: HttpRequest, slug: str) -> str | None:
    """The validator: the season's key as its page is kept under (`Season.kept_key_of`, with
    the division) and its league's sites (one light query, also read for the page's policy),
    the language, the templates and the styles. None (no season) lets the view answer 404."""
    row = (
        Season.objects.filter(slug=slug)
        .values_list("pk", "created", "version", "league__embed_origins")
        .first()
    )
    if row is None:
        return None
    request.embed_origins = row[3]
    shown = Season.kept_key_of(row[:3], division_asked(request))
    named = f"{shown}|{row[3]}|{language_asked(request)}|{templates_version()}|{STYLES_HASH}"
    return hashlib.sha256(named.encode()).hexdigest()[:32]


def framed_by_the_leagues_sites(view):
    """The page's policy names the sites its league allows, on a 304 too (a browser takes a
    304's headers for the page it keeps)."""

    @wraps(view)
    def wrapped(request, *args, **kwargs):
        response = view(request, *args, **kwargs)
        response._csp_config = policy(getattr(request, "embed_origins", None) or [])
        return response

    return wrapped


@require_safe
@shareable
@xframe_options_exempt
@framed_by_the_leagues_sites
@condition(etag_func=table_etag)
def season_table(request: HttpRequest, slug: str) -> HttpResponse:
    """The season's table as another site shows it (or one division's, ?division=)."""
    season = get_object_or_404(Season.objects.select_related("league"), slug=slug)
    language, division = language_asked(request), division_asked(request)
    if division is not None:
        get_object_or_404(season.divisions, pk=division)
    with translation.override(language):
        shown = season.kept_key(division)
        response = kept_page(request, shown, lambda: _table_page(request, season, division))
    response["Content-Language"] = language  # (LocaleMiddleware keeps a view's own)
    return response


def _table_page(request: HttpRequest, season: Season, division: int | None) -> HttpResponse:
    stories = season.kept_stories(False, season.adjustments.rules())
    tables = [  # a division each, or the one asked for
        (shown, story.table)
        for shown, story in stories
        if division is None or getattr(shown, "pk", None) == division
    ]
    # A season of divisions names each table, also when one is shown alone.
    context = {"season": season, "tables": tables, "named": len(stories) > 1, "styles": STYLES}
    return render(request, "leagues/embed_table.html", context)
