"""Persian and Urdu pages are written as those languages are: their own comma between a
date's parts and between the parts of a line, never a middle dot beside a digit (it reads as
a Persian zero) nor a Latin comma; the dates in the language's own format."""

import re

import pytest
from django.urls import reverse

from tests.i18n_helpers import main_of

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize("language", ["fa", "ur"])
def test_league_pages_use_their_own_marks_beside_digits(client, language):
    from tests.leagues.cards import CARD, enter_url, league_with_everyone

    season, fixture, people = league_with_everyone()
    client.force_login(people["home_captain"])
    client.post(enter_url(fixture), CARD)  # a card sent: its date and time are shown
    client.force_login(people["secretary"])
    for url in (
        reverse("leagues-season", args=[season.slug]),
        reverse("leagues-fixture", args=[season.slug, fixture.pk]),
        reverse("leagues-waiting-cards", args=[season.slug]),
        reverse("leagues-manage", args=[season.slug]),
        reverse("leagues-results", args=[season.slug]),
    ):
        page = client.get(url, headers={"Accept-Language": language}).content.decode()
        text = re.sub(r"<[^>]+>", " ", main_of(page))
        assert "·" not in text, url
        assert not re.search(r"[0-9۰-۹]\s*,", text), (
            url,
            re.findall(r".{15}[0-9۰-۹]\s*,.{5}", text),
        )
    waiting = client.get(
        reverse("leagues-waiting-cards", args=[season.slug]), headers={"Accept-Language": language}
    ).content.decode()
    assert re.search(r"،\s*[0-9۰-۹]{1,2}:[0-9۰-۹]{2}", waiting)  # "۳ سپتامبر، ۲۰:۱۰"


def test_english_keeps_its_middle_dot_and_comma(client):
    from tests.leagues.cards import CARD, enter_url, league_with_everyone

    season, fixture, people = league_with_everyone()
    client.force_login(people["home_captain"])
    client.post(enter_url(fixture), CARD)
    page = client.get(reverse("leagues-fixture", args=[season.slug, fixture.pk])).content.decode()
    assert " · " in main_of(page) and re.search(r"\d{4}, \d{2}:\d{2}", page)


@pytest.mark.parametrize("language", ["fa", "ur"])
def test_no_middle_dot_on_any_persian_or_urdu_page_nor_in_its_title(client, language):
    """Every page of the scorer and the league as each persona sees it, the whole document:
    its <title>, its header and footer, the words its scripts are given, and the pages of a
    refusal (not found, not allowed)."""
    from tests.leagues.cards import CARD, enter_url, league_with_everyone
    from tests.test_i18n_every_page import pages, visit

    season, fixture, people = league_with_everyone()
    client.force_login(people["home_captain"])
    client.post(enter_url(fixture), CARD)
    season.set_registration(None, True)  # captains may ask for a player: that page too
    shown = [*pages(client, people, season, fixture), (None, "/no-such-page/", None)]
    dotted = {}
    for who, url, data in shown:
        if url == "/no-such-page/":
            page = client.get(url, headers={"Accept-Language": language}).content.decode()
        else:
            page = visit(client, people, who, url, data and {**data, "client_id": "x"}, language)
        title = re.search(r"<title>(.*?)</title>", page, re.S)
        assert title and "Pegboard" in title.group(1), url
        if "·" in page:
            dotted[url] = re.findall(r".{20}·.{20}", page)
    assert not dotted, dotted
