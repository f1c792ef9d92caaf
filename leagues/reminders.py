"""`manage.py remind`: the reminders that have fallen due (leagues/rules/reminders.py), each
sent once, in the recipient's language, with an absolute link to the card (docs/league.md,
"Reminders and invitations").

Each reminder is recorded before it is sent, in a row the database keeps unique: a second run,
or one running at the same time, finds it and sends nothing. A mail the server refuses is
unrecorded again, so the next hour tries it once more."""

import dataclasses
import datetime
import logging
from collections.abc import Iterator

from django.conf import settings
from django.core.mail import EmailMessage
from django.db import IntegrityError, transaction
from django.urls import reverse
from django.utils import timezone, translation
from django.utils.formats import date_format
from django.utils.translation import gettext

from kernel.digits import OWN_DIGITS
from kernel.models import reminded
from leagues.models import Fixture, Reminder
from leagues.models.waiting import awaiting_answer, disputed, unsent
from leagues.rules.reminders import (
    ANSWER_WAIT,
    STALE_AFTER,
    answer_due_at,
    card_due_at,
    dispute_due_at,
    is_due,
)

log = logging.getLogger(__name__)
Kind = Reminder.Kind


@dataclasses.dataclass
class Due:
    kind: str
    fixture: Fixture
    version: int  # the card's; 0 when none is in
    users: list
    path: str  # the page the link opens
    words: dict = dataclasses.field(default_factory=dict)  # what the mail says of the card


def due_now(now: datetime.datetime) -> Iterator[Due]:
    """Every reminder due at `now`, with everyone it is for (reminded or not)."""
    zone = timezone.get_default_timezone()
    yield from _unsent(now, zone)
    yield from _unanswered(now, zone)
    yield from _disputed(now)


def _unsent(now, zone) -> Iterator[Due]:
    """Both teams' captains, from 10:00 the morning after a match with no card in."""
    today = now.astimezone(zone).date()
    since = today - STALE_AFTER - datetime.timedelta(days=1)
    fixtures = unsent(today, since).select_related("season", "home", "away")
    for fixture in fixtures.prefetch_related("home__captains__profile", "away__captains__profile"):
        if is_due(card_due_at(fixture.date, zone), now):
            captains = [*fixture.home.captains.all(), *fixture.away.captains.all()]
            path = reverse("leagues-enter-card", args=[fixture.season.slug, fixture.pk])
            yield Due(Kind.UNSENT, fixture, 0, captains, path, {"date": fixture.date})


def _unanswered(now, zone) -> Iterator[Due]:
    """The other team's captains (those who may answer it), 48 hours after a card was sent."""
    cards = awaiting_answer().filter(created__gt=now - ANSWER_WAIT - STALE_AFTER)
    for card in cards.prefetch_related(
        "fixture__home__captains__profile", "fixture__away__captains__profile"
    ):
        if is_due(answer_due_at(card.created), now):
            fixture = card.fixture
            home_sent = card.sent_by == "home"
            other, sender = (
                (fixture.away, fixture.home) if home_sent else (fixture.home, fixture.away)
            )
            users = [user for user in other.captains.all() if card.can_be_answered_by(user)]
            words = {"date": card.created.astimezone(zone).date(), "team": sender}
            yield Due(Kind.UNANSWERED, fixture, card.version, users, _page(fixture), words)


def _disputed(now) -> Iterator[Due]:
    """The league's secretary, at the first run after a card was disputed."""
    for card in disputed().filter(answered_at__gt=now - STALE_AFTER):
        secretary, fixture = card.fixture.season.league.secretary, card.fixture
        if secretary and is_due(dispute_due_at(card.answered_at), now):
            words = {"reason": card.dispute_reason}
            yield Due(Kind.DISPUTED, fixture, card.version, [secretary], _page(fixture), words)


def _page(fixture: Fixture) -> str:
    return reverse("leagues-fixture", args=[fixture.season.slug, fixture.pk])


def send_due(now: datetime.datetime) -> tuple[int, int]:
    """Sends the reminders due at `now` that no run has sent: (sent, failed)."""
    sent = failed = 0
    for item in due_now(now):
        for user in reminded(item.users):
            try:
                with transaction.atomic():
                    record = Reminder.objects.create(
                        kind=item.kind, fixture=item.fixture, version=item.version, user=user
                    )
            except IntegrityError:
                continue  # sent already, by an earlier run or one running now
            try:
                message(item, user).send()
            except Exception as error:
                record.delete()  # not sent: the next run tries it again
                if not isinstance(error, OSError):  # (smtplib's errors are OSErrors)
                    raise
                log.exception("reminder %s to user %s not sent", item.kind, user.pk)
                failed += 1
            else:
                sent += 1
    return sent, failed


def message(item: Due, user) -> EmailMessage:
    """The reminder as the recipient reads it: in their language, the link absolute."""
    with translation.override(user.language):
        fixture = item.fixture
        names = {"fixture": str(fixture), "season": str(fixture.season)}
        words = {**names, **item.words}
        if "date" in words:
            words["date"] = date_format(words["date"], "DATE_FORMAT")
        if item.kind == Kind.UNSENT:
            subject = gettext("The card of %(fixture)s is not in yet") % names
            said = gettext(
                "%(fixture)s (%(season)s) was played on %(date)s and its card is not in yet. "
                "Send it here:"
            )
        elif item.kind == Kind.UNANSWERED:
            subject = gettext("The card of %(fixture)s waits for your answer") % names
            said = gettext(
                "%(team)s sent the card of %(fixture)s (%(season)s) on %(date)s. Confirm it or "
                "dispute it here:"
            )
        else:
            subject = gettext("The card of %(fixture)s is disputed") % names
            said = gettext(
                "The card of %(fixture)s (%(season)s) is disputed: “%(reason)s”. Settle it here:"
            )
        profile = settings.SITE_URL + reverse("profile")
        # Persian in Persian digits, as its pages are (kernel/digits.py); links as they are.
        digits = OWN_DIGITS.get(user.language, {})
        subject = subject.translate(digits)
        body = "\n\n".join(
            [
                (said % words).translate(digits),
                settings.SITE_URL + item.path,
                gettext("You can turn these reminders off on your profile: %(link)s")
                % {"link": profile},
                "Pegboard",
            ]
        )
    return EmailMessage(subject, body + "\n", to=[user.email])
