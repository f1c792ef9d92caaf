"""A person's page, public: their rating as a band and a conservative rating, whether it is
provisional, their rated games newest first, and the partners and opponents they met with
the chance to win against each; in every language; a merged person's address shows the
person kept; no address answers 5xx."""

import pytest
from django.urls import reverse

from people.models import RatedResult
from people.rules import PROVISIONAL_GAMES, chance_to_win
from tests.people.results import at, persons

pytestmark = pytest.mark.django_db


@pytest.fixture
def club():
    """Ann and Bo beat Cy and Dee twice; Ann beats Cy at singles once."""
    ann, bo, cy, dee = persons("Ann", "Bo", "Cy", "Dee")
    pairs = [[ann.pk, bo.pk], [cy.pk, dee.pk]]
    RatedResult.objects.record("game:1", at(0), pairs, [11, 5], 0)
    RatedResult.objects.record("game:2", at(1), pairs, [11, 9], 0)
    RatedResult.objects.record("game:3", at(2), [[ann.pk], [cy.pk]], [7, 7], None)
    return ann, bo, cy, dee


def test_an_anonymous_visitor_sees_the_rating_its_band_and_the_games(client, club):
    ann, _bo, _cy, _dee = club
    page = client.get(reverse("people-person", args=[ann.pk])).content.decode()
    rating = ann.rating
    assert "<h1><bdi>Ann</bdi></h1>" in page
    assert f"{rating.mu:.1f} ± {rating.sigma:.1f}" in page
    assert f"{rating.as_rating().conservative:.1f}" in page
    assert f"a rating says little until {PROVISIONAL_GAMES} rated games" in page
    assert page.index("7–7 drawn") < page.index("11–9 won") < page.index("11–5 won")
    assert "<bdi>Bo</bdi></a>: 2 games together, 2 won" in page


def test_each_opponent_comes_with_the_chance_to_win_against_them_now(client, club):
    ann, _bo, cy, _dee = club
    page = client.get(reverse("people-person", args=[ann.pk])).content.decode()
    ratings = {str(p.pk): p.rating.as_rating() for p in (ann, cy)}
    chance = round(100 * chance_to_win(ratings, ((str(ann.pk),), (str(cy.pk),)))[0])
    assert (
        f"<bdi>Cy</bdi></a>: 3 games against, 2 won; chance to win one against them now: {chance}%"
        in page
    )
    assert "<bdi>Dee</bdi></a>: 2 games against, 2 won" in page


def test_the_chart_draws_the_rating_after_each_game(client, club):
    ann, bo, _, _ = club
    page = client.get(reverse("people-person", args=[ann.pk])).content.decode()
    seats = ann.seats.order_by("result__when").values_list("mu_after", "sigma_after")
    rated = [f"{mu:.1f}" for mu, _ in seats]
    assert "Rating after each rated game" in page and len(rated) == 3
    assert f"the rating went from {rated[0]} to {rated[-1]};" in page
    assert f"<td>{rated[1]}</td>" in page  # the text alternative's row for the second game
    (eve,) = persons("Eve")
    RatedResult.objects.record("game:9", at(9), [[eve.pk], [bo.pk]], [11, 0], 0)
    once = client.get(reverse("people-person", args=[eve.pk])).content.decode()
    assert "Rating after each rated game" not in once  # one game is no line


def test_a_person_with_no_rated_game_is_said_not_rated(client):
    (newcomer,) = persons("Eve")
    page = client.get(reverse("people-person", args=[newcomer.pk])).content.decode()
    assert "Not rated yet: no rated games." in page and "No rated games yet." in page


def test_no_such_person_is_not_found_and_an_odd_address_never_a_server_error(client):
    assert client.get("/people/999999/").status_code == 404
    for odd in ("/people/99999999999999999999999/", "/people/abc/", "/people/-1/", "/people/١/"):
        assert client.get(odd).status_code == 404, odd
    assert client.post(reverse("people-person", args=[1])).status_code == 405


def test_a_merged_persons_address_shows_the_person_kept(client, club):
    ann, _bo, _cy, dee = club
    (anne,) = persons("Anne")
    RatedResult.objects.record("game:4", at(3), [[anne.pk], [dee.pk]], [11, 0], 0)
    anne.merge_into(ann, None)
    answer = client.get(reverse("people-person", args=[anne.pk]))
    assert answer.status_code == 302 and answer.url == reverse("people-person", args=[ann.pk])
    page = client.get(answer.url).content.decode()
    assert "11–0 won" in page and "3 games against, 3 won" in page  # Dee: Anne's game is Ann's
    anne.undo_merge(None)
    assert client.get(reverse("people-person", args=[anne.pk])).status_code == 200


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("fa", "ریتینگ محتاطانه"),
        ("ur", "محتاط ریٹنگ"),
        ("it", "Valutazione prudente"),
        ("hr", "Oprezni rejting"),
        ("nl", "Voorzichtige rating"),
    ],
)
def test_the_page_is_in_every_language(client, club, lang, words):
    ann = club[0]
    page = client.get(reverse("people-person", args=[ann.pk]), HTTP_ACCEPT_LANGUAGE=lang)
    text = page.content.decode()
    assert words in text and "Conservative rating" not in text and "Opponents" not in text
