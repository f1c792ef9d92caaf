"""A board's hand rows are rendered once per process and kept (templates/scoring/game.html,
Django's {% cache %}), filed under all each row shows: a new version of the board renders its
new row only, and the board is byte for byte the board rendered with nothing kept, whatever
the hands, the language, whose page it is, or an edit made to an old hand."""

import re
import uuid

import pytest
from django.core.cache import caches

from tests.scoring_helpers import POSTED, new_game, urls

pytestmark = pytest.mark.django_db(transaction=True)  # kept answers are for committed versions

POLL = {"HX-Request": "true", "HX-Target": "board"}
HAND = {"dealer": "A", "turned": ["4"], "high": "A", "low": "B", "game": "A"}


@pytest.fixture
def rows_rendered(monkeypatch):
    """The hand rows rendered (not read from the keep) since the fixture began."""
    kept, made = caches["default"], []
    real = kept.set

    def setting(key, value, *args, **kwargs):
        if key.startswith("template.cache.hand-row."):
            made.append(re.search(r"Hand (\d+)", value).group(1))
        return real(key, value, *args, **kwargs)

    monkeypatch.setattr(kept, "set", setting)
    return made


def forget_everything():
    caches["default"].clear()
    caches["rendered"].clear()


def test_a_new_version_renders_its_new_row_only(client, rows_rendered):
    game = new_game()
    for _ in range(3):
        game.add_hand(HAND, uuid.uuid4())
    client.get(urls(game)["live"], headers=POLL)
    assert sorted(rows_rendered) == ["1", "2", "3"]
    game.add_hand(HAND | {"dealer": "B"}, uuid.uuid4())
    assert "Hand 4" in client.get(urls(game)["live"], headers=POLL).content.decode()
    assert sorted(rows_rendered) == ["1", "2", "3", "4"]


@pytest.mark.parametrize("language", ["en-gb", "fa", "ur"])
@pytest.mark.parametrize("page", ["live", "scorer"])
def test_a_board_from_kept_rows_is_the_board_rendered_afresh(client, language, page):
    game = new_game(options={"target": 99})  # twelve hands and no winner yet
    asks = {"Accept-Language": language} | (POLL if page == "live" else {})
    for n in range(12):  # more than the board shows
        game.add_hand(HAND | {"dealer": "AB"[n % 2]}, uuid.uuid4())
        client.get(urls(game)[page], headers=asks)  # each version's rows kept as it came
    kept = client.get(urls(game)[page], headers=asks).content.decode()
    forget_everything()
    afresh = client.get(urls(game)[page], headers=asks).content.decode()
    # What every render makes anew: the CSRF token's mask, the next hand's own id.
    fresh = re.compile(r"\b[A-Za-z0-9]{64}\b|name=\"client_id\" value=\"[0-9a-f-]{36}\"")
    assert fresh.sub("", kept) == fresh.sub("", afresh)
    assert kept.count('<li class="hand">') == 10


def test_an_edited_hand_shows_its_new_row(client):
    game = new_game()
    game.add_hand(HAND, uuid.uuid4())
    game.add_hand(HAND | {"dealer": "B"}, uuid.uuid4())
    before = client.get(urls(game)["live"], headers=POLL).content.decode()
    first = game.hands.get(position=1)
    game.edit_hand(first.client_id, first.revision, HAND | {"high": "B"})
    after = client.get(urls(game)["live"], headers=POLL).content.decode()
    assert after != before
    forget_everything()
    assert client.get(urls(game)["live"], headers=POLL).content.decode() == after


def test_each_language_and_page_has_rows_of_its_own(client):
    game = new_game()
    game.add_hand(HAND, uuid.uuid4())
    english = client.get(urls(game)["live"], headers=POLL).content.decode()
    persian = client.get(urls(game)["live"], headers=POLL | {"Accept-Language": "fa"})
    scorers = client.get(urls(game)["scorer"]).content.decode()
    assert "Hand 1" in english and "Edit hand 1" not in english
    assert "Hand 1" not in persian.content.decode()
    assert "Edit hand 1" in scorers


def test_a_saved_hands_answer_shows_its_row_and_keeps_none(client, rows_rendered):
    """The scorer's page adds the new row to its list; its whole board is rendered again only
    on a reload, so the save's answer renders the row and keeps nothing: the board, when it
    comes, renders and keeps its own."""
    game = new_game()
    game.add_hand(HAND, uuid.uuid4())
    posted = {**POSTED, "dealer": "B", "client_id": str(uuid.uuid4())}
    htmx = {"HX-Request": "true", "HX-Target": "entry"}
    answer = client.post(urls(game)["add"], posted, headers=htmx).content.decode()
    assert '<li class="hand">' in answer and "Edit hand 2" in answer
    assert rows_rendered == []
    board = client.get(urls(game)["scorer"]).content.decode()
    row = re.search(r'<li class="hand">.*?Edit hand 2.*?</li>\s*</ul>\s*</li>', answer, re.S)
    assert row.group(0) in board and sorted(rows_rendered) == ["1", "2"]
