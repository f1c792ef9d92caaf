"""Nothing lost on the way to divisions (issue 35): a league filled through today's model
methods (two seasons, cards in every state, a walkover, adjustments, house rules), taken back
to before divisions and migrated forward again, keeps every table, card and history, and its
pages read the same. Each season comes back as one division holding all its teams. Runs on
PostgreSQL too (DATABASE_URL)."""

import datetime
import re

import pytest
from django.contrib.auth.models import User
from django.db import connection
from django.db.migrations.loader import MigrationLoader
from django.urls import reverse

from leagues.models import CardLine, Division, League, MatchCard, Season, history
from leagues.models._kept import forget_all
from tests.i18n_helpers import main_of
from tests.leagues.test_card_rows_migration import AFTER, migrate, rows

DIVISIONS = ("leagues", "0018_divisions35_divisions")
GAMES = [CardLine(15, 9), CardLine(15, 3), CardLine(14, 15), CardLine(15, 12)]
LOST = [CardLine(9, 15), CardLine(3, 15), CardLine(15, 14), CardLine(12, 15)]


def before_divisions() -> list[tuple[str, str]]:
    """The migrations the divisions' first one follows: the database as it was before it."""
    return list(MigrationLoader(connection).get_migration(*DIVISIONS).dependencies)


def played_season(secretary, captains, name: str, start: datetime.date) -> Season:
    """A season played through the site's methods: every card state and a walkover."""
    season = Season.start(secretary, "Old League", name)
    season.set_house_rules("trinidad", {}, 15)  # to 15, not Trinidad's own 14
    season.set_leaderboard_min(2)
    for (team, venue), captain in zip(
        (("Crown", "The Crown"), ("Swan", "The Swan"), ("Bull", ""), ("Duke", "The Crown")),
        captains,
        strict=True,
    ):
        season.add_team(team, venue, [], [f"{team} One", f"{team} Two"]).add_captain(captain)
    season.generate_fixtures(start, 2)
    fixtures = list(season.fixtures.select_related("home", "away").order_by("week", "pk"))
    captain_of = {team.pk: team.captains.get() for team in season.teams.all()}

    def sent(fixture, lines, **extra):
        return fixture.send_card(captain_of[fixture.home_id], lines, **extra)[1]

    assert sent(fixtures[0], GAMES).confirm(captain_of[fixtures[0].away_id]).changed
    assert sent(fixtures[1], LOST).dispute(captain_of[fixtures[1].away_id], "wrong").changed
    sent(fixtures[2], GAMES)  # awaiting the other captain
    corrected = sent(fixtures[3], GAMES)
    fixtures[3].send_card(secretary, LOST, replaces=corrected.version)  # supersedes it
    fixtures[4].send_card(secretary, [], walkover_to="away")
    fixtures[5].rearrange(start + datetime.timedelta(days=30), postponed=True)
    season.adjust("bull", -2, "late card")
    return season


def snapshot(client) -> dict:
    """Every table, card and history, and the league's pages as the secretary reads them."""
    forget_all()
    league = League.objects.get()
    seen = {"history": [], "cards": [], "pages": {}}
    for story in history.league_history(league):
        seen["history"].append(
            (story.season.name, rows(story.table), [r.name for r in story.leaders], story.finished)
        )
    for season in Season.objects.order_by("pk"):
        seen[season.name] = (
            rows(season.table()),
            rows(season.table(provisional=True)),
            [str(note) for note in season.table().notes],
            [rows(table) for _, table in season.tables()],
        )
        urls = [
            reverse("leagues-season", args=[season.slug]),
            reverse("leagues-season", args=[season.slug]) + "?provisional=1",
            reverse("leagues-team", args=[season.slug, "bull"]),
            reverse("leagues-manage", args=[season.slug]),
            reverse("leagues-history", args=[league.slug]),
        ]
        for url in urls:
            page = main_of(client.get(url).content.decode())
            seen["pages"][url] = re.sub(r'name="csrfmiddlewaretoken" value="[^"]*"', "", page)
    for card in MatchCard.objects.order_by("pk").select_related("fixture__home", "walkover_to"):
        seen["cards"].append(
            (
                str(card.fixture),
                card.version,
                card.status,
                card.sent_by,
                card.walkover_to and card.walkover_to.code,
                card.entered_by_id,
                card.confirmed_by_id,
                card.disputed_by_id,
                [line for line in card.lines()],
            )
        )
    return seen


@pytest.mark.django_db(transaction=True)
def test_every_season_becomes_one_division_with_nothing_lost(client):
    try:
        secretary = User.objects.create_user("sec")
        captains = [User.objects.create_user(name) for name in ("c1", "c2", "c3", "c4")]
        played_season(secretary, captains, "2025-26", datetime.date(2025, 9, 3))
        played_season(secretary, captains, "2026-27", datetime.date(2026, 9, 2))
        client.force_login(secretary)
        before = snapshot(client)
        states = {card[2] for card in before["cards"]}
        assert states == {"confirmed", "disputed", "submitted", "superseded"}

        old = migrate(before_divisions())
        assert "division" not in {f.name for f in old.get_model("leagues", "Team")._meta.fields}
        migrate(AFTER)

        for season in Season.objects.all():
            division = Division.objects.get(season=season)
            assert (division.shown_name, division.order) == ("Premier", 1)
            assert set(season.teams.values_list("division", flat=True)) == {division.pk}
        after = snapshot(client)
        assert after == before
    finally:
        migrate(AFTER)
