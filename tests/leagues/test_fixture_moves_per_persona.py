"""Who may move a fixture, persona by persona (tests/leagues/cards.py): the two teams'
captains ask for dates; only the other team's captains accept one; only the league's
secretary approves or refuses, and sets the house rule; everyone else is refused (signed
out: sent to sign in) and nothing is written."""

import pytest
from django.urls import reverse

from leagues.models import FixtureMove
from tests.leagues.cards import CAPTAINS, PERSONAS, SLUG, as_, fixture_page
from tests.leagues.moves import accept, ahead, ask, move_url, ready, settle

pytestmark = pytest.mark.django_db
HOME, AWAY = {"home_captain", "home_cocaptain"}, {"away_captain", "away_cocaptain"}


def refused(response, who) -> bool:
    """Refused as the persona is: a stranger 403, one signed out sent to sign in."""
    if who == "anonymous":
        return response.status_code == 302 and "/accounts/login/" in response.url
    return response.status_code == 403


@pytest.mark.parametrize("who", PERSONAS)
def test_who_opens_the_move_page(client, league, who):
    season, fixture, people = league
    fixture = ready(season, fixture, people)
    response = as_(client, people, who).get(move_url(fixture))
    if who in CAPTAINS or who == "secretary":
        assert response.status_code == 200
        asks = response.context["form"] is not None
        assert asks == (who in CAPTAINS)  # the secretary answers, never asks
    else:
        assert refused(response, who)


@pytest.mark.parametrize("who", PERSONAS)
def test_who_asks_for_dates(client, league, who):
    season, fixture, people = league
    fixture = ready(season, fixture, people)
    response = ask(client, people, who, fixture, ahead(12))
    if who in CAPTAINS:
        assert response.status_code == 302
        move = fixture.moves.get()
        assert (move.side, move.asked_by) == ("home" if who in HOME else "away", people[who])
    else:
        assert refused(response, who)
        assert not fixture.moves.exists()


@pytest.mark.parametrize("who", PERSONAS)
def test_who_accepts_a_date(client, league, who):
    season, fixture, people = league
    fixture = ready(season, fixture, people)
    ask(client, people, "home_captain", fixture, ahead(12))
    move = fixture.moves.get()
    response = accept(client, people, who, fixture, move, ahead(12))
    fixture.refresh_from_db()
    if who in AWAY:
        assert response.status_code == 302 and fixture.date == ahead(12)
    else:
        assert refused(response, who)
        assert fixture.date == ahead(10) and fixture.moves.get().state == "asked"


@pytest.mark.parametrize("answer", ["approve", "refuse"])
@pytest.mark.parametrize("who", PERSONAS)
def test_who_settles_an_agreed_date(client, league, who, answer):
    season, fixture, people = league
    fixture = ready(season, fixture, people, approval=True)
    ask(client, people, "away_captain", fixture, ahead(12))
    move = fixture.moves.get()
    accept(client, people, "home_captain", fixture, move, ahead(12))
    response = settle(client, people, who, fixture, move, answer)
    move.refresh_from_db()
    if who == "secretary":
        assert response.status_code == 302
        assert move.state == ("moved" if answer == "approve" else "refused")
    else:
        assert refused(response, who)
        assert move.state == FixtureMove.State.AGREED


@pytest.mark.parametrize("who", PERSONAS)
def test_who_sets_the_house_rule_of_approving_moves(client, league, who):
    season, _fixture, people = league
    url = reverse("leagues-move-approval", args=[SLUG])
    response = as_(client, people, who).post(url, {"need_secretary": "on"})
    season.refresh_from_db()
    if who == "secretary":
        assert response.status_code == 302 and season.moves_need_secretary
    else:
        assert refused(response, who)
        assert not season.moves_need_secretary


@pytest.mark.parametrize("who", PERSONAS)
def test_the_fixture_page_offers_the_move_to_whom_it_may_and_its_history_to_all(
    client, league, who
):
    season, fixture, people = league
    fixture = ready(season, fixture, people)
    ask(client, people, "home_captain", fixture, ahead(12), ahead(13))
    as_(client, people, who)
    page = fixture_page(client, fixture)
    assert (move_url(fixture) in page) == (who in CAPTAINS or who == "secretary")
    assert "Moves asked and answered" in page
    assert "asked, awaiting the other captain" in page
    assert "leagues-answer-move" not in page and "/moves/" not in page  # answered on its page
