"""Who may open a league's page and change it, shared by the league's view modules (each
answers its own addresses; none imports another): the season its address names, the
secretary's check, a cup of the season, and a fixture gone meanwhile."""

from django.core.exceptions import PermissionDenied
from django.http import Http404, HttpRequest
from django.shortcuts import get_object_or_404
from django.utils.translation import gettext

from leagues.models import Cup, Season


def season_or_404(slug: str) -> Season:
    return get_object_or_404(Season.objects.select_related("league"), slug=slug)


def season_for_secretary(request: HttpRequest, slug: str) -> Season:
    season = get_object_or_404(Season.objects.select_related("league"), slug=slug)
    if not season.league.is_run_by(request.user):
        raise PermissionDenied(gettext("Only the league secretary can change the season."))
    return season


def cup_of(slug: str, pk: int) -> Cup:
    season = season_or_404(slug)
    cup = get_object_or_404(season.cups, pk=pk)
    cup.season = season
    return cup


def gone() -> Http404:
    """A fixture taken out while a change to it waited at the season's door (its cup round's
    draw undone): not found, saying why, as if it had gone before the change was sent."""
    return Http404(gettext("this fixture was taken out meanwhile, and nothing was saved"))
