"""Starting a game on the phone: one form, the names each variant needs, and the house rules
chosen at the start (only those that differ are kept)."""

import pytest
from django.urls import reverse

from scoring.models import Game
from tests.scoring_helpers import post_hand, urls

pytestmark = pytest.mark.django_db


def test_starting_a_game_takes_one_form(client):
    page = client.get(reverse("scoring-new-game"))
    assert page.status_code == 200 and "?variant=allfours:trinidad" in page.content.decode()
    form = client.get(reverse("scoring-new-game") + "?variant=allfours:trinidad").content.decode()
    assert "House rules" in form and "Default: 14" in form
    response = client.post(
        reverse("scoring-new-game"),
        {
            "variant": "allfours:trinidad",
            "side_a": "Red Lion",
            "players_a": "Ann, Bob",
            "side_b": "Crown",
            "first_dealer": "B",
            "target": "7",
        },
    )
    game = Game.objects.get()
    assert response.status_code == 302 and response.url == urls(game)["scorer"]
    assert game.sides[0] == {"id": "A", "name": "Red Lion", "players": ["Ann", "Bob"]}
    assert game.options == {"target": 7} and game.first_dealer == "B"
    assert client.session["pegboard_games"] == [game.public_id]
    mine = client.get(reverse("scoring-my-games")).content.decode()
    assert "Red Lion v Crown" in mine


@pytest.mark.parametrize(
    ("variant", "names", "field", "words"),
    [
        ("amerikaner:kani", 2, "side_c", "Kani is for four players: add two more names."),
        ("amerikaner:kani", 3, "side_d", "Kani is for four players: add one more name."),
        ("amerikaner:amerikaner", 2, "side_c", "Amerikaner is for three to six players: add one"),
        ("bela:bela3", 2, "side_c", "is for three players: add one more name."),
        ("allfours:trinidad", 1, "side_b", "(Trinidad) is for two sides: add one more name."),
    ],
)
def test_too_few_names_are_refused_in_the_players_words(client, variant, names, field, words):
    posted = {"variant": variant, "first_dealer": "A", "target": 30}
    posted |= {f"side_{key}": f"Player {key}" for key in "abcdef"[:names]}
    response = client.post(reverse("scoring-new-game"), posted)
    page = response.content.decode()
    assert response.status_code == 200 and not Game.objects.exists()
    error_at = page.index(words)
    assert page.rindex('id="field-', 0, error_at) == page.index(f'id="field-{field}"')
    assert 'value="Player a"' in page  # the entries stay on the form
    assert " is played by " not in page and "sides, not" not in page


def test_kani_without_a_target_asks_for_one(client):
    posted = {"variant": "amerikaner:kani", "first_dealer": "A"}
    posted |= {f"side_{key}": name for key, name in zip("abcd", "NESW", strict=True)}
    page = client.post(reverse("scoring-new-game"), posted).content.decode()
    assert "Agree a target for Kani and enter it here." in page and not Game.objects.exists()
    assert "needs &#x27;target&#x27;" not in page and "no default" not in page


@pytest.mark.parametrize(
    ("variant", "shown", "folded", "word"),
    [
        ("amerikaner:kani", 4, 0, "player"),
        ("amerikaner:amerikaner", 4, 2, "player"),
        ("bela:bela3", 3, 0, "player"),
        ("bela:klaberjass", 2, 0, "team"),
        ("allfours:trinidad", 2, 0, "side or player"),
        ("allfours:sevenup", 2, 1, "side or player"),
    ],
)
def test_the_start_form_shows_as_many_names_as_the_variant_needs(
    client, variant, shown, folded, word
):
    page = client.get(reverse("scoring-new-game"), {"variant": variant}).content.decode()
    open_part, _, folded_part = page.partition('<details class="more"')
    folded_part = folded_part.split("</details>")[0]
    assert open_part.count('id="field-side_') == shown
    assert folded_part.count('id="field-side_') == folded
    assert f"First {word}</label>" in page
    assert ('id="field-players_a"' in page) == (word != "player")


def test_house_rules_are_chosen_at_the_start_and_only_differences_are_kept(client):
    client.post(
        reverse("scoring-new-game"),
        {
            "variant": "allfours:trinidad",
            "side_a": "Red Lion",
            "side_b": "Crown",
            "first_dealer": "A",
            "target": "14",
            "option_game_value": "2",
            "option_hang_jack": "3",
            "option_take_one_may_win": "no",
            "option_kick_scoring": "every",
        },
    )
    game = Game.objects.get()
    assert game.options == {"game_value": 2, "take_one_may_win": False}
    post_hand(client, game)
    assert game.result().scores == {"A": 3, "B": 1}  # Game worth 2


def test_a_bad_house_rule_is_shown_on_its_field(client):
    page = client.post(
        reverse("scoring-new-game"),
        {
            "variant": "allfours:trinidad",
            "side_a": "Red Lion",
            "side_b": "Crown",
            "first_dealer": "A",
            "option_game_value": "-1",
        },
    ).content.decode()
    assert not Game.objects.exists()
    field = page.split('id="field-option_game_value"')[1].split('id="field-')[0]
    assert "What the Game point is worth: type 0 or more." in field
