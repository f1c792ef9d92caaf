"""The card lifecycle on the models (leagues/models/cards.py), without the pages: what the
database forbids, what the model checks whatever called it, and the league file's versions."""

import pytest
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import IntegrityError, transaction

from leagues.models import CardLine, MatchCard, Player

pytestmark = pytest.mark.django_db
GAMES = [(15, 9), (15, 3), (14, 15), (15, 12)]
LINES = [CardLine(home, away) for home, away in GAMES]


def test_the_database_allows_one_confirmed_card_per_fixture(league):
    _, fixture, _ = league
    with fixture.season.changing():
        fixture.cards.create(version=1, status=MatchCard.Status.CONFIRMED)
        with pytest.raises(IntegrityError), transaction.atomic():
            fixture.cards.create(version=2, status=MatchCard.Status.CONFIRMED)
        with pytest.raises(IntegrityError), transaction.atomic():
            fixture.cards.create(version=1, status=MatchCard.Status.SUBMITTED)


def test_a_card_version_supersedes_every_earlier_one(league):
    _, fixture, people = league
    fixture.send_card(people["home_captain"], LINES)
    fixture.send_card(people["away_captain"], [*LINES[:3], CardLine(15, 14)], replaces=1)
    outcome, card = fixture.send_card(people["secretary"], LINES, replaces=2)
    assert outcome.changed and card.status == "confirmed" and card.sent_by == "league"
    statuses = list(fixture.cards.order_by("version").values_list("status", flat=True))
    assert statuses == ["superseded", "superseded", "confirmed"]


def test_the_model_refuses_what_the_form_would_not_offer(league):
    _, fixture, people = league
    with fixture.season.changing():
        theirs = Player.objects.create(team=fixture.away, name="Cal")
        ours = [Player.objects.create(team=fixture.home, name=n) for n in ("Ann", "Bob")]
    wrong_team = [CardLine(15, 9, home_players=(ours[0].pk, theirs.pk)), *LINES[1:]]
    with pytest.raises(ValidationError, match="Game 1: that pair is not The Swan's players"):
        fixture.send_card(people["home_captain"], wrong_team)
    twice = [CardLine(15, 9, home_players=(ours[0].pk, ours[1].pk))] * 2 + LINES[2:]
    with pytest.raises(ValidationError, match="Ann already plays in game 1"):
        fixture.send_card(people["home_captain"], twice)
    with pytest.raises(ValidationError, match="not a finished game"):
        fixture.send_card(people["home_captain"], [CardLine(14, 14), *LINES[1:]])
    with pytest.raises(ValidationError, match="A match has 4 games"):
        fixture.send_card(people["home_captain"], LINES[:3])
    assert not fixture.cards.exists()


@pytest.mark.parametrize("who", ["player", "outsider", "other_captain", "other_secretary"])
def test_nobody_else_sends_or_answers_a_card(league, who):
    _, fixture, people = league
    with pytest.raises(PermissionDenied):
        fixture.send_card(people[who], LINES)
    _, card = fixture.send_card(people["home_captain"], LINES)
    with pytest.raises(PermissionDenied):
        card.confirm(people[who])
    with pytest.raises(PermissionDenied):
        card.dispute(people[who], "")  # refused before the missing reason is even looked at
    assert fixture.cards.get().status == "submitted"


def test_the_sending_side_never_answers_its_own_card(league):
    _, fixture, people = league
    _, card = fixture.send_card(people["home_cocaptain"], LINES)
    for who in ("home_captain", "home_cocaptain"):
        assert not card.can_be_answered_by(people[who])
        with pytest.raises(PermissionDenied, match="not the side that sent it"):
            card.confirm(people[who])
    assert card.can_be_answered_by(people["away_cocaptain"])


def test_a_dispute_needs_a_reason_and_is_recorded_with_who_and_when(league):
    _, fixture, people = league
    _, card = fixture.send_card(people["home_captain"], LINES)
    with pytest.raises(ValidationError):
        card.dispute(people["away_captain"], "   ")
    assert card.dispute(people["away_captain"], " game 2 was 15-5 ").changed
    card.refresh_from_db()
    assert (card.status, card.dispute_reason, card.disputed_by) == (
        "disputed",
        "game 2 was 15-5",
        people["away_captain"],
    )
    assert card.answered_at is not None
    assert card.answers_open_to(people["secretary"]) == {"confirm"}
    assert card.answers_open_to(people["away_captain"]) == set()


def test_a_league_file_adds_a_confirmed_version_only_when_its_games_change(league):
    _, fixture, people = league
    fixture.send_card(people["home_captain"], LINES)  # awaiting an answer
    assert fixture.record_from_league_file(GAMES)
    assert not fixture.record_from_league_file(GAMES)
    assert fixture.record_from_league_file([(15, 0)] * 4)
    statuses = list(fixture.cards.order_by("version").values_list("status", flat=True))
    assert statuses == ["superseded", "superseded", "confirmed"]


def test_a_card_left_behind_a_confirmed_one_before_the_lifecycle_can_still_be_settled(league):
    """Migration 0006 keeps a confirmed card counting when a raced correction was sent over
    it; confirming the correction then makes it the one that counts."""
    _, fixture, people = league
    with fixture.season.changing():
        fixture.cards.create(version=1, status=MatchCard.Status.CONFIRMED)
        newer = fixture.cards.create(version=2, status=MatchCard.Status.SUBMITTED, sent_by="home")
    assert not fixture.can_send_card(people["home_captain"])
    outcome, _ = fixture.send_card(people["home_captain"], LINES, replaces=2)
    assert outcome.conflict
    assert newer.confirm(people["away_captain"]).changed
    statuses = list(fixture.cards.order_by("version").values_list("status", flat=True))
    assert statuses == ["superseded", "confirmed"]
