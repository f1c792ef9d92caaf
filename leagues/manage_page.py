"""The secretary's manage page (issue 48): sections a phone can scan, each rarely used form
folded, and every change answered where it was made. With htmx the part changed (a section, a
team's or a fixture's line) comes back alone, swapped in place, with what changed said in it;
without scripts the secretary is taken back to the same place (`#fixture-12`), where the
same words wait. Each message carries the anchor of its place as its extra tag; the page
shows it there, and one with no place at the top."""

from collections import Counter, defaultdict
from itertools import groupby

from django.contrib import messages
from django.core.exceptions import ValidationError
from django.shortcuts import redirect, render
from django.urls import reverse

from leagues.forms import (
    AdjustmentForm,
    EmbedOriginsForm,
    GenerateFixturesForm,
    GuestsForm,
    LeaderboardForm,
    TeamForm,
)
from leagues.forms.divisions import DivisionForm
from leagues.models import FixtureMove, MatchCard, PlayerRequest, Season
from leagues.models.divisions import can_move_teams
from leagues.models.house_rules import house_title, season_played_to

PAGE = "leagues/manage.html"
# What an htmx request gets back, by the anchor of the place changed ("team-fox" is a team's
# line): the part alone, whose root carries that id, so it replaces itself.
PARTS = {
    "divisions": "leagues/manage/divisions.html",
    "teams": "leagues/manage/teams.html",
    "team": "leagues/manage/teams.html#team",
    "fixtures": "leagues/manage/fixtures.html",
    "fixture": "leagues/manage/fixtures.html#fixture",
    "players": "leagues/manage/players.html",
    "embed": "leagues/manage/elsewhere.html#embed",
    "leaderboard": "leagues/manage/elsewhere.html#leaderboard",
    "adjustments": "leagues/manage/elsewhere.html#adjustments",
}
# A part whose change shows in another too: that one comes along, swapped out of band (a new
# division is offered on every team's line and in the add-team form; once the fixtures are
# made no team moves between divisions, and the set-up forms fold).
ALSO = {"divisions": ["teams"], "fixtures": ["teams"]}


def manage_url(season: Season, anchor: str = "") -> str:
    url = reverse("leagues-manage", args=[season.slug])
    return f"{url}#{anchor}" if anchor else url


def answered(request, season: Season, anchor: str, said: str = "", level=messages.SUCCESS):
    """A change made from the manage page, done: `said` (what changed) at its place, the
    part swapped in place for htmx, else back to the page at that place (no resubmit on
    reload)."""
    if said:
        messages.add_message(request, level, said, extra_tags=anchor)
    if request.htmx:
        return manage_page(request, season, part=anchor)
    return redirect(manage_url(season, anchor))


def form_on_manage_page(request, season: Season, slot: str, form, action, anchor: str = ""):
    """A form of the manage page, posted: when it is valid, `action` does it with the form's
    data and answers what changed, in words (or None: answered at `anchor` without words).
    Otherwise, or when the season refuses (a ValidationError, said above the form), the page
    again (or its part) with the form in its `slot`, answered 400."""
    if form.is_valid():
        try:
            said = action(form.cleaned_data)
        except ValidationError as refusal:
            form.add_error(None, refusal)
        else:
            return answered(request, season, anchor, said or "")
    return manage_page(request, season, status=400, part=anchor, **{slot: form})


def manage_page(request, season: Season, status: int = 200, part: str = "", **forms):
    """The page, or for htmx the part at the anchor `part` with the parts that change with
    it. A refusal to htmx is answered 422, which the page's htmx swaps (base.html): the form
    comes back with its words under its fields, in place."""
    context = _manage_context(request, season, forms)
    name, _, key = part.partition("-")
    if not (request.htmx and name in PARTS):
        return render(request, PAGE, context, status=status)
    if name == "team":
        context["team"] = next(team for team in context["teams"] if team.code == key)
    elif name == "fixture":
        context["fixture"] = next(f for f in context["fixtures"] if str(f.pk) == key)
    answer = render(request, PARTS[name], context, status=422 if status == 400 else status)
    for also in ALSO.get(name, []):
        answer.content += render(request, PARTS[also], context | {"oob": True}).content
    return answer


def _said_by_place(request) -> dict[str, list]:
    said = defaultdict(list)
    for message in messages.get_messages(request):
        said[message.extra_tags].append(message)
    return said


def _manage_context(request, season: Season, forms: dict) -> dict:
    said = _said_by_place(request)
    teams = list(
        season.teams.select_related("venue", "division").prefetch_related(
            "captains__profile", "players", "invitations__user"
        )
    )
    for team in teams:
        team.said = said.get(f"team-{team.code}", [])
    fixtures = list(season.fixtures.in_league().with_cards())
    for fixture in fixtures:
        fixture.said = said.get(f"fixture-{fixture.pk}", [])
    divisions = list(season.divisions.all())
    return {
        "season": season,
        "said": said,
        "said_above": said.get("", []),
        "setting_up": not fixtures,  # (the set-up forms open until the fixtures are made)
        "divisions": divisions,
        "can_move": len(divisions) > 1 and can_move_teams(season),
        "division_form": forms.get("division_form") or DivisionForm(),
        "teams": teams,
        "teams_by_division": _by_division(teams, divisions),
        "fixtures": fixtures,
        "weeks": _by_week(fixtures, forms.get("rearrange_error")),
        "cups": season.cups.select_related("winner"),  # each with its winner, at once
        # Every card to settle, the cups' ties' too (they are not in the league's list).
        "waiting": Counter(MatchCard.objects.waiting_in(season).values_list("status", flat=True)),
        "team_form": forms.get("team_form") or TeamForm(divisions=divisions),
        "fixtures_form": forms.get("fixtures_form") or GenerateFixturesForm(),
        "adjustment_form": forms.get("adjustment_form") or AdjustmentForm(teams=teams),
        "adjustments": season.adjustments.select_related("team"),
        "house": house_title(season),
        "moves_to_approve": FixtureMove.objects.to_approve_in(season),
        "played_to": season_played_to(season),
        "leaderboard_form": forms.get("leaderboard_form")
        or LeaderboardForm(initial={"min_games": season.leaderboard_min_games}),
        "guests_form": forms.get("guests_form")
        or GuestsForm(
            initial={"guests": season.guests_per_season, "captains_ask": season.captains_ask}
        ),
        "player_requests": PlayerRequest.objects.filter(team__season=season).select_related(
            "team", "asked_by"
        ),
        "embed_form": forms.get("embed_form")
        or EmbedOriginsForm(initial={"origins": " ".join(season.league.embed_origins)}),
        "can_generate": season.can_generate_fixtures(),
        "captain_error": forms.get("captain_error"),
        "invite_error": forms.get("invite_error"),
        "rearrange_error": forms.get("rearrange_error"),
    }


def _by_division(teams, divisions) -> list[tuple]:
    """Each division with its teams, in the divisions' order (one division: no heading)."""
    if len(divisions) < 2:
        return [(None, teams)]
    return [(d, [team for team in teams if team.division_id == d.pk]) for d in divisions]


def _by_week(fixtures, refused) -> list[tuple]:
    """The fixtures week by week (those with no week last), each week with its fixtures in
    date order, and whether it opens: it holds a change just answered, or refused."""
    ordered = sorted(fixtures, key=lambda f: (f.week is None, f.week or 0))
    weeks = []
    for week, in_week in groupby(ordered, key=lambda f: f.week):
        in_week = list(in_week)
        opened = any(f.said or (refused and refused[0] == f.pk) for f in in_week)
        weeks.append((week, in_week, opened))
    return weeks
