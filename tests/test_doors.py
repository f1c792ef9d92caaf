"""Doors that refuse (kernel/doors.py, leagues/doors.py): every model of the league and the
scorer is either written only through its aggregate's door or says in leagues/doors.py why
it needs none; each guarded model refuses every kind of write outside its door, at once and
with nothing written, and takes the same writes inside it. The models are read from the app
registry, so a new model that forgets its door fails here."""

import uuid

import pytest
from django.apps import apps

from kernel.doors import DoorClosed, Guarded, guarded_models, opened
from leagues.doors import (
    BELOW_THE_MODELS,
    MODELS_WITHOUT_A_DOOR,
    NEW_WITHOUT_A_DOOR,
    WITHOUT_A_DOOR,
)
from leagues.models import (
    Adjustment,
    CardGame,
    Cup,
    CupRound,
    Division,
    Fixture,
    FixtureGame,
    FixtureMove,
    League,
    MatchCard,
    Player,
    PlayerRequest,
    Season,
    Team,
    Venue,
)
from scoring.models import AuditEntry, Game, Hand
from tests.doors import WRITES, attempt, new_season, stored
from tests.scoring_helpers import new_game

HAND = {"dealer": "A", "turned": ["4"], "high": "A", "low": "B", "game": "A"}
APPS = ("leagues", "scoring")
MODELS = [model for app in APPS for model in apps.get_app_config(app).get_models()]
GUARDED = guarded_models(MODELS)


def is_new_without_a_door(model, write: str) -> bool:
    return write in ("create", "bulk_create") and model._meta.label in NEW_WITHOUT_A_DOOR


def test_every_model_has_a_door_or_says_why_not():
    unsaid = [
        model._meta.label
        for model in MODELS
        if not issubclass(model, Guarded) and model._meta.label not in MODELS_WITHOUT_A_DOOR
    ]
    assert unsaid == []
    assert all(
        why
        for why in [
            *MODELS_WITHOUT_A_DOOR.values(),
            *BELOW_THE_MODELS.values(),
            *NEW_WITHOUT_A_DOOR.values(),
        ]
    )
    assert all(why for _, why in WITHOUT_A_DOOR.values())


class World:
    """One row of every guarded model, in season A of a league with a season B, and a game
    with a hand and its audit entry; `fresh(model)` a new row of each, not saved."""

    def __init__(self):
        self.season = new_season("Doors League", name="A")
        self.other = new_season(self.season.league, name="B")
        self.game = new_game()
        self.game.add_hand(HAND, uuid.uuid4())
        with self.season.changing() as season:
            self.venue = Venue.objects.create(name="The Swan")
            self.division = Division.objects.first_of(season.pk)
            home, away = (
                Team.objects.create(season=season, code=code, name=code, division=self.division)
                for code in ("home", "away")
            )
            self.team = home
            self.player = Player.objects.create(team=home, name="Pat")
            self.fixture = Fixture.objects.create(season=season, home=home, away=away)
            self.card = MatchCard.objects.create(fixture=self.fixture, version=1)
            cup = Cup.objects.create(season=season, name="Cup")
            self.rows = {
                League: season.league,
                Season: season,
                Venue: self.venue,
                Division: self.division,
                Team: home,
                Player: self.player,
                PlayerRequest: PlayerRequest.objects.create(team=home, name="Sam"),
                Fixture: self.fixture,
                MatchCard: self.card,
                CardGame: CardGame.objects.create(
                    card=self.card, number=1, home_score=15, away_score=3
                ),
                Adjustment: Adjustment.objects.create(season=season, team=home, points=1),
                FixtureGame: FixtureGame.objects.create(
                    fixture=self.fixture, number=1, game=new_game()
                ),
                Cup: cup,
                CupRound: CupRound.objects.create(cup=cup, number=1, seed=1),
                FixtureMove: FixtureMove.objects.create(
                    fixture=self.fixture, side="home", dates=["2026-10-01"], state="moved"
                ),
                Hand: self.game.hands.get(),
                AuditEntry: self.game.audit.get(),
            }

    def fresh(self, model):
        season, team = self.season, self.team
        return {
            League: lambda: League(name="New League"),
            Season: lambda: Season(league=season.league, name="C", slug="c"),
            Venue: lambda: Venue(name="The Crown"),
            Division: lambda: Division(season=season, name="Second", order=2),
            Team: lambda: Team(season=season, code="new", name="New", division=self.division),
            Player: lambda: Player(team=team, name="Lou"),
            PlayerRequest: lambda: PlayerRequest(team=team, name="Lou"),
            Fixture: lambda: Fixture(season=season, home=team, away=team),
            MatchCard: lambda: MatchCard(fixture=self.fixture, version=2),
            CardGame: lambda: CardGame(card=self.card, number=2, home_score=1, away_score=15),
            Adjustment: lambda: Adjustment(season=season, team=team, points=-1),
            FixtureGame: lambda: FixtureGame(fixture=self.fixture, number=2, game=new_game()),
            Cup: lambda: Cup(season=season, name="Plate"),
            CupRound: lambda: CupRound(cup=self.rows[Cup], number=2, seed=2),
            FixtureMove: lambda: FixtureMove(fixture=self.fixture, side="away", dates=[]),
            Hand: lambda: Hand(game=self.game, position=2, data={}, client_id=uuid.uuid4()),
            AuditEntry: lambda: AuditEntry(game=self.game, action="add"),
        }[model]()

    def door(self, model, write):
        """The door a write of `model` goes through on the site."""
        if model in (Hand, AuditEntry):
            return opened(("game", self.game.pk))
        if model is League:
            return self.season.league.changing()
        return self.season.changing()


