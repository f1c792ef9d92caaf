"""The ratings' door (people/doors.py): every people model is written only inside the rating
book's door, at once refused with nothing written outside it, as a club's and a season's rows
are (tests/clubs/test_club_doors.py, tests/test_doors.py)."""

import pytest
from django.apps import apps

from kernel.doors import DoorClosed, guarded_models, opened
from people.doors import BELOW_THE_MODELS, NEW_WITHOUT_A_DOOR
from people.models import Alias, Person, PersonRating, RatedResult, RatingBook, Seat
from people.models.book import THE_BOOK
from tests.doors import WRITES, attempt, refused_at_once, writes_outside_the_door
from tests.people.results import START

MODELS = list(apps.get_app_config("people").get_models())
GUARDED = guarded_models(MODELS)


def test_every_people_model_has_its_door():
    assert sorted(model.__name__ for model in GUARDED) == sorted(m.__name__ for m in MODELS)
    assert all(why for why in [*NEW_WITHOUT_A_DOOR.values(), *BELOW_THE_MODELS.values()])


class World:
    """One row of every people model; `fresh(model)` a new one, not saved."""

    def __init__(self):
        self.ann, self.bo, self.cy = (Person.objects.create(name=n) for n in ("Ann", "Bo", "Cy"))
        with RatingBook.objects.opened() as book:
            result = RatedResult.objects.create(
                source="game:1", when=START, sides=[["1"], ["2"]], points=[11, 5], winner=0
            )
            self.book, self.result = book, result
            self.rows = {
                RatingBook: book,
                Person: Person.objects.create(name="Eve"),  # in no result: deletable
                RatedResult: result,
                Seat: Seat.objects.create(result=result, person=self.ann, side=0),
                PersonRating: PersonRating.objects.create(
                    person=self.ann, mu=25, sigma=8, games=1, last_when=START, last_source="g"
                ),
                Alias: Alias.objects.create(merged=self.cy, into=self.bo),
            }

    def fresh(self, model):
        return {
            RatingBook: lambda: RatingBook(
                pk=THE_BOOK + 1
            ),  # (pk given: PostgreSQL's sequence never counted the book's)
            Person: lambda: Person(name="Dee"),
            RatedResult: lambda: RatedResult(
                source="game:2", when=START, sides=[["2"], ["1"]], points=[5, 11], winner=1
            ),
            Seat: lambda: Seat(result=self.result, person=self.bo, side=1),
            PersonRating: lambda: PersonRating(
                person=self.bo, mu=25, sigma=8, games=1, last_when=START, last_source="g"
            ),
            Alias: lambda: Alias(merged=self.bo, into=self.ann),
        }[model]()


@pytest.mark.parametrize(("model", "write"), writes_outside_the_door(GUARDED, NEW_WITHOUT_A_DOOR))
def test_a_write_outside_the_ratings_door_is_refused_at_once(db, model, write):
    refused_at_once(World(), model, write)


@pytest.mark.parametrize("write", WRITES)
@pytest.mark.parametrize("model", GUARDED, ids=lambda model: model.__name__)
def test_the_same_write_inside_the_ratings_door_goes_through(db, model, write):
    world = World()
    with RatingBook.objects.opened():
        assert attempt(world, model, write) >= 1


def test_another_kind_of_door_does_not_open_the_ratings(db):
    world = World()
    with opened(("season", world.book.pk)), pytest.raises(DoorClosed, match="ratings"):
        world.ann.save()


def test_the_door_counts_the_books_version_once_a_change(db):
    world = World()
    before = RatingBook.objects.get().version
    with RatingBook.objects.opened():
        Person.objects.filter(pk=world.ann.pk).update(name="Anna")
    assert RatingBook.objects.get().version == before + 1
