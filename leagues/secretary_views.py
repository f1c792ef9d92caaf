"""The league secretary's pages: set up a season, its teams and fixtures, rearrange
fixtures, adjust points. Every write checks that the user runs this league."""

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import ValidationError
from django.db import IntegrityError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext
from django.views.decorators.http import require_http_methods, require_POST, require_safe

from kernel.words import in_words
from leagues import manage_words
from leagues.access import gone, season_for_secretary
from leagues.clashes import warn_of_clashes
from leagues.cup_pages import tie_not_rearranged
from leagues.forms import (
    AdjustmentForm,
    CaptainForm,
    EditTeamForm,
    EmbedOriginsForm,
    GenerateFixturesForm,
    GuestsForm,
    HouseRulesForm,
    LeaderboardForm,
    LeagueFileForm,
    RearrangeForm,
    SeasonForm,
    TeamForm,
)
from leagues.importing import import_league
from leagues.manage_page import answered
from leagues.manage_page import form_on_manage_page as _form_on_manage_page
from leagues.manage_page import manage_page as _manage_page
from leagues.models import Fixture, Invitation, MatchCard, PlayerRequest, Season
from leagues.models.house_rules import cards_are_in, default_target, house_key, league_variants
from leagues.models.league import season_fields
from leagues.models.team_changes import change_team
from leagues.rules.league_file import LeagueFileError
from scoring.forms import field_for_problem, find_variant
from scoring.rules import RecordError
from scoring.sheets import refusal_words


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def new_season(request: HttpRequest) -> HttpResponse:
    """A new league, run by the user who creates it, or a new season of a league they run."""
    form = SeasonForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            season = Season.start(
                request.user,
                data["league"],
                data["season"],
                match_time=data.get("match_time"),
                house_variant=data["game"],
                **season_fields(form.rules()),
            )
        except ValidationError as refusal:
            form.add_error(None, refusal)
        else:
            return redirect("leagues-manage", slug=season.slug)
    return render(request, "leagues/new_season.html", {"form": form})


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def import_league_file(request: HttpRequest) -> HttpResponse:
    """A league file uploaded from the browser, as `manage.py importleague` takes it: a new
    league is the importing user's to run; a league of theirs gets the season updated."""
    form = LeagueFileForm(request.POST or None, request.FILES or None)
    if request.method == "POST" and form.is_valid():
        league = form.cleaned_data["league"]
        try:
            season = import_league(league, by=request.user)
        except ValidationError as refusal:
            form.add_error(None, refusal)
        except IntegrityError:  # a league or season of the same name or address saved meanwhile
            form.add_error(
                None, gettext("Another league was saved at the same moment: send the file again.")
            )
        except LeagueFileError as error:  # a cup drawn otherwise in the database
            form.add_error(None, [in_words(problem) for problem in error.problems])
        else:
            return redirect("leagues-manage", slug=season.slug)
    return render(request, "leagues/import_league.html", {"form": form})


@login_required
def manage(request: HttpRequest, slug: str) -> HttpResponse:
    return _manage_page(request, season_for_secretary(request, slug))


@login_required
@require_safe
def waiting_cards(request: HttpRequest, slug: str) -> HttpResponse:
    """The cards not settled yet, oldest first: awaiting the other captain, or disputed."""
    season = season_for_secretary(request, slug)
    cards = MatchCard.objects.waiting_in(season)
    return render(request, "leagues/waiting_cards.html", {"season": season, "cards": cards})


def _one_setting(request, slug, form_class, name, fields, change, anchor, words):
    """A setting of the season's from its form on the manage page: `change(season, *values)`
    with the form's `fields`, answered at `anchor` with `words(*values)`; or the form again
    with its refusal (400)."""
    season = season_for_secretary(request, slug)
    form = form_class(request.POST)
    if not form.is_valid():
        return _manage_page(request, season, status=400, part=anchor, **{name: form})
    values = [form.cleaned_data[field] for field in fields]
    change(season, *values)
    return answered(request, season, anchor, words(*values))


@login_required
@require_POST
def set_leaderboard(request: HttpRequest, slug: str) -> HttpResponse:
    """How many games a player needs before the leaderboard ranks them."""
    return _one_setting(
        request,
        slug,
        LeaderboardForm,
        "leaderboard_form",
        ["min_games"],
        Season.set_leaderboard_min,
        "leaderboard",
        manage_words.leaderboard_set,
    )


