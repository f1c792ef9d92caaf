"""What waits for whom: the captaincies offered to a user, the cards a captain has to send or
to answer, the disputes a secretary has to settle. The home page lists them to the signed-in
user, and `manage.py remind` mails the cards and disputes (leagues/reminders.py) when they
fall due (leagues/rules/reminders.py)."""

import datetime

from django.db import models
from django.utils import timezone

from leagues.models.cards import MatchCard
from leagues.models.fixtures import Fixture
from leagues.models.mail import Invitation
from leagues.rules.reminders import INVITATION_OPEN


def captaincies_offered(user):
    """The open offers of a team's captaincy to the user, waiting for their yes or no, oldest
    first."""
    if not user.is_authenticated:
        return Invitation.objects.none()
    return (
        Invitation.objects.filter(
            user=user, used_at=None, created__gt=timezone.now() - INVITATION_OPEN
        )
        .select_related("team__season")
        .order_by("created", "pk")
    )


def cards_to_send(user, today: datetime.date):
    """Fixtures played by today (tonight's too), not postponed, with no card in, of the teams
    the user captains, oldest first."""
    if not user.is_authenticated:
        return Fixture.objects.none()
    return (
        unsent(today + datetime.timedelta(days=1))
        .filter(models.Q(home__captains=user) | models.Q(away__captains=user))
        .distinct()
        .select_related("season", "home", "away")
    )


def unsent(today: datetime.date, since: datetime.date | None = None):
    """Fixtures played before `today` (and on or after `since`), not postponed, with no card."""
    fixtures = Fixture.objects.filter(postponed=False, date__lt=today).exclude(
        models.Exists(MatchCard.objects.filter(fixture=models.OuterRef("pk")))
    )
    if since is not None:
        fixtures = fixtures.filter(date__gte=since)
    return fixtures.order_by("date", "pk")


def cards_to_answer(user) -> list[MatchCard]:
    """Cards awaiting an answer that the user may give as a captain (asked of the card, as its
    buttons are), the earliest match first (those with no date last), as the lists date them."""
    if not user.is_authenticated:
        return []
    cards = (
        awaiting_answer()
        .filter(models.Q(fixture__home__captains=user) | models.Q(fixture__away__captains=user))
        .distinct()
    )
    answerable = [
        card
        for card in cards
        if card.fixture.role_of(user) in ("home", "away") and card.can_be_answered_by(user)
    ]
    return sorted(answerable, key=lambda card: card.fixture.date or datetime.date.max)


def awaiting_answer():
    """Live cards sent by a captain, awaiting the other's answer, with their fixtures."""
    return (
        MatchCard.objects.filter(status=MatchCard.Status.SUBMITTED)
        .select_related("fixture__season__league", "fixture__home", "fixture__away")
        .order_by("created", "pk")
    )


def disputes_for(user):
    """Disputed cards of the leagues the user is the secretary of, oldest first."""
    if not user.is_authenticated:
        return MatchCard.objects.none()
    return disputed().filter(fixture__season__league__secretary=user)


def disputed():
    return (
        MatchCard.objects.filter(status=MatchCard.Status.DISPUTED)
        .select_related("fixture__season__league", "fixture__home", "fixture__away")
        .order_by("answered_at", "pk")
    )
