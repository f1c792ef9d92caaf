"""Public league pages: everyone may read the table, results, fixtures and histories."""

import datetime

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied, ValidationError
from django.db.models import Q
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, redirect, render
from django.urls import reverse
from django.utils import timezone
from django.views.decorators.http import require_http_methods, require_POST, require_safe
from icalendar import Calendar, Event, vText

from kernel.caching import shareable
from kernel.csv_files import csv_download
from leagues import kept
from leagues.charts import LEADERS, positions_chart
from leagues.forms import DisputeForm, MatchCardForm
from leagues.models import CardGame, Fixture, League, Player, Season
from leagues.models.fixtures import CONFIRMED_ALREADY, NOT_THEIRS
from leagues.models.house_rules import house_rules_problem, house_start_query, house_title
from leagues.rules.results import as_seen_by, head_to_head, run_of_results
from leagues.rules.stats import DEFAULT_ORDER, LEADERBOARD_ORDERS, player_totals, rank_players
from leagues.rules.table import FORM_LENGTH, ROW_COLUMNS, positions_by_night
from scoring.models import Outcome
from scoring.views import SESSION_GAMES


def _season(slug: str) -> Season:
    return get_object_or_404(Season.objects.select_related("league"), slug=slug)


@require_safe
@shareable
def leagues(request: HttpRequest) -> HttpResponse:
    """Every league with its seasons, newest first: past seasons stay browsable."""
    leagues = list(League.objects.prefetch_related("seasons"))
    for league in leagues:
        league.run_by_visitor = league.is_run_by(request.user)
    return render(request, "leagues/leagues.html", {"leagues": leagues})


@require_safe
@shareable
def league_history(request: HttpRequest, slug: str) -> HttpResponse:
    """A league's seasons, the newest first, with each one's champions (or leaders, while it
    is being played) and every team's finishing place: the same queries for any number."""
    league = get_object_or_404(League, slug=slug)
    stories = league.history()
    codes = {}  # every team of the league by code, with its latest name
    for story in reversed(stories):
        codes |= {row.team: row.name for row in story.table.rows}
    places = [
        (name, [story.row_of(code) for story in stories])
        for code, name in sorted(codes.items(), key=lambda item: item[1].casefold())
    ]
    context = {"league": league, "stories": stories, "places": places}
    return render(request, "leagues/history.html", context)


LATEST = 8  # results and fixtures on the season page; the rest are on their own pages
LATEST_GAMES = 10  # a player's games on their page; every game on request


@require_safe
@shareable
def season(request: HttpRequest, slug: str) -> HttpResponse:
    """The table, the latest results and the next fixtures: the same cost at any size."""
    season = _season(slug)
    provisional = request.GET.get("provisional") == "1"
    adjustments = list(season.adjustments.select_related("team"))
    story = kept.story_of(season, provisional, adjustments)
    table = story.table
    leaders = [row.team for row in table.rows[:LEADERS]]
    fixtures = season.fixtures.with_cards()
    context = {
        "season": season,
        "house": house_title(season),
        "table": table,
        "chart": positions_chart(table, story.nights, leaders),
        "provisional": provisional,
        "adjustments": adjustments,
        "results": fixtures.played().order_by("-date", "-pk")[:LATEST],
        "upcoming": fixtures.to_come()[:LATEST],
    }
    return render(request, "leagues/season.html", context)


@require_safe
@shareable
def results(request: HttpRequest, slug: str) -> HttpResponse:
    """Every result of the season, a month at a time (the latest month first)."""
    season = _season(slug)
    return _by_month(request, season, season.fixtures.played(), "results", newest_first=True)


@require_safe
@shareable
def fixtures(request: HttpRequest, slug: str) -> HttpResponse:
    """Every fixture still to play, a month at a time (the next month first)."""
    season = _season(slug)
    return _by_month(request, season, season.fixtures.to_come(), "fixtures", newest_first=False)


