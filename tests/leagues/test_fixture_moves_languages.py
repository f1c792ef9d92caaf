"""A fixture's move in the players' languages: the move page (its requests in every state,
the answers offered, the form and its refusals) and the fixture page's history, with no
English words left."""

import re

import pytest
from django.urls import reverse

from tests.i18n_helpers import english_left, words_of
from tests.leagues.cards import SLUG, as_
from tests.leagues.moves import accept, ahead, ask, move_url, ready

pytestmark = pytest.mark.django_db
ENGLISH_WORDS = re.compile(
    r"\b(Move|match|asked|Asked|answered|awaiting|captain|agreed|moved|replaced|dates?|Accept"
    r"|Approve|Refuse|Ask|Now|Another|third|secretary|past)\b"
)
NAMES = {"The Crown", "The Swan", "home_captain", "away_captain", "away_cocaptain", "secretary"}


@pytest.mark.parametrize("language", ["fa", "ur", "it", "hr", "nl"])
def test_a_move_leaves_no_english_words(client, league, language):
    season, fixture, people = league
    fixture = ready(season, fixture, people, approval=True)
    ask(client, people, "home_captain", fixture, ahead(12))
    ask(client, people, "away_captain", fixture, ahead(13))  # the first answered with others
    ask(client, people, "away_cocaptain", fixture, ahead(14), ahead(15))  # replaced
    accept(client, people, "home_captain", fixture, fixture.moves.waiting().get(), ahead(15))
    ask(client, people, "home_captain", fixture, ahead(-1))  # refused: the page, in words
    names = NAMES | {season.league.name, str(season)}
    header = {"Accept-Language": language}
    as_(client, people, "secretary")
    pages = [client.get(move_url(fixture), headers=header).content.decode()]
    as_(client, people, "home_captain")
    refused = client.post(move_url(fixture), {"first": ahead(-1).isoformat()}, headers=header)
    assert refused.status_code == 400
    fixture_url = reverse("leagues-fixture", args=[SLUG, fixture.pk])
    pages += [refused.content.decode(), client.get(fixture_url, headers=header).content.decode()]
    for body in pages:
        left = english_left(ENGLISH_WORDS, words_of(body, names), language)
        assert [word for word in left if (language, word) != ("it", "date")] == []
