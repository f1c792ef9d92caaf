"""Moving a fixture between its captains (issue 53, point 3): dates asked for, answered with
others, one accepted, approved by the secretary where the house rule says so; the fixture
moves once however often a step is sent, the calendars follow, both teams' captains are
told in their languages, and the fixture keeps what was asked and answered."""

import pytest
from django.core import mail
from django.urls import reverse
from icalendar import Calendar

from tests.leagues.cards import CARD, SLUG, as_, enter_url, fixture_page
from tests.leagues.moves import accept, ahead, ask, move_url, ready, settle

pytestmark = pytest.mark.django_db


def feed_event(client, fixture, team: str):
    """The fixture's event in a team's calendar feed, as a phone's calendar reads it."""
    feed = client.get(reverse("leagues-team-calendar", args=[SLUG, team]))
    events = Calendar.from_ical(feed.content).walk("VEVENT")
    return next(e for e in events if str(e["uid"]).startswith(f"fixture-{fixture.pk}."))


def mails_to(address: str) -> list:
    return [message for message in mail.outbox if address in message.to]


def test_two_captains_and_the_secretary_move_a_fixture_and_the_calendars_follow(client, league):
    season, fixture, people = league
    fixture = ready(season, fixture, people, approval=True)
    before = feed_event(client, fixture, "swan")
    assert before.decoded("dtstart") == ahead(10) and before["sequence"] == 0

    # The Swan asks for two dates; the Crown's captains are told (Italian, Dutch).
    assert ask(client, people, "home_captain", fixture, ahead(12), ahead(14)).status_code == 302
    told = {message.to[0]: message.subject for message in mail.outbox}
    assert set(told) == {"crown@example.org", "crown2@example.org"}
    assert "altre date" in told["crown@example.org"]
    mail.outbox.clear()

    # The Crown answers with others; then the Swan accepts one of the Crown's.
    assert ask(client, people, "away_captain", fixture, ahead(15), ahead(16)).status_code == 302
    first, second = fixture.moves.history()
    assert (first.state, second.state) == ("countered", "asked")
    assert first.answered_by == people["away_captain"]
    assert {m.to[0] for m in mail.outbox} == {"swan@example.org"}  # (co-captain unconfirmed)
    mail.outbox.clear()
    assert accept(client, people, "home_captain", fixture, second, ahead(16)).status_code == 302
    fixture.refresh_from_db()
    assert fixture.date == ahead(10)  # agreed, not moved: the secretary approves
    [to_secretary] = mails_to("secretary@example.org")
    assert "odobrenje" in to_secretary.subject  # Croatian
    mail.outbox.clear()

    response = settle(client, people, "secretary", fixture, second, "approve")
    assert response.status_code == 302
    fixture.refresh_from_db()
    assert (fixture.date, fixture.postponed, fixture.calendar_sequence) == (ahead(16), False, 1)
    assert {m.to[0] for m in mail.outbox} == {
        "swan@example.org",
        "crown@example.org",
        "crown2@example.org",
    }
    [persian] = mails_to("swan@example.org")
    assert persian.subject.endswith("جا شد")  # Persian: "... is moved"
    assert move_url(fixture) in persian.body

    # Both teams' calendars follow: the same event, a newer revision, on the new date.
    for team in ("swan", "crown"):
        after = feed_event(client, fixture, team)
        assert after["uid"] == before["uid"]
        assert after.decoded("dtstart") == ahead(16)
        assert after["sequence"] == 1 and "last-modified" in after

    # The fixture keeps what was asked and answered, for everyone to read.
    as_(client, people, "anonymous")
    page = fixture_page(client, fixture)
    assert "Moves asked and answered" in page
    assert "answered with other dates" in page and "moved" in page


def test_each_step_sent_twice_changes_the_fixture_once(client, league):
    season, fixture, people = league
    fixture = ready(season, fixture, people, approval=True)
    ask(client, people, "home_captain", fixture, ahead(12))
    ask(client, people, "home_captain", fixture, ahead(12))
    [move] = fixture.moves.all()
    mail.outbox.clear()
    accept(client, people, "away_captain", fixture, move, ahead(12))
    again = accept(client, people, "away_captain", fixture, move, ahead(12))
    assert again.status_code == 302
    assert len(mail.outbox) == 1  # the secretary, once
    settle(client, people, "secretary", fixture, move, "approve")
    response = settle(client, people, "secretary", fixture, move, "approve")
    page = client.get(response.url).content.decode()
    assert "answered already" in page
    fixture.refresh_from_db()
    assert (fixture.date, fixture.calendar_sequence) == (ahead(12), 1)
    assert fixture.moves.get().state == "moved"


def test_without_the_house_rule_an_accepted_date_moves_the_match_at_once(client, league):
    season, fixture, people = league
    fixture = ready(season, fixture, people, approval=False)
    ask(client, people, "away_cocaptain", fixture, ahead(11), ahead(13))
    move = fixture.moves.get()
    mail.outbox.clear()
    accept(client, people, "home_cocaptain", fixture, move, ahead(13))
    fixture.refresh_from_db()
    assert fixture.date == ahead(13)
    assert {m.to[0] for m in mail.outbox} == {
        "swan@example.org",
        "crown@example.org",
        "crown2@example.org",
    }


