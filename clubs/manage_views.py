"""The organiser's page of a club: its players (added, renamed, taken off the list), its
organisers, and a new night. Every change is the club's own method, inside its door; each
answers on this page, at the place it was made, the entries kept when refused."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import get_language, gettext
from django.views.decorators.http import require_http_methods, require_POST

from clubs.access import club_for_organiser, done
from clubs.forms import (
    REFUSED,
    NightForm,
    OrganiserForm,
    PlayerForm,
    house_rules_form,
    made,
)
from clubs.house_rules import house_rules_words
from clubs.models import Night
from clubs.names import by_name


def _manage_page(request, club, status=200, **forms) -> HttpResponse:
    rules_form = forms.get("rules_form") or house_rules_form(club, language=get_language())
    context = {
        "rules_form": rules_form,
        "club": club,
        "players": by_name(club.players.with_nights_played()),
        "organisers": club.organisers.order_by("username"),
        "player_form": forms.get("player_form") or PlayerForm(),
        "organiser_form": forms.get("organiser_form") or OrganiserForm(),
        "rename": forms.get("rename"),
    }
    return render(request, "clubs/manage.html", context, status=status)


def _manage_url(club) -> str:
    return reverse("clubs-manage", args=[club.slug])


@login_required
@require_http_methods(["GET", "HEAD"])
def manage(request: HttpRequest, slug: str) -> HttpResponse:
    return _manage_page(request, club_for_organiser(request, slug))


@login_required
@require_POST
def add_player(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_for_organiser(request, slug)
    form = PlayerForm(request.POST)
    added = made(form, lambda data: club.add_player(request.user, data["name"]))
    if added is REFUSED:
        return _manage_page(request, club, status=400, player_form=form)
    player, new = added
    said = gettext("%(name)s is added.") if new else gettext("%(name)s is on the list.")
    return done(request, _manage_url(club), "players", said % {"name": player.name})


@login_required
@require_POST
def rename_player(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    club = club_for_organiser(request, slug)
    form = PlayerForm(request.POST, prefix=f"player-{pk}")
    player = made(form, lambda data: club.rename_player(request.user, pk, data["name"]))
    if player is REFUSED:
        return _manage_page(request, club, status=400, rename=(pk, form))
    said = gettext("Renamed %(name)s.") % {"name": player.name} if player else ""
    return done(request, _manage_url(club), "players", said)


@login_required
@require_POST
def remove_player(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    club = club_for_organiser(request, slug)
    try:
        player = club.remove_player(request.user, pk)
    except ValidationError as refusal:
        return done(request, _manage_url(club), "players", refusal.messages[0], messages.ERROR)
    said = gettext("%(name)s is off the list.") % {"name": player.name} if player else ""
    return done(request, _manage_url(club), "players", said)


@login_required
@require_POST
def set_house_rules(request: HttpRequest, slug: str) -> HttpResponse:
    """The club's game, its target, its nights' format and its season's rule."""
    club = club_for_organiser(request, slug)
    form = house_rules_form(club, request.POST, language=get_language())
    changed = made(
        form,
        lambda data: club.set_house_rules(
            request.user, data["variant"], form.options(), **form.rules()
        ),
    )
    if changed is REFUSED:
        return _manage_page(request, club, status=400, rules_form=form)
    said = gettext("The house rules are changed: %(rules)s.")
    said %= {"rules": house_rules_words(changed)}
    return done(request, _manage_url(club), "house-rules", said)


@login_required
@require_POST
def add_organiser(request: HttpRequest, slug: str) -> HttpResponse:
    club = club_for_organiser(request, slug)
    form = OrganiserForm(request.POST)
    user = made(form, lambda data: club.add_organiser(request.user, data["username"]))
    if user is REFUSED:
        return _manage_page(request, club, status=400, organiser_form=form)
    said = gettext("%(user)s runs the club too.") % {"user": user.get_username()}
    return done(request, _manage_url(club), "organisers", said)


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def new_night(request: HttpRequest, slug: str) -> HttpResponse:
    """A night of the club, made once however often its form is sent (its hidden key)."""
    club = club_for_organiser(request, slug)
    form = NightForm(request.POST or None, club=club)
    if request.method == "POST":
        night = made(form, lambda data: _plan(club, request.user, data))
        if night is not REFUSED:
            return redirect("clubs-night", slug=club.slug, pk=night.pk)
    status = 400 if request.method == "POST" else 200
    return render(request, "clubs/new_night.html", {"club": club, "form": form}, status=status)


def _plan(club, by, data) -> Night:
    fields = ("key", "date", "format", "rounds_planned", "title")
    return Night.plan(club, by, *(data[field] for field in fields))
