"""Saving a hand costs the same on the 500th hand as on the 5th: the new hand alone is scored
(the game's fold is kept per version), and the htmx answer carries only what changed: a fresh
form, the totals, the status line and the new hand's row."""

import json
import re
import uuid

import pytest
from django.db import connection

from scoring.models import Game, _kept, _statements
from tests.doors import game_door
from tests.scoring_helpers import POSTED, new_game, urls

pytestmark = pytest.mark.django_db
HAND = {"dealer": "A", "turned": ["4"], "high": "A", "low": "B", "game": "A"}


def save_statements() -> int:
    """A saved hand's statements, once its game was read by this process (any page of it):
    BEGIN, the count (which reads the game's state back), the look at the audit trail (sent
    with the count on PostgreSQL), the hand and its audit entry (one statement on
    PostgreSQL), COMMIT."""
    return 4 if connection.vendor == "postgresql" else 6


def with_hands(count: int) -> Game:
    game = new_game(options={"target": 10_000})
    with game_door(game):
        game.hands.bulk_create(
            Game.hands.rel.related_model(game=game, position=n, data=HAND, client_id=uuid.uuid4())
            for n in range(1, count + 1)
        )
    return game


def save(client, game, target="entry"):
    data = {**POSTED, "dealer": "A", "client_id": str(uuid.uuid4())}
    headers = {"HX-Request": "true", "HX-Target": target}
    return client.post(urls(game)["add"], data, headers=headers)


@pytest.fixture
def replays(monkeypatch):
    """How many hands the engine replayed from the database."""
    counted = []
    real = _kept.replay

    def counting(game, hands):
        counted.append(len(hands))
        return real(game, hands)

    monkeypatch.setattr(_kept, "replay", counting)
    _kept.forget_all()
    return counted


@pytest.mark.django_db(transaction=True)  # real commits: a fold is kept once its change commits
def test_a_new_hand_is_scored_alone_once_the_game_is_kept(client, replays):
    game = with_hands(300)
    client.get(urls(game)["scorer"])  # the first look replays the game once, and keeps it
    assert replays == [300]
    for _ in range(3):
        assert save(client, game).status_code == 200
    assert replays == [300], "no hand after the first look was replayed"
    assert game.hands.count() == 303
    assert game.result().scores == {"A": 303 * 2, "B": 303}


def test_the_answer_to_a_save_is_the_change_not_the_board(client):
    game = with_hands(40)
    response = save(client, game)
    page = response.content.decode()
    # No form: the phone clears its own, told which hand is next and who deals it.
    assert response["HX-Reswap"] == "none" and 'class="hand-form"' not in page
    # ... and which hand was saved: a form already on a later hand is left as it is.
    saved = game.hands.get(position=41)
    assert json.loads(response["HX-Trigger-After-Swap"]) == {
        "pegboard:saved": {"hand": 42, "dealer": "B", "client_id": str(saved.client_id)}
    }
    assert 'id="undo-hand" hx-swap-oob="true"' in page and "Undo hand 41" in page
    assert 'id="totals" hx-swap-oob="true"' in page
    assert 'id="change-status" hx-swap-oob="true"' in page and "Hand 41 saved" in page
    assert '<ol hx-swap-oob="afterbegin:#hand-list">' in page
    assert page.count('class="hand"') == 1 and "Hand 41" in page
    assert 'id="board"' not in page


def test_the_whole_board_answers_when_more_than_the_hand_changed(client):
    first = save(client, new_game())  # the first hand: there is no list to add it to yet
    assert first["HX-Retarget"] == "#board" and 'id="board"' in first.content.decode()
    old_page = save(client, with_hands(3), target="board")  # a page cached before the change
    assert 'id="board"' in old_page.content.decode()
    ending = new_game()  # Trinidad to 14: the hand that reaches it shows the result banner
    with game_door(ending):
        ending.hands.bulk_create(
            Game.hands.rel.related_model(game=ending, position=n, data=HAND, client_id=uuid.uuid4())
            for n in range(1, 7)
        )
    last = save(client, ending).content.decode()
    assert 'id="board"' in last and "won" in last


def test_a_long_game_shows_its_latest_hands_and_every_hand_on_request(client):
    game = with_hands(30)
    page = client.get(urls(game)["scorer"]).content.decode()
    assert page.count('class="hand"') == 10 and "Show all 30 hands" in page
    assert "Hand 30" in page and "Hand 20 ·" not in page
    every = client.get(urls(game)["scorer"] + "?hands=all").content.decode()
    assert every.count('class="hand"') == 30 and "Show all" not in every
    live = client.get(urls(game)["live"] + "?hands=all").content.decode()
    assert live.count('class="hand"') == 30
    assert re.search(r'hx-get="[^"]+\?hands=all" hx-trigger="every 4s"', live)


