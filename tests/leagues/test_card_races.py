"""Card changes at the same moment (PostgreSQL): whatever the order the database takes them
in, a fixture keeps exactly one live card (the newest version), at most one confirmed, and
nobody is answered 500."""

import pytest

from leagues.models import CardLine, Fixture
from tests.leagues.cards import CARD, answer_url, enter_url
from tests.storm import storm

pytestmark = pytest.mark.django_db(transaction=True)
LINES = [CardLine(15, 9), CardLine(15, 3), CardLine(14, 15), CardLine(15, 12)]
CORRECTED = {**CARD, "replaces": 1, "game-3-home_score": 15, "game-3-away_score": 14}


def assert_one_live_card(fixture: Fixture) -> None:
    cards = list(fixture.cards.order_by("version"))
    live = [card for card in cards if card.status != "superseded"]
    assert live == cards[-1:], [(card.version, card.status) for card in cards]
    assert sum(card.status == "confirmed" for card in cards) <= 1


def test_three_confirms_racing_two_corrected_cards(league):
    _, fixture, people = league
    fixture.send_card(people["home_captain"], LINES)
    other = {**CORRECTED, "game-2-away_score": 5}
    statuses = storm(
        [(answer_url(fixture, "confirm"), {}, people[who]) for who in ("away_captain",) * 2]
        + [(answer_url(fixture, "confirm"), {}, people["secretary"])]
        + [(enter_url(fixture), CORRECTED, people["home_captain"])]
        + [(enter_url(fixture), other, people["home_cocaptain"])]
    )
    assert all(status < 500 for status in statuses), statuses
    assert_one_live_card(fixture)
    # Exactly one thing happened first: a confirm (corrections refused) or a correction
    # (the confirms and the other correction refused).
    assert fixture.cards.count() in (1, 2)
    if fixture.cards.count() == 1:
        assert fixture.cards.get().status == "confirmed"
        assert statuses[3:] == [409, 409]


def test_two_captains_sending_at_once_make_one_card(league):
    _, fixture, people = league
    statuses = storm(
        [
            (enter_url(fixture), CARD, people["home_captain"]),
            (enter_url(fixture), {**CARD, "game-2-away_score": 5}, people["away_captain"]),
            (enter_url(fixture), CARD, people["home_captain"]),  # a double tap
        ]
    )
    assert all(status < 500 for status in statuses), statuses
    assert fixture.cards.count() == 1
    assert_one_live_card(fixture)


def test_confirm_racing_dispute(league):
    _, fixture, people = league
    fixture.send_card(people["home_captain"], LINES)
    statuses = storm(
        [
            (answer_url(fixture, "confirm"), {}, people["away_captain"]),
            (answer_url(fixture, "dispute"), {"reason": "game 2"}, people["away_cocaptain"]),
            (answer_url(fixture, "confirm"), {}, people["secretary"]),
            (answer_url(fixture, "dispute"), {"reason": "game 3"}, people["away_captain"]),
        ]
    )
    assert all(status < 500 for status in statuses), statuses
    assert_one_live_card(fixture)
    card = fixture.cards.get()
    assert card.status in ("confirmed", "disputed")
    if card.status == "disputed":
        assert card.confirmed_by is None


def test_a_seasons_changes_at_once_each_count_and_none_waits_on_another(league, client):
    """Cards on two fixtures, the secretary's adjustment and a rearranged fixture, all at
    once: each change counts one in the season's version (the key its table is kept by) and
    takes the season's row before any fixture's, so nobody deadlocks; the next season page
    shows them all."""
    from django.urls import reverse

    from tests.leagues.cards import SLUG

    season, fixture, people = league
    played = Fixture.objects.get(season=season, home__code="crown", away__code="swan")
    moved = Fixture.objects.get(season=season, home__code="bull", away__code="crown")
    client.get(reverse("leagues-season", args=[SLUG]))  # kept as it was
    statuses = storm(
        [
            (enter_url(fixture), CARD, people["home_captain"]),
            (enter_url(played), {**CARD, "replaces": 1}, people["secretary"]),
            (
                reverse("leagues-add-adjustment", args=[SLUG]),
                {"team": "bull", "points": "-2", "reason": "late card"},
                people["secretary"],
            ),
            (
                reverse("leagues-rearrange", args=[SLUG, moved.pk]),
                {"date": "2026-09-24"},
                people["secretary"],
            ),
        ]
    )
    assert all(status < 500 for status in statuses), statuses
    assert season.__class__.objects.get(pk=season.pk).version >= season.version + 4
    page = client.get(reverse("leagues-season", args=[SLUG]) + "?provisional=1")
    rows = {row.team: row for row in page.context["table"].rows}
    assert rows["swan"].played == 3 and rows["swan"].provisional  # the card awaiting an answer
    assert rows["bull"].league_points == 13 - 2
    assert "late card" in page.content.decode()
