"""kernel/htmx.py: `request.htmx` reads the htmx headers from the environ, and answers every
question exactly as django-htmx's own does; a spectator's poll builds no `request.headers`."""

import uuid

import pytest
from django.http import request as http_request
from django.test import RequestFactory
from django_htmx import middleware
from hypothesis import given
from hypothesis import strategies as st

from kernel.htmx import HtmxDetails
from scoring.outbox import OUTBOX_HEADER
from tests.calls import calls_of
from tests.scoring_helpers import POSTED, new_game, urls

NAMES = [
    "HX-Request",
    "HX-Boosted",
    "HX-Current-URL",
    "HX-History-Restore-Request",
    "HX-Prompt",
    "HX-Target",
    "HX-Trigger",
    "HX-Trigger-Name",
    "Triggering-Event",
]
ASKED = [
    "boosted",
    "current_url",
    "current_url_abs_path",
    "history_restore_request",
    "prompt",
    "target",
    "trigger",
    "trigger_name",
    "triggering_event",
]
VALUES = st.one_of(
    st.sampled_from(["true", "false", "", "board", "http://testserver/g/x/", '{"a": 1}', "%C3%A9"]),
    st.text(st.characters(min_codepoint=32, max_codepoint=126), max_size=20),
)


@given(
    st.dictionaries(st.sampled_from(NAMES), VALUES, max_size=5),
    st.dictionaries(st.sampled_from(NAMES), st.sampled_from(["true", "false"]), max_size=3),
)
def test_every_answer_is_django_htmxs(headers, encoded):
    sent = headers | {f"{name}-URI-AutoEncoded": value for name, value in encoded.items()}
    request = RequestFactory().get("/", headers=sent)
    ours, theirs = HtmxDetails(request), middleware.HtmxDetails(request)
    assert bool(ours) == bool(theirs)
    for name in ASKED:
        # (compared as written out: a Triggering-Event of "NaN" reads as a float never equal
        # to itself)
        assert repr(getattr(ours, name)) == repr(getattr(theirs, name)), name


def _headers_built(monkeypatch) -> list:
    return calls_of(monkeypatch, http_request.HttpHeaders, "__init__")


@pytest.mark.django_db
def test_a_poll_builds_no_request_headers(client, monkeypatch):
    built = _headers_built(monkeypatch)
    game = new_game()
    poll = {"HX-Request": "true", "HX-Target": "board"}
    etag = client.get(urls(game)["live"], headers=poll)["ETag"]
    assert client.get(urls(game)["live"], headers=poll | {"If-None-Match": etag}).status_code == 304
    assert client.get(urls(game)["live"]).status_code == 200
    assert built == []


@pytest.mark.django_db
def test_a_hand_saved_builds_no_request_headers_and_the_outbox_is_still_told_apart(
    client, monkeypatch
):
    built = _headers_built(monkeypatch)
    game = new_game()
    hand = {**POSTED, "dealer": "A"}
    saved = client.post(
        urls(game)["add"], hand | {"client_id": str(uuid.uuid4())}, headers={"HX-Request": "true"}
    )
    assert saved.status_code == 200 and saved["Content-Type"].startswith("text/html")
    from_outbox = client.post(
        urls(game)["add"],
        {**hand, "dealer": "B", "client_id": str(uuid.uuid4())},
        headers={OUTBOX_HEADER: "1"},
    )
    assert from_outbox.json() == {"saved": True, "changed": True, "message": "Hand 2 saved."}
    assert built == []
