"""The cup's changes at the same moment (PostgreSQL, tests/storm.py): a draw sent three times
at once (two the same, one another number), a next round sent twice, a cup started twice: each
made once, nobody answered 500; the Final's card answered and corrected at once leaves the
cup's stored winner the bracket's."""

import pytest
from django.urls import reverse

from leagues.models import Cup
from tests.leagues.cards import CARD, SLUG, answer_url, enter_url, games_posted
from tests.leagues.cups import CODES, SEED, WON, drawn_cup, the_final
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


def test_the_finals_card_confirmed_and_corrected_at_once_keeps_the_brackets_winner(league):
    """The Swan's card for the Final confirmed by the Crown's captain while the secretary
    sends the Crown's: in either order the stored winner is the bracket's, the Crown."""
    season, _, people = league
    secretary = people["secretary"]
    cup, final = the_final(season, people)
    final.send_card(people["home_captain"], WON)
    crowns = {**CARD, **games_posted(5), "replaces": 1}  # a cup tie: and its extra game
    for n in range(1, 5):  # each game the other way round: the Crown's card
        crowns[f"game-{n}-home_score"], crowns[f"game-{n}-away_score"] = (
            CARD[f"game-{n}-away_score"],
            CARD[f"game-{n}-home_score"],
        )
    statuses = storm(
        [(answer_url(final, "confirm"), {}, people["away_captain"])] * 2
        + [(enter_url(final), crowns, secretary)]
    )
    assert all(status < 500 for status in statuses), statuses
    cup = Cup.objects.select_related("winner").get(pk=cup.pk)
    assert cup.winner == cup.bracket().winner and cup.winner.code == "crown"
