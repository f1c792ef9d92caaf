"""What the deadlines mail, with the clock moved on (issue 53, leagues/reminders.py): a card
that confirms itself at the league's deadline is told to both teams' captains, in their
language, once however many `remind` runs reach it; the secretary's mail lists the late cards
that await their one tap, and only those."""

import datetime

import pytest
from django.core import mail
from django.urls import reverse

from leagues.models import Adjustment
from tests.leagues.cards import SLUG, as_
from tests.leagues.deadline_clock import (
    LATE_NIGHT,
    LINES,
    at,
    confirmed_by_runs,
    deadlines,
    late_fixture,
    remind,
)
from tests.leagues.mailing import give_addresses

SITE = "https://pegboard.example.org"
THE_MORNING_AFTER = LATE_NIGHT + datetime.timedelta(days=1)


def mailed(to: str) -> list:
    return [message for message in mail.outbox if message.to == [to]]


@pytest.mark.django_db(transaction=True)
def test_a_card_confirmed_by_itself_is_mailed_to_both_captains_once(league, clock, settings):
    settings.SITE_URL = SITE
    season, fixture, people = league
    give_addresses(people)
    deadlines(season, hours=72)
    fixture.send_card(people["home_captain"], LINES)
    clock[0] += datetime.timedelta(hours=73)
    assert confirmed_by_runs(remind(runs=2)) == 1
    page = f"{SITE}/leagues/{SLUG}/fixtures/{fixture.pk}/\n"
    (persian,) = mailed("swan@example.org")  # the Swan's captain, who sent it
    (italian,) = mailed("crown@example.org")  # the Crown's, who never answered
    assert "خودبه‌خود" in persian.subject and page in persian.body
    assert "confermato da solo" in italian.subject and page in italian.body
    assert "The Swan" in italian.body and "72" not in italian.subject
    # Nobody else: the co-captain turned reminders off, the other gave no address.
    assert len(mail.outbox) == 2
    clock[0] += datetime.timedelta(hours=1)
    remind()  # the next hour's run
    assert len(mail.outbox) == 2


@pytest.mark.django_db
def test_a_card_answered_in_time_sends_no_such_mail(league, clock):
    season, fixture, people = league
    give_addresses(people)
    deadlines(season, hours=72)
    fixture.send_card(people["home_captain"], LINES)
    fixture.cards.get().confirm(people["away_captain"])
    clock[0] += datetime.timedelta(hours=73)
    remind()
    assert not [message for message in mail.outbox if "confermato" in message.subject]


@pytest.mark.django_db
def test_the_secretarys_mail_lists_the_late_cards_awaiting_a_tap(league, clock, client, settings):
    settings.SITE_URL = SITE
    season, swan_crown, people = league
    give_addresses(people)
    deadlines(season, late_card="penalty")
    bull_swan, crown_bull = late_fixture(season), late_fixture(season, "crown", "bull")
    settled = swan_crown.rearrange(LATE_NIGHT, postponed=False)  # late the same night
    clock[0] = at(THE_MORNING_AFTER, 9)  # the deadline is 10:00
    remind()
    assert not mailed("secretary@example.org")
    clock[0] = at(THE_MORNING_AFTER, 10, 5)
    as_(client, people, "secretary")  # one settled before the run
    client.post(reverse("leagues-settle-late", args=[SLUG, settled.pk]), {"team": "swan"})
    remind()
    (croatian,) = mailed("secretary@example.org")
    page = f"{SITE}/leagues/{SLUG}/manage/deadlines/#late-"
    assert f"{page}{bull_swan.pk}\n" in croatian.body
    assert f"{page}{crown_bull.pk}\n" in croatian.body
    assert f"{page}{settled.pk}\n" not in croatian.body
    assert "jedan dodir" in croatian.body and "2" in croatian.subject  # two cards, one mail
    clock[0] += datetime.timedelta(hours=1)
    remind()
    assert len(mailed("secretary@example.org")) == 1


@pytest.mark.django_db
def test_a_league_of_reminders_only_mails_its_secretary_no_late_card(league, clock):
    season, _, people = league
    give_addresses(people)
    deadlines(season, late_card="reminder")
    late_fixture(season)
    clock[0] = at(THE_MORNING_AFTER, 11)
    remind()
    assert not mailed("secretary@example.org")
    assert not Adjustment.ledger.exists()
