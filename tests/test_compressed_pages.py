"""Pages travel compressed to a browser that asks (one bar of signal): the HTML is gzipped,
says so, and still answers 304 to a poll that has the page already."""

import gzip

import pytest

from tests.scoring_helpers import urls
from tests.test_constant_cost_entry import with_hands

pytestmark = pytest.mark.django_db


def test_a_page_is_gzipped_for_a_browser_that_asks(client):
    game = with_hands(30)
    plain = client.get(urls(game)["scorer"] + "?hands=all")
    packed = client.get(urls(game)["scorer"] + "?hands=all", headers={"Accept-Encoding": "gzip"})
    assert "Content-Encoding" not in plain and packed["Content-Encoding"] == "gzip"
    assert "Accept-Encoding" in packed["Vary"]
    assert gzip.decompress(packed.content).decode().count('class="hand"') == 30
    assert len(packed.content) < len(plain.content) / 4


def test_a_compressed_poll_of_an_unchanged_game_is_still_304(client):
    game = with_hands(3)
    asks = {"Accept-Encoding": "gzip", "HX-Request": "true"}
    etag = client.get(urls(game)["live"], headers=asks)["ETag"]
    assert etag.startswith('W/"')  # gzip changes the bytes, so the validator turns weak
    again = client.get(urls(game)["live"], headers={**asks, "If-None-Match": etag})
    assert again.status_code == 304
