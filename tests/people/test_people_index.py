"""/people/: everyone standing on their own (a merged person is the one kept), by name, with
their conservative rating, searchable by name and a page at a time; in every language."""

import pytest
from django.urls import reverse

from people.models import RatedResult
from people.views import PER_PAGE
from tests.people.results import at, persons

pytestmark = pytest.mark.django_db


def listed(client, **query) -> str:
    answer = client.get(reverse("people-index"), query)
    assert answer.status_code == 200
    return answer.content.decode()


def test_everyone_is_listed_by_name_with_their_rating_and_the_merged_are_not(client):
    ann, anne, bo, _cy = persons("Ann", "Anne", "Bo", "Cy")
    RatedResult.objects.record("game:1", at(0), [[ann.pk], [bo.pk]], [11, 4], 0)
    anne.merge_into(ann, None)
    page = listed(client)
    ann_row = f'href="{reverse("people-person", args=[ann.pk])}"><bdi>Ann</bdi></a>'
    assert page.index(ann_row) < page.index("<bdi>Bo</bdi>") < page.index("<bdi>Cy</bdi>")
    conservative = ann.rating.as_rating().conservative
    assert f"conservative rating {conservative:.1f}, 1 rated game (provisional)" in page
    assert "<bdi>Anne</bdi>" not in page
    assert '<bdi>Cy</bdi></a> · <span class="muted">not rated yet</span>' in page


def test_a_name_is_searched_for_whatever_its_case(client):
    persons("Ann", "Joanna", "Bo")
    page = listed(client, q="ANN")
    assert "<bdi>Ann</bdi>" in page and "<bdi>Joanna</bdi>" in page and "<bdi>Bo</bdi>" not in page
    assert "2 players named like “ANN”." in page
    assert "Nobody by that name." in listed(client, q="Zed")


def test_the_list_comes_a_page_at_a_time_keeping_the_search(client):
    persons(*(f"Player {number:03}" for number in range(PER_PAGE + 5)), "Someone")
    first = listed(client, q="player")
    assert "Player 000" in first and f"Player {PER_PAGE - 1:03}" in first
    assert f"Player {PER_PAGE:03}" not in first and "Page 1 of 2" in first
    assert 'href="?q=player&amp;page=2"' in first
    second = listed(client, q="player", page=2)
    assert f"Player {PER_PAGE:03}" in second and "Player 000" not in second
    assert "Someone" not in second
    assert "Page 2 of 2" in listed(client, q="player", page="999")  # past the end: the last
    assert "Page 1 of 2" in listed(client, q="player", page="x")


@pytest.mark.parametrize("lang", ["fa", "ur", "it", "hr", "nl"])
def test_the_list_is_in_every_language(client, lang):
    ann, bo = persons("Ann", "Bo")
    RatedResult.objects.record("game:1", at(0), [[ann.pk], [bo.pk]], [11, 4], 0)
    persons(*(f"Player {number:03}" for number in range(PER_PAGE)))
    client.defaults["HTTP_ACCEPT_LANGUAGE"] = lang
    english = ("Players", "Search", "conservative", "provisional", "Page 1", "Next", "Nobody")
    for query in ({}, {"q": "Zed"}):
        main = listed(client, **query).split('<main id="main">')[1].split("</main>")[0]
        assert not [word for word in english if word in main], (lang, main)


@pytest.mark.parametrize("path", ["/", "/leagues/", "/clubs/"])
def test_a_visitor_finds_the_players_from_every_pages_footer(client, path):
    """/people/ is linked where a visitor looks for the site's parts: each page's footer, in
    the page's language."""
    footer = client.get(path, headers={"accept-language": "nl"}).content.decode()
    footer = footer[footer.index('<footer class="site-footer">') :]
    assert f'<a href="{reverse("people-index")}">Spelers en hun ratings</a>' in footer
