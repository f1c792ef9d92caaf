"""A game scored on a phone fills its card game in before the card is sent (issue 48, item
4): its final score and its pairs, the players the phone game named picked from the teams'
registered players (compared as the registration check compares names), shown with a line
saying which game they came from, and nothing sent until the captain sends the card."""

import re
from html import unescape

import pytest

from leagues.models import Player
from tests.leagues.cards import CAPTAINS, PERSONAS, as_, enter_url
from tests.leagues.test_card_phone_games import NO_SCORE_1, phone_game

pytestmark = pytest.mark.django_db
MAY_FILL = CAPTAINS | {"secretary"}


def fill(client, fixture, game, **more):
    data = {
        **NO_SCORE_1,
        "game-1-away_pair": "",
        "game-1-home_pair": "",
        "game-1-phone_game": game.public_id,
    }
    return client.post(enter_url(fixture), {**data, **more, "fill_from": "1"})


def value_of(page: str, name: str) -> str | None:
    """A field's value as shown: its chip ticked, else its typed value."""
    chip = re.search(rf'<input type="radio" name="{name}" value="([^"]*)"[^>]*checked', page)
    found = chip or re.search(rf'<input type="text" name="{name}"[^>]*value="([^"]*)"', page)
    return unescape(found[1]) if found else None


def checked(page: str, name: str) -> set[str]:
    return set(re.findall(rf'<input [^>]*name="{name}" value="(\d+)"[^>]*checked', page))


def filled_by_home_captain(client, league, sides, named):
    """The home captain's card with game 1 filled in from their phone game of `sides`, whose
    players were `named`: the page, and the game."""
    _, fixture, people = league
    game = phone_game(*sides, owner=people["home_captain"], players=named)
    return fill(as_(client, people, "home_captain"), fixture, game).content.decode(), game


def players(fixture, side, *names):
    team = getattr(fixture, side)
    with fixture.season.changing():
        return [Player.objects.create(team=team, name=name) for name in names]


@pytest.mark.parametrize("persona", PERSONAS)
def test_each_persona_fills_a_card_game_from_their_phone_game_or_is_refused(
    client, league, persona
):
    _, fixture, people = league
    ann, bob = players(fixture, "home", "Ann", "Bob")
    cal, dee = players(fixture, "away", "Cal", "Dee")
    owner = people.get(persona) if persona != "anonymous" else None
    game = phone_game("Swan", "Crown", owner=owner, players=(("ann", "BOB"), ("Cal", "Dee")))
    response = fill(as_(client, people, persona), fixture, game)
    assert not fixture.cards.exists()  # shown, never sent
    if persona == "anonymous":
        assert response.status_code == 302 and "/login/" in response["Location"]
        return
    if persona not in MAY_FILL:
        assert response.status_code == 403
        return
    page = response.content.decode()
    assert response.status_code == 200
    assert (
        value_of(page, "game-1-home_score") == "15" and value_of(page, "game-1-away_score") == "12"
    )
    assert checked(page, "game-1-home_players") == {str(ann.pk), str(bob.pk)}
    assert checked(page, "game-1-away_players") == {str(cal.pk), str(dee.pk)}
    said = "Filled in from the phone game Swan v Crown (15–12"
    assert said in unescape(page)
    assert 'class="error"' not in page  # nothing checked yet: the captain has not sent it


def test_the_filled_in_card_goes_in_as_shown(client, league):
    fixture = league[1]
    ann, bob = players(fixture, "home", "Ann", "Bob")
    page, game = filled_by_home_captain(
        client, league, ("Swan", "Crown"), (("Ann", "Bob"), ("Cal", "Dee"))
    )
    # The away pair is not registered: written as the phone game wrote it.
    assert value_of(page, "game-1-away_pair") == "Cal & Dee"
    sent = {**NO_SCORE_1, "game-1-phone_game": game.public_id, "game-1-home_pair": ""}
    sent |= {
        "game-1-home_players": [ann.pk, bob.pk],
        "game-1-away_pair": value_of(page, "game-1-away_pair"),
    }
    sent |= {"game-1-home_score": value_of(page, "game-1-home_score"), "game-1-away_score": "12"}
    assert client.post(enter_url(fixture), sent).status_code == 302
    first = fixture.cards.get().games.get(number=1)
    assert (first.home_score, first.away_score, first.game) == (15, 12, game)
    assert (first.home_pair, first.away_pair) == ("Ann & Bob", "Cal & Dee")
    assert {first.home_player_1.name, first.home_player_2.name} == {"Ann", "Bob"}


def test_the_away_teams_players_first_on_the_phone_are_put_on_the_away_side(client, league):
    _, fixture, _people = league
    cal, dee = players(fixture, "away", "Cal", "Dee")
    named = (("Cal", "Dee"), ("Eve", "Fay"))
    page, _game = filled_by_home_captain(client, league, ("Crown", "Swan"), named)
    assert (
        value_of(page, "game-1-home_score") == "12" and value_of(page, "game-1-away_score") == "15"
    )
    assert checked(page, "game-1-away_players") == {str(cal.pk), str(dee.pk)}
    assert value_of(page, "game-1-home_pair") == "Eve & Fay"
    assert re.search(r'<input [^>]*name="game-1-phone_swap"[^>]*checked', page)


def test_with_htmx_the_card_game_is_filled_in_in_place(client, league):
    _, fixture, people = league
    game = phone_game("Swan", "Crown", owner=people["home_captain"])
    page = as_(client, people, "home_captain").get(enter_url(fixture)).content.decode()
    button = re.search(r'<button [^>]*name="fill_from" value="1"[^>]*>', page)[0]
    assert 'hx-select="#card-game-1"' in button and 'hx-target="#card-game-1"' in button
    assert '<fieldset class="field card-game" id="card-game-1">' in page
    response = fill(client, fixture, game, **{"HTTP_HX_REQUEST": "true"})
    assert "Filled in from the phone game" in response.content.decode()


def test_no_game_chosen_says_so_and_keeps_the_entries(client, league):
    _, fixture, people = league
    as_(client, people, "home_captain")
    data = {**NO_SCORE_1, "game-2-home_score": "15", "game-1-phone_game": "", "fill_from": "1"}
    page = client.post(enter_url(fixture), data).content.decode()
    assert "Choose the phone game to fill this game in from." in page
    assert value_of(page, "game-1-home_pair") == "Ann & Bob" and not fixture.cards.exists()


def test_enter_in_a_field_sends_the_card_not_a_fill(client, league):
    """The form's first submit button (its default, what Enter presses) sends the card."""
    _, fixture, people = league
    phone_game("Swan", "Crown", owner=people["home_captain"])
    page = as_(client, people, "home_captain").get(enter_url(fixture)).content.decode()
    form = page[page.index("<form method=") :]
    first = re.search(r"<button [^>]*>", form)[0]
    assert "fill_from" not in first and 'type="submit"' in first
