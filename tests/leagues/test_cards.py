"""Match cards: either captain enters, the other side's captain confirms or disputes, the
secretary settles. Every write is checked on the server for each persona."""

import uuid

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from leagues.models import Fixture, MatchCard, Player, Season
from scoring.models import Game
from tests.conftest import import_example_league

pytestmark = pytest.mark.django_db
SLUG = "calder-valley-all-fours-league-2026-27"
CARD = {
    "home_score_1": 15,
    "away_score_1": 9,
    "home_score_2": 15,
    "away_score_2": 3,
    "home_score_3": 14,
    "away_score_3": 15,
    "home_score_4": 15,
    "away_score_4": 12,
    "home_pair_1": "Ann & Bob",
    "away_pair_1": "Cal & Dee",
}


@pytest.fixture
def league():
    import_example_league()
    season = Season.objects.get(slug=SLUG)
    people = {
        name: User.objects.create_user(name, password="pegboard-test-pw")
        for name in ("secretary", "home_captain", "away_captain", "player", "outsider")
    }
    season.league.secretary = people["secretary"]
    season.league.save()
    fixture = Fixture.objects.get(
        season=season, home__code="swan", away__code="crown"
    )  # not yet played
    fixture.home.captains.add(people["home_captain"])
    fixture.away.captains.add(people["away_captain"])
    Player.objects.create(team=fixture.home, name="Pat", user=people["player"])
    return season, fixture, people


def as_(client, people, who):
    if who != "anonymous":
        client.force_login(people[who])
    return client


def enter_url(fixture):
    return reverse("leagues-enter-card", args=[SLUG, fixture.pk])


def answer_url(fixture, what, version=1):
    return reverse(f"leagues-{what}-card", args=[SLUG, fixture.pk, version])


@pytest.mark.parametrize(
    ("who", "status", "card_status"),
    [
        ("secretary", 302, "confirmed"),
        ("home_captain", 302, "submitted"),
        ("away_captain", 302, "submitted"),
        ("player", 403, None),
        ("outsider", 403, None),
        ("anonymous", 302, None),
    ],
)
def test_who_may_enter_a_card(client, league, who, status, card_status):
    _season, fixture, people = league
    response = as_(client, people, who).post(enter_url(fixture), CARD)
    assert response.status_code == status
    card = fixture.cards.first()
    assert (card.status if card else None) == card_status
    if who == "anonymous":
        assert response.url.startswith(reverse("login"))
    if card:
        assert card.games == [[15, 9], [15, 3], [14, 15], [15, 12]] and card.pairs[0] == [
            "Ann & Bob",
            "Cal & Dee",
        ]


@pytest.mark.parametrize(
    ("who", "status", "card_status"),
    [
        ("away_captain", 302, "confirmed"),
        ("secretary", 302, "confirmed"),
        ("home_captain", 403, "submitted"),
        ("player", 403, "submitted"),
        ("outsider", 403, "submitted"),
        ("anonymous", 302, "submitted"),
    ],
)
def test_who_may_confirm_a_card_the_home_captain_entered(client, league, who, status, card_status):
    _season, fixture, people = league
    as_(client, people, "home_captain").post(enter_url(fixture), CARD)
    client.logout()
    response = as_(client, people, who).post(answer_url(fixture, "confirm"))
    assert response.status_code == status
    assert fixture.cards.get().status == card_status


@pytest.mark.parametrize(
    ("who", "status", "card_status"),
    [
        ("away_captain", 302, "disputed"),
        ("secretary", 302, "disputed"),
        ("home_captain", 403, "submitted"),
        ("player", 403, "submitted"),
        ("outsider", 403, "submitted"),
        ("anonymous", 302, "submitted"),
    ],
)
def test_who_may_dispute_a_card(client, league, who, status, card_status):
    _season, fixture, people = league
    as_(client, people, "home_captain").post(enter_url(fixture), CARD)
    client.logout()
    response = as_(client, people, who).post(
        answer_url(fixture, "dispute"), {"reason": "game 3 was 15-14 to us"}
    )
    assert response.status_code == status
    card = fixture.cards.get()
    assert card.status == card_status
    if card_status == "disputed":
        assert card.dispute_reason == "game 3 was 15-14 to us"


