"""Play again: from a won game's scorer's page, the same sides to the same house rules, the
deal passed on, started once however often the page sends it. Whoever holds the scorer's
link may (as with every change to a game); the new game is the starter's, like any new game."""

import uuid

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from kernel.visitor import SESSION_GAMES
from scoring.models import Game
from scoring.rules.again import next_game_dealer
from tests.scoring_helpers import SIDES

pytestmark = pytest.mark.django_db
PLAYERS = [{**side, "players": [f"{side['name']} 1", f"{side['name']} 2"]} for side in SIDES]


def won_game(owner=None, first_dealer="A") -> Game:
    """Red Lion won a Trinidad game to 4 (to the house rules), Crown dealing first."""
    game = Game.objects.create(
        game="allfours",
        variant="trinidad",
        sides=PLAYERS,
        options={"target": 4, "hang_jack": 2},
        first_dealer=first_dealer,
        owner=owner,
    )
    for dealer, turned in (("A", "4"), ("B", "9")):
        hand = {"dealer": dealer, "turned": [turned], "high": "A", "low": "A", "game": "A"}
        game.add_hand(hand, uuid.uuid4())
    assert game.result().finished
    return game


def again_url(game: Game, secret: str | None = None) -> str:
    return reverse("scoring-play-again", args=[game.public_id, secret or game.secret])


def scorer_page(client, game: Game) -> str:
    return client.get(
        reverse("scoring-scorer", args=[game.public_id, game.secret])
    ).content.decode()


@pytest.fixture
def people():
    return {
        "owner": User.objects.create_user("owner", password="pegboard-test-pw"),
        "other": User.objects.create_user("other", password="pegboard-test-pw"),
        "anonymous": None,
    }


@pytest.mark.parametrize("who", ["owner", "other", "anonymous"])
def test_whoever_holds_the_scorers_link_plays_again_and_owns_the_new_game(client, people, who):
    game = won_game(owner=people["owner"])
    if people[who]:
        client.force_login(people[who])
    assert "Play again" in scorer_page(client, game)
    response = client.post(again_url(game), {"start_key": str(uuid.uuid4())})
    new = Game.objects.exclude(pk=game.pk).get()
    assert response.status_code == 302
    assert response["Location"] == reverse("scoring-scorer", args=[new.public_id, new.secret])
    assert (new.game, new.variant, new.options) == (game.game, game.variant, game.options)
    assert new.sides == game.sides  # the same names, and the same players in them
    assert new.first_dealer == "B"  # the deal passed on from A
    assert new.hands.count() == 0 and new.is_open
    assert new.owner == people[who]
    assert client.session[SESSION_GAMES][0] == new.public_id  # in My games on this phone


@pytest.mark.parametrize("who", ["owner", "other", "anonymous"])
def test_without_the_secret_nobody_plays_again(client, people, who):
    game = won_game(owner=people["owner"])
    if people[who]:
        client.force_login(people[who])
    live = client.get(reverse("scoring-live", args=[game.public_id])).content.decode()
    assert "Play again" not in live
    response = client.post(again_url(game, "not-the-secret"), {"start_key": str(uuid.uuid4())})
    assert response.status_code == 404
    assert client.get(again_url(game)).status_code == 405
    assert Game.objects.count() == 1


def test_play_again_sent_twice_makes_one_game(client):
    game = won_game()
    key = str(uuid.uuid4())
    first = client.post(again_url(game), {"start_key": key})
    second = client.post(again_url(game), {"start_key": key})
    assert Game.objects.count() == 2
    assert first["Location"] == second["Location"]
    other = client.post(again_url(game), {"start_key": str(uuid.uuid4())})
    assert Game.objects.count() == 3 and other["Location"] != first["Location"]


def test_a_game_not_won_yet_is_not_played_again(client):
    game = Game.objects.create(game="allfours", variant="trinidad", sides=SIDES, first_dealer="A")
    assert "Play again" not in scorer_page(client, game)
    response = client.post(again_url(game), {"start_key": str(uuid.uuid4())}, follow=True)
    assert Game.objects.count() == 1
    assert "Play again once this game is won." in response.content.decode()


def test_play_again_without_its_key_starts_nothing(client):
    game = won_game()
    assert client.post(again_url(game), {}).status_code == 302
    assert Game.objects.count() == 1


def test_the_start_form_sent_twice_makes_one_game(client):
    form = {"variant": "allfours:trinidad", "side_a": "Red Lion", "side_b": "Crown"}
    key = str(uuid.uuid4())
    first = client.post("/games/new/", {**form, "first_dealer": "A", "start_key": key})
    second = client.post("/games/new/", {**form, "first_dealer": "A", "start_key": key})
    assert Game.objects.count() == 1
    assert first.status_code == second.status_code == 302
    assert first["Location"] == second["Location"]


def test_the_page_says_who_deals_first_in_the_next_game(client):
    game = won_game(first_dealer="B")
    page = scorer_page(client, game)
    assert "The same sides and house rules; <bdi>Red Lion</bdi> deals first." in page


@pytest.mark.parametrize(
    "game, variant, first, winners, expected",
    [
        ("allfours", "trinidad", "A", ["A"], "B"),
        ("allfours", "trinidad", "B", ["A"], "A"),  # round the table
        ("amerikaner", "amerikaner", "C", ["A"], "D"),
        ("amerikaner", "amerikaner", "D", ["A"], "A"),
        ("bela", "klaberjass", "A", ["A"], "B"),
        ("bela", "bela2", "A", ["A"], "A"),  # the winner of a game deals first in the next
        ("bela", "bela2", "A", ["B"], "B"),
        ("bela", "bela3", "C", ["B"], "A"),
        ("allfours", "trinidad", "", ["A"], "A"),  # an imported game without a first dealer
    ],
)
def test_who_deals_first_in_the_next_game(game, variant, first, winners, expected):
    sides = (
        ("A", "B", "C", "D")
        if game == "amerikaner"
        else ("A", "B", "C")[: 3 if variant == "bela3" else 2]
    )
    assert next_game_dealer(game, variant, sides, first, winners) == expected
