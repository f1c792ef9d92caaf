"""Registered players on the card (issue 36, point 1): a pair comes from its side's players,
a player registered for the other team is refused on the field in the players' words, and
the league's house rule says how many unregistered guests a team may field a season."""

import pytest
from django.core.exceptions import ValidationError
from django.urls import reverse

from leagues.models import CardLine, Fixture, MatchCard, Player, Season
from tests.leagues.cards import CARD, PERSONAS, SLUG, as_, enter_url

pytestmark = pytest.mark.django_db
GUESTS = reverse("leagues-set-registration", args=[SLUG])


def send(client, people, fixture, **pairs):
    as_(client, people, "home_captain")
    return client.post(
        enter_url(fixture), {**CARD, "game-1-home_pair": "", "game-1-away_pair": "", **pairs}
    )


def refusal_on(answer, field: str) -> str:
    page = answer.content.decode()
    return page.split(f'id="field-{field}"', 1)[1].split("</div>\n</div>", 1)[0]


def away_at_the_bull(season, fixture) -> Fixture:
    """Another match of the Swan's, not played yet (its captain captains it as the away side)."""
    bull = season.teams.get(code="bull")
    with season.changing():
        return Fixture.objects.create(season=season, home=bull, away=fixture.home, week=9)


@pytest.fixture
def registered(league):
    season, fixture, _people = league
    with season.changing():
        Player.objects.create(team=fixture.home, name="Sam Hill")
        Player.objects.create(team=fixture.home, name="Ann")
        Player.objects.create(team=fixture.away, name="Cal")
    return league


def test_a_player_registered_for_the_other_team_is_refused_on_the_field(client, registered):
    _season, fixture, people = registered
    answer = send(
        client,
        people,
        fixture,
        **{"game-1-home_pair": "Ann & Pat", "game-1-away_pair": "sam hill & Cal"},
    )
    assert answer.status_code == 200  # the form again, with the refusal
    assert "sam hill is registered for The Swan." in refusal_on(answer, "game-1-away_pair")
    assert not MatchCard.objects.filter(fixture=fixture).exists()


@pytest.mark.parametrize(
    "lookalike", ["Sa\u200bm Hill", "Sam Hi\u0307ll", "Sam\u2060 Hill", "ＳＡＭ HILL"], ids=ascii
)
def test_a_lookalike_of_a_player_registered_for_the_other_team_is_refused(
    client, registered, lookalike
):
    """Issue 47: an unseen character (a zero-width space, a dot on the i) does not make
    another player (scoring/rules/names.py, name_key)."""
    _season, fixture, people = registered
    answer = send(
        client,
        people,
        fixture,
        **{"game-1-home_pair": "Ann", "game-1-away_pair": f"{lookalike} & Cal"},
    )
    assert answer.status_code == 200
    assert "is registered for The Swan." in refusal_on(answer, "game-1-away_pair")
    assert not MatchCard.objects.filter(fixture=fixture).exists()


def test_a_player_picked_from_the_sides_own_is_never_refused(client, registered):
    """The Crown's pickers offer only its own players: a registered one is always fine."""
    _season, fixture, people = registered
    cal = Player.objects.get(name="Cal")
    answer = send(
        client,
        people,
        fixture,
        **{"game-1-home_pair": "Ann & Pat", "game-1-away_players": [cal.pk]},
    )
    assert "registered" not in answer.content.decode().split("<form", 1)[1].split("</form>")[0]


def test_without_the_house_rule_an_unregistered_player_may_play(client, registered):
    _season, fixture, people = registered
    answer = send(
        client,
        people,
        fixture,
        **{"game-1-home_pair": "Ann & Zed", "game-1-away_pair": "Cal & Yan"},
    )
    assert answer.status_code == 302 and MatchCard.objects.filter(fixture=fixture).exists()


def test_no_guests_refuses_an_unregistered_player(client, registered):
    season, fixture, people = registered
    season.set_registration(0, False)
    answer = send(
        client, people, fixture, **{"game-1-home_pair": "Ann & Zed", "game-1-away_pair": "Cal"}
    )
    assert "Zed is not registered for The Swan, and the league allows no unregistered players." in (
        refusal_on(answer, "game-1-home_pair")
    )
    assert not MatchCard.objects.filter(fixture=fixture).exists()


def test_a_guest_counts_once_a_season_and_the_next_is_one_too_many(client, registered):
    season, fixture, people = registered
    season.set_registration(1, False)
    assert send(client, people, fixture, **{"game-1-home_pair": "Ann & Zed"}).status_code == 302
    # The Swan's next match, away: Zed again is the same guest; Yan would be a second.
    other = away_at_the_bull(season, fixture)
    answer = send(client, people, other, **{"game-1-away_pair": "Sam Hill & zed"})
    assert answer.status_code == 302
    answer = send(client, people, other, **{"game-1-away_pair": "Ann & Yan"}, replaces=1)
    assert "Yan is not registered for The Swan, and The Swan has had as many guests" in (
        refusal_on(answer, "game-1-away_pair")
    )


def test_a_superseded_cards_guests_do_not_count(client, registered):
    season, fixture, people = registered
    season.set_registration(1, False)
    assert send(client, people, fixture, **{"game-1-home_pair": "Ann & Zed"}).status_code == 302
    # The card corrected: Zed did not play after all.
    corrected = send(client, people, fixture, **{"game-1-home_pair": "Ann & Sam Hill"}, replaces=1)
    assert corrected.status_code == 302
    other = away_at_the_bull(season, fixture)
    assert send(client, people, other, **{"game-1-away_pair": "Ann & Yan"}).status_code == 302


@pytest.mark.parametrize("who", PERSONAS)
def test_only_the_secretary_sets_the_guests(client, league, who):
    season, _, people = league
    as_(client, people, who)
    answer = client.post(GUESTS, {"guests": "2"})
    guests = Season.objects.get(pk=season.pk).guests_per_season
    if who == "secretary":
        assert answer.status_code == 302 and guests == 2
        assert client.post(GUESTS, {"guests": ""}).status_code == 302
        assert Season.objects.get(pk=season.pk).guests_per_season is None
        assert client.post(GUESTS, {"guests": "-1"}).status_code == 400
    else:
        assert answer.status_code == (302 if who == "anonymous" else 403) and guests is None


def test_the_refusal_is_in_the_captains_language(client, registered):
    _season, fixture, people = registered
    as_(client, people, "home_captain")
    data = {**CARD, "game-1-home_pair": "Ann", "game-1-away_pair": "Sam Hill & Cal"}
    answer = client.post(enter_url(fixture), data, HTTP_ACCEPT_LANGUAGE="fa")
    assert "Sam Hill برای The Swan ثبت شده است." in refusal_on(answer, "game-1-away_pair")


def test_the_season_s_door_refuses_it_too(registered):
    """A card sent by any path (not only the form) is checked inside the door, where two cards
    bringing a team's last allowed guest queue up and the second sees the first."""
    season, fixture, people = registered
    with pytest.raises(ValidationError, match="Sam Hill is registered for The Swan"):
        fixture.send_card(people["secretary"], [CardLine(15, 9, "Ann", "Sam Hill & Cal")] * 4)
    season.set_registration(1, False)
    fixture.send_card(people["home_captain"], [CardLine(15, 9, "Ann & Zed", "Cal")] * 4)
    other = away_at_the_bull(season, fixture)
    with pytest.raises(ValidationError, match="Yan is not registered for The Swan"):
        other.send_card(people["home_captain"], [CardLine(15, 9, "Dee", "Ann & Yan")] * 4)
    assert not other.cards.exists()
