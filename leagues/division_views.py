"""The secretary's pages for a season's divisions and its next season (issue 35). Every write
checks that the user runs the league, and goes through the season's door."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.views.decorators.http import require_http_methods, require_POST

from leagues.access import season_for_secretary
from leagues.forms.divisions import (
    DivisionForm,
    MoveTeamForm,
    NextSeasonForm,
    RenameDivisionForm,
)
from leagues.manage_page import answered, form_on_manage_page, manage_page
from leagues.manage_words import division_added, division_renamed, team_moved
from leagues.models import Season
from leagues.models.divisions import add_division, move_team, rename_division
from leagues.models.next_season import preview, start_next_season
from leagues.rules.divisions import next_season_name


@login_required
@require_POST
def add_division_view(request: HttpRequest, slug: str) -> HttpResponse:
    """A division below the season's last."""
    season = season_for_secretary(request, slug)
    form = DivisionForm(request.POST)

    def add(data):
        return division_added(add_division(season, data["name"]))

    return form_on_manage_page(request, season, "division_form", form, add, "divisions")


@login_required
@require_POST
def rename_division_view(request: HttpRequest, slug: str, order: int) -> HttpResponse:
    """A division's name ("": the usual one of its place, in each reader's language), the
    division by its place (1 the top), as its address says."""
    season = season_for_secretary(request, slug)
    division = get_object_or_404(season.divisions, order=order)
    form = RenameDivisionForm(request.POST)
    if form.is_valid():
        try:
            renamed = rename_division(season, division.pk, form.cleaned_data["name"])
        except ValidationError as refusal:
            form.add_error("name", refusal.message_dict["name"])
        else:
            return answered(request, season, "divisions", division_renamed(renamed))
    for refusal in form.errors.get("name", []):  # (said above the divisions, the names kept)
        messages.error(request, refusal, "divisions")
    return manage_page(request, season, status=400, part="divisions")


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def next_season(request: HttpRequest, slug: str) -> HttpResponse:
    """The next season, previewed (who goes up and down, with the league's number each way
    or the one asked for) and started on confirming. Confirmed twice, it is started once:
    the second confirm is taken to the season the first started."""
    season = season_for_secretary(request, slug)
    started = Season.objects.filter(follows=season).first()
    initial = {"name": next_season_name(season.name), "moves": season.league.moves}
    if request.method == "POST":
        form = NextSeasonForm(request.POST, initial=initial)
        moves = form.cleaned_data["moves"] if form.is_valid() else None
    else:  # the preview with another number each way (a plain GET: nothing is written)
        moves = NextSeasonForm({"name": "-", "moves": request.GET.get("moves")})
        moves = moves.cleaned_data["moves"] if moves.is_valid() else None
        form = NextSeasonForm(initial=initial | ({"moves": moves} if moves is not None else {}))
    if request.method == "POST" and form.is_valid():
        try:
            following, _ = start_next_season(season, request.user, form.cleaned_data["name"], moves)
        except ValidationError as refusal:
            form.add_error(None, refusal)
        else:
            return redirect("leagues-manage", slug=following.slug)
    plan = preview(season, moves)
    names = plan.names()
    lines = [
        {
            "upper": plan.tables[line.upper][0],
            "lower": plan.tables[line.upper + 1][0],
            "down": [names[team] for team in line.down],
            "up": [names[team] for team in line.up],
            "notes": line.notes,
        }
        for line in plan.lines
    ]
    context = {"season": season, "form": form, "started": started, "plan": plan, "lines": lines}
    status = 400 if request.method == "POST" else 200
    return render(request, "leagues/next_season.html", context, status=status)


@login_required
@require_POST
def move_team_view(request: HttpRequest, slug: str, code: str) -> HttpResponse:
    """A team into another division, before the fixtures are generated."""
    season = season_for_secretary(request, slug)
    team = get_object_or_404(season.teams, code=code)
    form = MoveTeamForm(request.POST, season=season)
    if not form.is_valid():  # (the manage page again, its refusal said on the team's line)
        for refusal in form.errors["division"]:
            messages.error(request, refusal, f"team-{code}")
        return manage_page(request, season, status=400, part=f"team-{code}")
    division = form.cleaned_data["division"]
    move_team(season, team.code, division.pk)
    # The whole list: the team is now under its new division's heading.
    return answered(request, season, "teams", team_moved(team, division))
