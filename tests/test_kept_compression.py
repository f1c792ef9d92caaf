"""An answer kept for everyone (a live board, an anonymous visitor's page) is compressed once per
process and version, not once per request, and is the same page as the uncompressed one; an
answer meant for one visitor is compressed by Django's own middleware, afresh each time."""

import gzip

import pytest

from kernel import caching
from tests.scoring_helpers import new_game, urls

pytestmark = pytest.mark.django_db(transaction=True)  # kept answers are for committed versions

GZIP = {"Accept-Encoding": "gzip, deflate, br"}
POLL = {"HX-Request": "true", "HX-Target": "board"}


@pytest.fixture
def compressions(monkeypatch):
    done = []
    real = caching.compress_string

    def counting(content, **options):
        done.append(content)
        return real(content, **options)

    monkeypatch.setattr(caching, "compress_string", counting)
    return done


@pytest.mark.parametrize("asks", [{}, POLL], ids=["page", "poll"])
def test_a_kept_answer_is_compressed_once(client, compressions, asks):
    live = urls(new_game())["live"]
    plain = client.get(live, headers=asks)
    packed = [client.get(live, headers=asks | GZIP) for _ in range(3)]
    assert len(compressions) == 1
    assert all(answer["Content-Encoding"] == "gzip" for answer in packed)
    assert packed[0].content == packed[2].content
    assert gzip.decompress(packed[2].content) == plain.content
    assert "Accept-Encoding" in packed[0]["Vary"] and "Accept-Encoding" in plain["Vary"]
    assert packed[0]["ETag"] == "W/" + plain["ETag"]
    assert int(packed[0]["Content-Length"]) == len(packed[0].content)


def test_its_weak_validator_is_answered_304(client):
    live = urls(new_game())["live"]
    etag = client.get(live, headers=POLL | GZIP)["ETag"]
    assert etag.startswith('W/"')
    assert client.get(live, headers=POLL | GZIP | {"If-None-Match": etag}).status_code == 304


def test_each_language_is_compressed_apart(client, compressions):
    live = urls(new_game())["live"]
    english = client.get(live, headers=GZIP)
    persian = client.get(live, headers=GZIP | {"Accept-Language": "fa"})
    assert len(compressions) == 2
    assert '<html lang="fa"' in gzip.decompress(persian.content).decode()
    assert '<html lang="en-gb"' in gzip.decompress(english.content).decode()


def test_a_signed_in_visitors_page_is_compressed_afresh_with_padding(
    client, compressions, django_user_model
):
    live = urls(new_game())["live"]
    client.force_login(django_user_model.objects.create_user("sam", password="x"))
    pages = [client.get(live, headers=GZIP) for _ in range(2)]
    assert not compressions  # Django's own middleware, with its random padding (BREACH)
    assert all(page["Content-Encoding"] == "gzip" for page in pages)
    assert pages[0].content != pages[1].content
    assert "csrfmiddlewaretoken" in gzip.decompress(pages[0].content).decode()
