"""The divisions' and the next season's pages in the players' languages (issue 35): the season
page of two divisions, the manage page with its divisions, and the next season's preview with
a close line, with no English words left; and every page fits a phone."""

import re

import pytest
from django.urls import reverse

from leagues.models import CardLine
from tests.doors import set_league
from tests.i18n_helpers import english_left, words_of
from tests.leagues.divisions import two_divisions

pytestmark = pytest.mark.django_db
ENGLISH = re.compile(
    r"\b(Divisions?|Table|next season|goes up|goes down|Up|Down|Nobody|carry over|Start"
    r"|level on|decided|separated|Teams|confirmed|name|promoted|relegated|champions)\b"
)


def pages(client, season) -> list:
    return [
        reverse("leagues-season", args=[season.slug]),
        reverse("leagues-manage", args=[season.slug]),
        reverse("leagues-next-season", args=[season.slug]),
        reverse("leagues-team", args=[season.slug, "fox"]),
    ]


@pytest.mark.parametrize("language", ["fa", "ur", "it", "hr", "nl"])
def test_the_division_pages_leave_no_english_words(client, language):
    season = two_divisions()  # the Premier's bottom two level on no points
    set_league(season.league, moves=1)  # one each way: one of them goes down, by name
    fixture = season.fixtures.filter(home__code="bell", away__code="fox").get()
    fixture.send_card(season.league.secretary, [CardLine(15, 9), CardLine(9, 15)] * 2)
    client.force_login(season.league.secretary)
    names = {t.name for t in season.teams.all()} | {"The " + t.name for t in season.teams.all()}
    names |= {str(season), season.league.name, season.name, "First Division", "Premier", "sec"}
    english = client.get(pages(client, season)[2]).content.decode()
    assert "could not be separated" in english
    for url in pages(client, season):
        page = client.get(url, headers={"Accept-Language": language}).content.decode()
        found = english_left(ENGLISH, words_of(page, names), language)
        assert found == [], (url, found)
    from leagues.models.next_season import start_next_season

    following, _ = start_next_season(season, None, "2027-28")
    names |= {str(following), following.name}
    later = [
        reverse("leagues-history", args=[season.league.slug]),
        reverse("leagues-team", args=[following.slug, "bell"]),
    ]
    for url in [*pages(client, season)[:2], *later]:
        page = client.get(url, headers={"Accept-Language": language}).content.decode()
        found = english_left(ENGLISH, words_of(page, names), language)
        assert found == [], (url, found)


@pytest.mark.parametrize("language", ["fa", "ur", "it", "hr", "nl"])
def test_no_english_word_of_the_english_page_is_left(client, language):
    """As tests/test_i18n_every_page.py sweeps every page: each division page is read in
    English first, and none of its words (names aside) may stay on the translated page."""
    from tests.test_i18n_every_page import THEIRS_TOO, game_names, latin_words, page_text, where

    season = two_divisions()
    set_league(season.league, moves=1)
    client.force_login(season.league.secretary)
    names = {t.name for t in season.teams.all()} | {"The " + t.name for t in season.teams.all()}
    names |= {str(season), season.league.name, season.name, "First Division", "Premier", "sec"}
    names |= {"Calder League 2027-28", "2027-28", "Ann", "Bob", "Cy", "Dee"} | game_names()
    urls = [*pages(client, season), reverse("leagues-history", args=[season.league.slug])]
    left = {}
    for url in urls:
        english = client.get(url, headers={"Accept-Language": "en"}).content.decode()
        theirs = client.get(url, headers={"Accept-Language": language}).content.decode()
        text = page_text(theirs, names)
        found = latin_words(text) & latin_words(page_text(english, names))
        found -= THEIRS_TOO.get(language, set()) | ({"Week"} if language == "nl" else set())
        if found:
            left[url] = sorted(f"{word}: {where(word, text)}" for word in found)
    assert not left, left