def _by_month(request, season, fixtures, kind: str, newest_first: bool) -> HttpResponse:
    months = list(fixtures.dates("date", "month", order="DESC" if newest_first else "ASC"))
    undated = fixtures.filter(date__isnull=True).exists()
    asked = request.GET.get("month", "")
    month = next((m for m in months if f"{m:%Y-%m}" == asked), None)
    if month is None and asked != "none":
        month = months[0] if months else None
    if month is not None:
        shown = fixtures.filter(date__year=month.year, date__month=month.month)
    else:
        shown = fixtures.filter(date__isnull=True) if undated else fixtures.none()
    order = ("-date", "-pk") if newest_first else ("date", "pk")
    context = {
        "season": season,
        "kind": kind,
        "months": months,
        "month": month,
        "undated": undated,
        "fixtures": shown.with_cards().order_by(*order),
    }
    return render(request, "leagues/by_month.html", context)


@require_safe
@shareable
def fixture(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    return _fixture_page(request, _season(slug), pk)


def _start_game_url(season, fixture) -> str:
    """Where a captain starts scoring a game of the match on the phone: the house rules and
    the two teams filled in, when the league sets house rules."""
    url = reverse("scoring-new-game")
    return f"{url}?{house_start_query(season, fixture)}" if season.house_variant else url


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
    }
    return render(request, "leagues/fixture.html", context, status=status)


@require_safe
@shareable
def team(request: HttpRequest, slug: str, code: str) -> HttpResponse:
    season = _season(slug)
    team = get_object_or_404(season.teams.prefetch_related("players"), code=code)
    fixtures = season.fixtures.with_cards().filter(Q(home=team) | Q(away=team))
    stories = season.league.history()
    story = next(story for story in stories if story.season.pk == season.pk)
    results, table = story.results, story.table
    run = run_of_results(team.code, results, season.rules)
    names = {row.team: row.name for row in table.rows}
    nights = positions_by_night(names, results, season.rules, table.adjustments)
    outcomes = {result.fixture: result for result in run}
    with_card = {f.pk for f in fixtures if f.latest_card() is not None}
    feed = request.build_absolute_uri(reverse("leagues-team-calendar", args=[slug, code]))
    context = {
        "season": season,
        "team": team,
        "form": [result.outcome for result in run][-FORM_LENGTH:],
        "chart": positions_chart(table, nights, [team.code]),
        "opponents": [row for row in table.rows if row.team != team.code],
        "seasons": [(s.season, row, s) for s in stories if (row := s.row_of(team.code))],
        "played": [(f, outcomes.get(f.pk)) for f in fixtures if f.pk in with_card],
        "to_come": [f for f in fixtures if f.pk not in with_card],
        "webcal": "webcal://" + feed.split("://", 1)[1],  # calendars subscribe to this
    }
    return render(request, "leagues/team.html", context)


@require_safe
@shareable
def head_to_head_page(request: HttpRequest, slug: str, code: str, other: str) -> HttpResponse:
    """Two teams' meetings in every season of the league (a team keeps its code from season
    to season), with the record they add up to, as the first team saw them."""
    season = _season(slug)
    team = get_object_or_404(season.teams, code=code)
    opponent = get_object_or_404(season.teams.exclude(code=code), code=other)
    fixtures = (
        Fixture.objects.between(season.league, code, other).with_cards().select_related("season")
    )
    meetings, to_come = [], []
    for fixture in fixtures:
        card = fixture.counting_card()
        if card is not None:
            meetings.append((fixture, as_seen_by(code, card.as_result(), fixture.season.rules)))
        elif fixture.latest_card() is None:
            to_come.append(fixture)
    context = {
        "season": season,
        "team": team,
        "opponent": opponent,
        "meetings": meetings,
        "record": head_to_head(result for _, result in meetings),
        "to_come": to_come,
    }
    return render(request, "leagues/head_to_head.html", context)


