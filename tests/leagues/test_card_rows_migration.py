"""Migrations 0005-0007 on a populated database: every card's lists become rows with nothing
lost, who sent each card is worked out, the table is what it was, and each fixture is left
with at most one confirmed card (the newest)."""

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor

from leagues.models import MatchCard, Season
from leagues.models.league import rules_of
from leagues.rules import MatchResult, standings
from leagues.rules.table import ROW_COLUMNS

BEFORE = [("leagues", "0004_match_time")]
AFTER = "latest"  # 0007_drop_card_lists and every later migration: the models of today


def _targets(targets):
    if targets != AFTER:
        return targets
    leaves = MigrationExecutor(connection).loader.graph.leaf_nodes()
    return [leaf for leaf in leaves if leaf[0] == "leagues"]


def migrate(targets):
    """Leagues' migrations to the target; the models as they were then (other apps' latest)."""
    targets = _targets(targets)
    executor = MigrationExecutor(connection)
    executor.migrate(targets)
    graph = executor.loader.graph
    others = [leaf for leaf in graph.leaf_nodes() if leaf[0] != "leagues"]
    return executor.loader.project_state(targets + others).apps


def populate(apps) -> dict:
    """A season as the lists held it: corrections, a walkover, a linked phone game (and one
    deleted since), a player deleted since, and the damage a raced confirm could leave."""
    User = apps.get_model("auth", "User")
    Game = apps.get_model("scoring", "Game")
    League, Season, Team = (apps.get_model("leagues", m) for m in ("League", "Season", "Team"))
    Player, Fixture = apps.get_model("leagues", "Player"), apps.get_model("leagues", "Fixture")
    MatchCard = apps.get_model("leagues", "MatchCard")
    people = {name: User.objects.create(username=name) for name in ("sec", "home", "away")}
    league = League.objects.create(name="Old league", secretary=people["sec"])
    season = Season.objects.create(league=league, name="2025-26", slug="old-league-2025-26")
    teams = [Team.objects.create(season=season, code=c, name=c.title()) for c in "abcd"]
    teams[0].captains.add(people["home"])
    teams[1].captains.add(people["away"])
    players = [Player.objects.create(team=teams[0], name=n) for n in ("Ann", "Bob", "Cy")]
    players += [Player.objects.create(team=teams[1], name=n) for n in ("Cal", "Dee")]
    gone = Player.objects.create(team=teams[0], name="Gone")
    game = Game.objects.create(game="allfours", variant="heckmondwike", sides=[])
    games = [[15, 9], [15, 3], [14, 15], [15, 12]]
    ids = [p.pk for p in players]

    def fixture(home, away):
        return Fixture.objects.create(season=season, home=teams[home], away=teams[away])

    def card(fixture, version, status, **fields):
        return MatchCard.objects.create(fixture=fixture, version=version, status=status, **fields)

    corrected = fixture(0, 1)
    card(corrected, 1, "superseded", games=games, entered_by=people["home"])
    card(
        corrected,
        2,
        "confirmed",
        games=[[15, 9], [15, 5], [14, 15], [15, 12]],
        pairs=[["Ann & Bob", "Cal & Dee"], ["Cy & Gone", ""]],  # shorter than the games
        lineup=[[[ids[0], ids[1]], [ids[3], ids[4]]], [[ids[2], gone.pk], []]],
        scored_games=[game.public_id, "deleted-game"],
        entered_by=people["home"],
        confirmed_by=people["away"],
    )
    gone.delete()
    card(fixture(1, 0), 1, "confirmed", walkover_to=teams[1], entered_by=people["sec"],
         confirmed_by=people["sec"])  # fmt: skip
    doubled = fixture(2, 3)  # a confirm that raced a secretary's correction: two confirmed
    card(doubled, 1, "confirmed", games=games)
    card(doubled, 2, "confirmed", games=[[15, 0]] * 4)
    behind = fixture(3, 2)  # a confirm that raced a captain's correction
    card(behind, 1, "confirmed", games=games, entered_by=people["away"])
    card(behind, 2, "submitted", games=[[0, 15]] * 4, entered_by=people["away"])
    waiting = fixture(1, 2)  # the importer left a submitted card live under a confirmed one
    card(waiting, 1, "submitted", games=games, entered_by=people["away"])
    card(waiting, 2, "confirmed", games=[[9, 15]] * 4)
    return {"season": season.pk, "game": game.pk, "players": ids}


