"""The season's table on other sites (leagues/embed.py): the one page another site may frame,
setting no cookie, kept by shared caches and answered 304 until the season changes; every
other page still forbids framing."""

import base64
import hashlib
import re

import pytest
from django.urls import reverse

from leagues.models import League
from tests.doors import new_season
from tests.leagues.cards import PERSONAS, SLUG, as_

pytestmark = pytest.mark.django_db
EMBED = reverse("leagues-embed-table", args=[SLUG])


def test_the_embedded_table_may_be_framed_by_any_site(client, league):
    response = client.get(EMBED)
    assert response.status_code == 200
    policy = response["Content-Security-Policy"]
    assert "frame-ancestors *" in policy and "default-src 'none'" in policy
    assert "X-Frame-Options" not in response
    assert response["Cache-Control"] == "public, max-age=5" and response["ETag"]


def test_its_one_inline_stylesheet_is_the_one_its_policy_allows(client, league):
    response = client.get(EMBED)
    body = response.content.decode()
    css = re.search(r"<style>(.*?)</style>", body, re.S).group(1)
    digest = base64.b64encode(hashlib.sha256(css.encode()).digest()).decode()
    assert f"style-src 'sha256-{digest}'" in response["Content-Security-Policy"]
    # Self-contained and small: nothing else to load, no script.
    assert not re.search(r"<(script|link|img|iframe)\b", body)
    assert len(response.content) < 8_000


def pages_of(season, fixture) -> list[str]:
    return [
        "/",
        reverse("leagues-list"),
        reverse("leagues-season", args=[SLUG]),
        reverse("leagues-team", args=[SLUG, "swan"]),
        reverse("leagues-fixture", args=[SLUG, fixture.pk]),
        reverse("leagues-print-fixtures", args=[SLUG]),
        reverse("leagues-print-card", args=[SLUG, fixture.pk]),
        reverse("leagues-leaderboard", args=[SLUG]),
        reverse("leagues-manage", args=[SLUG]),
        reverse("login"),
    ]


def test_every_other_page_still_forbids_framing(client, league):
    season, fixture, people = league
    client.force_login(people["secretary"])
    for url in pages_of(season, fixture):
        response = client.get(url)
        assert response.status_code == 200, url
        assert response["X-Frame-Options"] == "DENY", url
        assert "frame-ancestors 'none'" in response["Content-Security-Policy"], url


@pytest.mark.parametrize("who", PERSONAS)
def test_it_sets_no_cookie_for_anyone_in_any_language(client, league, who):
    _, _, people = league
    as_(client, people, who)
    for url in (EMBED, EMBED + "?lang=fa"):
        response = client.get(url, HTTP_ACCEPT_LANGUAGE="it")
        assert response.status_code == 200
        assert not response.cookies and "Set-Cookie" not in response, (who, url)
        assert "csrfmiddlewaretoken" not in response.content.decode()


def test_a_conditional_get_is_answered_not_modified_until_the_season_changes(client, league):
    season, _, _ = league
    first = client.get(EMBED)
    again = client.get(EMBED, HTTP_IF_NONE_MATCH=first["ETag"])
    assert again.status_code == 304 and again.content == b""
    assert "frame-ancestors *" in again["Content-Security-Policy"]
    season.adjust("swan", -3, "late card")
    changed = client.get(EMBED, HTTP_IF_NONE_MATCH=first["ETag"])
    assert changed.status_code == 200 and changed["ETag"] != first["ETag"]
    assert client.get(EMBED, HTTP_IF_NONE_MATCH=changed["ETag"]).status_code == 304


def test_it_speaks_the_language_asked_for(client, league):
    persian = client.get(EMBED + "?lang=fa", HTTP_ACCEPT_LANGUAGE="it")
    body = persian.content.decode()
    assert persian["Content-Language"] == "fa" and 'lang="fa" dir="rtl"' in body
    assert "تیم" in body and "۲۰۲۶" in body  # its words and its digits
    italian = client.get(EMBED, HTTP_ACCEPT_LANGUAGE="it")
    assert 'lang="it"' in italian.content.decode() and "Squadra" in italian.content.decode()
    assert italian["ETag"] != persian["ETag"]
    # A language the site does not speak: the browser's.
    assert 'lang="it"' in client.get(EMBED + "?lang=xx", HTTP_ACCEPT_LANGUAGE="it").content.decode()


