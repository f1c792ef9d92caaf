"""Match cards through the site, persona by persona: either captain (or co-captain) sends the
card, the other team's captain confirms or disputes it, the secretary settles it. Every
button is shown exactly when its POST would succeed, and every write is checked on the
server."""

import pytest
from django.urls import reverse

from leagues.models import Fixture, MatchCard, Player
from tests.leagues.cards import (
    CAPTAINS,
    CARD,
    PERSONAS,
    SLUG,
    answer_url,
    as_,
    enter_url,
    fixture_page,
    games_posted,
    scores,
    versions,
)

pytestmark = pytest.mark.django_db

SENDS = {"secretary": "confirmed", **dict.fromkeys(CAPTAINS, "submitted")}


@pytest.mark.parametrize("who", PERSONAS)
def test_who_may_send_a_card(client, league, who):
    _season, fixture, people = league
    page = fixture_page(as_(client, people, who), fixture)
    response = client.post(enter_url(fixture), CARD)
    card = fixture.cards.first()
    assert (card.status if card else None) == SENDS.get(who)
    assert ("Send in the card" in page) == (who in SENDS)  # the button, exactly when allowed
    if who == "anonymous":
        assert response.status_code == 302 and response.url.startswith(reverse("login"))
    elif who not in SENDS:
        assert response.status_code == 403
    else:
        assert response.status_code == 302
        assert scores(card) == [(15, 9), (15, 3), (14, 15), (15, 12)]
        first = card.games.get(number=1)
        assert (first.home_pair, first.away_pair) == ("Ann & Bob", "Cal & Dee")
        assert card.sent_by == ("league" if who == "secretary" else who.split("_")[0])


# Who may answer the home captain's card: the away captains and the secretary, never the
# home side (the co-captain included), nobody else.
ANSWERS = {"away_captain", "away_cocaptain", "secretary"}


@pytest.mark.parametrize("answer", ["confirm", "dispute"])
@pytest.mark.parametrize("who", PERSONAS)
def test_the_answer_buttons_are_shown_exactly_when_the_answer_is_taken(client, league, who, answer):
    _season, fixture, people = league
    as_(client, people, "home_cocaptain").post(enter_url(fixture), CARD)
    page = fixture_page(as_(client, people, who), fixture)
    shown = {"confirm": "Confirm this card", "dispute": "Dispute it"}[answer] in page
    response = client.post(answer_url(fixture, answer), {"reason": "game 3 was 15-14 to us"})
    taken = fixture.cards.get().status == {"confirm": "confirmed", "dispute": "disputed"}[answer]
    assert shown == taken == (who in ANSWERS)
    if who == "anonymous":
        assert response.status_code == 302 and response.url.startswith(reverse("login"))
    else:
        assert response.status_code == (302 if taken else 403)


@pytest.mark.parametrize("who", PERSONAS)
def test_only_the_secretary_settles_a_disputed_card(client, league, who):
    _season, fixture, people = league
    as_(client, people, "home_captain").post(enter_url(fixture), CARD)
    as_(client, people, "away_captain").post(answer_url(fixture, "dispute"), {"reason": "no"})
    page = fixture_page(as_(client, people, who), fixture)
    response = client.post(answer_url(fixture, "confirm"))
    settled = fixture.cards.get().status == "confirmed"
    assert ("Confirm this card" in page) == settled == (who == "secretary")
    assert "Dispute it" not in page
    if who in ("away_captain", "away_cocaptain"):
        assert response.status_code == 409  # theirs to answer once, and it was answered
        assert "the league secretary settles it" in response.content.decode()


def test_a_dispute_without_a_reason_shows_the_card_with_its_scores(client, league):
    _season, fixture, people = league
    as_(client, people, "home_captain").post(enter_url(fixture), CARD)
    response = as_(client, people, "away_captain").post(answer_url(fixture, "dispute"), {})
    page = response.content.decode()
    assert response.status_code == 400 and fixture.cards.get().status == "submitted"
    # The card's game rows are there to read while giving the reason, as on the GET page.
    assert '<td class="number">1</td><td>15<' in page and "Dispute it" in page
    assert '<span class="pair"><bdi>Ann &amp; Bob</bdi></span>' in page
    assert "Say what is wrong with the card." in page


def test_an_empty_dispute_from_a_stranger_is_refused_not_explained(client, league):
    _season, fixture, people = league
    as_(client, people, "home_captain").post(enter_url(fixture), CARD)
    assert (
        as_(client, people, "outsider").post(answer_url(fixture, "dispute"), {}).status_code == 403
    )


