"""When a league's reminders fall due, and how long an invitation stays open (docs/league.md,
"Reminders and invitations"). Plain Python: the hour is given, never read from a clock."""

import datetime

CARD_DUE_HOUR = 10  # a card not sent by 10:00 the morning after the match
ANSWER_WAIT = datetime.timedelta(hours=48)  # a card waiting that long for the other captain
STALE_AFTER = datetime.timedelta(days=7)  # a reminder a week overdue is not sent any more
INVITATION_OPEN = datetime.timedelta(days=14)


def card_due_at(match_date: datetime.date, zone: datetime.tzinfo) -> datetime.datetime:
    """A card is due by 10:00, the site's local time, on the morning after the match
    (docs/league.md, "Reminders and invitations"; issue 36)."""
    morning = match_date + datetime.timedelta(days=1)
    return datetime.datetime.combine(morning, datetime.time(CARD_DUE_HOUR), tzinfo=zone)


def answer_due_at(sent_at: datetime.datetime) -> datetime.datetime:
    """The other captain is reminded of a card 48 hours after it was sent (docs/league.md)."""
    return sent_at + ANSWER_WAIT


def confirms_itself_at(sent_at: datetime.datetime, hours: int) -> datetime.datetime:
    """A card left unanswered for the league's hours is confirmed by itself (issue 53)."""
    return sent_at + datetime.timedelta(hours=hours)


def dispute_due_at(disputed_at: datetime.datetime) -> datetime.datetime:
    """The secretary hears of a dispute at the first run after it (docs/league.md)."""
    return disputed_at


def is_due(due_at: datetime.datetime, now: datetime.datetime) -> bool:
    """A reminder is sent from the hour it falls due for a week; after that it is stale (a
    site that starts running `remind` mid-season does not mail the whole season's past)."""
    return due_at <= now < due_at + STALE_AFTER


def invitation_state(created: datetime.datetime, used: bool, now: datetime.datetime) -> str:
    """ "open", "used" or "expired": an invitation is used once, within 14 days of being
    sent (docs/league.md, "Reminders and invitations")."""
    if used:
        return "used"
    return "open" if now < created + INVITATION_OPEN else "expired"