def test_it_shows_the_table_and_links_back_to_the_season(client, league):
    body = client.get(EMBED).content.decode()
    rows = re.findall(r"<tr><td>(\d+)=?</td><td class=\"team\">.*?<bdi>(.*?)</bdi>", body)
    assert [name for _, name in rows] == ["The Black Bull", "The Crown", "The Swan"]
    assert f'href="{reverse("leagues-season", args=[SLUG])}" target="_blank"' in body


def test_an_unknown_season_is_not_found(client, db):
    assert client.get(reverse("leagues-embed-table", args=["nowhere"])).status_code == 404
    assert client.head(reverse("leagues-embed-table", args=["nowhere"])).status_code == 404


def test_an_empty_season_embeds_an_empty_table(client, db):
    season = new_season("New", name="1", slug="n-1")
    response = client.get(reverse("leagues-embed-table", args=[season.slug]))
    assert response.status_code == 200 and "No teams yet." in response.content.decode()


def test_the_season_page_shows_the_snippet_to_copy(client, league):
    body = client.get(reverse("leagues-season", args=[SLUG]), HTTP_ACCEPT_LANGUAGE="fa")
    snippet = re.search(r"<textarea[^>]*>(.*?)</textarea>", body.content.decode(), re.S).group(1)
    assert snippet.startswith("&lt;iframe src=&quot;http://testserver" + EMBED + "?lang=fa&quot;")
    assert snippet.endswith("&lt;/iframe&gt;")


ORIGINS = reverse("leagues-set-embed-origins", args=[SLUG])


def test_the_league_may_name_the_sites_that_frame_its_table(client, league):
    _season, _, people = league
    before = client.get(EMBED)
    client.force_login(people["secretary"])
    sites = "https://TheSwan.example/, http://localhost:8000 https://theswan.example"
    assert client.post(ORIGINS, {"origins": sites}).status_code == 302
    client.logout()
    response = client.get(EMBED)
    assert (
        "frame-ancestors https://theswan.example http://localhost:8000"
        in (response["Content-Security-Policy"])
    )
    assert response["ETag"] != before["ETag"]
    # A 304 says it too: a browser takes its headers for the page it keeps.
    again = client.get(EMBED, HTTP_IF_NONE_MATCH=response["ETag"])
    assert again.status_code == 304
    assert (
        "frame-ancestors https://theswan.example http://localhost:8000"
        in (again["Content-Security-Policy"])
    )
    client.force_login(people["secretary"])
    manage = client.get(reverse("leagues-manage", args=[SLUG])).content.decode()
    assert 'value="https://theswan.example http://localhost:8000"' in manage
    assert client.post(ORIGINS, {"origins": ""}).status_code == 302
    assert "frame-ancestors *" in client.get(EMBED)["Content-Security-Policy"]


@pytest.mark.parametrize(
    "given",
    [
        "theswan.example",
        "ftp://theswan.example",
        "https://theswan.example/table",
        "https://a;script-src",
        "https://theswan.example 'unsafe-inline'",
        " ".join(f"https://pub{n}.example" for n in range(11)),
    ],
)
def test_a_site_that_is_not_an_origin_is_refused(client, league, given):
    season, _, people = league
    client.force_login(people["secretary"])
    answer = client.post(ORIGINS, {"origins": given})
    assert answer.status_code == 400
    assert League.objects.get(pk=season.league.pk).embed_origins == []


@pytest.mark.parametrize("who", PERSONAS)
def test_only_the_secretary_names_the_sites(client, league, who):
    season, _, people = league
    as_(client, people, who)
    answer = client.post(ORIGINS, {"origins": "https://theswan.example"})
    stored = League.objects.get(pk=season.league.pk).embed_origins
    if who == "secretary":
        assert answer.status_code == 302 and stored == ["https://theswan.example"]
    else:
        assert answer.status_code == (302 if who == "anonymous" else 403) and stored == []
