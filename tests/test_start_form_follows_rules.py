"""The start form shows no box a hidden rule overrides: Klaverjas's target counts only in a
match to points and its deals only in a boom (the rules core's Option.only_when), so each is
shown beside how the match ends, follows it, and a number typed where it does not count is
refused in the players' words rather than ignored."""

import re

import pytest
from django.urls import reverse

from scoring.models import Game
from scoring.rules import games

pytestmark = pytest.mark.django_db
KLAVERJAS = reverse("scoring-new-game") + "?variant=bela:klaverjas"
NAMES = {"variant": "bela:klaverjas", "side_a": "Wij", "side_b": "Zij"}


def wrapper_of(page: str, field: str) -> str:
    """The opening tag of the block around a field of the start form."""
    at = page.rindex('<div class="ending', 0, page.index(f'id="field-{field}"'))
    return page[at : page.index(">", at) + 1]


def test_the_rules_core_says_which_options_count_under_which_ending():
    options = games()["bela"].variants["klaverjas"].options
    assert options["target"].counts({"end": "points"})
    assert not options["target"].counts({"end": "boom"})
    assert options["deals"].counts({"end": "boom"}) and options["tie"].counts({"end": "boom"})


def test_the_target_is_not_shown_under_a_boom_and_the_ending_is_open(client):
    page = client.get(KLAVERJAS).content.decode()
    target = wrapper_of(page, "target")
    assert 'data-when="option_end" data-is="points"' in target and "not-counting" in target
    deals = wrapper_of(page, "option_deals")
    assert 'data-is="boom"' in deals and "not-counting" not in deals
    house_rules = page.index("<summary>House rules")
    assert page.index('id="field-option_end"') < house_rules  # the ending is not folded away
    assert page.index('id="field-option_tie"') > house_rules


def test_a_match_to_points_shows_its_target(client):
    page = client.post(reverse("scoring-new-game"), NAMES | {"option_end": "points", "target": "x"})
    page = page.content.decode()
    assert "not-counting" not in wrapper_of(page, "target")
    assert "not-counting" in wrapper_of(page, "option_deals")


def test_a_target_typed_under_a_boom_is_refused_naming_the_rule(client):
    response = client.post(reverse("scoring-new-game"), NAMES | {"target": "1000"})
    page = response.content.decode()
    assert response.status_code == 200 and not Game.objects.exists()
    assert "not-counting" not in wrapper_of(page, "target")  # the field in error is shown
    message = re.search(r'id="id_target_error"><p class="error"[^>]*>([^<]+)<', page)[1]
    assert "“Play to” counts only when" in message and "to the target" in message
    assert 'value="1000"' in page


def test_a_match_to_1000_is_played_to_1000(client):
    client.post(reverse("scoring-new-game"), NAMES | {"option_end": "points", "target": "1000"})
    game = Game.objects.get()
    assert game.options == {"end": "points", "target": 1000}
    assert game.result([]).target == 1000


def test_the_default_boom_starts_untouched(client):
    client.post(reverse("scoring-new-game"), NAMES | {"target": "1500", "option_deals": "16"})
    assert Game.objects.get().options == {}


def test_games_with_no_such_rule_keep_their_target_open(client):
    page = client.get(reverse("scoring-new-game") + "?variant=bela:croatian").content.decode()
    assert "data-when" not in page and page.count('id="field-target"') == 1
