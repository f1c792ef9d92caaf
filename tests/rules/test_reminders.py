"""When reminders fall due (leagues/rules/reminders.py; docs/league.md, "Reminders and
invitations"): no database, no clock."""

import datetime
from zoneinfo import ZoneInfo

from hypothesis import given
from hypothesis import strategies as st

from leagues.rules.reminders import (
    answer_due_at,
    card_due_at,
    dispute_due_at,
    invitation_state,
    is_due,
)

LONDON = ZoneInfo("Europe/London")
UTC = datetime.UTC


def test_a_card_is_due_at_ten_the_morning_after_in_local_time():
    # Summer time: 10:00 in London is 09:00 UTC; winter: 10:00 UTC.
    assert card_due_at(datetime.date(2026, 7, 1), LONDON) == datetime.datetime(
        2026, 7, 2, 9, tzinfo=UTC
    )
    assert card_due_at(datetime.date(2026, 12, 1), LONDON) == datetime.datetime(
        2026, 12, 2, 10, tzinfo=UTC
    )
    # The night the clocks go back (25 Oct 2026) is still 10:00 local the next morning.
    assert card_due_at(datetime.date(2026, 10, 24), LONDON).astimezone(LONDON).hour == 10


def test_an_answer_is_due_after_48_hours_and_a_dispute_at_once():
    sent = datetime.datetime(2026, 3, 1, 21, 30, tzinfo=UTC)
    assert answer_due_at(sent) == datetime.datetime(2026, 3, 3, 21, 30, tzinfo=UTC)
    assert dispute_due_at(sent) == sent


def test_due_from_its_hour_for_a_week_then_stale():
    due = datetime.datetime(2026, 3, 2, 10, tzinfo=UTC)
    assert not is_due(due, due - datetime.timedelta(seconds=1))
    assert is_due(due, due)
    assert is_due(due, due + datetime.timedelta(days=6, hours=23))
    assert not is_due(due, due + datetime.timedelta(days=7))


@given(
    st.dates(min_value=datetime.date(2000, 1, 1), max_value=datetime.date(2090, 1, 1)),
    st.integers(min_value=0, max_value=72),
)
def test_the_card_reminder_is_never_due_on_the_match_day(day, hours):
    now = datetime.datetime.combine(day, datetime.time(0), tzinfo=LONDON) + datetime.timedelta(
        hours=hours
    )
    due = is_due(card_due_at(day, LONDON), now)
    after_ten_next_morning = now.astimezone(LONDON) >= datetime.datetime.combine(
        day + datetime.timedelta(days=1), datetime.time(10), tzinfo=LONDON
    )
    assert due == after_ten_next_morning


def test_an_invitation_is_open_for_two_weeks_and_used_once():
    sent = datetime.datetime(2026, 3, 1, tzinfo=UTC)
    assert invitation_state(sent, False, sent + datetime.timedelta(days=13)) == "open"
    assert invitation_state(sent, False, sent + datetime.timedelta(days=14)) == "expired"
    assert invitation_state(sent, True, sent) == "used"
