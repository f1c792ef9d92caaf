"""Deadlines as house rules and the ledger of penalties (issue 53, leagues/deadlines.py): a
season run through with the clock moved on. A card left unanswered for the league's hours is
confirmed by itself at the hourly `remind` run, once, two runs at once or not; a card not in
by its deadline offers the secretary the league's choice, one tap, and a late card's penalty
stands on the table beside the team and in `standings --format json`, reversible."""

import datetime
import io
import json

import pytest
from django.core.management import call_command
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


def bull_points(season) -> int:
    out = io.StringIO()
    call_command("standings", SLUG, "--format", "json", stdout=out)
    payload = json.loads(out.getvalue())
    (row,) = [row for row in payload["rows"] if row["team"] == "bull"]
    return row["league_points"], payload.get("adjustments", [])


@pytest.mark.django_db(transaction=True)
def test_an_unanswered_card_confirms_itself_once_with_two_runs_at_once(league, clock, client):
    season, fixture, people = league
    deadlines(season, hours=72)
    fixture.send_card(people["home_captain"], LINES)
    clock[0] += datetime.timedelta(hours=71)
    assert confirmed_by_runs(remind()) == 0
    assert fixture.cards.get().status == "submitted"
    clock[0] += datetime.timedelta(hours=2)  # 73 hours after it was sent
    assert confirmed_by_runs(remind(runs=2)) == 1  # one run confirmed it, the other found it so
    card = fixture.cards.get()
    assert (card.status, card.confirmed_at_deadline, card.confirmed_by) == ("confirmed", True, None)
    assert card.answered_at == clock[0]
    assert confirmed_by_runs(remind()) == 0  # the next hour's run: nothing more
    page = client.get(reverse("leagues-fixture", args=[SLUG, fixture.pk]))
    assert "confirmed by itself, unanswered at the league's deadline" in page.text


@pytest.mark.django_db
def test_a_card_answered_or_in_a_league_without_the_deadline_waits(league, clock):
    season, fixture, people = league
    fixture.send_card(people["home_captain"], LINES)
    clock[0] += datetime.timedelta(days=5)
    assert confirmed_by_runs(remind()) == 0  # no deadline set: it waits for its answer
    deadlines(season, hours=72)
    fixture.cards.get().dispute(people["away_captain"], "game 3 was ours")
    assert confirmed_by_runs(remind()) == 0  # disputed: the secretary settles it, not the clock
    assert fixture.cards.get().status == "disputed"


@pytest.mark.django_db
def test_a_late_cards_penalty_one_tap_on_the_table_and_in_the_json(league, clock, client):
    season, _, people = league
    deadlines(season, late_card="penalty", points=2)
    late = late_fixture(season)
    page_url = reverse("leagues-deadlines", args=[SLUG])
    as_(client, people, "secretary")
    clock[0] = at(LATE_NIGHT + datetime.timedelta(days=1), 9)  # before 10:00: not late yet
    assert f'id="late-{late.pk}"' not in client.get(page_url).text
    clock[0] = at(LATE_NIGHT + datetime.timedelta(days=1), 11)
    assert f'id="late-{late.pk}"' in client.get(page_url).text
    points_before, _ = bull_points(season)
    tap = reverse("leagues-settle-late", args=[SLUG, late.pk])
    assert client.post(tap, {"team": "bull"}).status_code == 302
    assert client.post(tap, {"team": "bull"}).status_code == 302  # a doubled tap
    entry = Adjustment.objects.get()
    assert (entry.team.code, entry.points, entry.house_rule, entry.on) == (
        "bull", -2, "late_card", LATE_NIGHT
    )  # fmt: skip
    assert entry.by == people["secretary"] and entry.fixture == late
    points, ledger = bull_points(season)
    assert points == points_before - 2
    assert ledger == [
        {
            "team": "bull",
            "points": -2,
            "reason": "card late",
            "date": "2026-10-08",
            "by": "house rule",
        }
    ]
    table = client.get(reverse("leagues-season", args=[SLUG])).text
    row = table[table.index("The Black Bull") :]
    assert "−2</span>: <bdi>card late</bdi>, 8 Oct" in row[: row.index("</td>")]
    # Withdrawn, it leaves the table and the file, and stays in the ledger, struck through.
    withdraw = reverse("leagues-withdraw-adjustment", args=[SLUG, entry.pk])
    assert client.post(withdraw).status_code == 302
    assert client.post(withdraw).status_code == 302  # doubled: withdrawn once
    assert bull_points(season) == (points_before, [])
    assert Adjustment.ledger.get().withdrawn_by == people["secretary"]
    assert f'<li id="entry-{entry.pk}"><s>' in client.get(page_url).text


@pytest.mark.django_db
def test_a_late_card_gives_a_walkover_in_a_league_that_chose_it(league, clock, client):
    season, _, people = league
    deadlines(season, late_card="walkover")
    late = late_fixture(season)
    clock[0] = at(LATE_NIGHT + datetime.timedelta(days=2), 12)
    as_(client, people, "secretary")
    tap = reverse("leagues-settle-late", args=[SLUG, late.pk])
    client.post(tap, {"team": "swan"})
    client.post(tap, {"team": "swan"})  # doubled: the card is in, nothing more given
    card = late.cards.get()
    assert (card.status, card.walkover_to.code) == ("confirmed", "swan")
    assert not Adjustment.ledger.exists()


