"""Leagues of a chosen size, for the tests that pin a page's queries at two sizes."""

import datetime

from django.contrib.auth.models import User

from leagues.models import (
    CardGame,
    CardLine,
    Cup,
    Fixture,
    MatchCard,
    Player,
    Season,
    Team,
    Venue,
)
from leagues.rules import double_round_robin
from tests.doors import new_season


def league_of(teams: int, slug: str = "sized") -> Season:
    """A season of `teams` teams (two players each, a pub each), a double round robin, and a
    confirmed card for every fixture of the first half."""
    season = new_season(f"League {slug}", name="2026-27", slug=slug)
    with season.changing():
        made = {}
        for n in range(teams):
            team = Team.objects.create(
                season=season,
                code=f"t{n}",
                name=f"Team {n}",
                venue=Venue.objects.create(name=f"Pub {slug} {n}"),
            )
            made[team.code] = team
            Player.objects.bulk_create(Player(team=team, name=f"P{n}{x}") for x in "ab")
        schedule = double_round_robin(list(made), {}, datetime.date(2026, 9, 3), 3)
        Fixture.objects.bulk_create(
            Fixture(season=season, week=f.week, date=f.date, home=made[f.home], away=made[f.away])
            for f in schedule
        )
        entered = User.objects.create_user(f"sec-{slug}")
        fixtures = list(season.fixtures.order_by("week", "pk"))
        first_half = fixtures[: len(fixtures) // 2]
        players = {
            team.pk: list(team.players.values_list("pk", flat=True)) for team in made.values()
        }
        cards = MatchCard.objects.bulk_create(
            MatchCard(
                fixture=fixture, version=1, status=MatchCard.Status.CONFIRMED, entered_by=entered
            )
            for fixture in first_half
        )
        CardGame.objects.bulk_create(
            CardGame(
                card=card,
                number=n,
                home_score=home,
                away_score=away,
                home_pair="a",
                away_pair="b",
                home_player_1_id=players[card.fixture.home_id][0],
                home_player_2_id=players[card.fixture.home_id][1],
                away_player_1_id=players[card.fixture.away_id][0],
                away_player_2_id=players[card.fixture.away_id][1],
            )
            for card in cards
            for n, (home, away) in enumerate([(15, 9), (15, 3), (14, 15), (15, 12)], start=1)
        )
        # A walkover and an adjustment per team, so those paths are counted too.
        walkover = fixtures[len(fixtures) // 2]
        MatchCard.objects.create(
            fixture=walkover,
            version=1,
            walkover_to=walkover.home,
            status=MatchCard.Status.CONFIRMED,
            entered_by=entered,
        )
        for team in made.values():
            season.adjustments.create(team=team, points=-1, reason="late card")
    return season


def with_seasons_and_cups(season: Season, seasons: int, cups: int) -> Season:
    """`seasons` seasons of the league before this one, each with this one's teams (by code),
    and `cups` cups in every season, this one too: the first still to be won, each other won
    by a team of its own (t1, t2 …; the winner stored as the cup's bracket settles it)."""
    league = season.league
    teams = list(season.teams.order_by("code").values_list("code", "name"))
    every = [season]
    for n in range(seasons):
        earlier = new_season(league, name=f"20{20 + n}", slug=f"{season.slug}-{n}")
        with earlier.changing():
            Season.objects.filter(pk=earlier.pk).update(
                created=season.created - datetime.timedelta(days=365 * (seasons - n))
            )
            for code, name in teams:
                Team.objects.create(season=earlier, code=code, name=name)
        every.append(earlier)
    for each in every:
        won = {team.code: team for team in each.teams.all()}
        with each.changing():
            Cup.objects.bulk_create(
                Cup(season=each, name=f"Cup {k}", winner=won[f"t{k}"] if k else None)
                for k in range(cups)
            )
    return season


def sent_by_home_captain(fixture: Fixture, scores) -> MatchCard:
    """A card as the home captain sends it (awaiting the away captain), through the model."""
    captain = User.objects.create_user(f"home-captain-{fixture.pk}")
    fixture.home.captains.add(captain)
    outcome, card = fixture.send_card(captain, [CardLine(home, away) for home, away in scores])
    assert outcome.changed
    return card
