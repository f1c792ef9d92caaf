"""A cup's page (its bracket, and the secretary's actions where they are open), as the cup's
views answer it (leagues/cup_views.py) and as a tie's date refused on the secretary's pages
answers it (leagues/secretary_views.py), with the refusal said on it."""

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from leagues.access import cup_of
from leagues.forms.cups import RoundDateForm
from leagues.models import Cup
from leagues.ratings import tie_chances


def cup_page(request: HttpRequest, cup: Cup, status: int = 200, refusal=None) -> HttpResponse:
    running = cup.season.league.is_run_by(request.user)
    bracket = cup.bracket()
    context = {
        "season": cup.season,
        "cup": cup,
        "bracket": bracket,
        "chances": tie_chances(bracket),  # before each tie to come (leagues/ratings.py)
        "running": running,
        "can_draw": running and cup.can_draw(request.user),
        "can_draw_next": running and cup.can_draw_next(request.user),
        "undoable": cup.undoable() if cup.can_undo_round(request.user) else None,
        "can_withdraw": running and cup.can_withdraw(request.user),
        "date_form": RoundDateForm(),
        "refusal": refusal,
    }
    return render(request, "leagues/cup.html", context, status=status)


def tie_not_rearranged(request: HttpRequest, fixture, message: str) -> HttpResponse:
    """A tie's new date refused (secretary_views.rearrange): the cup's page, saying why."""
    cup = cup_of(fixture.season.slug, fixture.cup_round.cup_id)
    return cup_page(request, cup, status=400, refusal=message)
