"""The house rules a season's pair games are played to: set by its secretary only, and a phone
game goes on a card only if it was scored to them."""

import pytest
from django.urls import reverse

from leagues.models import Season
from leagues.models.house_rules import house_rules_problem
from scoring.models import Game
from tests.leagues.cards import PERSONAS, SLUG, as_, enter_url, fixture_page
from tests.leagues.house_rules import no_cards_yet
from tests.leagues.test_card_phone_games import NO_SCORE_1, phone_game

SIDES = [{"id": "A", "name": "Swan pair"}, {"id": "B", "name": "Crown pair"}]


def house(variant="heckmondwike", options=None, target=15) -> Season:
    return Season(house_variant=variant, house_options=options or {}, target=target)


def game(variant="heckmondwike", **options) -> Game:
    return Game(game="allfours", variant=variant, sides=SIDES, options=options)


def test_a_game_scored_to_the_house_rules_passes_whatever_the_defaults_spelt_out():
    assert house_rules_problem(house(), game(target=15)) is None
    assert house_rules_problem(house(options={"game_value": 1}), game(target=15)) is None
    assert house_rules_problem(house(""), game("trinidad")) is None  # no house rules


def test_a_game_of_another_variant_or_other_options_is_told_apart_in_words():
    assert house_rules_problem(house(), game("trinidad")) == (
        "This game was scored as All Fours (Trinidad); "
        "the league plays All Fours (Heckmondwike league) to 15."
    )
    assert house_rules_problem(house(), game(target=11)) == (
        "This game was scored with points to win: 11 (the league: 15): "
        "the league plays All Fours (Heckmondwike league) to 15."
    )
    bela = Game(game="bela", variant="bela", sides=SIDES)
    assert "This game was scored as" in house_rules_problem(house(), bela)


@pytest.mark.django_db
@pytest.mark.parametrize("who", PERSONAS)
def test_only_the_secretary_sets_the_house_rules(client, league, who):
    season, _fixture, people = league
    no_cards_yet(season)
    url = reverse("leagues-house-rules", args=[SLUG])
    response = as_(client, people, who).post(url, {"variant": "allfours:heckmondwike"})
    season.refresh_from_db()
    if who == "secretary":
        assert response.status_code == 302 and season.house_variant == "heckmondwike"
        assert season.house_options == {}  # every option left at the variant's own
    else:
        assert response.status_code == (302 if who == "anonymous" else 403)
        assert season.house_variant == ""


@pytest.mark.django_db
def test_the_secretary_chooses_the_variant_then_its_options(client, league):
    season, _fixture, people = league
    no_cards_yet(season)
    url = reverse("leagues-house-rules", args=[SLUG])
    as_(client, people, "secretary")
    chooser = client.get(url).content.decode()
    assert "?variant=allfours:heckmondwike" in chooser and "?variant=allfours:trinidad" in chooser
    options = client.get(url + "?variant=allfours:trinidad").content.decode()
    assert 'name="option_hang_jack"' in options and 'name="option_target"' not in options
    saved = client.post(url, {"variant": "allfours:trinidad", "option_hang_jack": "2"})
    assert saved.status_code == 302
    season.refresh_from_db()
    assert (season.house_variant, season.house_options) == ("trinidad", {"hang_jack": 2})
    manage = client.get(reverse("leagues-manage", args=[SLUG])).content.decode()
    assert "are All Fours (Trinidad), played to 14" in manage  # Trinidad's own target
    again = client.get(url).content.decode()  # the current choice comes back on the form
    assert 'name="option_hang_jack" value="2"' in again
    refused = client.post(url, {"variant": "allfours:trinidad", "option_hang_jack": "-4"})
    assert refused.status_code == 400 and 'id="id_option_hang_jack"' in refused.content.decode()
    client.post(url, {"variant": "none"})
    season.refresh_from_db()
    assert season.house_variant == "" and season.house_options == {}


@pytest.mark.django_db
def test_a_card_takes_only_phone_games_scored_to_the_house_rules(client, league):
    season, fixture, people = league
    season.house_variant, season.target = "heckmondwike", 15
    with season.changing():
        season.save()
    as_(client, people, "home_captain")
    wrong = phone_game("Swan pair", "Crown pair", owner=people["home_captain"])
    wrong.options = {"looked_penalty": 2}  # a softer penalty than the league's
    wrong.save()
    refused = client.post(enter_url(fixture), {**NO_SCORE_1, "game-1-phone_game": wrong.public_id})
    page = refused.content.decode()
    assert refused.status_code == 200 and not fixture.cards.exists()
    assert "scored with points to each other side for looking: 2 (the league: 4)" in page
    assert 'id="id_game-1-phone_game"' in page  # the message stands by the game's field
    right = phone_game("Swan pair", "Crown pair", owner=people["home_captain"])
    taken = client.post(enter_url(fixture), {**NO_SCORE_1, "game-1-phone_game": right.public_id})
    assert taken.status_code == 302 and fixture.cards.get().games.get(number=1).game == right


@pytest.mark.django_db
def test_the_fixture_page_starts_a_game_to_the_house_rules(client, league):
    season, fixture, people = league
    season.house_variant, season.house_options = "trinidad", {"hang_jack": 2}
    with season.changing():
        season.save()
    page = fixture_page(as_(client, people, "home_captain"), fixture)
    start = reverse("scoring-new-game") + "?variant=allfours%3Atrinidad&amp;fill="
    assert start in page
    link = page.split('<a href="/games/new/?')[1].split('"')[0].replace("&amp;", "&")
    form = client.get("/games/new/?" + link).content.decode()
    assert 'name="target" value="15"' in form and 'value="The Swan"' in form
    assert 'value="The Crown"' in form
    # The fields travel signed: a link that changes them fills nothing in.
    forged = client.get("/games/new/?" + link.replace("Swan", "Fox")).content.decode()
    assert "Fox" not in forged and "The Swan" not in forged


def test_a_yes_or_no_house_rule_starts_the_game_as_the_start_form_names_it():
    from types import SimpleNamespace

    from leagues.models.house_rules import house_start_query

    season = house("trinidad", {"take_one_may_win": False})
    fixture = SimpleNamespace(home=SimpleNamespace(name="Crown"), away=SimpleNamespace(name="Swan"))
    assert "option_take_one_may_win=no" in house_start_query(season, fixture)
