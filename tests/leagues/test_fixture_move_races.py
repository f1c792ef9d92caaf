"""A fixture's move answered from several phones at the same moment (PostgreSQL): whatever
order the season's door takes them in, one request waits at most, the match moves at most
once, to one of the dates asked, and nobody is answered 500."""

import pytest

from leagues.models import FixtureMove
from tests.leagues.moves import ahead, answer_url, move_url, ready
from tests.storm import storm

pytestmark = pytest.mark.django_db(transaction=True)


def accepting(day) -> dict:
    return {"answer": "accept", "date": day.isoformat()}


def test_both_captains_answering_at_once_move_the_match_once(league):
    season, fixture, people = league
    fixture = ready(season, fixture, people)
    FixtureMove.ask(fixture, people["home_captain"], [ahead(12), ahead(13)])
    move = fixture.moves.get()
    url = answer_url(fixture, move)
    statuses = storm(
        [
            (url, accepting(ahead(12)), people["away_captain"]),
            (url, accepting(ahead(13)), people["away_cocaptain"]),
            (url, accepting(ahead(12)), people["away_captain"]),  # a double tap
            (move_url(fixture), {"first": ahead(20).isoformat()}, people["away_captain"]),
            (move_url(fixture), {"first": ahead(21).isoformat()}, people["home_cocaptain"]),
        ]
    )
    assert all(status < 500 for status in statuses), statuses
    fixture.refresh_from_db()
    assert fixture.moves.waiting().count() <= 1
    assert fixture.calendar_sequence <= 1
    moved = list(fixture.moves.filter(state="moved"))
    if moved:
        assert [m.chosen for m in moved] == [fixture.date] and fixture.date in (
            ahead(12),
            ahead(13),
        )
    else:
        assert fixture.date == ahead(10)


def test_the_secretary_approving_and_refusing_at_once_decides_once(league):
    season, fixture, people = league
    fixture = ready(season, fixture, people, approval=True)
    FixtureMove.ask(fixture, people["home_captain"], [ahead(12)])
    move = fixture.moves.get()
    move.accept(people["away_captain"], ahead(12))
    url = answer_url(fixture, move)
    secretary = people["secretary"]
    statuses = storm(
        [
            (url, {"answer": "approve"}, secretary),
            (url, {"answer": "approve"}, secretary),
            (url, {"answer": "refuse"}, secretary),
        ]
    )
    assert all(status < 500 for status in statuses), statuses
    move.refresh_from_db()
    fixture.refresh_from_db()
    assert move.state in ("moved", "refused")
    expected = (ahead(12), 1) if move.state == "moved" else (ahead(10), 0)
    assert (fixture.date, fixture.calendar_sequence) == expected
