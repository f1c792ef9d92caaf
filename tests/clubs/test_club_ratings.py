"""A club's players are persons and its tables' results are rated (issue 52, clubs/models/
rated.py): every player made (registered, a walk-in, given an account) is a person, a table's
result is recorded once it stands (its game won on the phone, or typed), a version typed over
it corrects it, and the clubs say where a person plays and who may merge them."""

import datetime
import uuid
from io import StringIO

import pytest
from django.core.management import call_command
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.utils import timezone

from clubs.models import Club, ClubPlayer, ClubTable, Round
from clubs.models.rated import rated_when
from clubs.models.results import type_result
from clubs.places import ClubPlaces
from people.models import Person, PersonRating, RatedResult
from tests.clubs.nights import a_club, a_night, a_table, people, win_for_side_a

pytestmark = pytest.mark.django_db

A_HAND = {"dealer": "A", "turned": ["4"], "beg": "stand", "jack": None, "high": "A", "low": "B"}
A_HAND |= {"game": {"A": 30, "B": 20}}  # 2 points to 1: short of a game to 7


@pytest.fixture
def night():
    users = people()
    return a_night(a_club(users["organiser"])), users


def persons_of(table: ClubTable) -> list[list[int]]:
    by_key = {str(p.pk): p.person_id for p in ClubPlayer.objects.all()}
    return [[by_key[key] for key in side] for side in table.sides]


def test_every_player_made_is_a_person_and_an_account_is_its_one_person(night):
    night, users = night
    club, organiser = night.club, users["organiser"]
    registered, _ = club.add_player(organiser, "Zed")
    walk_in = night.add_walk_in(organiser, "Yan").player
    assert registered.person.name == "Zed" and walk_in.person.name == "Yan"
    assert registered.person != walk_in.person
    assert night.add_walk_in(organiser, "zed").player.person == registered.person
    with club.changing():
        registered.user = users["stranger"]
        registered.save()
    assert registered.person.user == users["stranger"]
    with club.changing():
        walk_in.user = users["stranger"]
        walk_in.save()
    assert walk_in.person == registered.person  # the account's one person, merged into it
    assert Person.objects.get(name="Yan").surviving() == registered.person
    with club.changing():
        walk_in.user = organiser  # put right: the organiser's, not the stranger's
        walk_in.save()
    assert walk_in.person.user == organiser
    assert registered.person.user == users["stranger"]  # the stranger keeps their person


@pytest.fixture
def won_on_its_phone(night, django_capture_on_commit_callbacks) -> ClubTable:
    """A table whose game side A won on its phone, every callback of its commit run."""
    night, users = night
    table = a_table(night, users["organiser"])
    with django_capture_on_commit_callbacks(execute=True):
        win_for_side_a(table.game)
    return table


def test_a_table_won_on_its_phone_is_rated_once_its_game_is_won(won_on_its_phone):
    table = won_on_its_phone
    rated = RatedResult.objects.get(source=f"club:table:{table.pk}")
    expected = [[str(person) for person in side] for side in persons_of(table)]
    assert (rated.sides, rated.points, rated.winner) == (expected, [2, 1], 0)
    assert rated.when == rated_when(table.round)
    winner = PersonRating.objects.get(person_id=int(expected[0][0]))
    assert winner.games == 1 and winner.mu > 25


def test_a_hand_that_does_not_finish_the_game_rates_nothing(django_capture_on_commit_callbacks):
    users = people()
    night = a_night(a_club(users["organiser"], options={"target": 7}))
    table = a_table(night, users["organiser"])
    with django_capture_on_commit_callbacks(execute=True) as told:
        added = table.game.add_hand(A_HAND, uuid.uuid4())
    assert added.changed and not table.game.result().finished
    assert len(told) == 1  # the game's score kept, and nobody told of a result
    assert not RatedResult.objects.exists()