@login_required
@require_POST
def set_registration(request: HttpRequest, slug: str) -> HttpResponse:
    """How many unregistered guests a team may field in a season (empty: not checked), and
    whether captains may ask to register a player."""
    fields = ["guests", "captains_ask"]
    change, words = Season.set_registration, manage_words.registration_set
    return _one_setting(request, slug, GuestsForm, "guests_form", fields, change, "players", words)


@login_required
@require_POST
def answer_player_request(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """The secretary approves a captain's request to register a player, or refuses it; one
    answered already is left as it is."""
    season = season_for_secretary(request, slug)
    asked = PlayerRequest.objects.filter(pk=pk, team__season=season).select_related("team")
    asked = asked.first()
    if asked is None:
        return answered(request, season, "players")
    approved = request.POST.get("answer") == "approve"
    asked.answer(approved)
    return answered(request, season, "players", manage_words.request_answered(asked, approved))


@login_required
@require_POST
def set_embed_origins(request: HttpRequest, slug: str) -> HttpResponse:
    """The sites that may show the league's tables in a frame (empty: any site)."""
    change, words = Season.set_embed_origins, manage_words.embed_set
    return _one_setting(
        request, slug, EmbedOriginsForm, "embed_form", ["origins"], change, "embed", words
    )


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def house_rules(request: HttpRequest, slug: str) -> HttpResponse:
    """The All Fours variant and options the season's pair games are played to: first the
    variant (plain links), then its options, each with the league's choice or the default."""
    season = season_for_secretary(request, slug)
    locked = cards_are_in(season)
    if request.method == "POST" and request.POST.get("variant") == "none":
        return _no_house_rules(request, season)
    current = house_key(season.house_variant) if season.house_variant else ""
    key = request.POST.get("variant") or request.GET.get("variant") or current
    offered = {house_key(stored): stored for stored, _ in league_variants()}
    spec = find_variant(key) if key in offered else None
    variants = [(house_key(stored), spec) for stored, spec in league_variants()]
    context = {"season": season, "variants": variants, "current": current, "locked": locked}
    if spec is None:
        return render(request, "leagues/house_rules.html", context)
    mine = season.house_options if key == current else {}
    # Another game is offered at its own target, unless the season's is fixed by its cards.
    target = season.target if key == current or locked else default_target(offered[key])
    form = HouseRulesForm(
        request.POST or None, spec=spec, current=mine, target=target, locked=locked
    )
    if request.method == "POST" and form.is_valid():
        target = form.cleaned_data["target"] or default_target(offered[key])
        try:  # the engine has the last word on what the options allow
            season.set_house_rules(offered[key], form.options(), target)
        except RecordError as error:
            for problem in error.problems:
                form.add_error(field_for_problem(form, problem.field), refusal_words(problem))
        except ValidationError as refusal:  # a card is in meanwhile: the game stays
            form.add_error(None, refusal)
        else:
            return redirect("leagues-manage", slug=season.slug)
    status = 400 if request.method == "POST" else 200
    context |= {"spec": spec, "form": form, "key": key}
    return render(request, "leagues/house_rules.html", context, status=status)


def _no_house_rules(request, season: Season) -> HttpResponse:
    """No house rules any more (any All Fours game may go on a card), back on the manage page;
    once a card is in, refused there in words (the game and its target stay)."""
    try:
        season.set_house_rules("", {})
    except ValidationError as refusal:
        messages.error(request, refusal.messages[0])
    return redirect("leagues-manage", slug=season.slug)


@login_required
@require_POST
def add_team(request: HttpRequest, slug: str) -> HttpResponse:
    season = season_for_secretary(request, slug)
    form = TeamForm(request.POST, divisions=list(season.divisions.all()))

    def add(data):
        players = [name.strip() for name in data["players"].split(",") if name.strip()]
        division = data.get("division")
        captains = data["captains"]
        team = season.add_team(
            data["name"], data["venue"], captains, players, division, request.user
        )
        return manage_words.team_added(team)

    return _form_on_manage_page(request, season, "team_form", form, add, "teams")


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def edit_team(request: HttpRequest, slug: str, code: str) -> HttpResponse:
    """The team's name, pub, captains and players, changed by the secretary. Its code stays,
    and with it its address, cards and history; the season's pages show the change at once."""
    season = season_for_secretary(request, slug)
    team = get_object_or_404(
        season.teams.select_related("venue").prefetch_related(
            "captains", "players", "invitations__user"
        ),
        code=code,
    )
    form = EditTeamForm(request.POST or None, team=team)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        try:
            change_team(
                team,
                data["name"],
                data["venue"],
                data["captains"],
                form.players_given(),
                form.new_players(),
                by=request.user,
            )
        except ValidationError as refusal:
            form.add_error(None, refusal)
        else:
            return redirect("leagues-manage", slug=season.slug)
    status = 400 if request.method == "POST" else 200
    context = {"season": season, "team": team, "form": form}
    return render(request, "leagues/edit_team.html", context, status=status)


@login_required
@require_POST
def generate_fixtures(request: HttpRequest, slug: str) -> HttpResponse:
    """A double round robin from the teams, dated from the start on the match night. Only
    before any card is in (Season.generate_fixtures: PermissionDenied after)."""
    season = season_for_secretary(request, slug)
    form = GenerateFixturesForm(request.POST)

    def generate(data):
        season.generate_fixtures(data["start"], data["weekday"])
        advice = gettext("No order of the fixtures keeps them apart: rearrange one of these.")
        warn_of_clashes(request, season, None, advice, place="fixtures")
        return manage_words.fixtures_generated(season)

    return _form_on_manage_page(request, season, "fixtures_form", form, generate, "fixtures")


@login_required
@require_POST
def rearrange(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    season = season_for_secretary(request, slug)
    fixture = get_object_or_404(season.fixtures.select_related("cup_round"), pk=pk)
    form = RearrangeForm(request.POST)
    if not form.is_valid():
        message = next(iter(form.errors.values()))[0]
        if fixture.cup_round_id is not None:  # a cup's tie, rearranged from its cup's page
            return tie_not_rearranged(request, fixture, message)
        refused = (fixture.pk, message)
        return _manage_page(
            request, season, status=400, part=f"fixture-{pk}", rearrange_error=refused
        )
    date = form.cleaned_data["date"]
    try:
        moved = fixture.rearrange(date, form.cleaned_data["postponed"])
    except Fixture.DoesNotExist:
        raise gone() from None
    if fixture.cup_round_id is not None:
        warn_of_clashes(request, season, date)
        return redirect("leagues-cup", slug=season.slug, pk=fixture.cup_round.cup_id)
    place = f"fixture-{pk}"  # the fixture's line says what changed, and any clash it makes
    messages.success(request, manage_words.rearranged(moved, date, fixture.postponed), place)
    warn_of_clashes(request, season, date, place=place)
    return answered(request, season, place)


@login_required
@require_POST
def add_adjustment(request: HttpRequest, slug: str) -> HttpResponse:
    season = season_for_secretary(request, slug)
    teams = list(season.teams.all())
    form = AdjustmentForm(request.POST, teams=teams)
    if not form.is_valid():
        return _manage_page(request, season, status=400, part="adjustments", adjustment_form=form)
    data = form.cleaned_data
    adjustment = season.adjust(data["team"], data["points"], data["reason"], request.user)
    return answered(request, season, "adjustments", manage_words.adjustment_recorded(adjustment))


@login_required
@require_POST
def add_captain(request: HttpRequest, slug: str, code: str) -> HttpResponse:
    """Ask a signed-up user to captain one of the season's teams: they are its captain once
    they say yes (Invitation.offer), the secretary naming themselves at once."""
    season = season_for_secretary(request, slug)
    team = get_object_or_404(season.teams, code=code)
    form = CaptainForm(request.POST)
    if not form.is_valid():
        refused = (team.code, form.errors["username"][0])
        return _manage_page(request, season, status=400, part=f"team-{code}", captain_error=refused)
    user = form.cleaned_data["username"]
    said = ""
    if Invitation.offer(team, user, request.user) is not None:
        words = {"user": user.get_username(), "team": team}
        said = gettext(
            "%(user)s is asked to captain %(team)s: they are its captain once they say yes."
        )
        said %= words
    return answered(request, season, f"team-{code}", said, messages.INFO)
