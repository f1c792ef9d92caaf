"""The cup's changes at the same moment (PostgreSQL, tests/storm.py): a draw sent three times
at once (two the same, one another number), a next round sent twice, a cup started twice: each
made once, nobody answered 500."""

import pytest
from django.urls import reverse

from leagues.models import Cup
from tests.leagues.cards import SLUG
from tests.leagues.cups import CODES, SEED, WON, drawn_cup
from tests.storm import storm

pytestmark = pytest.mark.django_db(transaction=True)


def test_a_cup_started_and_drawn_at_once_is_made_once(league):
    season, _, people = league
    secretary = people["secretary"]
    new = reverse("leagues-new-cup", args=[SLUG])
    data = {"name": "Challenge Cup", "level_rule": "aggregate", "draw_mode": "drawn"}
    statuses = storm([(new, data, secretary)] * 3)
    assert statuses == [302] * 3 and season.cups.count() == 1
    cup = season.cups.get()
    draw = reverse("leagues-cup-draw", args=[SLUG, cup.pk])
    same = {"teams": CODES, "seed": SEED, "date": "2026-11-04"}
    statuses = storm(
        [(draw, same, secretary)] * 2 + [(draw, {**same, "seed": SEED + 1}, secretary)]
    )
    assert all(status < 500 for status in statuses), statuses
    assert cup.rounds.count() == 1 and cup.ties().count() == 1


def test_the_next_round_sent_twice_at_once_is_drawn_once(league):
    season, _, people = league
    cup, tie = drawn_cup(season, people)
    tie.send_card(people["secretary"], WON)
    url = reverse("leagues-cup-next", args=[SLUG, cup.pk])
    body = {"after": 1, "seed": 5, "date": "2026-12-02"}
    statuses = storm([(url, body, people["secretary"])] * 3)
    assert statuses == [302] * 3, statuses
    assert cup.rounds.count() == 2 and cup.ties().count() == 2
    assert Cup.objects.get(pk=cup.pk).bracket().rounds[1].ties[0].away is not None