@pytest.mark.parametrize("write", ["create", "bulk_create"])
@pytest.mark.parametrize("model", [League, Season], ids=lambda model: model.__name__)
def test_a_new_season_or_league_needs_no_door(db, model, write):
    """leagues/doors.py, NEW_WITHOUT_A_DOOR: what is being made has no door yet; once made,
    its fields change only through its door (the walk above)."""
    assert attempt(World(), model, write) == 1


@pytest.mark.parametrize(
    ("model", "write"),
    [
        pytest.param(model, write, id=f"{model.__name__}-{write}")
        for model in GUARDED
        for write in WRITES
        if not is_new_without_a_door(model, write)  # (test_a_new_season_or_league_...)
    ],
)
def test_a_write_outside_its_door_is_refused_at_once(db, model, write):
    world = World()
    before = stored(model)
    with pytest.raises(DoorClosed) as refused:
        attempt(world, model, write)
    assert refused.value.model is model
    assert model._meta.label in str(refused.value)
    assert stored(model) == before  # nothing written, nothing deleted


@pytest.mark.parametrize("write", WRITES)
@pytest.mark.parametrize("model", GUARDED, ids=lambda model: model.__name__)
def test_the_same_write_inside_its_door_goes_through(db, model, write):
    world = World()
    with world.door(model, write):
        assert attempt(world, model, write) >= 1


def test_another_seasons_door_does_not_open_this_one(db):
    world = World()
    with world.other.changing(), pytest.raises(DoorClosed, match="season"):
        Team.objects.filter(season=world.season).update(name="moved")
    with world.other.changing(), pytest.raises(DoorClosed):
        Adjustment.objects.create(season=world.season, team=world.team, points=3)


def test_a_door_shuts_again_on_the_way_out_an_exception_included(db):
    world = World()
    with pytest.raises(ZeroDivisionError), world.season.changing():
        raise ZeroDivisionError
    with pytest.raises(DoorClosed):
        world.player.save()
    assert Game.objects.filter(pk=world.game.pk).exists()  # a game needs no door


@pytest.mark.parametrize("write", ["update", "queryset delete", "bulk_create", "bulk_update"])
@pytest.mark.parametrize("model", GUARDED, ids=lambda model: model.__name__)
def test_a_write_matching_no_rows_outside_every_door_is_refused(db, model, write):
    """On an empty table, or a filter that matches nothing, the write is still made outside
    the door: refused as it would be with rows; inside a door of its kind it does nothing."""
    if is_new_without_a_door(model, write):
        return
    field = next(f.name for f in model._meta.concrete_fields if not f.primary_key)

    def empty_write():
        match write:
            case "update":
                return model.objects.filter(pk__in=[]).update(**{field: None})
            case "queryset delete":
                return model.objects.filter(pk__in=[]).delete()[0]
            case "bulk_create":
                return len(model.objects.bulk_create([]))
            case "bulk_update":
                return model.objects.bulk_update([], [field])

    with pytest.raises(DoorClosed):
        empty_write()
    kind = model.door_kind
    with opened((kind, 1)):
        assert not empty_write()
