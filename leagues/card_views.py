"""A fixture and its cards: the fixture page with every card version, and the captains'
and the secretary's changes to its card (send, confirm, dispute). Each asks the fixture or the
card (leagues/models/cards.py) whether the user may, and the model decides again inside the
season's door."""

from functools import partial

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied, ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils.translation import gettext
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from kernel.caching import shareable
from kernel.outcomes import Outcome
from kernel.visitor import SESSION_GAMES
from kernel.words import with_names
from leagues.access import gone, season_or_404
from leagues.forms import DisputeForm, MatchCardForm, PlayerRequestForm
from leagues.forms.card_fill import filled_in_from_phone_game
from leagues.models import Fixture, Season
from leagues.models.card_answers import too_early_to_send
from leagues.models.card_checks import score_problems
from leagues.models.card_offers import earlier_pairs, phone_games_for
from leagues.models.fixtures import CONFIRMED_ALREADY, NOT_THEIRS
from leagues.models.house_rules import house_rules_problem, house_start_query
from leagues.models.registration import registration_of
from leagues.models.teams import NOT_A_CAPTAIN_WHO_MAY_ASK
from leagues.tonight import live_context, offered_card
from scoring.start_links import filled_in_query


@require_safe
@shareable
def fixture(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    return _fixture_page(request, season_or_404(slug), pk)


def _start_game_url(season, fixture) -> str:
    """Where a captain starts scoring a game of the match on the phone: the house rules and
    the two teams filled in, when the league sets house rules."""
    url = reverse("scoring-new-game")
    if not season.house_variant:
        return url
    return f"{url}?{filled_in_query(house_start_query(season, fixture))}"


def _fixture_page(
    request, season, pk: int, dispute_form=None, refusal=None, status=200
) -> HttpResponse:
    """The fixture with every card version and its games, and the answers the visitor may
    give to each (asked of the card, as its POST will); also the answer to a dispute sent
    without a reason (400) or to an answer the card had moved on from (409)."""
    fixture = get_object_or_404(season.fixtures.with_cards(detail=True), pk=pk)
    cards = sorted(fixture.cards.all(), key=lambda card: card.version, reverse=True)
    for card in cards:
        card.answers = card.answers_open_to(request.user)
    context = {
        "season": season,
        "fixture": fixture,
        "cards": cards,
        "can_send": fixture.can_send_card(request.user),
        "start_game": _start_game_url(season, fixture),
        "dispute_form": dispute_form or DisputeForm(),
        "refusal": refusal,
        **live_context(request, fixture),
    }
    return render(request, "leagues/fixture.html", context, status=status)


def _fixture_to_change(slug: str, pk: int) -> tuple[Season, Fixture]:
    season = season_or_404(slug)
    # A tie's round and cup read at once: the form checks the card by them before the door,
    # and the round may be undone meanwhile (then the door finds no fixture: gone()).
    fixtures = season.fixtures.select_related("home", "away", "cup_round__cup")
    return season, get_object_or_404(fixtures, pk=pk)


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def enter_card(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """Either captain sends the card (a new version, awaiting the other captain); the
    secretary's card settles the match at once. A confirmed card is corrected only by the
    secretary."""
    season, fixture = _fixture_to_change(slug, pk)
    if fixture.role_of(request.user) is None:
        raise PermissionDenied(NOT_THEIRS)
    filling = _row_to_fill(request)
    if (request.method != "POST" or filling) and not fixture.can_send_card(request.user):
        raise PermissionDenied(CONFIRMED_ALREADY)
    latest = fixture.cards.order_by("-version").first()
    made = _card_form_parts(request, season, fixture)
    if filling:
        # Shown, not sent: the captain sees the phone game's score and pairs, and corrects
        # them before the card goes in (a plain round trip; in place with htmx).
        posted = MatchCardForm(request.POST, **made)
        entries, said, filled = filled_in_from_phone_game(posted, filling)
        form = MatchCardForm(initial=entries, **made)
        form.filled[filling] = (said, filled)
        return _card_page(request, season, fixture, form)
    form = MatchCardForm(
        request.POST or None,
        # The first card is offered filled in from the match's games once every one has ended.
        initial=MatchCardForm.initial_from(latest) if latest else _first_card(fixture),
        registration=registration_of(fixture) if request.method == "POST" else None,
        **made,
    )
    status, refusal = 200, None
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            outcome, _card = fixture.send_card(
                request.user, data["lines"], data["walkover_to"], data["replaces"]
            )
        except ValidationError as error:
            form.add_error(None, error)
        except Fixture.DoesNotExist:
            raise gone() from None
        else:
            if not outcome.conflict:
                messages.add_message(
                    request, messages.SUCCESS if outcome.changed else messages.INFO, outcome.message
                )
                return redirect("leagues-fixture", slug=season.slug, pk=fixture.pk)
            status, refusal = 409, outcome.message
    return _card_page(request, season, fixture, form, refusal, status)


def _first_card(fixture) -> dict:
    return offered_card(fixture) or {"replaces": 0}


def _card_form_parts(request, season, fixture) -> dict:
    """What the card form is made of, besides what was posted: the phone games the user can
    vouch for, the two teams' players, the house rules, the earlier pairs, the fixture's own
    check of the scores (a cup tie's, with its extra game)."""
    return {
        "fixture": fixture,
        "rules": season.rules,
        "phone_games": phone_games_for(
            fixture, request.user, request.session.get(SESSION_GAMES, [])
        ),
        "home_players": list(fixture.home.players.all()),
        "away_players": list(fixture.away.players.all()),
        "house_rules": lambda game: house_rules_problem(season, game),
        "earlier_pairs": earlier_pairs(fixture),
        "card_problems": partial(score_problems, fixture),
        "extra_game": fixture.cup_round_id is not None,
    }


def _row_to_fill(request) -> int | None:
    """The card game to fill in from its phone game ("Fill in from this game"), or None."""
    number = request.POST.get("fill_from", "") if request.method == "POST" else ""
    return int(number) if number.isdigit() and len(number) < 4 else None


def _card_page(request, season, fixture, form, refusal=None, status=200) -> HttpResponse:
    ask_for = [team for team in (fixture.home, fixture.away) if team.may_ask(request.user)]
    context = {
        "season": season,
        "fixture": fixture,
        "form": form,
        "refusal": refusal,
        "ask_for": ask_for,
        "too_early": too_early_to_send(fixture, request.user),
    }
    return render(request, "leagues/enter_card.html", context, status=status)


def _answered(request, season, fixture, outcome: Outcome) -> HttpResponse:
    """After an answer: back to the fixture, saying what happened; a card that has moved on
    (409) shows the fixture as it is now, with why nothing was changed."""
    if outcome.conflict:
        return _fixture_page(request, season, fixture.pk, refusal=outcome.message, status=409)
    level = messages.SUCCESS if outcome.changed else messages.INFO
    messages.add_message(request, level, outcome.message)
    return redirect("leagues-fixture", slug=season.slug, pk=fixture.pk)


@login_required
@require_POST
def confirm_card(request: HttpRequest, slug: str, pk: int, version: int) -> HttpResponse:
    season, fixture = _fixture_to_change(slug, pk)
    card = get_object_or_404(fixture.cards, version=version)
    return _answered(request, season, fixture, card.confirm(request.user))


@login_required
@require_POST
def dispute_card(request: HttpRequest, slug: str, pk: int, version: int) -> HttpResponse:
    season, fixture = _fixture_to_change(slug, pk)
    card = get_object_or_404(fixture.cards, version=version)
    form = DisputeForm(request.POST)
    form.is_valid()
    try:
        outcome = card.dispute(request.user, form.cleaned_data.get("reason", ""))
    except ValidationError as error:
        form.add_error("reason", error.message_dict.get("reason", error.messages))
        return _fixture_page(request, season, fixture.pk, dispute_form=form, status=400)
    return _answered(request, season, fixture, outcome)


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def ask_player(request: HttpRequest, slug: str, code: str) -> HttpResponse:
    """A captain asks the secretary to register a player for their team (in a league that
    lets captains ask), and sees what is registered and what waits."""
    season = season_or_404(slug)
    team = get_object_or_404(season.teams, code=code)
    if not team.may_ask(request.user):
        raise PermissionDenied(NOT_A_CAPTAIN_WHO_MAY_ASK)
    form = PlayerRequestForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        name = form.cleaned_data["name"]
        if team.ask_to_register(request.user, name):
            asked = gettext("The league secretary is asked to register %(name)s.")
            messages.success(request, with_names(asked, name=name))
        else:
            already = gettext("%(name)s is registered or asked for already.")
            messages.info(request, with_names(already, name=name))
        return redirect("leagues-ask-player", slug=season.slug, code=team.code)
    context = {
        "season": season,
        "team": team,
        "form": form,
        "players": team.players.order_by("name"),
        "waiting": team.player_requests.all(),
    }
    status = 400 if request.method == "POST" else 200
    return render(request, "leagues/ask_player.html", context, status=status)