def test_a_dispute_without_a_reason_shows_the_card_with_its_scores(client, league):
    _season, fixture, people = league
    as_(client, people, "home_captain").post(enter_url(fixture), CARD)
    client.logout()
    response = as_(client, people, "away_captain").post(answer_url(fixture, "dispute"), {})
    page = response.content.decode()
    assert response.status_code == 400 and fixture.cards.get().status == "submitted"
    # The card's game rows are there to read while giving the reason, as on the GET page.
    assert "<td>1</td><td>15<" in page and "Dispute it" in page
    assert '<span class="pair"><bdi>Ann &amp; Bob</bdi></span>' in page  # the pairs are shown


def test_a_corrected_card_starts_from_the_latest_version(client, league):
    _season, fixture, people = league
    as_(client, people, "home_captain").post(enter_url(fixture), CARD)
    page = client.get(enter_url(fixture)).content.decode()
    assert 'name="home_score_1" value="15"' in page and 'name="away_score_4" value="12"' in page
    assert 'name="home_pair_1" value="Ann &amp; Bob"' in page


def test_one_player_in_two_games_of_a_match_is_refused(client, league):
    _season, fixture, people = league
    ann, bob, cy = (Player.objects.create(team=fixture.home, name=n) for n in ("Ann", "Bob", "Cy"))
    card = {**CARD, "home_players_1": [ann.pk, bob.pk], "home_players_2": [ann.pk, cy.pk]}
    response = as_(client, people, "home_captain").post(enter_url(fixture), card)
    page = response.content.decode()
    assert response.status_code == 200 and not fixture.cards.exists()
    assert "Ann already plays in game 1: each player plays one game of a match." in page


def test_a_confirmed_card_counts_in_the_table(client, league):
    season, fixture, people = league
    before = {row.team: row.league_points for row in season.table().rows}
    as_(client, people, "home_captain").post(enter_url(fixture), CARD)
    assert {
        row.team: row.league_points for row in season.table().rows
    } == before  # not yet confirmed
    client.force_login(people["away_captain"])
    client.post(answer_url(fixture, "confirm"))
    after = {row.team: row.league_points for row in season.table().rows}
    assert after["swan"] == before["swan"] + 8 and after["crown"] == before["crown"] + 2


def test_only_the_secretary_corrects_a_confirmed_card_and_versions_are_kept(client, league):
    _season, fixture, people = league
    as_(client, people, "home_captain").post(enter_url(fixture), CARD)
    client.force_login(people["away_captain"])
    client.post(answer_url(fixture, "confirm"))
    assert client.post(enter_url(fixture), CARD).status_code == 403
    client.force_login(people["secretary"])
    corrected = {**CARD, "home_score_3": 15, "away_score_3": 14}
    assert client.post(enter_url(fixture), corrected).status_code == 302
    assert [(c.version, c.status) for c in fixture.cards.order_by("version")] == [
        (1, "superseded"),
        (2, "confirmed"),
    ]
    page = client.get(reverse("leagues-fixture", args=[SLUG, fixture.pk])).content.decode()
    assert "Card version 2" in page and "Card version 1" in page


def test_a_card_with_an_unfinished_game_is_refused_with_the_entries_kept(client, league):
    _season, fixture, people = league
    client.force_login(people["home_captain"])
    page = client.post(
        enter_url(fixture), {**CARD, "home_score_2": 14, "away_score_2": 14}
    ).content.decode()
    assert not MatchCard.objects.filter(fixture=fixture).exists()
    assert "Game 2: 14-14 is not a finished game to 15" in page and 'value="Ann &amp; Bob"' in page


def test_a_walkover_card(client, league):
    season, fixture, people = league
    client.force_login(people["secretary"])
    client.post(enter_url(fixture), {"walkover_to": "away"})
    row = next(row for row in season.table().rows if row.team == "crown")
    assert row.walkovers == 1 and fixture.cards.get().walkover_to == fixture.away


def test_the_sign_in_page(client, league):
    page = client.get(reverse("login")).content.decode()
    assert "Sign in" in page
    response = client.post(
        reverse("login"), {"username": "home_captain", "password": "pegboard-test-pw"}
    )
    assert response.status_code == 302


@pytest.mark.parametrize(
    ("who", "can_enter", "can_answer"),
    [
        ("home_captain", True, False),
        ("away_captain", True, True),
        ("secretary", True, True),
        ("player", False, False),
        ("outsider", False, False),
        ("anonymous", False, False),
    ],
)
def test_the_fixture_page_offers_each_persona_only_what_it_may_do(
    client, league, who, can_enter, can_answer
):
    _, fixture, people = league
    client.force_login(people["home_captain"])
    client.post(enter_url(fixture), CARD)
    client.logout()
    page = (
        as_(client, people, who)
        .get(reverse("leagues-fixture", args=[SLUG, fixture.pk]))
        .content.decode()
    )
    assert ("Send in a corrected card" in page) == can_enter
    assert ("Confirm this card" in page) == can_answer


