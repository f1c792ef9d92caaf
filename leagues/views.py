"""Public league pages: everyone may read the table, results, fixtures, teams, players,
the leaderboard and histories. The captains' cards are in card_views.py, the CSV downloads and
calendar feeds in downloads.py."""

from urllib.parse import urlencode

from django.db.models import Q
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404, render
from django.urls import reverse
from django.utils import timezone
from django.utils.html import format_html
from django.utils.translation import get_language
from django.views.decorators.http import require_safe

from kernel.caching import kept_page, shareable
from leagues.access import season_or_404
from leagues.charts import LEADERS, positions_chart
from leagues.leaderboards import leaderboard_of, order_asked
from leagues.models import CardGame, Fixture, League, Player, Season, history, waiting
from leagues.models.house_rules import house_title, season_played_to
from leagues.rules.movements import zones
from leagues.rules.results import as_seen_by, head_to_head, run_of_results
from leagues.rules.stats import player_totals
from leagues.rules.table import FORM_LENGTH


@require_safe
@shareable
def leagues(request: HttpRequest) -> HttpResponse:
    """Every league with its seasons, newest first: past seasons stay browsable."""
    leagues = list(League.objects.prefetch_related("seasons"))
    for league in leagues:
        league.run_by_visitor = league.is_run_by(request.user)
    return render(
        request, "leagues/leagues.html", {"leagues": leagues, **waiting_for(request.user)}
    )


def waiting_for(user) -> dict:
    """What waits for the signed-in user (where signing in lands): the captaincies offered
    them, a captain's cards to send (played by today) and to answer, a secretary's disputes."""
    if not user.is_authenticated:
        return {}
    return {
        "offers": list(waiting.captaincies_offered(user)),
        "to_send": list(waiting.cards_to_send(user, timezone.localdate())),
        "to_answer": waiting.cards_to_answer(user),
        "disputes": list(waiting.disputes_for(user)),
    }


@require_safe
@shareable
def league_history(request: HttpRequest, slug: str) -> HttpResponse:
    """A league's seasons, the newest first, with each one's champions (or leaders, while it
    is being played), cups and their winners, and every team's finishing place: the same
    queries for any number of seasons and cups."""
    league = get_object_or_404(League, slug=slug)
    stories = history.league_history(league)
    codes = {}  # every team of the league by code, with its latest name
    for story in reversed(stories):  # every division's teams, not the top one's alone
        codes |= {row.team: row.name for _, table in story.divisions for row in table.rows}
    places = [
        (name, [_place_in(story, code) for story in stories])
        for code, name in sorted(codes.items(), key=lambda item: item[1].casefold())
    ]
    context = {"league": league, "stories": stories, "places": places}
    return render(request, "leagues/history.html", context)


def _place_in(story: history.SeasonStory, code: str) -> tuple:
    """A team's place in a season for the league's history: its row, its division (where the
    season had more than one) and whether it went up or down after it."""
    division = story.table_of(code)[0] if len(story.divisions) > 1 else None
    return story.row_of(code), division, story.moved.get(code)


LATEST = 8  # results and fixtures on the season page; the rest are on their own pages
EMBED_HEIGHT, EMBED_ROW = 110, 36  # the embedded table's pixels: its frame, and each team


LATEST_GAMES = 10  # a player's games on their page; every game on request


@require_safe
@shareable
def season(request: HttpRequest, slug: str) -> HttpResponse:
    """The table, the latest results and the next fixtures: the same cost at any size (an
    anonymous visitor's page made once per version of the season)."""
    season = season_or_404(slug)
    # The host too: the snippet to embed the table names the site by its address.
    shown = season.kept_key(request.get_host())
    return kept_page(request, shown, lambda: _season_page(request, season))


def _season_page(request: HttpRequest, season: Season) -> HttpResponse:
    provisional = request.GET.get("provisional") == "1"
    adjustments = list(season.adjustments.select_related("team"))
    divisions = [
        {
            "division": division,
            "table": story.table,
            "chart": positions_chart(
                story.table, story.nights, [row.team for row in story.table.rows[:LEADERS]]
            ),
            "chart_id": f"positions-{number}" if number else "positions",
        }
        for number, (division, story) in enumerate(
            season.kept_stories(provisional, (adjustment.rule() for adjustment in adjustments))
        )
    ]
    if len(divisions) > 1:  # who goes up and down as the tables stand, and why
        tables = [part["table"] for part in divisions]
        for part, zone in zip(divisions, zones(tables, season.league.moves), strict=True):
            names = {row.team: row.name for row in part["table"].rows}
            part["up"], part["down"] = [names[t] for t in zone.up], [names[t] for t in zone.down]
            part["notes"] = zone.notes
    fixtures = season.fixtures.in_league().with_cards()
    if len(divisions) > 1:  # each result and fixture says its division
        fixtures = fixtures.select_related("home__division")
    context = {
        "season": season,
        "house": house_title(season),
        "played_to": season_played_to(season),
        "divisions": divisions,
        "show_division": len(divisions) > 1,
        "provisional": provisional,
        "adjustments": adjustments,
        "cups": season.cups.select_related("winner"),  # each with its winner, at once
        "results": fixtures.played().order_by("-date", "-pk")[:LATEST],
        "upcoming": fixtures.to_come()[:LATEST],
        "embed": embed_snippet(request, season, sum(len(p["table"].rows) for p in divisions)),
    }
    if len(divisions) > 1:  # a division's own table too, for the pubs of one division
        for part in divisions:
            rows = len(part["table"].rows)
            part["embed"] = embed_snippet(request, season, rows, part["division"].pk)
    return render(request, "leagues/season.html", context)


