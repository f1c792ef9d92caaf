"""A table's result, read and never copied: its newest typed version, else its game's once the
engine says it is won, else none; a typed result is a new version, kept once however often its
form is sent, and a correction sent over a version already superseded writes nothing."""

import pytest
from django.core.exceptions import PermissionDenied

from clubs.models import ClubTable, TableResult
from clubs.models.results import TableScore, score_of, type_result
from clubs.models.table_games import game_for_table, side_name
from tests.clubs.nights import a_club, a_night, a_table, people, win_for_side_a

pytestmark = pytest.mark.django_db


@pytest.fixture
def table():
    users = people()
    night = a_night(a_club(users["organiser"]))
    return a_table(night, users["organiser"]), users


def fresh(table) -> ClubTable:
    return ClubTable.objects.select_related("game").prefetch_related("results").get(pk=table.pk)


def test_a_tables_game_is_named_by_its_players_and_seat_one_deals(table):
    table, users = table
    game = table.game
    assert [side["name"] for side in game.sides] == ["Ann & Cy", "Bo & Di"]
    assert [side["players"] for side in game.sides] == [["Ann", "Cy"], ["Bo", "Di"]]
    assert (game.game, game.variant, game.options) == ("allfours", "trinidad", {"target": 2})
    assert game.first_dealer == "A" and game.owner == users["organiser"]


def test_a_side_of_two_long_names_is_cut_to_what_a_game_takes():
    name = side_name(["A" * 60, "B" * 60])
    assert len(name) == 60 and name.endswith("…")
    assert side_name(["Ann"]) == "Ann"


def test_the_clubs_house_rules_are_checked_by_the_engine(db):
    club = a_club(people()["organiser"], options={"target": "lots"})
    with pytest.raises(Exception, match="target"):
        game_for_table(club, [["Ann", "Cy"], ["Bo", "Di"]], None)


def test_a_won_game_is_the_tables_result_with_nothing_typed(table):
    table, _ = table
    assert score_of(fresh(table)) is None
    win_for_side_a(table.game)
    score = score_of(fresh(table))
    assert (score.points, score.winner, score.version) == ((2, 1), 0, None)
    assert not TableResult.objects.exists()


def test_a_typed_result_stands_over_the_game_and_a_correction_over_it(table):
    table, users = table
    organiser = users["organiser"]
    win_for_side_a(table.game)
    outcome, _ = type_result(table, organiser, [1, 2], 1, replaces=0)
    assert outcome.changed
    assert score_of(fresh(table)) == TableScore((1, 2), 1, 1)
    outcome, _ = type_result(table, organiser, [3, 3], None, replaces=1)
    assert outcome.changed
    score = score_of(fresh(table))
    assert (score.points, score.winner, score.version) == ((3, 3), None, 2)
    assert TableResult.objects.count() == 2


def test_the_same_form_sent_twice_is_kept_once(table):
    table, users = table
    first, _ = type_result(table, users["organiser"], [2, 0], 0, replaces=0)
    again, kept = type_result(table, users["organiser"], [2, 0], 0, replaces=0)
    assert first.changed and not again.changed and not again.conflict
    assert kept.version == 1 and TableResult.objects.count() == 1


def test_a_correction_of_a_superseded_version_writes_nothing(table):
    table, users = table
    type_result(table, users["organiser"], [2, 0], 0, replaces=0)
    type_result(table, users["organiser"], [2, 1], 0, replaces=1)
    late, kept = type_result(table, users["organiser"], [0, 2], 1, replaces=1)
    assert late.conflict and kept is None and "2" in late.message
    assert TableResult.objects.count() == 2


@pytest.mark.parametrize("who", ["stranger", "other_organiser"])
def test_only_the_clubs_organiser_types_a_result(table, who):
    table, users = table
    with pytest.raises(PermissionDenied):
        type_result(table, users[who], [2, 0], 0, replaces=0)
    assert not TableResult.objects.exists()
