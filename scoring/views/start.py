"""Starting a game: the home page, a new game (its variant, then its sides and house rules), an
imported record or paper score sheet, and the games this phone started."""

from django.contrib import messages
from django.db import IntegrityError, transaction
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import get_language, gettext
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from kernel.visitor import SESSION_GAMES
from scoring.access import (
    bound_start_key,
    game_for_scorer,
    offer_start,
    remember,
    scorer_url,
)
from scoring.demo import demo_record
from scoring.forms import (
    ImportGameForm,
    PlayAgainForm,
    StartGameForm,
    field_for_problem,
    find_variant,
)
from scoring.models import Game
from scoring.record_places import import_refusals
from scoring.rules import RecordError, games, variants_first
from scoring.sheets import refusal_words, scoresheet
from scoring.start_links import FILL, filled_in


@require_safe
def home(request: HttpRequest) -> HttpResponse:
    context = {"games": games().values(), "demo": scoresheet(demo_record())}
    return render(request, "scoring/home.html", context)


@require_http_methods(["GET", "HEAD", "POST"])
def new_game(request: HttpRequest) -> HttpResponse:
    """Step 1 chooses the variant (plain links); step 2 names the sides and sets the target
    and house rules, with the variant's defaults already chosen."""
    spec = find_variant(request.POST.get("variant") or request.GET.get("variant"))
    if spec is None:
        return render(request, "scoring/new_game.html", picker(request))
    # Only a link the site made can fill the form in (a league fixture's: its house rules and
    # its two teams); nothing else in an address reaches the form (docs/security.md).
    given = filled_in(request.GET.get(FILL))
    form = StartGameForm(request.POST or None, spec=spec, initial=given)
    if request.method == "POST" and form.is_valid():
        fields = form.game_fields()
        owner = request.user if request.user.is_authenticated else None
        dealer = form.cleaned_data["first_dealer"]
        key = bound_start_key(request, form.cleaned_data["start_key"])
        game = Game(**fields, first_dealer=dealer, owner=owner, start_key=key)
        try:
            game.result([])  # the engine checks the sides and options for this variant
        except RecordError as error:
            for problem in error.problems:
                form.add_error(field_for_problem(form, problem.field), refusal_words(problem))
        else:
            return start(request, game)
    offer_start(request)
    return render(request, "scoring/new_game.html", {"form": form, "spec": spec})


def picker(request: HttpRequest) -> dict:
    """Step 1: every game, after the variants this phone played last and its language's own,
    so a Croatian table finds Croatian Bela without scrolling past ten All Fours."""
    played = Game.objects.variants_played(request.session.get(SESSION_GAMES, []), request.user)
    first = variants_first(get_language(), played)
    # Each variant once: those offered first are not repeated in their game's list.
    lists = [(gettext("Suggested"), first, True)] if first else []
    for game in games().values():
        if rest := [variant for variant in game.variants.values() if variant not in first]:
            lists.append((game.title, rest, False))
    return {"lists": lists}


@require_POST
def play_again(request: HttpRequest, public_id: str, secret: str) -> HttpResponse:
    """From a finished game's scorer's page: the same sides again, to the same house rules,
    the deal passed on, started like any game (once, by the page's start key)."""
    game = game_for_scorer(public_id, secret)
    form = PlayAgainForm(request.POST)
    if not game.result().finished or not form.is_valid():
        messages.info(request, gettext("Play again once this game is won."))
        return redirect(scorer_url(game))
    owner = request.user if request.user.is_authenticated else None
    key = bound_start_key(request, form.cleaned_data["start_key"])
    return start(request, game.next_game(owner, key))


def start(request: HttpRequest, game: Game) -> HttpResponse:
    """Store a new game and open its scorer's page. A start sent again by the same phone with
    the same key (a double tap, a resend after a lost answer) opens the game the first one
    made: the key is bound to the phone's session (bound_start_key), so no one else's start
    can name that game."""
    made = Game.objects.filter(start_key=game.start_key).first() if game.start_key else None
    if made is None:
        try:
            with transaction.atomic():
                game.save()
            made = game
        except IntegrityError:  # the same start, sent twice at once: the other one made it
            made = Game.objects.get(start_key=game.start_key)
    remember(request, made)
    return redirect(scorer_url(made))


@require_safe
def my_games(request: HttpRequest) -> HttpResponse:
    """The games this phone started, with their scorers' links. The page is compressed, so it
    reflects nothing the visitor chose (the language switch, as on every page, returns to the
    path alone): a page that put a stranger's query beside the secrets would let its size
    guess them (BREACH, docs/security.md)."""
    mine = Game.objects.started_on(request.session.get(SESSION_GAMES, []), request.user)
    context = {"live": mine.live(), "finished": mine.finished()}
    return render(request, "scoring/my_games.html", context)


@require_http_methods(["GET", "HEAD", "POST"])
def import_game(request: HttpRequest) -> HttpResponse:
    form = ImportGameForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and form.is_valid():
        owner = request.user if request.user.is_authenticated else None
        try:
            game = Game.from_record(form.cleaned_data["record"], owner)
        except RecordError as error:
            for refusal in import_refusals(form.cleaned_data["record"], error):
                form.add_error(None, refusal)
        else:
            remember(request, game)
            return redirect(scorer_url(game))
    return render(request, "scoring/import_game.html", {"form": form})