@require_safe
@shareable
def table_csv(request: HttpRequest, slug: str) -> HttpResponse:
    season = _season(slug)
    response, writer = csv_download(f"{season.slug}-table.csv")
    writer.writerow(ROW_COLUMNS)
    for row in season.table().rows:
        writer.writerow([getattr(row, column) for column in ROW_COLUMNS])
    return response


@require_safe
@shareable
def results_csv(request: HttpRequest, slug: str) -> HttpResponse:
    season = _season(slug)
    response, writer = csv_download(f"{season.slug}-results.csv")
    writer.writerow(["date", "home", "away", "status", "home games", "away games", "scores"])
    for fixture in season.fixtures.with_cards():
        card = fixture.latest_card()
        if card is None:
            continue
        games = [(game.home_score, game.away_score) for game in card.games.all()]
        home_games = sum(1 for h, a in games if h > a)
        scores = " ".join(f"{h}-{a}" for h, a in games) or "walkover"
        writer.writerow(
            [
                fixture.date or "",
                fixture.home.name,
                fixture.away.name,
                fixture.status,
                home_games,
                len(games) - home_games,
                scores,
            ]
        )
    return response


@require_safe
@shareable
def team_calendar(request: HttpRequest, slug: str, code: str) -> HttpResponse:
    """A team's fixtures as an iCal feed, to subscribe to from a phone's calendar."""
    season = _season(slug)
    team = get_object_or_404(season.teams, code=code)
    calendar = Calendar()
    calendar.add("prodid", "-//Pegboard//League fixtures//EN")
    calendar.add("version", "2.0")
    calendar.add("x-wr-calname", vText(f"{team.name}: {season}"))  # X- is escaped only as text
    stamp = timezone.now()
    host = request.get_host().split(":")[0]
    for fixture in season.fixtures.select_related("home__venue", "away").filter(
        Q(home=team) | Q(away=team)
    ):
        if fixture.date is None:
            continue
        event = Event()
        # Stable and unique anywhere (RFC 5545 §3.8.4.7): the fixture, its season, this site.
        event.add("uid", f"fixture-{fixture.pk}.{season.slug}@{host}")
        event.add("dtstamp", stamp)
        event.add("summary", f"{fixture.home.name} v {fixture.away.name}")
        event.add("dtstart", _match_start(fixture.date, season.match_time))
        if fixture.home.venue:
            event.add("location", fixture.home.venue.name)
        event.add(
            "url",
            request.build_absolute_uri(reverse("leagues-fixture", args=[season.slug, fixture.pk])),
        )
        if fixture.postponed:
            event.add("status", "CANCELLED")
        calendar.add_component(event)
    response = HttpResponse(calendar.to_ical(), content_type="text/calendar; charset=utf-8")
    response["Content-Disposition"] = f'attachment; filename="{season.slug}-{team.code}.ics"'
    return response


def _match_start(date: datetime.date, time: datetime.time | None):
    """A match night's start in UTC when the league sets the time; else an all-day event."""
    if time is None:
        return date
    local = datetime.datetime.combine(date, time, tzinfo=timezone.get_current_timezone())
    return local.astimezone(datetime.UTC)


# Writes: each asks the fixture or the card (leagues/models/cards.py) whether the user may,
# and the model decides again inside its lock.


