"""`manage.py remind`: the reminders that have fallen due (leagues/rules/reminders.py), each
sent once, in the recipient's language, with an absolute link to the card (docs/league.md,
"Reminders and invitations"): one mail a person, listing all that is due them (a league file
of many past fixtures makes one mail, not one a fixture), and only to a confirmed address.

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
from django.utils.translation import gettext, ngettext
from django.utils.translation import gettext_lazy as _

from kernel.digits import OWN_DIGITS
from kernel.models import Profile, reach
from leagues.deadlines import late_fixtures
from leagues.models import Fixture, MatchCard, Reminder, Season
from leagues.models.league import LateCard
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
    yield from _confirmed_by_itself(now, zone)
    yield from _late(now, zone)


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


def _confirmed_by_itself(now, zone) -> Iterator[Due]:
    """Both teams' captains, at the run that confirmed a card by itself at the league's
    deadline (leagues/deadlines.py: the `remind` command confirms them before it mails)."""
    cards = MatchCard.objects.filter(
        status=MatchCard.Status.CONFIRMED,
        confirmed_at_deadline=True,
        answered_at__gt=now - STALE_AFTER,
    ).select_related("fixture__season", "fixture__home", "fixture__away")
    for card in cards.prefetch_related(
        "fixture__home__captains__profile", "fixture__away__captains__profile"
    ):
        if is_due(card.answered_at, now):
            fixture = card.fixture
            captains = [*fixture.home.captains.all(), *fixture.away.captains.all()]
            words = {"date": card.created.astimezone(zone).date(), "team": _sender(card)}
            yield Due(Kind.CONFIRMED, fixture, card.version, captains, _page(fixture), words)


def _sender(card: MatchCard):
    return card.fixture.home if card.sent_by == "home" else card.fixture.away


def _late(now, zone) -> Iterator[Due]:
    """The league's secretary, from a card's deadline, of each card not in by it that awaits
    their one tap (a walkover or a penalty, the league's choice; not in a league of
    reminders only, whose captains the morning's reminder reaches)."""
    since = now.astimezone(zone).date() - STALE_AFTER - datetime.timedelta(days=1)
    seasons = Season.objects.exclude(late_card=LateCard.REMINDER).filter(
        league__secretary__isnull=False, fixtures__date__gte=since
    )
    for season in seasons.distinct().select_related("league__secretary"):
        path = reverse("leagues-deadlines", args=[season.slug])
        for late in late_fixtures(season, now):
            fixture = late.fixture
            due = is_due(card_due_at(fixture.date, zone), now)
            if due and late.awaits_tap:
                words = {"date": fixture.date}
                users = [season.league.secretary]
                yield Due(Kind.LATE, fixture, 0, users, f"{path}#late-{fixture.pk}", words)


def _page(fixture: Fixture) -> str:
    return reverse("leagues-fixture", args=[fixture.season.slug, fixture.pk])


@dataclasses.dataclass
class Run:
    """What one run did: reminders sent and to how many people (one mail each), those not
    sent for the server's refusal, and who could not be reached, why, for what."""

    sent: int = 0
    people: int = 0
    failed: int = 0
    unreached: list = dataclasses.field(default_factory=list)  # (user, why, [Due])


def send_due(now: datetime.datetime) -> Run:
    """Sends the reminders due at `now` that no run has sent: each person one mail listing
    all of theirs. Those who turned reminders off are left out; those with no confirmed
    address are named in the run's `unreached`."""
    run, due_to = Run(), {}
    for item in due_now(now):
        for user in item.users:
            due_to.setdefault(user.pk, (user, []))[1].append(item)
    for user, items in due_to.values():
        profile = Profile.of(user)
        if not profile.reminders:
            continue
        if why := reach(user):
            run.unreached.append((user, why, items))
            continue
        user.language = profile.language
        _send_to(user, items, run)
    return run


def _send_to(user, items: list[Due], run: Run) -> None:
    """Records each item for the user (one a database row keeps unique), then mails those no
    other run has recorded in one message; refused by the server, their records go again."""
    records, claimed = [], []
    for item in items:
        try:
            with transaction.atomic():
                records.append(
                    Reminder.objects.create(
                        kind=item.kind, fixture=item.fixture, version=item.version, user=user
                    )
                )
        except IntegrityError:
            continue  # sent already, by an earlier run or one running now
        claimed.append(item)
    if not claimed:
        return
    try:
        message(claimed, user).send()
    except Exception as error:
        Reminder.objects.filter(pk__in=[record.pk for record in records]).delete()
        if not isinstance(error, OSError):  # (smtplib's errors are OSErrors)
            raise
        log.exception("%s reminder(s) to user %s not sent", len(claimed), user.pk)
        run.failed += len(claimed)
    else:
        run.sent += len(claimed)
        run.people += 1


# Each kind's subject and sentence (its words filled in by _said).
SAID = {
    Kind.UNSENT: (
        _("The card of %(fixture)s is not in yet"),
        _(
            "%(fixture)s (%(season)s) was played on %(date)s and its card is not in yet. "
            "Send it here:"
        ),
    ),
    Kind.UNANSWERED: (
        _("The card of %(fixture)s waits for your answer"),
        _(
            "%(team)s sent the card of %(fixture)s (%(season)s) on %(date)s. Confirm it or "
            "dispute it here:"
        ),
    ),
    Kind.DISPUTED: (
        _("The card of %(fixture)s is disputed"),
        _("The card of %(fixture)s (%(season)s) is disputed: “%(reason)s”. Settle it here:"),
    ),
    Kind.CONFIRMED: (
        _("The card of %(fixture)s confirmed itself"),
        _(
            "%(team)s sent the card of %(fixture)s (%(season)s) on %(date)s and it was not "
            "answered by the league's deadline: it is confirmed by itself and counts in the "
            "table. See it here:"
        ),
    ),
    Kind.LATE: (
        _("The card of %(fixture)s is late"),
        _(
            "%(fixture)s (%(season)s) was played on %(date)s and its card was not in by its "
            "deadline: the league's choice awaits your one tap here:"
        ),
    ),
}


def _said(item: Due) -> tuple[str, str]:
    """The item's subject and sentence, in the language active, its words filled in."""
    fixture = item.fixture
    names = {"fixture": str(fixture), "season": str(fixture.season)}
    words = {**names, **item.words}
    if "date" in words:
        words["date"] = date_format(words["date"], "DATE_FORMAT")
    subject, said = SAID[item.kind]
    return str(subject) % names, str(said) % words


def message(items: list[Due], user) -> EmailMessage:
    """The reminders as the recipient reads them, in one mail: in their language, each with
    its absolute link."""
    with translation.override(user.language):
        # Persian in Persian digits, as its pages are (kernel/digits.py); links as they are.
        digits = OWN_DIGITS.get(user.language, {})
        parts = []
        for item in items:
            subject, said = _said(item)
            parts += [said.translate(digits), settings.SITE_URL + item.path]
        if len(items) > 1:
            subject = ngettext(
                "%(count)s league card waits for you",
                "%(count)s league cards wait for you",
                len(items),
            ) % {"count": len(items)}
        profile = settings.SITE_URL + reverse("profile")
        body = "\n\n".join(
            [
                *parts,
                gettext("You can turn these reminders off on your profile: %(link)s")
                % {"link": profile},
                "Pegboard",
            ]
        )
    return EmailMessage(subject.translate(digits), body + "\n", to=[user.email])
