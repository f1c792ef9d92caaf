"""A league night's spectators arrive over the first minutes and each opens the live page once:
every anonymous arrival of one version of a game is answered from one render (per process and
language), while a signed-in visitor's page, which carries their own CSRF token, and any page
that used a Content Security Policy nonce are never handed to anybody else. Polls of an
unchanged game are answered 304 after one small query."""

import pickle
import uuid
import zlib
from pathlib import Path

import pytest
from django.conf import settings
from django.core.cache import caches
from django.db import connection
from django.db.models import QuerySet
from django.test.utils import CaptureQueriesContext

from kernel import caching
from scoring import boards
from scoring.views import live
from tests.calls import calls_of
from tests.scoring_helpers import new_game, urls

pytestmark = pytest.mark.django_db(transaction=True)  # kept answers are for committed versions


@pytest.fixture
def renders(monkeypatch):
    """The versions of the game a spectator's board was rendered for (a whole page renders
    its frame around the board its polls are given)."""
    rendered = []
    real = boards.board_context

    def counting(request, game, scorer, form=None):
        rendered.append(game.version)
        return real(request, game, scorer, form)

    monkeypatch.setattr(boards, "board_context", counting)
    monkeypatch.setattr(live, "board_context", counting)
    return rendered


def test_anonymous_arrivals_of_one_version_cost_one_render(client, renders):
    game = new_game()
    pages = [client.get(urls(game)["live"]) for _ in range(3)]
    assert len(renders) == 1
    assert all(page.status_code == 200 for page in pages)
    assert pages[0].content == pages[1].content == pages[2].content
    assert b"Red Lion" in pages[0].content and b"<html" in pages[0].content
    assert not pages[2].cookies  # nothing of the first visitor's reaches the third


def test_a_new_version_is_rendered_afresh(client, renders):
    game = new_game()
    client.get(urls(game)["live"])
    game.add_hand(
        {"dealer": "A", "turned": ["4"], "high": "A", "low": "B", "game": "A"}, uuid.uuid4()
    )
    page = client.get(urls(game)["live"]).content.decode()
    assert len(renders) == 2 and "Hand 1" in page


def test_each_language_has_its_own_page(client, renders):
    game = new_game()
    english = client.get(urls(game)["live"]).content
    persian = client.get(urls(game)["live"], headers={"Accept-Language": "fa"}).content
    assert len(renders) == 2 and english != persian
    assert b'<html lang="fa"' in persian and b'<html lang="en-gb"' in english


def test_a_signed_in_visitors_page_is_neither_kept_nor_given_a_kept_one(
    client, renders, django_user_model
):
    game = new_game()
    client.get(urls(game)["live"])  # an anonymous arrival: kept
    client.force_login(django_user_model.objects.create_user("sam", password="x"))
    mine = [client.get(urls(game)["live"]).content.decode() for _ in range(2)]
    assert len(renders) == 2  # their board once (kept for the signed-in), each page afresh
    assert all("Sign out" in page and "csrfmiddlewaretoken" in page for page in mine)
    client.logout()
    anonymous = client.get(urls(game)["live"]).content.decode()
    assert len(renders) == 2 and "Sign out" not in anonymous


def test_a_page_that_used_a_nonce_is_never_served_twice(client, monkeypatch):
    rendered = []
    real = live.board_context

    def with_a_nonce(request, game, scorer, form=None):
        rendered.append(str(request._csp_nonce))  # as a template's inline script would
        return real(request, game, scorer, form)

    monkeypatch.setattr(live, "board_context", with_a_nonce)
    game = new_game()
    answers = [client.get(urls(game)["live"]) for _ in range(2)]
    assert len(rendered) == 2 and rendered[0] != rendered[1]
    policies = [answer["Content-Security-Policy"] for answer in answers]
    assert rendered[0] in policies[0] and rendered[1] in policies[1]


POLL = {"HX-Request": "true", "HX-Target": "board"}


def test_a_page_frames_the_board_its_polls_are_given_rendered_once(client, renders):
    game = new_game()
    game.add_hand(
        {"dealer": "A", "turned": ["4"], "high": "A", "low": "B", "game": "A"}, uuid.uuid4()
    )
    polled = client.get(urls(game)["live"], headers=POLL).content.decode()
    page = client.get(urls(game)["live"]).content.decode()
    assert len(renders) == 1  # the arrival after a poll rendered its frame only
    assert polled.strip() in page and "Hand 1" in polled
    assert page.count('id="board"') == 1 and "<html" in page and "<html" not in polled


def test_a_poll_after_an_arrival_renders_nothing(client, renders):
    game = new_game()
    client.get(urls(game)["live"])
    client.get(urls(game)["live"], headers=POLL)
    assert len(renders) == 1


