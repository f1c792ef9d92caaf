"""The import page: a signed-in user uploads a league file and runs the league it creates; a
visitor is sent to sign in; a hostile file is refused calmly, for the reasons `manage.py
importleague` refuses it, in the players' words; a league someone else runs is not theirs to
import into."""

import html
import json
import re

import pytest
from django.contrib.auth.models import User
from django.core.files.uploadedfile import SimpleUploadedFile
from django.urls import reverse

from kernel.sizes import LARGEST_UPLOAD
from leagues.models import League, Season
from tests.conftest import EXAMPLES
from tests.doors import new_league
from tests.leagues.test_importleague_hostile import HOSTILE

pytestmark = pytest.mark.django_db
URL = reverse("leagues-import")
TEXT = (EXAMPLES / "leagues" / "three-pubs.json").read_text()
NAME = json.loads(TEXT)["league"]["name"]


def upload(client, text: str | bytes, language: str = "en"):
    data = text.encode("utf-8") if isinstance(text, str) else text
    file = SimpleUploadedFile("league.json", data, content_type="application/json")
    return client.post(URL, {"file": file}, headers={"Accept-Language": language})


def signed_in(client, name: str = "ann") -> User:
    user = User.objects.create_user(name, password="a long pass phrase")
    client.force_login(user)
    return user


def test_a_visitor_is_sent_to_sign_in(client):
    for answer in (client.get(URL), upload(client, TEXT)):
        assert answer.status_code == 302 and answer["Location"].startswith(reverse("login"))
    assert not League.objects.exists()


def test_a_signed_in_user_imports_a_league_and_runs_it(client):
    user = signed_in(client)
    assert client.get(URL).status_code == 200
    answer = upload(client, TEXT)
    season = Season.objects.get()
    assert answer.status_code == 302
    assert answer["Location"] == reverse("leagues-manage", args=[season.slug])
    assert season.league.name == NAME and season.league.secretary == user
    assert season.fixtures.exists() and season.teams.count() == 3
    again = upload(client, TEXT)  # the same season again: brought up to date, not doubled
    assert again.status_code == 302 and Season.objects.count() == 1


def test_a_league_someone_else_runs_is_refused(client):
    new_league(NAME, secretary=User.objects.create_user("sec"))
    signed_in(client)
    page = upload(client, TEXT)
    assert page.status_code == 200
    assert "That league has a secretary already" in page.content.decode()
    assert not Season.objects.exists()


@pytest.mark.parametrize(
    "name", ["nested", "digits", "not json", "huge score", "control in a name"]
)
def test_a_hostile_file_is_refused_calmly(client, name):
    text, message = HOSTILE[name]
    signed_in(client)
    page = upload(client, text)
    body = page.content.decode()
    assert page.status_code == 200 and 'role="alert"' in body
    assert "Traceback" not in body and not League.objects.exists()
    said = {
        "nested": "That is not a league file: it is nested too deeply to read.",
        "digits": "That is not a league file: a number in it is thousands of digits long.",
        "not json": "That is not a league file: it is not valid JSON (line 1).",
    }
    assert said.get(name, message) in html.unescape(body)


def test_a_file_that_is_not_text_or_too_big_is_refused(client):
    signed_in(client)
    assert "That file is not text" in upload(client, b"\xff\xfe\x00bad").content.decode()
    big = upload(client, " " * (LARGEST_UPLOAD + 1) + TEXT).content.decode()
    assert "That file is too big for a league file." in big
    assert not League.objects.exists()


def test_a_refusal_is_said_in_the_players_language(client):
    signed_in(client)
    body = upload(client, "<html>", language="fa").content.decode()
    assert "این فایل لیگ نیست" in body


def test_the_empty_leagues_page_offers_the_import_page_not_the_command_line(client):
    for who in ("visitor", "user"):
        if who == "user":
            signed_in(client)
        body = client.get(reverse("leagues-list")).content.decode()
        assert f'href="{URL}"' in body and "manage.py" not in body


GAME_FILE = {
    "nl": "Dit is het bestand van een partij, niet van een competitie",
    "hr": "Ovo je datoteka partije, a ne lige",
    "fa": "این فایلِ یک بازی است، نه یک لیگ",
    "en": "This is a game&#x27;s file, not a league&#x27;s: import it under Import a game.",
}


@pytest.mark.parametrize("language", sorted(GAME_FILE))
def test_a_games_file_is_sent_to_the_games_import_in_plain_words(client, language):
    """The tester's game record answered "format must be pegboard-league/2": the file's
    kind and where it goes instead, in the page's language, and nothing of the format."""
    from tests.i18n_helpers import TWO_HANDS

    signed_in(client)
    for record in ({"format": "pegboard-record/1", **TWO_HANDS}, TWO_HANDS):
        page = upload(client, json.dumps(record), language).content.decode()
        said = " ".join(re.findall(r'<p class="error" role="alert">(.*?)</p>', page, re.S))
        assert GAME_FILE[language] in said
        assert "format" not in said and "pegboard-" not in said
    assert not League.objects.exists()
