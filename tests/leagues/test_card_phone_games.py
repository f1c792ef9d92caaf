"""A card game can take its score from a game scored hand by hand on a phone: only one the
captain can vouch for (theirs, started on their phone, or on this fixture's card already),
never a stranger's, and its sides must be the card's pairs."""

import uuid

import pytest
from django.urls import reverse

from kernel.visitor import SESSION_GAMES
from leagues.models import Player
from scoring.models import Game
from tests.leagues.cards import CARD, answer_url, as_, enter_url, fixture_page

pytestmark = pytest.mark.django_db
NO_SCORE_1 = {**CARD, "game-1-home_score": "", "game-1-away_score": ""}


def phone_game(first: str, second: str, owner=None, players=((), ())) -> Game:
    """A Heckmondwike game, finished 15-12 to the first side."""
    game = Game.objects.create(
        game="allfours",
        variant="heckmondwike",
        start={"A": 11, "B": 12},
        owner=owner,
        sides=[
            {"id": "A", "name": first, "players": list(players[0])},
            {"id": "B", "name": second, "players": list(players[1])},
        ],
    )
    game.add_hand({"dealer": "B", "high": "A", "low": "A", "jack": "A", "game": "A"}, uuid.uuid4())
    return game


def test_a_game_scored_on_a_phone_fills_its_card_game(client, league):
    _, fixture, people = league
    game = phone_game("Swan pair", "Crown pair", owner=people["home_captain"])
    page = as_(client, people, "home_captain").get(enter_url(fixture)).content.decode()
    assert "Swan pair v Crown pair (15–12" in page
    assert (
        client.post(
            enter_url(fixture), {**NO_SCORE_1, "game-1-phone_game": game.public_id}
        ).status_code
        == 302
    )
    first = fixture.cards.get().games.get(number=1)
    assert (first.home_score, first.away_score, first.game) == (15, 12, game)
    assert reverse("scoring-live", args=[game.public_id]) in fixture_page(client, fixture)


def test_a_phone_game_is_offered_in_the_pages_language(client, league):
    """Its sides joined and the day it was started named as the page's language says them."""
    from django.utils import formats, translation
    from django.utils.timezone import localtime

    _, fixture, people = league
    game = phone_game("Swan pair", "Crown pair", owner=people["home_captain"])
    as_(client, people, "home_captain")
    page = client.get(enter_url(fixture), headers={"Accept-Language": "hr"}).content.decode()
    with translation.override("hr"):
        # Croatian's own short date and time (config/formats/hr): "Sri, 25. 11., 20:15".
        when = formats.date_format(localtime(game.created), "SHORT_DATETIME_FORMAT")
        day = formats.date_format(localtime(game.created), "D")  # (Pon, Uto, Sri: never Wed)
    assert when.startswith(f"{day}, ")
    assert f"Swan pair protiv Crown pair (15–12, {when})" in page


def test_a_game_started_on_this_phone_before_signing_in_is_offered(client, league):
    _, fixture, people = league
    game = phone_game("Swan pair", "Crown pair")  # nobody signed in when it was started
    session = client.session
    session[SESSION_GAMES] = [game.public_id]
    session.save()
    client.force_login(people["home_captain"])  # signing in keeps the session's games
    assert "Swan pair v Crown pair (15–12" in client.get(enter_url(fixture)).content.decode()


def test_a_strangers_game_is_neither_offered_nor_taken(client, league):
    _, fixture, people = league
    theirs = phone_game("Lions", "Tigers", owner=people["outsider"])
    anonymous = phone_game("Somebody", "Else")
    page = as_(client, people, "home_captain").get(enter_url(fixture)).content.decode()
    assert "Lions v Tigers" not in page and "Somebody v Else" not in page
    assert theirs.public_id not in page and anonymous.public_id not in page
    for game in (theirs, anonymous):
        response = client.post(
            enter_url(fixture), {**NO_SCORE_1, "game-1-phone_game": game.public_id}
        )
        assert response.status_code == 200 and "Select a valid choice" in response.content.decode()
    assert not fixture.cards.exists()


def test_the_other_captain_correcting_the_card_keeps_its_linked_game(client, league):
    _, fixture, people = league
    game = phone_game("Swan pair", "Crown pair", owner=people["home_captain"])
    as_(client, people, "home_captain").post(
        enter_url(fixture), {**NO_SCORE_1, "game-1-phone_game": game.public_id}
    )
    page = as_(client, people, "away_captain").get(enter_url(fixture)).content.decode()
    assert f'<option value="{game.public_id}" selected>' in page
    data = {
        **NO_SCORE_1,
        "replaces": 1,
        "game-1-phone_game": game.public_id,
        "game-2-away_score": 5,
    }
    assert client.post(enter_url(fixture), data).status_code == 302
    assert fixture.cards.get(version=2).games.get(number=1).game == game


def test_a_typed_score_that_disagrees_with_the_phone_game_is_refused(client, league):
    _, fixture, people = league
    game = phone_game("Crown pair", "Swan pair", owner=people["home_captain"])  # Crown first
    as_(client, people, "home_captain")
    page = client.post(
        enter_url(fixture), {**CARD, "game-1-phone_game": game.public_id}
    ).content.decode()
    assert (
        "The phone game finished 15-12; the card says 15-9." in page and not fixture.cards.exists()
    )
    client.post(
        enter_url(fixture),
        {**NO_SCORE_1, "game-1-phone_game": game.public_id, "game-1-phone_swap": "on"},
    )
    first = fixture.cards.get().games.get(number=1)
    assert (first.home_score, first.away_score) == (12, 15)


def test_the_phone_games_players_must_be_the_cards_pair(client, league):
    _, fixture, people = league
    with fixture.season.changing():
        ann, bob, cy, di = (
            Player.objects.create(team=fixture.home, name=n) for n in ("Ann", "Bob", "Cy", "Di")
        )
    game = phone_game(
        "Swan", "Crown", owner=people["home_captain"], players=(("Ann", "Bob"), ("Cal", "Dee"))
    )
    as_(client, people, "home_captain")
    data = {**NO_SCORE_1, "game-1-phone_game": game.public_id, "game-1-away_pair": ""}
    wrong = client.post(enter_url(fixture), {**data, "game-1-home_players": [cy.pk, di.pk]})
    assert (
        "The phone game&#x27;s Swan were Ann &amp; Bob, not Cy &amp; Di." in wrong.content.decode()
    )
    typed = client.post(enter_url(fixture), {**data, "game-1-away_pair": "Cal & Eve"})
    assert (
        "The phone game&#x27;s Crown were Cal &amp; Dee, not Cal &amp; Eve."
        in typed.content.decode()
    )
    assert not fixture.cards.exists()
    right = {
        **data,
        "game-1-home_pair": "",
        "game-1-home_players": [bob.pk, ann.pk],
        "game-1-away_pair": "dee and cal",
    }
    assert client.post(enter_url(fixture), right).status_code == 302
    assert (
        as_(client, people, "away_captain").post(answer_url(fixture, "confirm")).status_code == 302
    )