def _fixture_to_change(slug: str, pk: int) -> tuple[Season, Fixture]:
    season = _season(slug)
    return season, get_object_or_404(season.fixtures.select_related("home", "away"), pk=pk)


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def enter_card(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """Either captain sends the card (a new version, awaiting the other captain); the
    secretary's card settles the match at once. A confirmed card is corrected only by the
    secretary."""
    season, fixture = _fixture_to_change(slug, pk)
    if fixture.role_of(request.user) is None:
        raise PermissionDenied(NOT_THEIRS)
    if request.method != "POST" and not fixture.can_send_card(request.user):
        raise PermissionDenied(CONFIRMED_ALREADY)
    latest = fixture.cards.order_by("-version").first()
    form = MatchCardForm(
        request.POST or None,
        initial=MatchCardForm.initial_from(latest) if latest else {"replaces": 0},
        fixture=fixture,
        rules=season.rules,
        phone_games=fixture.phone_games_for(request.user, request.session.get(SESSION_GAMES, [])),
        home_players=list(fixture.home.players.all()),
        away_players=list(fixture.away.players.all()),
        house_rules=lambda game: house_rules_problem(season, game),
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
        else:
            if not outcome.conflict:
                messages.add_message(
                    request, messages.SUCCESS if outcome.changed else messages.INFO, outcome.message
                )
                return redirect("leagues-fixture", slug=season.slug, pk=fixture.pk)
            status, refusal = 409, outcome.message
    context = {"season": season, "fixture": fixture, "form": form, "refusal": refusal}
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


def _other_seasons_of(player: Player) -> list:
    """The player's figures in the league's other seasons (two queries)."""
    others = list(Player.objects.same_person_as(player))
    games = CardGame.objects.played_by_any(others).by_player_values() if others else {}
    return [(other, player_totals(games.get(other.pk, ()))) for other in others]


@require_safe
@shareable
def player(request: HttpRequest, slug: str, pk: int) -> HttpResponse:
    """A player's season on confirmed cards: the totals and partners from every game, and the
    latest games with partner, score and result (every game on request, ?games=all)."""
    season = _season(slug)
    player = get_object_or_404(
        Player.objects.select_related("team__season"), pk=pk, team__season=season
    )
    rows = CardGame.objects.played_by(player)
    totals = player_totals(rows.seen_by_values(player))
    every_game = request.GET.get("games") == "all"
    shown = rows if every_game else reversed(rows.reverse()[:LATEST_GAMES])
    context = {
        "season": season,
        "player": player,
        "games": [(row.card.fixture, row.seen_by(player)) for row in shown],
        "totals": totals,
        "every_game": every_game,
        "seasons": _other_seasons_of(player),
        "the_four": rows.the_four_of(player),
    }
    return render(request, "leagues/player.html", context)


def _leaderboard_of(season: Season, order: str):
    """The season's players ranked (two queries: the players, the confirmed games)."""
    players = {
        pk: (name, team)
        for pk, name, team in Player.objects.filter(team__season=season).values_list(
            "pk", "name", "team__name"
        )
    }
    games = CardGame.objects.confirmed_in(season).by_player_values()
    return rank_players(players, games, season.leaderboard_min_games, order)


def _order_asked(request: HttpRequest) -> str:
    order = request.GET.get("sort", DEFAULT_ORDER)
    return order if order in LEADERBOARD_ORDERS else DEFAULT_ORDER


@require_safe
@shareable
def leaderboard(request: HttpRequest, slug: str) -> HttpResponse:
    """The season's players, ranked by win percentage (or the column asked for), from the
    confirmed cards; those short of the season's minimum games are listed below."""
    season = _season(slug)
    order = _order_asked(request)
    ranked, short = _leaderboard_of(season, order)
    context = {"season": season, "ranked": ranked, "short": short, "order": order}
    return render(request, "leagues/leaderboard.html", context)


LEADERBOARD_COLUMNS = [
    "position",
    "player",
    "team",
    "played",
    "won",
    "lost",
    "win %",
    "points for",
    "points against",
    "average margin",
    "best run",
]


@require_safe
@shareable
def leaderboard_csv(request: HttpRequest, slug: str) -> HttpResponse:
    season = _season(slug)
    ranked, short = _leaderboard_of(season, _order_asked(request))
    response, writer = csv_download(f"{season.slug}-players.csv")
    writer.writerow(LEADERBOARD_COLUMNS)
    for row in [*ranked, *short]:
        totals = row.totals
        writer.writerow(
            [
                row.position or "",  # (not ranked yet: too few games)
                row.name,
                row.team,
                totals.played,
                totals.won,
                totals.lost,
                totals.win_percent,
                totals.points_for,
                totals.points_against,
                f"{totals.average_margin:.1f}",
                totals.best_run,
            ]
        )
    return response