def table_from_lists(apps, season_pk):
    """The table as the old code computed it: the newest confirmed version of each fixture."""
    Season = apps.get_model("leagues", "Season")
    MatchCard = apps.get_model("leagues", "MatchCard")
    season = Season.objects.get(pk=season_pk)
    counting = {}
    for card in MatchCard.objects.filter(fixture__season=season, status="confirmed").order_by(
        "version"
    ):
        walkover = card.walkover_to.code if card.walkover_to_id else None
        games = tuple(map(tuple, card.games))
        counting[card.fixture_id] = MatchResult(
            card.fixture.home.code, card.fixture.away.code, games, walkover_to=walkover
        )
    teams = dict(season.teams.values_list("code", "name"))
    return standings(teams, list(counting.values()), rules_of(season), [])


def rows(table):
    return [[getattr(row, column) for column in ROW_COLUMNS] for row in table.rows]


@pytest.mark.django_db(transaction=True)
def test_cards_become_rows_with_nothing_lost():
    try:
        made = populate(migrate(BEFORE))
        table_before = rows(table_from_lists(migrate(BEFORE), made["season"]))
        migrate(AFTER)
        season = Season.objects.get(pk=made["season"])
        assert rows(season.table()) == table_before

        cards = {
            (str(card.fixture), card.version): card
            for card in MatchCard.objects.filter(fixture__season=season)
        }
        corrected = cards[("A v B", 2)]
        ann, bob, _cy, cal, dee = made["players"]
        first, second, *rest = corrected.games.all()
        assert (first.home_score, first.away_score, first.home_pair, first.away_pair) == (
            15,
            9,
            "Ann & Bob",
            "Cal & Dee",
        )
        assert [first.home_player_1_id, first.home_player_2_id] == [ann, bob]
        assert [first.away_player_1_id, first.away_player_2_id] == [cal, dee]
        assert first.game_id == made["game"]
        # A pair with a player deleted since is no pair of players; its names stay written.
        assert (second.home_pair, second.home_player_1_id, second.game_id) == (
            "Cy & Gone",
            None,
            None,
        )
        assert [(g.number, g.home_score, g.away_score, g.home_pair) for g in rest] == [
            (3, 14, 15, ""),
            (4, 15, 12, ""),
        ]
        assert corrected.sent_by == "home" and cards[("A v B", 1)].sent_by == "home"
        walkover = cards[("B v A", 1)]
        assert walkover.sent_by == "league" and not walkover.games.exists()
        assert walkover.walkover_to.code == "b"
        # Two confirmed versions: the newer counts (as it did), the older stops standing.
        assert [cards[("C v D", v)].status for v in (1, 2)] == ["superseded", "confirmed"]
        # Behind a newer card, the confirmed one keeps counting until that one is confirmed.
        assert [cards[("D v C", v)].status for v in (1, 2)] == ["confirmed", "submitted"]
        assert [cards[("B v C", v)].status for v in (1, 2)] == ["superseded", "confirmed"]
        assert cards[("B v C", 1)].sent_by == "home"  # B's captain sent it: B is at home
    finally:
        migrate(AFTER)


@pytest.mark.django_db(transaction=True)
def test_the_rows_go_back_to_lists():
    try:
        made = populate(migrate(BEFORE))
        migrate(AFTER)
        old = migrate([("leagues", "0005_card_rows")])
        card = old.get_model("leagues", "MatchCard").objects.get(fixture__home__code="a", version=2)
        Game = old.get_model("scoring", "Game")
        assert card.old_games == [[15, 9], [15, 5], [14, 15], [15, 12]]
        assert card.lineup[0] == [made["players"][:2], made["players"][3:]]
        assert card.scored_games[0] == Game.objects.get(pk=made["game"]).public_id
    finally:
        migrate(AFTER)
