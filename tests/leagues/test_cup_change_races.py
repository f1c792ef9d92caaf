"""A cup put right at the same moment as something else (PostgreSQL, tests/storm.py): a round's
draw undone while a card of one of its ties is sent (exactly one of them wins, and the other
is answered calmly; each order also held open at the season's door, so both are seen), an
undo sent three times, a team withdrawn twice at once and its opponent with it: each change
made once, nobody answered 500."""

import threading
import time

import pytest
from django.db import connection
from django.test import Client
from django.urls import reverse

from leagues.models import Cup, Fixture, MatchCard, Season
from tests.leagues.cards import SLUG, games_posted
from tests.leagues.cups import CODES, ROUND_ONE, SEED, WON
from tests.storm import storm

pytestmark = pytest.mark.django_db(transaction=True)


def a_drawn_cup(season, people, name: str) -> tuple[Cup, Fixture]:
    secretary = people["secretary"]
    _, cup = Cup.start(season, secretary, name, "aggregate", "drawn")
    assert cup.make_draw(secretary, CODES, SEED, ROUND_ONE).changed
    return cup, cup.ties().get()


def card_body(lines) -> dict:
    body = {"replaces": 0, **games_posted(5)}  # a cup tie: and its extra game
    for n, line in enumerate(lines, start=1):
        body |= {f"game-{n}-home_score": line.home_score, f"game-{n}-away_score": line.away_score}
    return body


def test_an_undo_and_a_card_for_its_tie_at_once_one_wins(league):
    season, _, people = league
    outcomes = set()
    for attempt in range(4):
        cup, tie = a_drawn_cup(season, people, f"Cup {attempt}")
        undo = reverse("leagues-cup-undo-round", args=[SLUG, cup.pk, 1])
        enter = reverse("leagues-enter-card", args=[SLUG, tie.pk])
        # A captain's card of games, or the secretary's walkover (quicker to check).
        card = (enter, card_body(WON), people["home_captain"])
        if attempt >= 2:
            walkover = {"replaces": 0, **games_posted(5), "walkover_to": "home"}
            card = (enter, walkover, people["secretary"])
        requests = [(undo, {"drawn": cup.rounds.get().pk}, people["secretary"]), card]
        if attempt % 2:
            requests.reverse()
        statuses = storm(requests)
        if attempt % 2:
            statuses.reverse()
        undone, carded = statuses
        assert all(status < 500 for status in statuses), statuses
        if cup.rounds.exists():  # the card won: the round stands with it
            assert (undone, carded) == (409, 302)
            assert MatchCard.objects.filter(fixture=tie).count() == 1
            outcomes.add("card")
        else:  # the undo won: the tie is gone, and the card with nowhere to go
            assert (undone, carded) == (302, 404)
            assert not Fixture.objects.filter(pk=tie.pk).exists()
            assert not MatchCard.objects.filter(fixture_id=tie.pk).exists()
            outcomes.add("undo")
    assert outcomes  # which one wins is the database's to say: both are held open below


def sent_while_the_door_is_held(season, change, path, body, user) -> int:
    """`change` made inside the season's door, held open while a phone sends (path, body) as
    `user`: the phone's request reaches the door and waits there; its status."""
    if connection.vendor != "postgresql":
        pytest.skip("simultaneous requests are tested on PostgreSQL (CI's second run)")
    status = []

    def phone():
        try:
            client = Client()
            client.force_login(user)
            status.append(client.post(path, body).status_code)
        except Exception:
            status.append(500)
        finally:
            connection.close()

    with Season.objects.changing(season.pk):
        sending = threading.Thread(target=phone)
        sending.start()
        time.sleep(1)  # the phone's request reads the page, then waits at the door
        change()
    sending.join()
    return status[0]


def test_a_card_in_first_makes_the_undo_waiting_behind_it_refused(league):
    season, _, people = league
    cup, tie = a_drawn_cup(season, people, "Challenge Cup")
    undo = reverse("leagues-cup-undo-round", args=[SLUG, cup.pk, 1])
    status = sent_while_the_door_is_held(
        season,
        lambda: tie.send_card(people["home_captain"], WON),
        undo,
        {"drawn": cup.rounds.get().pk},
        people["secretary"],
    )
    assert status == 409 and cup.rounds.count() == 1 and tie.cards.count() == 1


def test_an_undo_first_makes_the_card_waiting_behind_it_not_found(league):
    season, _, people = league
    cup, tie = a_drawn_cup(season, people, "Challenge Cup")
    drawn = cup.rounds.get().pk
    enter = reverse("leagues-enter-card", args=[SLUG, tie.pk])
    status = sent_while_the_door_is_held(
        season,
        lambda: cup.undo_round(people["secretary"], 1, drawn),
        enter,
        card_body(WON),
        people["home_captain"],
    )
    assert status == 404 and not cup.rounds.exists()
    assert not MatchCard.objects.filter(fixture_id=tie.pk).exists()


def test_an_undo_sent_three_times_at_once_is_made_once(league):
    season, _, people = league
    cup, _ = a_drawn_cup(season, people, "Challenge Cup")
    url = reverse("leagues-cup-undo-round", args=[SLUG, cup.pk, 1])
    body = {"drawn": cup.rounds.get().pk}
    statuses = storm([(url, body, people["secretary"])] * 3)
    assert statuses == [302] * 3, statuses
    assert not cup.rounds.exists() and not cup.ties().exists()
    version = Season.objects.get(pk=season.pk).version
    assert cup.make_draw(people["secretary"], CODES, SEED, ROUND_ONE).changed
    assert Season.objects.get(pk=season.pk).version == version + 1


def test_a_team_withdrawn_twice_and_its_opponent_at_once_concede_one_tie(league):
    season, _, people = league
    cup, tie = a_drawn_cup(season, people, "Challenge Cup")
    swan = reverse("leagues-cup-withdraw", args=[SLUG, cup.pk, "swan"])
    crown = reverse("leagues-cup-withdraw", args=[SLUG, cup.pk, "crown"])
    secretary = people["secretary"]
    statuses = storm([(swan, {}, secretary), (swan, {}, secretary), (crown, {}, secretary)])
    assert all(status < 500 for status in statuses), statuses
    card = MatchCard.objects.get(fixture=tie)  # one walkover, to whichever stayed
    assert card.status == "confirmed" and card.walkover_to in (tie.home, tie.away)
    if card.walkover_to == tie.away:  # the Swan withdrew (once): the Crown is through
        assert statuses == [302, 302, 400]
    else:  # the Crown withdrew first: the Swan is through, with no tie to concede
        assert statuses == [400, 400, 302]