def test_answering_twice_changes_the_card_once_and_says_so(client, league):
    _season, fixture, people = league
    as_(client, people, "home_captain").post(enter_url(fixture), CARD)
    as_(client, people, "away_captain")
    assert client.post(answer_url(fixture, "confirm")).status_code == 302
    again = client.post(answer_url(fixture, "confirm"), follow=True)
    assert again.status_code == 200 and "This card is confirmed already." in again.content.decode()
    card = fixture.cards.get()
    assert card.status == "confirmed" and card.confirmed_by == people["away_captain"]


def test_an_answer_to_a_version_that_has_been_replaced_is_not_taken(client, league):
    _season, fixture, people = league
    as_(client, people, "home_captain").post(enter_url(fixture), CARD)
    client.post(enter_url(fixture), {**CARD, "replaces": 1, "game-2-away_score": 5})
    response = as_(client, people, "away_captain").post(answer_url(fixture, "confirm", 1))
    assert response.status_code == 409
    assert "Card version 2 has come in since: answer that one." in response.content.decode()
    assert versions(fixture) == [(1, "superseded"), (2, "submitted")]


def test_a_card_sent_twice_is_kept_once(client, league):
    _season, fixture, people = league
    as_(client, people, "home_captain")
    assert client.post(enter_url(fixture), CARD).status_code == 302
    again = client.post(enter_url(fixture), CARD, follow=True)
    assert "Card version 1 was sent already." in again.content.decode()
    assert versions(fixture) == [(1, "submitted")]


def test_a_card_sent_over_one_that_came_in_meanwhile_is_not_written(client, league):
    _season, fixture, people = league
    as_(client, people, "away_captain").post(enter_url(fixture), CARD)
    # The home captain filled in the form before the away captain's card came in.
    response = as_(client, people, "home_captain").post(
        enter_url(fixture), {**CARD, "game-3-home_score": 15, "game-3-away_score": 13}
    )
    page = response.content.decode()
    assert response.status_code == 409 and versions(fixture) == [(1, "submitted")]
    assert "Card version 1 came in while you were filling in yours" in page
    assert 'name="game-3-home_score" value="15"' in page  # their entries are kept


def test_a_corrected_card_starts_from_the_latest_version(client, league):
    _season, fixture, people = league
    as_(client, people, "home_captain").post(enter_url(fixture), CARD)
    page = client.get(enter_url(fixture)).content.decode()
    assert (
        'name="game-1-home_score" value="15"' in page
        and 'name="game-4-away_score" value="12"' in page
    )
    assert 'name="game-1-home_pair" value="Ann &amp; Bob"' in page
    assert 'name="replaces" value="1"' in page


def test_a_form_without_its_version_is_refused_in_words(client, league):
    _season, fixture, people = league
    data = {key: value for key, value in CARD.items() if key != "replaces"}
    page = as_(client, people, "home_captain").post(enter_url(fixture), data).content.decode()
    assert "This card form is out of date: open it again from the fixture." in page
    assert not fixture.cards.exists()


def test_one_player_in_two_games_of_a_match_is_refused(client, league):
    _season, fixture, people = league
    with fixture.season.changing():
        ann, bob, cy = (
            Player.objects.create(team=fixture.home, name=n) for n in ("Ann", "Bob", "Cy")
        )
    card = {**CARD, "game-1-home_players": [ann.pk, bob.pk], "game-2-home_players": [ann.pk, cy.pk]}
    response = as_(client, people, "home_captain").post(enter_url(fixture), card)
    page = response.content.decode()
    assert response.status_code == 200 and not fixture.cards.exists()
    assert "Ann already plays in game 1: each player plays one game of a match." in page


def test_a_confirmed_card_counts_in_the_table(client, league):
    season, fixture, people = league
    before = {row.team: row.league_points for row in season.table().rows}
    as_(client, people, "home_captain").post(enter_url(fixture), CARD)
    assert {row.team: row.league_points for row in season.table().rows} == before
    as_(client, people, "away_captain").post(answer_url(fixture, "confirm"))
    after = {row.team: row.league_points for row in season.table().rows}
    assert after["swan"] == before["swan"] + 8 and after["crown"] == before["crown"] + 2


def test_only_the_secretary_corrects_a_confirmed_card_and_versions_are_kept(client, league):
    _season, fixture, people = league
    as_(client, people, "home_captain").post(enter_url(fixture), CARD)
    as_(client, people, "away_captain").post(answer_url(fixture, "confirm"))
    assert "Send in a corrected card" not in fixture_page(client, fixture)
    assert client.get(enter_url(fixture)).status_code == 403
    late = client.post(enter_url(fixture), {**CARD, "replaces": 1})
    assert late.status_code == 409 and "ask the league secretary" in late.content.decode()
    as_(client, people, "secretary")
    assert "Send in a corrected card" in fixture_page(client, fixture)
    corrected = {**CARD, "replaces": 1, "game-3-home_score": 15, "game-3-away_score": 14}
    assert client.post(enter_url(fixture), corrected).status_code == 302
    assert versions(fixture) == [(1, "superseded"), (2, "confirmed")]
    page = fixture_page(client, fixture)
    assert "Card version 2" in page and "Card version 1" in page


