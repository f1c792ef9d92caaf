"""The club's door (clubs/doors.py): every model of the club app is written only inside its
club's door (Club.changing), at once refused with nothing written outside it, as a season's
rows are (tests/test_doors.py walks the league's and the scorer's)."""

import datetime

import pytest
from django.apps import apps

from clubs.doors import NEW_WITHOUT_A_DOOR
from clubs.models import (
    Attendance,
    Club,
    ClubPlayer,
    ClubTable,
    Night,
    Pair,
    Round,
    TableResult,
)
from kernel.doors import DoorClosed, guarded_models, opened
from tests.doors import WRITES, attempt, stored

MODELS = list(apps.get_app_config("clubs").get_models())
GUARDED = guarded_models(MODELS)
NIGHT = datetime.date(2026, 11, 26)


def test_every_club_model_has_its_door():
    assert sorted(model.__name__ for model in GUARDED) == sorted(m.__name__ for m in MODELS)
    assert all(why for why in NEW_WITHOUT_A_DOOR.values())


class World:
    """One row of every club model, in club A beside a club B."""

    def __init__(self):
        self.club = Club.objects.create(name="A", slug="a", variant="bela:klaverjas")
        self.other = Club.objects.create(name="B", slug="b", variant="bela:klaverjas")
        with self.club.changing() as club:
            ann, bo = (ClubPlayer.objects.create(club=club, name=name) for name in ("Ann", "Bo"))
            self.ann, self.bo = ann, bo
            night = Night.objects.create(club=club, date=NIGHT, format="individual")
            self.night = night
            first = Round.objects.create(night=night, number=1)
            table = ClubTable.objects.create(round=first, number=1, sides=[["1"], ["2"]])
            self.rows = {
                Club: club,
                ClubPlayer: ann,
                Night: night,
                Attendance: Attendance.objects.create(night=night, player=ann),
                Pair: Pair.objects.create(night=night, number=1, first=ann, second=bo),
                Round: first,
                ClubTable: table,
                TableResult: TableResult.objects.create(table=table, version=1, points=[1, 0]),
            }

    def fresh(self, model):
        rows = self.rows
        return {
            Club: lambda: Club(name="C", slug="c", variant="bela:klaverjas"),
            ClubPlayer: lambda: ClubPlayer(club=self.club, name="Cy"),
            Night: lambda: Night(club=self.club, date=NIGHT, format="swiss"),
            Attendance: lambda: Attendance(night=self.night, player=self.bo),
            Pair: lambda: Pair(night=self.night, number=2, first=self.bo, second=self.ann),
            Round: lambda: Round(night=self.night, number=2),
            ClubTable: lambda: ClubTable(round=rows[Round], number=2, sides=[["2"], ["1"]]),
            TableResult: lambda: TableResult(table=rows[ClubTable], version=2, points=[0, 1]),
        }[model]()


def is_new_without_a_door(model, write: str) -> bool:
    return write in ("create", "bulk_create") and model._meta.label in NEW_WITHOUT_A_DOOR


@pytest.mark.parametrize(
    ("model", "write"),
    [
        pytest.param(model, write, id=f"{model.__name__}-{write}")
        for model in GUARDED
        for write in WRITES
        if not is_new_without_a_door(model, write)
    ],
)
def test_a_write_outside_the_clubs_door_is_refused_at_once(db, model, write):
    world = World()
    before = stored(model)
    with pytest.raises(DoorClosed) as refused:
        attempt(world, model, write)
    assert refused.value.model is model
    assert stored(model) == before


@pytest.mark.parametrize("write", WRITES)
@pytest.mark.parametrize("model", GUARDED, ids=lambda model: model.__name__)
def test_the_same_write_inside_the_clubs_door_goes_through(db, model, write):
    world = World()
    with world.club.changing():
        assert attempt(world, model, write) >= 1


def test_another_clubs_door_does_not_open_this_one(db):
    world = World()
    with world.other.changing(), pytest.raises(DoorClosed, match="club"):
        ClubPlayer.objects.filter(club=world.club).update(name="moved")
    with opened(("season", world.club.pk)), pytest.raises(DoorClosed):
        world.ann.save()  # a season's door of the same number is not the club's


def test_the_door_counts_the_clubs_version_once_a_change(db):
    world = World()
    before = Club.objects.get(pk=world.club.pk).version
    with world.club.changing() as club:
        ClubPlayer.objects.create(club=club, name="Dee")
    assert Club.objects.get(pk=world.club.pk).version == before + 1
