"""`manage.py remind` (leagues/reminders.py): each reminder that has fallen due, once, to
those who gave an address and kept reminders on, in their language, with a link to the card.
Here with Django's test mailbox; tests/leagues/test_remind_smtp.py sends to a real server."""

import datetime
import io
import smtplib

import pytest
from django.core import mail
from django.core.mail.backends import locmem
from django.core.management import call_command
from django.utils import timezone

from leagues.models import Reminder
from leagues.reminders import send_due
from tests.leagues.mailing import EXPECTED, busy_week

pytestmark = pytest.mark.django_db
LOCAL = timezone.get_default_timezone()


def at(day: datetime.date, hour: int, minute: int = 0) -> datetime.datetime:
    return datetime.datetime.combine(day, datetime.time(hour, minute), tzinfo=LOCAL)


def sent() -> set[tuple[str, str]]:
    return {(message.to[0], message.subject) for message in mail.outbox}


def test_the_busy_week_sends_each_reminder_to_whom_it_is_due_once(settings):
    settings.SITE_URL = "https://pegboard.example.org"
    season, fixtures, _people = busy_week()
    out = io.StringIO()
    call_command("remind", stdout=out)
    said = out.getvalue()
    assert "4 reminder(s) sent to 4 person(s)." in said
    # The one due a reminder with no address is named; reminders turned off are a choice.
    assert "Not sent to away_cocaptain (no address): card not sent: The Swan v The Crown." in said
    assert "home_cocaptain" not in said
    found = {
        (message.to[0], word, name, page)
        for message in mail.outbox
        for (to, word, name, page) in EXPECTED
        if message.to == [to]
        and word in message.subject
        and f"https://pegboard.example.org/leagues/{season.slug}/fixtures/{fixtures[name].pk}/"
        f"{page}\n"
        in message.body
    }
    assert found == EXPECTED and len(mail.outbox) == 4
    # Nobody without an address, with reminders off, or of another league.
    everyone = {message.to[0] for message in mail.outbox}
    assert not everyone & {"swan2@example.org", "other@example.org"}
    assert Reminder.objects.count() == 4
    call_command("remind", stdout=out)
    assert len(mail.outbox) == 4 and "0 reminder(s) sent to 0 person(s)." in out.getvalue()


def test_the_dispute_reminder_says_the_reason_and_where_to_turn_reminders_off(settings):
    settings.SITE_URL = "https://pegboard.example.org"
    busy_week()
    send_due(timezone.now())
    (dispute,) = [m for m in mail.outbox if m.to == ["secretary@example.org"]]
    assert "„Game 3 was 15-14 to us”" in dispute.body  # Croatian quotes: in her language
    assert "https://pegboard.example.org/accounts/profile/" in dispute.body


def test_a_card_is_due_at_ten_the_morning_after_not_before():
    _season, fixtures, _people = busy_week()
    match_day = fixtures["swan_crown"].date
    mail.outbox.clear()
    send_due(at(match_day + datetime.timedelta(days=1), 9, 59))
    assert not {m.to[0] for m in mail.outbox} & {"swan@example.org", "crown@example.org"}
    send_due(at(match_day + datetime.timedelta(days=1), 10))
    assert {"swan@example.org", "crown@example.org"} <= {m.to[0] for m in mail.outbox}


def test_an_answer_is_asked_for_after_48_hours_only():
    _season, fixtures, _people = busy_week()
    card = fixtures["crown_bull"].cards.get()
    send_due(card.created + datetime.timedelta(hours=47, minutes=59))
    assert "bull@example.org" not in {m.to[0] for m in mail.outbox}
    send_due(card.created + datetime.timedelta(hours=48))
    assert "bull@example.org" in {m.to[0] for m in mail.outbox}


def test_a_postponed_match_a_confirmed_card_and_a_stale_one_send_nothing():
    _season, fixtures, people = busy_week()
    fixtures["swan_crown"].rearrange(None, postponed=True)
    card = fixtures["crown_bull"].cards.get()
    assert card.confirm(people["other_captain"]).changed
    fixtures["bull_swan"].cards.get().confirm(people["secretary"])
    send_due(timezone.now())
    assert mail.outbox == []
    fixtures["swan_crown"].rearrange(None, postponed=False)
    send_due(timezone.now() + datetime.timedelta(days=8))  # a week overdue: stale
    assert mail.outbox == []


def test_a_reminder_recorded_by_another_run_is_not_sent_again():
    _season, fixtures, people = busy_week()
    Reminder.objects.create(
        kind="unsent", fixture=fixtures["swan_crown"], version=0, user=people["home_captain"]
    )
    send_due(timezone.now())
    assert "swan@example.org" not in {m.to[0] for m in mail.outbox}
    assert len(mail.outbox) == 3


def test_a_mail_the_server_refuses_is_tried_again_next_run(monkeypatch):
    busy_week()

    def refuse(self, messages):
        raise smtplib.SMTPServerDisconnected("gone")

    monkeypatch.setattr(locmem.EmailBackend, "send_messages", refuse)
    out = io.StringIO()
    with pytest.raises(Exception, match="4 reminder"):
        call_command("remind", stdout=out)
    assert Reminder.objects.count() == 0
    monkeypatch.undo()
    call_command("remind", stdout=out)
    assert len(mail.outbox) == 4