def test_a_card_with_an_unfinished_game_is_refused_with_the_entries_kept(client, league):
    _season, fixture, people = league
    page = (
        as_(client, people, "home_captain")
        .post(enter_url(fixture), {**CARD, "game-2-home_score": 14, "game-2-away_score": 14})
        .content.decode()
    )
    assert not MatchCard.objects.filter(fixture=fixture).exists()
    assert "Game 2: 14-14 is not a finished game to 15" in page and 'value="Ann &amp; Bob"' in page


def test_a_walkover_card(client, league):
    season, fixture, people = league
    as_(client, people, "secretary").post(
        enter_url(fixture), {"walkover_to": "away", "replaces": 0, **games_posted()}
    )
    row = next(row for row in season.table().rows if row.team == "crown")
    card = fixture.cards.get()
    assert row.walkovers == 1 and card.walkover_to == fixture.away and not card.games.exists()


def test_the_sign_in_page(client, league):
    assert "Sign in" in client.get(reverse("login")).content.decode()
    response = client.post(
        reverse("login"), {"username": "home_captain", "password": "pegboard-test-pw"}
    )
    assert response.status_code == 302


def test_pairs_are_picked_from_the_teams_players_and_the_player_page_follows(client, league):
    _season, fixture, people = league
    with fixture.season.changing():
        ann, bob = (Player.objects.create(team=fixture.home, name=n) for n in ("Ann", "Bob"))
        cal, dee = (Player.objects.create(team=fixture.away, name=n) for n in ("Cal", "Dee"))
    data = {
        **CARD,
        "game-1-home_pair": "",
        "game-1-away_pair": "",
        "game-1-home_players": [ann.pk, bob.pk],
        "game-1-away_players": [cal.pk, dee.pk],
    }
    as_(client, people, "home_captain").post(enter_url(fixture), data)
    first = fixture.cards.get().games.get(number=1)
    assert (first.home_player_1, first.home_player_2) == (ann, bob)
    assert (first.away_player_1, first.away_player_2) == (cal, dee)
    assert (first.home_pair, first.away_pair) == ("Ann & Bob", "Cal & Dee")
    player_url = reverse("leagues-player", args=[SLUG, ann.pk])
    assert "No games on confirmed cards yet." in client.get(player_url).content.decode()
    as_(client, people, "away_captain").post(answer_url(fixture, "confirm"))
    page = client.get(player_url).content.decode()
    assert "<dt>Won</dt><dd>1 (100%)</dd>" in page and "<dd>15–9</dd>" in page
    assert "with <bdi>Bob</bdi> against <bdi>The Crown</bdi>" in page
    assert "<bdi>Bob</bdi>: 1 game, 1 won" in page
    cal_page = client.get(reverse("leagues-player", args=[SLUG, cal.pk])).content.decode()
    assert "<dt>Won</dt><dd>0 (0%)</dd>" in cal_page and "<dt>Lost</dt><dd>1</dd>" in cal_page
    assert "against <bdi>The Swan</bdi>, 9–15 lost" in cal_page


def test_a_pair_is_two_players(client, league):
    _, fixture, people = league
    with fixture.season.changing():
        ann = Player.objects.create(team=fixture.home, name="Ann")
        Player.objects.create(team=fixture.home, name="Bob")
    page = (
        as_(client, people, "home_captain")
        .post(enter_url(fixture), {**CARD, "game-1-home_players": [ann.pk]})
        .content.decode()
    )
    assert "A pair is two players." in page and not fixture.cards.exists()


def test_the_secretary_sees_the_cards_to_settle_oldest_first(client, league):
    season, fixture, people = league
    with season.changing():
        later = Fixture.objects.create(
            season=season, home=fixture.away, away=season.teams.get(code="bull")
        )
    as_(client, people, "home_captain").post(enter_url(fixture), CARD)
    as_(client, people, "away_captain").post(enter_url(later), CARD)
    client.post(answer_url(fixture, "dispute"), {"reason": "game 2 was 15-5"})
    url = reverse("leagues-waiting-cards", args=[SLUG])
    page = as_(client, people, "secretary").get(url).content.decode()
    assert page.index("The Swan</bdi> v <bdi>The Crown") < page.index(
        "The Crown</bdi> v <bdi>The Black Bull"
    )
    assert (
        "disputed" in page and "“game 2 was 15-5”" in page and "awaiting the other captain" in page
    )
    manage = client.get(reverse("leagues-manage", args=[SLUG])).content.decode()
    assert "1 awaiting the other captain, 1 disputed" in manage
    for who in ("other_secretary", "away_captain", "outsider"):
        assert as_(client, people, who).get(url).status_code == 403