@pytest.mark.django_db
@pytest.mark.parametrize(
    "who",
    [
        "home_captain",
        "home_cocaptain",
        "away_captain",
        "other_captain",
        "player",
        "other_secretary",
        "outsider",
        "anonymous",
    ],
)
def test_only_the_secretary_sees_and_taps_the_deadlines(league, clock, client, who):
    season, _, people = league
    deadlines(season, late_card="penalty")
    late = late_fixture(season)
    clock[0] = at(LATE_NIGHT + datetime.timedelta(days=2), 12)
    as_(client, people, who)
    expected = 302 if who == "anonymous" else 403  # (anonymous: to sign in)
    assert client.get(reverse("leagues-deadlines", args=[SLUG])).status_code == expected
    tap = client.post(reverse("leagues-settle-late", args=[SLUG, late.pk]), {"team": "bull"})
    settings_posted = client.post(
        reverse("leagues-set-deadlines", args=[SLUG]),
        {"confirm_after_hours": "1", "late_card": "walkover", "late_card_points": "9"},
    )
    assert (tap.status_code, settings_posted.status_code) == (expected, expected)
    season.refresh_from_db()
    assert (season.late_card, season.late_card_points) == ("penalty", 2)
    assert not Adjustment.ledger.exists()


@pytest.mark.django_db
def test_the_secretary_sets_the_deadlines_and_is_told_of_a_slip(league, client):
    season, _, people = league
    as_(client, people, "secretary")
    url = reverse("leagues-set-deadlines", args=[SLUG])
    posted = {"confirm_after_hours": "48", "late_card": "walkover", "late_card_points": "3"}
    assert client.post(url, {**posted, "no_show_points": "5"}).status_code == 302
    season.refresh_from_db()
    assert (season.confirm_after_hours, season.late_card, season.late_card_points) == (
        48, "walkover", 3
    )  # fmt: skip
    assert season.no_show_points == 5
    slips = {"confirm_after_hours": "0", "late_card": "fine", "no_show_points": "0"}
    refused = client.post(url, {**posted, **slips})
    assert refused.status_code == 400
    assert 'name="confirm_after_hours" value="0"' in refused.text  # the entries kept on the form
    assert 'name="no_show_points" value="0"' in refused.text
    season.refresh_from_db()
    assert (season.confirm_after_hours, season.no_show_points) == (48, 5)
    assert client.post(url, posted).status_code == 302  # left empty: no penalty
    season.refresh_from_db()
    assert season.no_show_points is None


@pytest.mark.django_db
def test_a_captains_card_after_the_deadline_is_late_the_leagues_own_never(league, clock):
    from leagues.deadlines import late_fixtures

    season, _, people = league
    late, own = late_fixture(season), late_fixture(season, "crown", "bull")
    late.home.captains.add(people["other_captain"])  # (Bull's captain)
    clock[0] = at(LATE_NIGHT + datetime.timedelta(days=3), 12)
    late.send_card(people["other_captain"], LINES)
    own.record_from_league_file([(15, 9), (15, 3), (14, 15), (15, 12)])
    listed = {item.fixture.pk: item.card_in for item in late_fixtures(season, clock[0])}
    assert listed.get(late.pk) == clock[0] and own.pk not in listed


@pytest.mark.django_db
def test_an_entry_amended_keeps_its_versions_and_the_new_one_counts(league, client):
    season, _, people = league
    entry = season.adjust("bull", -3, "no-show", people["secretary"])
    points_before, _ = bull_points(season)
    as_(client, people, "secretary")
    url = reverse("leagues-amend-adjustment", args=[SLUG, entry.pk])
    refused = client.post(url, {f"entry-{entry.pk}-points": "x", f"entry-{entry.pk}-reason": "r"})
    assert refused.status_code == 400 and 'value="x"' in refused.text
    amended = {f"entry-{entry.pk}-points": "-1", f"entry-{entry.pk}-reason": "no-show, mended"}
    assert client.post(url, amended).status_code == 302
    assert client.post(url, amended).status_code == 302  # doubled: one new version
    new = Adjustment.objects.get()
    assert (new.points, new.reason, new.replaces, new.by) == (
        -1, "no-show, mended", entry, people["secretary"]
    )  # fmt: skip
    assert Adjustment.ledger.count() == 2
    assert bull_points(season)[0] == points_before + 2


@pytest.mark.django_db
def test_a_card_not_late_is_not_settled_however_the_tap_is_sent(league, clock, client):
    season, _, people = league
    deadlines(season, late_card="penalty")
    late = late_fixture(season)
    clock[0] = at(LATE_NIGHT + datetime.timedelta(days=1), 9)  # its deadline is 10:00
    as_(client, people, "secretary")
    client.post(reverse("leagues-settle-late", args=[SLUG, late.pk]), {"team": "bull"})
    assert not Adjustment.ledger.exists()
