"""A league may play its pair games to Croatian Bela (issue 34): the secretary picks it among
the house rules with its options, the fixture page starts a phone game to them, and a game
scored otherwise is told apart in words."""

import uuid

import pytest

from leagues.models import Season
from leagues.models.house_rules import house_game, house_rules_problem, house_start_query
from scoring.models import Game
from tests.leagues import house_rules
from tests.leagues.house_rules import (
    FIXTURE,
    SIDES,
    no_cards_yet,
    secretary_sets,
    sent_with_phone_game,
)


def house(options=None, target=1001) -> Season:
    return house_rules.house("bela:croatian", options, target)


def test_a_stored_house_variant_names_its_game():
    assert house_game("bela:croatian") == ("bela", "croatian")
    assert house_game("trinidad") == ("allfours", "trinidad")


def test_a_croatian_game_to_other_rules_is_told_apart_in_words():
    played = Game(game="bela", variant="croatian", sides=SIDES, options={"target": 1001})
    assert house_rules_problem(house(), played) is None
    assert house_rules_problem(house({"tie_rule": "hang"}), played) == (
        "This game was scored with calling side level with the other: the calling side "
        "falls (the league: the points hang for the next deal's winner): the league plays "
        "Croatian Bela (four-handed) to 1001."
    )
    trinidad = Game(game="allfours", variant="trinidad", sides=SIDES)
    assert house_rules_problem(house(), trinidad).startswith(
        "This game was scored as All Fours (Trinidad); the league plays Croatian Bela"
    )


def test_the_fixture_page_query_starts_a_croatian_game():
    query = house_start_query(house({"stiglja": 100, "bela_kept": True}), FIXTURE)
    assert "variant=bela%3Acroatian" in query and "target=1001" in query
    assert "option_stiglja=100" in query and "option_bela_kept=yes" in query


@pytest.mark.django_db
def test_the_secretary_sets_croatian_bela_with_its_options(client, league):
    _season, _fixture, people = league
    offered = ("tie_rule", "stiglja", "equal_declarations", "bela_kept", "lost_bela", "kontra_all")
    posted = {"tie_rule": "hang", "stiglja": "100", "stiglja_declarations": "all"}
    stored = {**posted, "stiglja": 100}
    # The league's choice, "hang", comes back checked.
    url = secretary_sets(client, people, "bela:croatian", offered, posted, stored, checked="hang")
    refused = client.post(url, {"variant": "bela:croatian", "option_stiglja": "95"})
    assert refused.status_code == 400
    assert "štiglja is worth 90 or 100, got 95" in refused.content.decode()


@pytest.mark.django_db
def test_a_croatian_game_on_a_phone_fills_a_card_past_the_target(client, league):
    """Both pairs may pass 1001 in the last deal: the higher total wins and goes on the card."""
    season, fixture, people = league
    no_cards_yet(season)
    season.set_house_rules("bela:croatian", {})  # to its own target, 1001
    game = Game.objects.create(
        game="bela",
        variant="croatian",
        owner=people["home_captain"],
        start={"A": 950, "B": 960},
        sides=SIDES,
        options={"target": 1001},
    )
    game.add_hand({"caller": "A", "card_points": {"A": 100, "B": 62}}, uuid.uuid4())
    others = {f"game-{n}-home_score": 1001 + n for n in (2, 3, 4)}
    others |= {f"game-{n}-away_score": 700 for n in (2, 3, 4)}
    first = sent_with_phone_game(client, people, fixture, game, **others)
    assert (first.home_score, first.away_score, first.game) == (1050, 1022, game)
