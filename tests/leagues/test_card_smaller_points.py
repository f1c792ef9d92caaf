"""The card side of issue 48's smaller points: no captain's card for a match not yet played
(the secretary may), a cup tie's card deciding the tie rather than the table, a disputed
fixture reading "disputed", cards to answer dated by their match, and no id twice on a page."""

import datetime
import re
from collections import Counter

import pytest
from django.urls import reverse
from django.utils import formats, timezone, translation

from leagues.models import Fixture
from tests.leagues.cards import (
    CARD,
    PERSONAS,
    SLUG,
    answer_url,
    as_,
    enter_url,
    fixture_page,
    games_posted,
)
from tests.leagues.cups import WON, drawn_cup

pytestmark = pytest.mark.django_db


def ids_twice(page: str) -> list[str]:
    return [name for name, n in Counter(re.findall(r'\sid="([^"]*)"', page)).items() if n > 1]


@pytest.mark.parametrize("persona", PERSONAS)
def test_a_card_for_a_match_not_yet_played_is_the_secretarys_alone(client, league, persona):
    _, fixture, people = league
    fixture.date = timezone.localdate() + datetime.timedelta(days=7)
    with fixture.season.changing():
        fixture.save()
    response = as_(client, people, persona).post(enter_url(fixture), CARD)
    page = response.content.decode()
    if persona == "secretary":
        assert response.status_code == 302 and fixture.cards.get().status == "confirmed"
        return
    assert not fixture.cards.exists()
    if persona == "anonymous":
        assert response.status_code == 302 and "/login/" in response["Location"]
    elif persona in {"home_captain", "home_cocaptain", "away_captain", "away_cocaptain"}:
        with translation.override("en-gb"):  # the site's own language: "5 December 2026"
            when = formats.date_format(fixture.date, "DATE_FORMAT")
        said = f"This match is on {when}: its card can be sent from that day."
        assert response.status_code == 200 and said in page
        assert said in client.get(enter_url(fixture)).content.decode()  # said before it is typed
    else:
        assert response.status_code == 403


def test_tonights_match_takes_its_card(client, league):
    _, fixture, people = league
    fixture.date = timezone.localdate()
    with fixture.season.changing():
        fixture.save()
    assert as_(client, people, "home_captain").post(enter_url(fixture), CARD).status_code == 302


def test_a_cup_ties_card_decides_the_tie_not_the_table(client, league):
    season, _, people = league
    _, tie = drawn_cup(season, people)
    url = reverse("leagues-enter-card", args=[SLUG, tie.pk])
    page = as_(client, people, "home_captain").get(url).content.decode()
    assert "A cup tie: its card decides the tie, not the league table." in page
    assert not ids_twice(page)
    lines = {
        f"game-{n}-{s}_score": getattr(line, f"{s}_score")
        for n, line in enumerate(WON, 1)
        for s in ("home", "away")
    }
    lines |= games_posted(len(WON) + 1)  # a cup tie: its extra game left out
    assert client.post(url, {**lines, "replaces": 0}).status_code == 302
    as_(client, people, "away_captain")
    confirmed = client.post(answer_url(tie, "confirm"), follow=True).content.decode()
    assert (
        "Card confirmed: it decides the tie." in confirmed
        and "counts in the table" not in confirmed
    )
    as_(client, people, "secretary")
    saved = client.post(url, {**lines, "replaces": 1}, follow=True).content.decode()
    assert "Card version 2 saved: it decides the tie." in saved


def test_a_league_cards_confirmation_still_counts_in_the_table(client, league):
    _, fixture, people = league
    as_(client, people, "home_captain").post(enter_url(fixture), CARD)
    as_(client, people, "away_captain")
    page = client.post(answer_url(fixture, "confirm"), follow=True).content.decode()
    assert "Card confirmed: it counts in the table." in page


def test_a_disputed_fixture_reads_disputed(client, league):
    _, fixture, people = league
    as_(client, people, "home_captain").post(enter_url(fixture), CARD)
    assert (
        Fixture.objects.with_cards().get(pk=fixture.pk).status_label
        == "played, awaiting confirmation"
    )
    as_(client, people, "away_captain").post(
        answer_url(fixture, "dispute"), {"reason": "Game 2 was 15-13"}
    )
    assert Fixture.objects.with_cards().get(pk=fixture.pk).status_label == "disputed"
    page = fixture_page(client, fixture)
    assert "disputed" in page and "awaiting confirmation" not in page
    manage = (
        as_(client, people, "secretary")
        .get(reverse("leagues-manage", args=[SLUG]))
        .content.decode()
    )
    line = manage[manage.index(f"{fixture}</a> <span") :]
    assert "disputed" in line[: line.index("</span>")]


def test_cards_waiting_are_dated_by_their_match(client, league):
    _, fixture, people = league
    as_(client, people, "home_captain").post(enter_url(fixture), CARD)  # sent today, played 1 Oct
    leagues = as_(client, people, "away_captain").get(reverse("leagues-list")).content.decode()
    item = leagues[leagues.index("Confirm or dispute the card") :]
    item = item[: item.index("</li>")]
    with translation.override("en-gb"):
        played = formats.date_format(fixture.date, "SHORT_DATE_FORMAT")  # "Thu 1 Oct"
        sent = formats.date_format(timezone.localdate(), "SHORT_DATE_FORMAT")
    assert played in item and sent not in item
    settle = as_(client, people, "secretary").get(reverse("leagues-waiting-cards", args=[SLUG]))
    assert f"played {played}" in settle.content.decode()
    assert not ids_twice(leagues) and not ids_twice(settle.content.decode())


@pytest.mark.parametrize("page", ["manage", "enter", "fixture"])
def test_no_id_is_on_a_card_or_manage_page_twice(client, league, page):
    from tests.leagues.test_card_phone_games import phone_game

    _, fixture, people = league
    phone_game("Swan", "Crown", owner=people["secretary"])
    as_(client, people, "secretary")
    url = {
        "manage": reverse("leagues-manage", args=[SLUG]),
        "enter": enter_url(fixture),
        "fixture": reverse("leagues-fixture", args=[SLUG, fixture.pk]),
    }[page]
    assert ids_twice(client.get(url).content.decode()) == []
