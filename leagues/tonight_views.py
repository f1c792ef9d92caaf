"""A league night live (issue 53): a game of a match started from its fixture on a captain's
phone, the fixture's games as they are played, and the season's "tonight" page with every
match of the night and the table as it would stand, on a phone or on the pub's TV. The live
pages poll as the live game page does (leagues/tonight.py)."""

from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.views.decorators.http import condition, require_http_methods, require_safe
from django.views.decorators.vary import vary_on_headers

from kernel.caching import kept_answer, shareable
from leagues.access import season_or_404
from leagues.forms.tonight import FixtureGameForm
from leagues.models.card_offers import earlier_pairs
from leagues.models.fixture_games import start_fixture_game
from leagues.models.fixtures import NOT_THEIRS
from leagues.tonight import (
    kept_under,
    live_context,
    night_of,
    table_as_it_would_stand,
    tonight,
    tonight_key,
)
from scoring.access import remember, scorer_url
from scoring.rules import RecordError
from scoring.sheets import refusal_words


def _tonight_etag(request, slug: str, tv: bool = False) -> str | None:
    return tonight_key(request, slug)  # (the address, TV view or not, is in the key)


def _fixture_etag(request, slug: str, pk: int) -> str | None:
    return tonight_key(request, slug, pk)


@require_safe
@shareable
@vary_on_headers("HX-Request")  # a shared cache must not give a poll's section as the page
@condition(etag_func=_tonight_etag)
def tonight_page(request: HttpRequest, slug: str, tv: bool = False) -> HttpResponse:
    """Every match of tonight with its games, and the table as it would stand; with `tv`, for
    a screen in the pub, read from across the room."""
    return kept_answer(request, kept_under(request), lambda: _night(request, slug, tv))


def _night(request, slug: str, tv: bool) -> HttpResponse:
    season = season_or_404(slug)
    matches = night_of(season)
    address = "leagues-tonight-tv" if tv else "leagues-tonight"
    context = {
        "season": season,
        "date": tonight(),
        "matches": matches,
        "tables": table_as_it_would_stand(season, matches),
        "tv": tv,
        "poll_url": reverse(address, args=[season.slug]),
    }
    if request.htmx:
        return render(request, "leagues/_tonight.html", context)
    return render(request, "leagues/tonight.html", context)


@require_safe
@shareable
@vary_on_headers("HX-Request")
@condition(etag_func=_fixture_etag)
def fixture_games(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """The fixture's games as they are played: the fixture page's section, polled."""
    return kept_answer(request, kept_under(request), lambda: _fixture_games(request, slug, pk))


def _fixture_games(request, slug: str, pk: int) -> HttpResponse:
    if not request.htmx:  # the poll's address opened as a page: the fixture's page is it
        return redirect("leagues-fixture", slug=slug, pk=pk)
    season = season_or_404(slug)
    fixture = get_object_or_404(season.fixtures.select_related("home", "away"), pk=pk)
    fixture.season = season
    context = {"season": season, "fixture": fixture, **live_context(request, fixture)}
    return render(request, "leagues/_fixture_games.html", context)


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def start_game(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """A captain (or the secretary) starts a game of the match on this phone: the pairs named,
    the house rules the season's. Sent twice, the game made first opens."""
    season = season_or_404(slug)
    fixture = get_object_or_404(season.fixtures.select_related("home", "away"), pk=pk)
    fixture.season = season
    if fixture.role_of(request.user) is None:
        raise PermissionDenied(NOT_THEIRS)
    games = season.games_per_match + (1 if fixture.cup_round_id else 0)
    started = set(fixture.live_games.values_list("number", flat=True))
    following = next((n for n in range(1, games + 1) if n not in started), games)
    form = FixtureGameForm(request.POST or None, games=games, initial={"number": following})
    if request.method == "POST" and form.is_valid() and season.house_variant:
        data = form.cleaned_data
        try:
            game, _made = start_fixture_game(
                fixture, request.user, data["number"], data["home_pair"], data["away_pair"]
            )
        except RecordError as error:
            for problem in error.problems:
                form.add_error(None, refusal_words(problem))
        else:
            remember(request, game)
            return redirect(scorer_url(game))
    context = {
        "season": season,
        "fixture": fixture,
        "form": form,
        "pairs": earlier_pairs(fixture),
        "started": fixture.live_games.select_related("game").order_by("number"),
    }
    status = 400 if request.method == "POST" else 200
    return render(request, "leagues/tonight_start.html", context, status=status)
