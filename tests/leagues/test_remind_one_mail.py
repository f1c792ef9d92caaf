"""A reminder run sends each person one mail listing everything due them (issue 47: a league
of many past fixtures made one mail a fixture), still recording each reminder once; only to a
confirmed address; and `manage.py remind` names who it could not reach."""

import datetime
import io
import smtplib

import pytest
from django.core import mail
from django.core.mail.backends import locmem
from django.core.management import call_command
from django.urls import reverse
from django.utils import timezone

from kernel.models import Profile
from leagues.models import Fixture, Reminder, Season
from leagues.reminders import send_due
from tests.leagues.mailing import busy_week

pytestmark = pytest.mark.django_db
SITE = "https://pegboard.example.org"


def with_many_unsent(count: int):
    """The busy week, and a summer season of the league where the Crown's captains captain
    the Summer Crown, whose `count` matches (one an opponent) were played in the last days
    with no card in: the Crown's captain (Italian) is due a reminder of each, and of the Swan
    v the Crown."""
    season, fixtures, people = busy_week()
    summer = Season.start(people["secretary"], season.league.name, "Summer")
    crown = summer.add_team("Summer Crown", "", [], [])
    crown.add_captain(people["away_captain"])
    today = timezone.localdate()
    opponents = [summer.add_team(f"Opponent {n}", "", [], []) for n in range(count)]
    with summer.changing():
        more = [
            Fixture.objects.create(
                season=summer,
                home=crown,
                away=opponent,
                date=today - datetime.timedelta(days=2 + n % 4),
            )
            for n, opponent in enumerate(opponents)
        ]
    return season, fixtures, people, more


def to(address):
    return [message for message in mail.outbox if message.to == [address]]


def test_each_person_gets_one_mail_listing_everything_due(settings):
    settings.SITE_URL = SITE
    _season, fixtures, _people, more = with_many_unsent(5)
    out = io.StringIO()
    call_command("remind", stdout=out)
    (crown,) = to("crown@example.org")  # the Swan v the Crown, and the five more
    assert crown.subject == "6 cartellini del campionato ti aspettano"
    for fixture in [fixtures["swan_crown"], *more]:
        link = SITE + reverse("leagues-enter-card", args=[fixture.season.slug, fixture.pk])
        assert f"{link}\n" in crown.body
    assert crown.body.count("Invialo qui:") == 6 and crown.body.count("/accounts/profile/") == 1
    (bull,) = to("bull@example.org")  # one alone: its own subject, as ever
    assert "wacht op je antwoord" in bull.subject
    assert len(mail.outbox) == 4
    assert "9 reminder(s) sent to 4 person(s)." in out.getvalue()
    # Each is recorded once: a second run sends nothing again.
    assert Reminder.objects.count() == 9
    call_command("remind", stdout=out)
    assert len(mail.outbox) == 4 and "0 reminder(s) sent to 0 person(s)." in out.getvalue()


def test_a_reminder_another_run_recorded_is_left_out_of_the_mail():
    _season, _fixtures, people, more = with_many_unsent(2)
    Reminder.objects.create(kind="unsent", fixture=more[0], version=0, user=people["away_captain"])
    send_due(timezone.now())
    (crown,) = to("crown@example.org")
    assert f"/fixtures/{more[0].pk}/card/" not in crown.body
    assert f"/fixtures/{more[1].pk}/card/" in crown.body
    assert Reminder.objects.filter(user=people["away_captain"]).count() == 3


def test_an_address_not_confirmed_gets_nothing_and_is_named(settings):
    _season, _fixtures, people, _more = with_many_unsent(1)
    Profile.objects.filter(user=people["away_captain"]).update(confirmed_email="")
    out = io.StringIO()
    call_command("remind", stdout=out)
    assert to("crown@example.org") == []
    assert not Reminder.objects.filter(user=people["away_captain"]).exists()
    said = out.getvalue()
    assert "3 reminder(s) sent to 3 person(s)." in said
    assert (
        "Not sent to away_captain (address not confirmed): card not sent: The Swan v The "
        "Crown; card not sent: Summer Crown v Opponent 0." in said
    )


def test_a_refused_mail_unrecords_all_it_listed(monkeypatch):
    _season, _fixtures, _people, _more = with_many_unsent(3)

    def refuse(self, messages):
        raise smtplib.SMTPServerDisconnected("gone")

    monkeypatch.setattr(locmem.EmailBackend, "send_messages", refuse)
    assert send_due(timezone.now()).failed == 7
    assert Reminder.objects.count() == 0
    monkeypatch.undo()
    run = send_due(timezone.now())
    assert (run.sent, run.people, run.failed) == (7, 4, 0)


def test_the_manage_page_says_which_captains_no_reminder_reaches(client, league):
    season, _fixture, people = league
    for who, confirmed in (("home_captain", True), ("home_cocaptain", False)):
        people[who].email = f"{who}@example.org"
        people[who].save(update_fields=["email"])
        Profile.objects.create(
            user=people[who], confirmed_email=people[who].email if confirmed else ""
        )
    client.force_login(people["secretary"])
    page = client.get(reverse("leagues-manage", args=[season.slug])).content.decode()
    unreached = '<span class="muted unreached">'
    assert "<bdi>home_captain</bdi>," in page
    assert f"<bdi>home_cocaptain</bdi> {unreached}(address not confirmed)</span>" in page
    assert f"<bdi>away_captain</bdi> {unreached}(no address)</span>" in page