def test_the_latest_hands_and_every_hand_are_told_apart_by_their_validator(client):
    game = with_hands(12)
    latest = client.get(urls(game)["live"])["ETag"]
    assert client.get(urls(game)["live"] + "?hands=all")["ETag"] != latest
    assert client.get(urls(game)["live"], headers={"If-None-Match": latest}).status_code == 304


def test_hands_saved_by_another_server_are_added_not_replayed(client, replays):
    """Two app servers (or workers) each keep their own folds: one that is behind reads only
    the hands added since, and replays only after an edit, a removal or a restore."""
    game = with_hands(200)
    client.get(urls(game)["scorer"])
    assert replays == [200]
    for position in (201, 202):  # saved through another server: rows and audit entries only
        with game_door(game):
            hand = game.hands.create(position=position, data=HAND, client_id=uuid.uuid4())
            game.audit.create(action="add", position=position, client_id=hand.client_id, after=HAND)
    assert game.result().scores == {"A": 404, "B": 202}
    assert replays == [200], "only the two new hands were scored"
    changed = {**HAND, "high": "B"}
    with game_door(game):
        game.hands.filter(position=1).update(data=changed)  # an edit elsewhere: replayed
        game.audit.create(action="edit", position=1, before=HAND, after=changed)
    assert game.result().scores == {"A": 403, "B": 203}
    assert replays == [200, 202]
    with game_door(game):
        game.audit.all().delete()  # the history the fold knew is gone (a restore): replayed
    assert game.result().scores == {"A": 403, "B": 203} and replays == [200, 202, 202]
    # An entry says a hand was added, but not in the next place (a restore of another copy):
    # its recorded hand is not taken on trust, the game is replayed.
    with game_door(game):
        game.audit.create(action="add", position=205, client_id=uuid.uuid4(), after=HAND)
    assert game.result().scores == {"A": 403, "B": 203} and replays == [200, 202, 202, 202]


def test_spectators_polls_of_one_version_are_rendered_once(client, monkeypatch):
    """A league night's spectators all poll the same board: one render per version."""
    from scoring import boards

    rendered = []
    real = boards.board_context

    def counting(request, game, scorer, form=None):
        rendered.append(game.version)
        return real(request, game, scorer, form)

    monkeypatch.setattr(boards, "board_context", counting)
    game = with_hands(12)
    poll = {"HX-Request": "true", "HX-Target": "board"}
    pages = [client.get(urls(game)["live"], headers=poll).content for _ in range(3)]
    assert len(rendered) == 1 and pages[0] == pages[1] == pages[2]
    assert b"Hand 12" in pages[0]
    assert save(client, game).status_code == 200  # a new version
    newer = client.get(urls(game)["live"], headers=poll).content
    assert len(rendered) == 2 and b"Hand 13" in newer
    other = client.get(urls(game)["live"] + "?hands=all", headers=poll).content
    assert len(rendered) == 3 and other.count(b'class="hand"') == 13


@pytest.mark.django_db(transaction=True)
def test_a_hand_is_saved_in_a_fixed_number_of_statements_and_a_resent_one_in_as_many(
    client, replays, django_assert_num_queries
):
    """The hot path of a league night: in one transaction the version counted (the row lock;
    the game's unchanging fields were kept when its page was read), one look at the audit
    trail (new hand? and the changes since the kept score), the hand and its audit entry;
    nothing read again for the answer. A resent hand is told apart in that same look, and
    its counted version is taken back."""
    game = with_hands(50)
    client.get(urls(game)["scorer"])
    hand = {**POSTED, "dealer": "A", "client_id": str(uuid.uuid4())}
    htmx = {"HX-Request": "true", "HX-Target": "entry"}
    with django_assert_num_queries(save_statements()):  # (its BEGIN and COMMIT included)
        assert client.post(urls(game)["add"], hand, headers=htmx).status_code == 200
    version = Game.objects.get(pk=game.pk).version
    # BEGIN, the count and the look, ROLLBACK, the hand it saved, then the board as it stands
    # (state, changes, latest hands)
    with django_assert_num_queries(7 if connection.vendor == "postgresql" else 8):
        again = client.post(urls(game)["add"], hand, headers=htmx)
    assert "Hand 51 was saved already" in again.content.decode()
    assert Game.objects.get(pk=game.pk).version == version and game.hands.count() == 51
    undone = Game.objects.get(pk=game.pk).undo_hand(uuid.UUID(hand["client_id"]))
    assert undone.changed
    late = client.post(urls(game)["add"], hand, headers=htmx).content.decode()
    assert "saved before and then undone" in late and game.hands.count() == 50
    assert replays == [50, 50], "only the undo replayed the game"


