"""Scoring Klaverjas on the phone: a deal with roem, stuk and a kraak in a few taps and one
typed number, the other team's card points worked out from 162, and the deal's lines."""

import re
import uuid

import pytest
from django.urls import reverse
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from scoring.entry import entry_class, entry_form_for
from scoring.models import Game
from scoring.rules import score_record
from tests.rules.test_klaverjas_properties import deals
from tests.test_entry_forms import game_of, posted

pytestmark = pytest.mark.django_db


def start(client, **extra):
    client.post(
        reverse("scoring-new-game"),
        {
            "variant": "bela:klaverjas",
            "side_a": "Wij",
            "side_b": "Zij",
            "first_dealer": "A",
            **extra,
        },
    )
    return Game.objects.get()


def post(client, game, **data):
    url = reverse("scoring-add-hand", args=[game.public_id, game.secret])
    return client.post(url, {"client_id": str(uuid.uuid4()), **data})


def board_text(client, game) -> str:
    """The scorer's page as words: the names in a line are wrapped for their direction."""
    page = client.get(reverse("scoring-scorer", args=[game.public_id, game.secret]))
    return re.sub(r"<[^>]+>", "", page.content.decode())


def test_a_deal_with_roem_stuk_and_a_kraak_in_five_chips_and_one_number(client):
    game = start(client)
    page = client.get(reverse("scoring-scorer", args=[game.public_id, game.secret]))
    page = page.content.decode()
    assert 'id="field-roem_0_kind"' in page and 'id="field-doubled"' in page
    # Five chips (played, roem kind, roem team, stuk, kraak) and one typed number.
    post(
        client,
        game,
        maker="A",
        points_A="100",
        roem_0_kind="three",
        roem_0_side="A",
        stuk="A",
        doubled="2",
    )
    hand = game.hands.get().data
    assert hand["card_points"] == {"A": 100, "B": 62}
    assert game.result().scores == {"A": 324 + 40, "B": 0}
    assert "Zij went nat: Wij takes all 324" in board_text(client, game)


def test_nat_and_pit_are_said_in_the_deals_lines(client):
    game = start(client)
    post(client, game, maker="A", points_A="70", roem_0_kind="four", roem_0_side="B")
    post(client, game, maker="B", points_B="162", pit="B")
    text = board_text(client, game)
    assert "Wij went nat: Zij takes all 162" in text
    assert "Zij took every trick: pit" in text
    assert game.result().scores == {"A": 0, "B": 162 + 50 + 162 + 100}


def test_a_refusal_lands_on_the_field_that_entered_it(client):
    game = start(client, option_four_of_a_kind="faces")
    response = post(client, game, maker="A", points_A="90", roem_0_kind="four_tens")
    assert response.status_code == 422 and not game.hands.exists()
    assert 'id="id_roem_0_kind_error"' in response.content.decode()
    form = entry_form_for(game, {"client_id": str(uuid.uuid4())})
    assert "four_tens" not in dict(form.fields["roem_0_kind"].choices)


def test_the_house_rules_are_on_the_start_form(client):
    page = client.get(reverse("scoring-new-game") + "?variant=bela:klaverjas").content.decode()
    offered = ("end", "tie", "four_of_a_kind", "pit_bonus", "revoke_roem", "double_roem")
    for key in (*offered, "kraak_scoring", "revoke_pit"):
        assert f'name="option_{key}"' in page, key
    assert "each team its own points, doubled" in page
    game = start(client, option_end="points", option_tie="made", option_kraak_scoring="each")
    assert game.options == {"end": "points", "tie": "made", "kraak_scoring": "each"}


@settings(max_examples=40, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.lists(deals(verzaakt=True), min_size=1, max_size=3))
def test_every_deal_round_trips_through_the_form(hands):
    """A deal with at most four roem, as the form offers, comes back scoring the same."""
    hands = [hand for hand in hands if len(hand["roem"]) <= 4]
    record = {
        "game": "bela",
        "variant": "klaverjas",
        "options": {},
        "sides": ["A", "B"],
        "hands": hands,
    }
    game = game_of(record)
    again = []
    for hand in hands:
        form = entry_form_for(game, posted(entry_class(game).initial_from(hand)), initial={})
        assert form.is_valid(), form.errors
        again.append(form.hand_record())
    assert score_record({**record, "hands": again}).to_json() == score_record(record).to_json()


def test_the_start_form_offers_klaverjas(client):
    page = client.get(reverse("scoring-new-game")).content.decode()
    assert re.search(r"Klaverjas \(Dutch, four-handed\)", page)
