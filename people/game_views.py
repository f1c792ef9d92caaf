"""A friendly game counting for the ratings (people/scored_games.py): its page is reached from
the game's scorer's page, by whoever holds the scorer's link (the game's secret), as every
change of the game is; it names each seat's person and counts the game, or stops counting it."""

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.views.decorators.http import require_http_methods, require_POST

from people.forms import SeatsForm
from people.models import Person, RatedResult
from people.scored_games import count, countable, seats_of, source_of, stop_counting
from scoring.access import game_for_scorer, scorer_url


@require_http_methods(["GET", "HEAD", "POST"])
def game_rating(request: HttpRequest, public_id: str, secret: str) -> HttpResponse:
    game = game_for_scorer(public_id, secret)
    form = SeatsForm(seats_of(game), request.POST if request.method == "POST" else None)
    status = 200
    if request.method == "POST":
        if not countable(game):
            status = 409
        elif form.is_valid():
            return _answered(request, game, count(game, form.cleaned_data["persons"]))
        else:
            status = 400
    counted = RatedResult.objects.filter(source=source_of(game)).first()
    context = {
        "game": game,
        "form": form,
        "countable": countable(game),
        "counted": _named(counted.sides) if counted else None,
        "scorer_url": scorer_url(game),
    }
    return render(request, "people/game_rating.html", context, status=status)


@require_POST
def stop_game_rating(request: HttpRequest, public_id: str, secret: str) -> HttpResponse:
    game = game_for_scorer(public_id, secret)
    return _answered(request, game, stop_counting(game))


def _named(sides) -> list[list[Person]]:
    names = Person.objects.named({person for side in sides for person in side})
    return [[names[person] for person in side] for side in sides]


def _answered(request, game, outcome) -> HttpResponse:
    """Back to the game's rating page, where the outcome is said: a reload sends nothing."""
    level = messages.SUCCESS if outcome.changed else messages.INFO
    messages.add_message(request, level, outcome.message, extra_tags="rating")
    return redirect(reverse("people-game-rating", args=[game.public_id, game.secret]))