def test_a_typed_result_is_rated_and_a_new_version_corrects_it(night):
    night, users = night
    organiser = users["organiser"]
    table = a_table(night, organiser)
    type_result(table, organiser, [5, 9], 1, replaces=0)
    source = f"club:table:{table.pk}"
    assert RatedResult.objects.get(source=source).winner == 1
    loser = str(persons_of(table)[0][0])
    assert PersonRating.objects.get(person_id=int(loser)).mu < 25
    type_result(table, organiser, [9, 5], 0, replaces=1)
    rated = RatedResult.objects.get(source=source)
    assert (rated.points, rated.winner) == ([9, 5], 0)
    assert PersonRating.objects.get(person_id=int(loser)).mu > 25
    assert RatedResult.objects.count() == 1


def test_a_round_drawn_on_the_night_counts_when_drawn_and_one_typed_later_from_its_date(night):
    night, users = night
    drawn = a_table(night, users["organiser"], round_number=3).round
    night_starts = timezone.make_aware(datetime.datetime.combine(night.date, datetime.time.min))
    assert rated_when(drawn) == night_starts + datetime.timedelta(minutes=3)  # typed in later
    with night.club.changing():
        Round.objects.filter(pk=drawn.pk).update(
            drawn_at=night_starts + datetime.timedelta(hours=25)
        )
    drawn.refresh_from_db()
    assert rated_when(drawn) == drawn.drawn_at  # drawn on the night, past midnight


def test_a_club_says_where_its_players_play_and_whom_its_organiser_may_merge(night):
    night, users = night
    person = night.club.players.get(name="Ann").person_id
    other = a_club(users["other_organiser"], slug="the-anchor")
    with other.changing():
        stranger = ClubPlayer.objects.create(club=other, name="Ann")
    places = ClubPlaces().played_at({person})
    assert [(p.kind, p.name, p.url) for p in places] == [("club", "The-Crown", "/clubs/the-crown/")]
    assert ClubPlaces().managed_by(users["organiser"], {person, stranger.person_id}) == {person}
    assert ClubPlaces().managed_by(users["stranger"], {person}) == set()


def test_the_migration_gives_each_earlier_player_a_person_by_the_rule(night):
    night, users = night
    migration = __import__(
        "clubs.migrations.0003_club_players_persons", fromlist=["give_each_player_a_person"]
    )
    state = MigrationExecutor(connection).loader.project_state(
        ("clubs", "0003_club_players_persons")
    )
    apps = state.apps
    Old = apps.get_model("clubs", "ClubPlayer")
    club = Club.objects.get()
    ana = users["stranger"]
    account = Person.objects.of_account(ana, "Ana")
    made = [
        Old.objects.create(club_id=club.pk, name=name, user_id=user)
        for name, user in [("Old one", None), ("Ana", ana.pk), ("Other", users["organiser"].pk)]
    ]
    Old.objects.filter(pk__in=[p.pk for p in made]).update(person=None)
    migration.give_each_player_a_person(apps, None)
    old_one, ana_player, other = (ClubPlayer.objects.get(pk=p.pk) for p in made)
    assert old_one.person.name == "Old one" and old_one.person.user is None
    assert ana_player.person == account
    assert other.person.user == users["organiser"]


def test_a_won_game_whose_last_hand_is_deleted_is_withdrawn(
    won_on_its_phone, django_capture_on_commit_callbacks
):
    table = won_on_its_phone
    assert RatedResult.objects.filter(source=f"club:table:{table.pk}").exists()
    hand = table.game.hands.get()
    with django_capture_on_commit_callbacks(execute=True):
        table.game.delete_hand(hand.client_id)
    assert not RatedResult.objects.exists() and not PersonRating.objects.exists()


def test_the_command_rates_tables_played_before_and_changes_nothing_twice(night):
    night, users = night
    table = a_table(night, users["organiser"])
    win_for_side_a(table.game)  # no callback run: as a table played before the upgrade
    assert not RatedResult.objects.exists()
    said = StringIO()
    call_command("rate_club_tables", stdout=said)
    assert RatedResult.objects.filter(source=f"club:table:{table.pk}").exists()
    assert "rated or corrected: 1." in said.getvalue()
    call_command("rate_club_tables", stdout=said)
    assert "rated or corrected: 0." in said.getvalue()