def embed_snippet(request: HttpRequest, season: Season, teams: int, division=None) -> str:
    """The <iframe> another site copies to show the season's table (leagues/embed.py), or one
    division's, in the page's language, tall enough for its teams."""
    address = request.build_absolute_uri(reverse("leagues-embed-table", args=[season.slug]))
    query = urlencode({"lang": get_language(), **({"division": division} if division else {})})
    return format_html(
        '<iframe src="{}?{}" title="{}" width="100%" height="{}" style="border: 0"'
        ' loading="lazy"></iframe>',
        address,
        query,
        season,
        EMBED_HEIGHT + EMBED_ROW * teams,
    )


@require_safe
@shareable
def results(request: HttpRequest, slug: str) -> HttpResponse:
    """Every result of the season, a month at a time (the latest month first)."""
    season = season_or_404(slug)
    return _by_month(
        request, season, season.fixtures.in_league().played(), "results", newest_first=True
    )


@require_safe
@shareable
def fixtures(request: HttpRequest, slug: str) -> HttpResponse:
    """Every fixture still to play, a month at a time (the next month first)."""
    season = season_or_404(slug)
    return _by_month(
        request, season, season.fixtures.in_league().to_come(), "fixtures", newest_first=False
    )


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
def team(request: HttpRequest, slug: str, code: str) -> HttpResponse:
    """A team's season: its form, its positions night by night, its results and fixtures, and
    its other seasons. An anonymous visitor's page is made once per version of the league's
    seasons (it shows them all), so its cost does not grow with the season."""
    season = season_or_404(slug)
    shown = season.league_kept_key()
    return kept_page(request, shown, lambda: _team_page(request, season, code))


def _team_page(request: HttpRequest, season: Season, code: str) -> HttpResponse:
    team = get_object_or_404(season.teams.prefetch_related("players"), code=code)
    # The season's table, results and positions night by night are the season page's too:
    # kept by the season's version (the adjustments are read only when it is not), and not
    # read again for the league's history beside them.
    kept = season.kept_stories(False, season.adjustments.rules())
    stories = history.league_history(season.league, known={season.pk: kept})
    story = next(story for story in stories if story.season.pk == season.pk)
    division, table = story.table_of(code)
    nights = next(s.nights for d, s in kept if d == division)
    run = run_of_results(team.code, story.results, season.rules)
    outcomes = {result.fixture: result for result in run}
    # The latest results and the next fixtures, as on the season page (every one on request):
    # the same cost at any size of league. One more than is shown says whether there are more.
    # A team is of one season: its fixtures are found by its own two indexes (home, away),
    # not picked out of the season's (1,560 at 40 teams).
    theirs = Fixture.objects.in_league().with_cards().filter(Q(home=team) | Q(away=team))
    every = request.GET.get("fixtures") == "all"
    read = None if every else LATEST + 1
    played = list(theirs.played().order_by("-date", "-pk")[:read])
    to_come = list(theirs.to_come()[:read])
    more = not every and (len(played) > LATEST or len(to_come) > LATEST)
    shown = None if every else LATEST
    played, to_come = played[:shown][::-1], to_come[:shown]  # the results in the order played
    feed = request.build_absolute_uri(reverse("leagues-team-calendar", args=[season.slug, code]))
    context = {
        "season": season,
        "team": team,
        "form": [result.outcome for result in run][-FORM_LENGTH:],
        "chart": positions_chart(table, nights, [team.code]),
        "opponents": [row for row in table.rows if row.team != team.code],
        "seasons": [
            (s.season, row, s, s.table_of(code), s.moved.get(code))
            for s in stories
            if (row := s.row_of(code))
        ],
        # The cups the team (by its code, kept from season to season) won, by season.
        "cups_won": [
            {"season": s.season, "cups": won} for s in stories if (won := s.cups_won_by(code))
        ],
        "played": [(f, outcomes.get(f.pk)) for f in played],
        "to_come": to_come,
        "more": more,
        "webcal": "webcal://" + feed.split("://", 1)[1],  # calendars subscribe to this
    }
    return render(request, "leagues/team.html", context)


@require_safe
@shareable
def head_to_head_page(request: HttpRequest, slug: str, code: str, other: str) -> HttpResponse:
    """Two teams' meetings in every season of the league (a team keeps its code from season
    to season), with the record they add up to, as the first team saw them."""
    season = season_or_404(slug)
    team = get_object_or_404(season.teams, code=code)
    opponent = get_object_or_404(season.teams.exclude(code=code), code=other)
    fixtures = (
        Fixture.objects.between(season.league, code, other)
        .in_league()
        .with_cards()
        .select_related("season")
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
    season = season_or_404(slug)
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


@require_safe
@shareable
def leaderboard(request: HttpRequest, slug: str) -> HttpResponse:
    """The season's players, ranked by win percentage (or the column asked for), from the
    confirmed cards; those short of the season's minimum games are listed below."""
    season = season_or_404(slug)
    order = order_asked(request)
    ranked, short = leaderboard_of(season, order)
    context = {"season": season, "ranked": ranked, "short": short, "order": order}
    return render(request, "leagues/leaderboard.html", context)