@pytest.mark.django_db(transaction=True)
def test_a_hand_after_one_another_worker_saved_costs_no_more_statements(
    client, replays, django_assert_num_queries
):
    """Two workers take a game's hands in turn, so each finds the other's hand since its kept
    score: that hand comes from its audit entry, in the same look at the audit trail as the
    rest, so the save takes no more statements and nothing is replayed."""
    game = with_hands(50)
    client.get(urls(game)["scorer"])
    with game_door(game):
        elsewhere = game.hands.create(position=51, data=HAND, client_id=uuid.uuid4())
        game.audit.create(action="add", position=51, client_id=elsewhere.client_id, after=HAND)
    with django_assert_num_queries(save_statements()):
        assert save(client, game).status_code == 200
    assert game.result().scores == {"A": 104, "B": 52} and replays == [50]


def test_a_save_sees_the_game_as_it_now_is_not_as_this_process_kept_it(client):
    """A save starts from the game's unchanging fields kept when its page was read; closed
    or deleted since (by another server), it is answered as the game now stands."""
    game = with_hands(3)
    client.get(urls(game)["scorer"])  # kept here
    Game.objects.filter(pk=game.pk).update(status=Game.Status.FINISHED)  # closed elsewhere
    closed = save(client, game)
    assert closed.status_code == 409 and "This game is closed." in closed.content.decode()
    outbox = {"HX-Request": "true", "X-Pegboard-Outbox": "1"}
    data = {**POSTED, "dealer": "A", "client_id": str(uuid.uuid4())}
    assert client.post(urls(game)["add"], data, headers=outbox).status_code == 409
    Game.objects.filter(pk=game.pk).delete()
    assert save(client, game).status_code == 404
    assert client.post(urls(game)["add"], data, headers=outbox).status_code == 404
    assert game.hands.count() == 0


def test_a_kept_game_is_the_game_read_whole_but_its_state_read_when_asked(
    client, django_assert_num_queries
):
    game = with_hands(2)
    read = Game.objects.named(game.public_id)  # (keeps its unchanging fields)
    with django_assert_num_queries(0):
        kept = Game.objects.to_change(game.public_id)
        for name in _statements.UNCHANGING:
            assert getattr(kept, name) == getattr(read, name), name
    with django_assert_num_queries(2):  # its state, deferred: each part read when asked
        assert kept.status == Game.Status.LIVE and kept.version == read.version


def test_an_entry_form_is_built_once_per_shape_of_game_and_language():
    """Every hand of a game asks for the same form: its fields are built once and shared
    (Django would copy them per form), yet each form has its own set of them, and another
    game's sides or another language get fields of their own."""
    from django.utils import translation

    from scoring.entry import entry_form_for

    plough = [{"id": "A", "name": "Plough"}, {"id": "B", "name": "Star"}]
    game = new_game()
    other = Game.objects.create(game="allfours", variant="trinidad", sides=plough)
    first, second = entry_form_for(game), entry_form_for(game)
    assert first.fields["high"] is second.fields["high"]
    assert first.fields is not second.fields
    del first.fields["high"]
    assert "high" in entry_form_for(game).fields
    assert [name for _, name in entry_form_for(other).fields["high"].choices][:2] == [
        "Plough",
        "Star",
    ]
    with translation.override("it"):
        italian = entry_form_for(game)
        assert italian.fields["points_A"] is not second.fields["points_A"]
        assert str(italian.fields["points_A"].label) != str(second.fields["points_A"].label)


def test_a_saved_hands_undo_is_posted_with_the_pages_token():
    """The answer to a save masks no token and sets no cookie: its undo form joins the
    scorer's page, whose htmx requests carry the page's token in a header (base.html). The
    undo posted that way is taken; a page's own undo form (no JavaScript) keeps its token."""
    from django.test import Client

    client = Client(enforce_csrf_checks=True)
    game = with_hands(3)
    page = client.get(urls(game)["scorer"]).content.decode()
    token = json.loads(re.search(r"hx-headers='([^']+)'", page)[1])["X-CSRFToken"]
    assert page.count('name="csrfmiddlewaretoken"') >= 1  # the no-JavaScript forms
    headers = {"HX-Request": "true", "HX-Target": "entry", "X-CSRFToken": token}
    data = {**POSTED, "dealer": "A", "client_id": str(uuid.uuid4())}
    saved = client.post(urls(game)["add"], data, headers=headers)
    answer = saved.content.decode()
    assert saved.status_code == 200 and "Undo hand 4" in answer
    assert "csrfmiddlewaretoken" not in answer and "csrftoken" not in saved.cookies
    hand = re.search(r'name="hand" value="([^"]+)"', answer)[1]
    undone = client.post(
        urls(game)["undo"], {"hand": hand}, headers={**headers, "HX-Target": "board"}
    )
    assert undone.status_code == 200 and "Hand 4 undone" in undone.content.decode()
    assert game.hands.count() == 3