def test_an_unchanged_game_is_answered_304_after_one_query(client, monkeypatch):
    """One small query, in SQL of its own: no QuerySet is even built for it."""
    game = new_game()
    poll = {"HX-Request": "true", "HX-Target": "board"}
    etag = client.get(urls(game)["live"], headers=poll)["ETag"]
    built = calls_of(monkeypatch, QuerySet, "__init__")
    with CaptureQueriesContext(connection) as queries:
        answer = client.get(urls(game)["live"], headers=poll | {"If-None-Match": etag})
    assert answer.status_code == 304
    assert len(queries) == 1 and "version" in queries[0]["sql"]
    assert built == []


def test_no_such_game_is_404_and_a_poll_of_it_too(client):
    assert client.get("/g/nosuchgame1/").status_code == 404
    poll = {"HX-Request": "true", "HX-Target": "board", "If-None-Match": '"1-live"'}
    assert client.get("/g/nosuchgame1/", headers=poll).status_code == 404
    assert boards.board_etag  # (the validator's home, which both answers go through)


def test_another_worker_answers_from_the_render_of_the_first(client, renders):
    """Each gunicorn worker keeps its own answers; a version's page and board rendered by one
    are read by the others from the machine's folder (CACHES["rendered"]), not rendered."""
    game = new_game()
    page = client.get(urls(game)["live"]).content
    polled = client.get(urls(game)["live"], headers=POLL).content
    caches["default"].clear()  # now this process is a worker that has kept nothing
    assert client.get(urls(game)["live"]).content == page
    assert client.get(urls(game)["live"], headers=POLL).content == polled
    assert len(renders) == 1


@pytest.mark.parametrize(
    "then", [(caching, "code_version", "another-deploy"), (caching, "generation", "restored")]
)
def test_a_restarted_or_redeployed_server_reads_no_earlier_render(
    client, renders, monkeypatch, then
):
    """The folder outlives the server; its workers' memory does not, nor must what it holds
    (a restore may have set the versions back): another deploy's code, or the generation a
    restore renews, renders afresh."""
    game = new_game()
    client.get(urls(game)["live"])
    caches["default"].clear()
    where, name, value = then
    monkeypatch.setattr(where, name, lambda: value)
    client.get(urls(game)["live"])
    assert len(renders) == 2


def test_the_folders_generation_is_shared_and_a_renewal_empties_the_folder(client, renders):
    """Every worker of the machine reads the one generation the first made; a renewal (what
    `manage.py restore` does) leaves nothing of the old answers, in the folder or in memory."""
    game = new_game()
    client.get(urls(game)["live"])
    made = caching.generation()
    caching.generation.cache_clear()  # another worker, starting
    assert caching.generation() == made and _filed()
    caching.renew_generation()
    assert caching.generation() != made and not _filed()
    client.get(urls(game)["live"])
    assert len(renders) == 2


def test_a_signed_in_visitors_page_is_not_filed_for_the_other_workers(client, django_user_model):
    game = new_game()
    client.force_login(django_user_model.objects.create_user("kim", password="x"))
    before = set(_filed())
    mine = client.get(urls(game)["live"]).content.decode()
    filed = [content.decode() for name, content in _filed().items() if name not in before]
    assert "Sign out" in mine and "csrfmiddlewaretoken" in mine
    assert len(filed) == 1 and 'id="board"' in filed[0]  # the board in it, alike for all
    assert "csrfmiddlewaretoken" not in filed[0] and "Sign out" not in filed[0]


def _filed() -> dict:
    """What the machine's folder holds, by file: Django's file cache writes each answer as its
    pickled expiry time, then the pickled answer compressed."""
    held = {}
    for path in Path(settings.CACHES["rendered"]["LOCATION"]).glob("*.djcache"):
        with path.open("rb") as file:
            pickle.load(file)
            held[path.name] = pickle.loads(zlib.decompress(file.read()))
    return held


def test_a_folder_that_cannot_be_written_costs_a_render_not_an_answer(
    client, renders, settings, tmp_path, caplog
):
    blocked = tmp_path / "a-file-not-a-folder"
    blocked.write_text("")
    settings.CACHES = settings.CACHES | {
        "rendered": settings.CACHES["rendered"] | {"LOCATION": str(blocked / "kept")}
    }
    game = new_game()
    answers = [client.get(urls(game)["live"]) for _ in range(2)]
    assert [answer.status_code for answer in answers] == [200, 200]
    assert len(renders) == 1  # still kept by the process
    assert "KEPT_DIR" in caplog.text
