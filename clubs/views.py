"""The club pages everyone sees (the clubs, a club: its house rules, players and nights)
and starting a club, which a signed-in user then runs."""

from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import get_language
from django.views.decorators.http import require_http_methods, require_safe

from clubs.access import club_or_404
from clubs.forms import FORMAT_NAMES, REFUSED, SEASON_RULE_NAMES, ClubForm, made
from clubs.house_rules import house_rules_words
from clubs.models import Club
from clubs.names import by_name
from kernel.caching import shareable, signed_in


@require_safe
@shareable
def clubs(request: HttpRequest) -> HttpResponse:
    """Every club, each the visitor runs with its manage page's link."""
    every = list(Club.objects.all())
    mine = set()
    if signed_in(request):  # (no session: the page every anonymous visitor shares)
        user = request.user
        mine = (
            {club.pk for club in every}
            if user.is_superuser
            else set(user.clubs_run.values_list("pk", flat=True))
        )
    return render(request, "clubs/clubs.html", {"clubs": every, "mine": mine})


@require_safe
@shareable
def club(request: HttpRequest, slug: str) -> HttpResponse:
    """A club's page: its house rules in words, its players and its nights, newest first."""
    club = club_or_404(slug)
    context = {
        "club": club,
        "house_rules": house_rules_words(club),
        "format": FORMAT_NAMES[club.format],
        "season_rule": SEASON_RULE_NAMES[club.season_rule],
        "players": by_name(club.players.filter(walk_in=False)),
        "nights": club.nights.all(),
        "runs_it": club.is_run_by(request.user),
    }
    return render(request, "clubs/club.html", context)


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def new_club(request: HttpRequest) -> HttpResponse:
    """A new club, run by the user who starts it."""
    form = ClubForm(request.POST or None, language=get_language())
    if request.method == "POST":
        club = made(form, lambda data: _start(request.user, form))
        if club is not REFUSED:
            return redirect("clubs-manage", slug=club.slug)
    status = 400 if request.method == "POST" else 200
    return render(request, "clubs/new_club.html", {"form": form}, status=status)


def _start(by, form: ClubForm) -> Club:
    return Club.start(
        by, form.cleaned_data["name"], form.cleaned_data["variant"], form.options(), **form.rules()
    )
