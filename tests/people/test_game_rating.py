"""A friendly game scored on the site counts for the ratings when its scorer says so
(people/scored_games.py): reached from the closed game's scorer's page, by the scorer's link
alone, each seat named as a person; counted once as "game:<public id>", corrected when named
again with other persons, stopped on request; refused in words while the game is open or a
name is unknown, shared or on two seats."""

import pytest
from django.urls import reverse

from people.models import Person, RatedResult
from scoring.models import Game
from tests.people.results import persons, stored_ratings
from tests.scoring_helpers import post_hand, urls

pytestmark = pytest.mark.django_db

SIDES = [
    {"id": "A", "name": "Red Lion", "players": ["Ann", "Bo"]},
    {"id": "B", "name": "Crown", "players": ["Cy", "Dee"]},
]
NAMES = {"seat-0-0": "Ann", "seat-0-1": "bo", "seat-1-0": "Cy", "seat-1-1": "Dee"}


@pytest.fixture
def game(client):
    """Red Lion (Ann and Bo) beat the Crown (Cy and Dee) 14 to 0; the game is open."""
    game = Game.objects.create(
        game="allfours", variant="trinidad", sides=SIDES, first_dealer="A", start={"A": 11}
    )
    post_hand(client, game, turned="J", high="", low="", jack="", game="", beg="")
    return game


def rating_url(game, stop=False) -> str:
    name = "people-stop-game-rating" if stop else "people-game-rating"
    return reverse(name, args=[game.public_id, game.secret])


def test_a_closed_game_counts_once_its_seats_are_named(client, game):
    ann, bo, cy, dee = persons("Ann", "Bo", "Cy", "Dee")
    assert f'href="{rating_url(game)}"' not in client.get(urls(game)["scorer"]).content.decode()
    refused = client.post(rating_url(game), NAMES)
    assert refused.status_code == 409 and not RatedResult.objects.exists()
    assert "close it on its scorer's page first" in refused.content.decode()
    client.post(urls(game)["finish"])
    assert f'href="{rating_url(game)}"' in client.get(urls(game)["scorer"]).content.decode()
    first, again = client.post(rating_url(game), NAMES), client.post(rating_url(game), NAMES)
    assert first.status_code == again.status_code == 302
    result = RatedResult.objects.get()
    game.refresh_from_db()
    assert result.source == f"game:{game.public_id}" and result.when == game.finished_at
    assert result.sides == [[str(ann.pk), str(bo.pk)], [str(cy.pk), str(dee.pk)]]
    assert result.points == [14, 0] and result.winner == 0
    assert stored_ratings()[ann.pk]["games"] == 1
    page = client.get(rating_url(game)).content.decode()
    assert "The result is already so: nothing changed." in page
    assert f'href="{reverse("people-person", args=[ann.pk])}"><bdi>Ann</bdi>' in page


def test_named_again_it_is_corrected_and_it_can_stop_counting(client, game):
    _ann, _bo, cy, dee = persons("Ann", "Bo", "Cy", "Dee")
    (eve,) = persons("Eve")
    client.post(urls(game)["finish"])
    client.post(rating_url(game), NAMES)
    client.post(rating_url(game), {**NAMES, "seat-1-1": str(eve.pk)})  # by number
    assert RatedResult.objects.get().sides[1] == [str(cy.pk), str(eve.pk)]
    assert dee.pk not in stored_ratings() and stored_ratings()[eve.pk]["games"] == 1
    assert client.post(rating_url(game, stop=True)).status_code == 302
    assert not RatedResult.objects.exists() and stored_ratings() == {}
    page = client.get(rating_url(game)).content.decode()
    assert "The game no longer counts for the ratings." in page


def test_an_unknown_a_shared_or_a_doubled_name_is_refused_on_its_seat(client, game):
    persons("Ann", "Bo", "Cy", "Cy", "Dee")
    client.post(urls(game)["finish"])
    answer = client.post(rating_url(game), {**NAMES, "seat-0-1": "Zed", "seat-1-1": "ann"})
    page = answer.content.decode()
    assert answer.status_code == 400 and not RatedResult.objects.exists()
    assert "Nobody is called “Zed” on the players&#x27; list" in page
    assert "Several players are called “Cy”: type the number" in page
    assert "Ann is on two seats: each player sits once." in page
    assert 'value="Zed"' in page  # the entries kept
    assert "Dee: fill this in." in client.post(rating_url(game), {}).content.decode()


def test_only_the_scorers_link_opens_it(client, game):
    client.post(urls(game)["finish"])
    persons("Ann", "Bo", "Cy", "Dee")
    wrong = reverse("people-game-rating", args=[game.public_id, "not-the-secret"])
    assert client.get(wrong).status_code == 404 and client.post(wrong, NAMES).status_code == 404
    stop = reverse("people-stop-game-rating", args=[game.public_id, "x"])
    assert client.post(stop).status_code == 404
    assert not RatedResult.objects.exists() and Person.objects.count() == 4


@pytest.mark.parametrize("lang", ["fa", "ur", "it", "hr", "nl"])
def test_the_page_is_in_every_language(client, game, lang):
    persons("Ann", "Bo", "Cy", "Cy", "Dee")
    client.defaults["HTTP_ACCEPT_LANGUAGE"] = lang
    open_game = client.get(rating_url(game)).content.decode()
    client.post(urls(game)["finish"])
    refused = client.post(rating_url(game), {**NAMES, "seat-0-1": "Zed", "seat-1-1": "ann"})
    client.post(rating_url(game), {**NAMES, "seat-1-0": str(Person.objects.first().pk + 2)})
    counted = client.get(rating_url(game)).content.decode()
    scorer = client.get(urls(game)["scorer"]).content.decode()
    english = ("Count it", "counts", "Nobody", "Several", "two seats", "Stop", "list", "Only")
    for page in (open_game, refused.content.decode(), counted):
        main = page.split('<main id="main">')[1].split("</main>")[0]
        assert not [word for word in english if word in main], (lang, main)
    assert "Count it for the players' ratings" not in scorer and rating_url(game) in scorer
