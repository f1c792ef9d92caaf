"""The match card's games as a Django formset (leagues/forms/card_games.py): the page posts
each game under its number (`game-n-home_score`) with the formset's management fields, as
many games as the season plays a match (and a cup tie's extra game); a page that posts
another number of games, or none, is out of date and saves nothing."""

import re

import pytest

from leagues.forms import MatchCardForm
from tests.leagues.cards import CARD, as_, enter_url, games_posted
from tests.leagues.cups import drawn_cup

OUT_OF_DATE = "This card form is out of date: open it again from the fixture."


def management(page: str) -> dict[str, str]:
    return dict(re.findall(r'name="game-([A-Z_]+)" value="(\d+)"', page))


def test_the_page_holds_a_game_form_for_each_game_of_a_match(client, league):
    _season, fixture, people = league
    page = as_(client, people, "home_captain").get(enter_url(fixture)).content.decode()
    assert management(page) == {
        "TOTAL_FORMS": "4",
        "INITIAL_FORMS": "0",
        "MIN_NUM_FORMS": "4",
        "MAX_NUM_FORMS": "4",
    }
    for n in range(1, 5):
        assert f'id="card-game-{n}"' in page and f'name="game-{n}-home_score"' in page
    assert 'name="game-5-' not in page and 'name="game-0-' not in page


def test_a_cup_ties_card_has_its_extra_game_among_them(client, league):
    season, _fixture, people = league
    _cup, tie = drawn_cup(season, people)
    page = as_(client, people, "home_captain").get(enter_url(tie)).content.decode()
    assert management(page)["TOTAL_FORMS"] == "5" and management(page)["MAX_NUM_FORMS"] == "5"
    assert 'name="game-5-home_pair"' in page


def test_the_latest_cards_games_start_the_corrected_card(client, league):
    _season, fixture, people = league
    as_(client, people, "home_captain").post(enter_url(fixture), CARD)
    form = MatchCardForm.initial_from(fixture.cards.get())
    assert form["replaces"] == 1 and len(form["games"]) == 4
    assert form["games"][0] == {
        "home_score": 15,
        "away_score": 9,
        "home_pair": "Ann & Bob",
        "away_pair": "Cal & Dee",
        "home_players": [],
        "away_players": [],
        "phone_game": "",
    }


@pytest.mark.parametrize(
    "posted",
    [
        pytest.param({k: v for k, v in CARD.items() if "FORMS" not in k}, id="no-management"),
        pytest.param({**CARD, **games_posted(5)}, id="a-game-too-many"),
        pytest.param({**CARD, **games_posted(3)}, id="a-game-too-few"),
        pytest.param({**CARD, "game-TOTAL_FORMS": "four"}, id="not-a-number"),
    ],
)
def test_a_page_posting_another_number_of_games_is_out_of_date(client, league, posted):
    _season, fixture, people = league
    response = as_(client, people, "home_captain").post(enter_url(fixture), posted)
    page = response.content.decode()
    assert response.status_code == 200 and not fixture.cards.exists()
    assert OUT_OF_DATE in page and "ManagementForm" not in page


def test_an_error_stands_under_its_games_field_with_the_entries_kept(client, league):
    _season, fixture, people = league
    posted = {**CARD, "game-3-home_score": "", "game-2-away_pair": "Eve\nFay"}
    response = as_(client, people, "home_captain").post(enter_url(fixture), posted)
    page = response.content.decode()
    assert response.status_code == 200 and not fixture.cards.exists()
    third = page.split('id="field-game-3-home_score"', 1)[1].split("</fieldset>", 1)[0]
    assert "Give both final scores of game 3." in third
    second = page.split('id="field-game-2-away_pair"', 1)[1].split("</div>\n</div>", 1)[0]
    assert 'role="alert"' in second
    assert 'name="game-3-away_score" value="15"' in page
    assert 'name="game-1-home_pair" value="Ann &amp; Bob"' in page
