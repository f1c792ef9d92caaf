"""The cup's pages in the players' languages (Persian, Urdu, Italian, Croatian, Dutch): the
bracket with a tie decided by an extra game, the secretary's pages and the captain's card with
its extra game, with no English word of theirs left."""

import re

import pytest
from django.urls import reverse

from leagues.models import CardLine, Cup
from tests.i18n_helpers import english_left, words_of
from tests.leagues.cards import SLUG, as_
from tests.leagues.cups import CODES, LEVEL, SEED, drawn_cup

pytestmark = pytest.mark.django_db
CUP_WORDS = re.compile(
    r"\b(Cup|cup|[Dd]raws?|[Dd]rawn|bye|Final|Semi|[Rr]ounds?|ties?|through|[Ee]xtra|level"
    r"|Winner|aggregate|Download|calendar|Start|[Tt]eams|Confirm|Preview|walkover|Date|won)\b"
)
DUTCH_TOO = {"extra", "teams"}  # "een extra partij", "de teams"
NAMES = {
    "Challenge Cup",
    "The Crown",
    "The Swan",
    "The Black Bull",
    "Calder Valley All Fours League",
}


@pytest.mark.parametrize("language", ["fa", "ur", "it", "hr", "nl"])
def test_the_cup_pages_leave_no_english_words(client, league, language):
    def english(body: str) -> list[str]:
        found = english_left(CUP_WORDS, words_of(body, NAMES), language)
        return [word for word in found if language != "nl" or word not in DUTCH_TOO]

    season, _, people = league
    cup, tie = drawn_cup(season, people, draw_mode="bracket")
    tie.send_card(people["secretary"], [*LEVEL, CardLine(9, 15)])
    as_(client, people, "secretary")
    pages = [
        reverse("leagues-cup", args=[SLUG, cup.pk]),
        reverse("leagues-new-cup", args=[SLUG]),
        reverse("leagues-cup-next", args=[SLUG, cup.pk]),
        reverse("leagues-manage", args=[SLUG]),
        reverse("leagues-fixture", args=[SLUG, tie.pk]),
    ]
    for url in pages:
        body = client.get(url, headers={"Accept-Language": language}).content.decode()
        assert english(body) == [], url
    draw = reverse("leagues-cup-draw", args=[SLUG, cup.pk])
    assert client.get(draw, {"teams": CODES, "seed": SEED}).status_code == 302  # drawn already
    as_(client, people, "away_captain")
    card = reverse("leagues-enter-card", args=[SLUG, tie.pk])
    body = client.get(card, headers={"Accept-Language": language}).content.decode()
    assert english(body) == []


@pytest.mark.parametrize("language", ["fa", "ur", "it", "hr", "nl"])
def test_the_cup_winners_on_the_league_and_team_pages_are_translated(client, league, language):
    season, _, people = league
    secretary = people["secretary"]
    cup, tie = drawn_cup(season, people, draw_mode="bracket")
    tie.send_card(secretary, [*LEVEL, CardLine(9, 15)])  # the Crown through
    cup.draw_next(secretary, 1, 5, None)
    cup.ties().get(cup_round__number=2).send_card(secretary, [], walkover_to="away")
    Cup.start(season, secretary, "Plate", "aggregate", "drawn")  # not won yet
    pages = [
        reverse("leagues-history", args=[season.league.slug]),
        reverse("leagues-team", args=[SLUG, "crown"]),
    ]
    for url in pages:
        body = client.get(url, headers={"Accept-Language": language}).content.decode()
        assert "Challenge Cup" in body
        found = english_left(CUP_WORDS, words_of(body, NAMES | {"Plate"}), language)
        assert [word for word in found if language != "nl" or word not in DUTCH_TOO] == [], url