def _phone_game(first: str, second: str, start: dict) -> Game:
    game = Game.objects.create(
        game="allfours",
        variant="heckmondwike",
        start=start,
        sides=[
            {"id": "A", "name": first, "players": []},
            {"id": "B", "name": second, "players": []},
        ],
    )
    game.add_hand({"dealer": "B", "high": "A", "low": "A", "jack": "A", "game": "A"}, uuid.uuid4())
    return game


def test_a_game_scored_on_a_phone_fills_its_card_game(client, league):
    _, fixture, people = league
    # Swan's pair (first side) won 15-12 on the phone.
    game = _phone_game("Swan pair", "Crown pair", {"A": 11, "B": 12})
    client.force_login(people["home_captain"])
    page = client.get(enter_url(fixture)).content.decode()
    assert "Swan pair v Crown pair (15-12" in page
    data = {**CARD, "home_score_1": "", "away_score_1": "", "phone_game_1": game.public_id}
    assert client.post(enter_url(fixture), data).status_code == 302
    card = fixture.cards.get()
    assert card.games[0] == [15, 12] and card.scored_games[0] == game.public_id
    fixture_page = client.get(reverse("leagues-fixture", args=[SLUG, fixture.pk])).content.decode()
    assert reverse("scoring-live", args=[game.public_id]) in fixture_page


def test_a_typed_score_that_disagrees_with_the_phone_game_is_refused(client, league):
    _, fixture, people = league
    game = _phone_game("Crown pair", "Swan pair", {"A": 11, "B": 12})  # Crown's pair first: swap
    client.force_login(people["home_captain"])
    page = client.post(
        enter_url(fixture), {**CARD, "phone_game_1": game.public_id}
    ).content.decode()
    assert (
        "The phone game finished 15-12; the card says 15-9." in page and not fixture.cards.exists()
    )
    client.post(
        enter_url(fixture),
        {
            **CARD,
            "home_score_1": "",
            "away_score_1": "",
            "phone_game_1": game.public_id,
            "phone_swap_1": "on",
        },
    )
    assert fixture.cards.get().games[0] == [12, 15]


def test_pairs_are_picked_from_the_teams_players_and_the_player_page_follows(client, league):
    _season, fixture, people = league
    ann, bob = (Player.objects.create(team=fixture.home, name=n) for n in ("Ann", "Bob"))
    cal, dee = (Player.objects.create(team=fixture.away, name=n) for n in ("Cal", "Dee"))
    client.force_login(people["home_captain"])
    data = {
        **CARD,
        "home_pair_1": "",
        "away_pair_1": "",
        "home_players_1": [ann.pk, bob.pk],
        "away_players_1": [cal.pk, dee.pk],
    }
    client.post(enter_url(fixture), data)
    card = fixture.cards.get()
    assert card.lineup[0] == [[ann.pk, bob.pk], [cal.pk, dee.pk]] and card.pairs[0] == [
        "Ann & Bob",
        "Cal & Dee",
    ]
    player_url = reverse("leagues-player", args=[SLUG, ann.pk])
    assert "No games on confirmed cards yet." in client.get(player_url).content.decode()
    client.force_login(people["away_captain"])
    client.post(answer_url(fixture, "confirm"))
    page = client.get(player_url).content.decode()
    assert "1 game: 1 won, 0 lost; points 15–9." in page and "with Bob against The Crown" in page
    assert "Partners: Bob (1)" in page
    cal_page = client.get(reverse("leagues-player", args=[SLUG, cal.pk])).content.decode()
    assert "0 won, 1 lost" in cal_page and "against The Swan, 9–15 lost" in cal_page


def test_a_pair_is_two_players(client, league):
    _, fixture, people = league
    ann = Player.objects.create(team=fixture.home, name="Ann")
    Player.objects.create(team=fixture.home, name="Bob")
    client.force_login(people["home_captain"])
    page = client.post(enter_url(fixture), {**CARD, "home_players_1": [ann.pk]}).content.decode()
    assert "A pair is two players." in page and not fixture.cards.exists()
