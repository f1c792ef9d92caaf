"""A league may play its pair games to Croatian Bela (issue 34): the secretary picks it among
the house rules with its options, the fixture page starts a phone game to them, and a game
scored otherwise is told apart in words."""

import re
from types import SimpleNamespace

import pytest
from django.urls import reverse

from leagues.models import Season
from leagues.models.house_rules import house_game, house_rules_problem, house_start_query
from scoring.models import Game
from tests.leagues.cards import SLUG, as_

SIDES = [{"id": "A", "name": "Swan pair"}, {"id": "B", "name": "Crown pair"}]


def house(options=None, target=1001) -> Season:
    return Season(house_variant="bela:croatian", house_options=options or {}, target=target)


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
    fixture = SimpleNamespace(home=SimpleNamespace(name="Crown"), away=SimpleNamespace(name="Swan"))
    query = house_start_query(house({"stiglja": 100, "bela_kept": True}), fixture)
    assert "variant=bela%3Acroatian" in query and "target=1001" in query
    assert "option_stiglja=100" in query and "option_bela_kept=yes" in query


@pytest.mark.django_db
def test_the_secretary_sets_croatian_bela_with_its_options(client, league):
    season, _fixture, people = league
    url = reverse("leagues-house-rules", args=[SLUG])
    as_(client, people, "secretary")
    assert "?variant=bela:croatian" in client.get(url).content.decode()
    options = client.get(url + "?variant=bela:croatian").content.decode()
    for option in ("tie_rule", "stiglja", "equal_declarations", "bela_kept", "kontra_all"):
        assert f'name="option_{option}"' in options, option
    saved = client.post(
        url, {"variant": "bela:croatian", "option_tie_rule": "hang", "option_stiglja": "100"}
    )
    assert saved.status_code == 302
    season.refresh_from_db()
    assert (season.house_variant, season.house_options) == (
        "bela:croatian",
        {"tie_rule": "hang", "stiglja": 100},
    )
    again = client.get(url).content.decode()
    assert re.search(r'value="hang"[^>]*checked', again)  # the league's choice comes back
    refused = client.post(url, {"variant": "bela:croatian", "option_stiglja": "95"})
    assert refused.status_code == 400
    assert "štiglja is worth 90 or 100, got 95" in refused.content.decode()


@pytest.mark.django_db
def test_a_croatian_game_on_a_phone_fills_a_card_past_the_target(client, league):
    """Both pairs may pass 1001 in the last deal: the higher total wins and goes on the card."""
    import uuid

    from tests.leagues.cards import CARD, enter_url

    season, fixture, people = league
    season.set_house_rules("bela:croatian", {})
    Season.objects.filter(pk=season.pk).update(target=1001)
    game = Game.objects.create(
        game="bela",
        variant="croatian",
        owner=people["home_captain"],
        start={"A": 950, "B": 960},
        sides=SIDES,
        options={"target": 1001},
    )
    game.add_hand({"caller": "A", "card_points": {"A": 100, "B": 62}}, uuid.uuid4())
    as_(client, people, "home_captain")
    sent = client.post(
        enter_url(fixture),
        {
            **CARD,
            "home_score_1": "",
            "away_score_1": "",
            "phone_game_1": game.public_id,
            **{f"home_score_{n}": 1001 + n for n in (2, 3, 4)},
            **{f"away_score_{n}": 700 for n in (2, 3, 4)},
        },
    )
    assert sent.status_code == 302, sent.content.decode()
    first = fixture.cards.get().games.get(number=1)
    assert (first.home_score, first.away_score, first.game) == (1050, 1022, game)