def test_a_refused_move_leaves_the_match_where_it_was(client, league):
    season, fixture, people = league
    fixture = ready(season, fixture, people, approval=True)
    ask(client, people, "home_captain", fixture, ahead(12))
    move = fixture.moves.get()
    accept(client, people, "away_captain", fixture, move, ahead(12))
    mail.outbox.clear()
    settle(client, people, "secretary", fixture, move, "refuse")
    fixture.refresh_from_db()
    assert (fixture.date, fixture.calendar_sequence) == (ahead(10), 0)
    assert fixture.moves.get().state == "refused"
    assert "rifiutato" in mails_to("crown@example.org")[0].subject


def test_a_date_waiting_for_the_secretary_is_not_asked_over(client, league):
    season, fixture, people = league
    fixture = ready(season, fixture, people, approval=True)
    ask(client, people, "home_captain", fixture, ahead(12))
    accept(client, people, "away_captain", fixture, fixture.moves.get(), ahead(12))
    response = ask(client, people, "away_captain", fixture, ahead(20))
    assert response.status_code == 400
    assert "waits for the league secretary" in response.content.decode()
    assert fixture.moves.count() == 1


def test_a_captain_asking_again_replaces_their_own_request(client, league):
    season, fixture, people = league
    fixture = ready(season, fixture, people)
    ask(client, people, "home_captain", fixture, ahead(12))
    ask(client, people, "home_cocaptain", fixture, ahead(13))
    first, second = fixture.moves.history()
    assert (first.state, second.state) == ("replaced", "asked")
    assert accept(client, people, "away_captain", fixture, first, ahead(12)).status_code == 302
    fixture.refresh_from_db()
    assert fixture.date == ahead(10)  # the replaced request is answered no more


@pytest.mark.parametrize(
    ("days", "field", "words"),
    [
        ((-1,), "first", "a match is not moved into the past"),
        ((10,), "first", "The match is on this day already."),
        ((12, 12), "second", "This date is given already."),
    ],
)
def test_dates_that_cannot_be_asked_for_are_refused_on_their_field(
    client, league, days, field, words
):
    season, fixture, people = league
    fixture = ready(season, fixture, people)
    response = ask(client, people, "home_captain", fixture, *[ahead(d) for d in days])
    assert response.status_code == 400
    assert words in response.context["form"].errors[field][0]
    assert f'value="{ahead(days[0]).isoformat()}"' in response.content.decode()  # kept
    assert not fixture.moves.exists()


def test_a_date_not_asked_for_is_not_accepted(client, league):
    season, fixture, people = league
    fixture = ready(season, fixture, people)
    ask(client, people, "home_captain", fixture, ahead(12))
    response = accept(client, people, "away_captain", fixture, fixture.moves.get(), ahead(30))
    assert response.status_code == 400
    assert "Choose one of the dates asked for." in response.content.decode()
    fixture.refresh_from_db()
    assert fixture.date == ahead(10)


def test_a_match_with_a_card_in_is_not_moved(client, league):
    season, fixture, people = league
    fixture = ready(season, fixture, people)
    ask(client, people, "home_captain", fixture, ahead(12))
    with season.changing():  # played today after all
        fixture.date = ahead(0)
        fixture.save(update_fields=["date"])
    as_(client, people, "home_captain").post(enter_url(fixture), CARD)
    response = ask(client, people, "away_captain", fixture, ahead(14))
    assert response.status_code == 400
    assert response.context["form"] is None  # nothing more to ask for
    assert "A card is in for this match" in response.content.decode()
    assert fixture.moves.get().state == "asked"
    response = accept(client, people, "away_captain", fixture, fixture.moves.get(), ahead(12))
    assert response.status_code == 400
    assert "A card is in for this match" in response.content.decode()
    fixture.refresh_from_db()
    assert (fixture.date, fixture.moves.get().state) == (ahead(0), "asked")


def test_the_secretarys_house_rule_is_set_on_the_manage_page(client, league):
    season, _fixture, people = league
    url = reverse("leagues-move-approval", args=[SLUG])
    as_(client, people, "secretary").post(url, {"need_secretary": "on"})
    season.refresh_from_db()
    assert season.moves_need_secretary
    page = client.get(reverse("leagues-manage", args=[SLUG])).content.decode()
    assert 'name="need_secretary" checked' in page
    client.post(url, {})
    season.refresh_from_db()
    assert not season.moves_need_secretary


def test_a_fixture_rearranged_by_the_secretary_is_a_new_revision_in_the_calendars(client, league):
    season, fixture, people = league
    fixture = ready(season, fixture, people)
    url = reverse("leagues-rearrange", args=[SLUG, fixture.pk])
    as_(client, people, "secretary").post(url, {"date": ahead(20).isoformat()})
    client.post(url, {"date": ahead(20).isoformat()})  # the same again: no new revision
    event = feed_event(client, fixture, "crown")
    assert (event.decoded("dtstart"), event["sequence"]) == (ahead(20), 1)
    client.post(url, {"date": ahead(20).isoformat(), "postponed": "on"})
    event = feed_event(client, fixture, "crown")
    assert (event["status"], event["sequence"]) == ("CANCELLED", 2)


def test_the_manage_page_lists_the_moves_awaiting_the_secretary(client, league):
    season, fixture, people = league
    fixture = ready(season, fixture, people, approval=True)
    ask(client, people, "home_captain", fixture, ahead(12))
    manage = reverse("leagues-manage", args=[SLUG])
    assert move_url(fixture) not in as_(client, people, "secretary").get(manage).content.decode()
    accept(client, people, "away_captain", fixture, fixture.moves.get(), ahead(12))
    page = as_(client, people, "secretary").get(manage).content.decode()
    assert move_url(fixture) in page and "awaits your approval" in page
