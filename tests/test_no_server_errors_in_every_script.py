"""No door answers 5xx whatever characters come through it (issue 47): strings drawn from
every Unicode category (lone surrogates, format characters, combining marks, direction
controls, private use, unassigned) into every form a persona is shown and every JSON door
(a game record pasted or uploaded, `manage.py score`, a league file uploaded or given to
`manage.py importleague`). A record or league file that is taken leaves pages that still
show. Run on SQLite and PostgreSQL (DATABASE_URL); the examples per door are bounded and
derandomised, so CI meets the same ones every run.

Form bodies are sent as bytes: a surrogate is written as UTF-8 would write it, which no
browser sends and Django reads as a replacement character, so the test client itself never
has to encode it."""

import html
import io
import json
import re
import sys
from urllib.parse import quote

import pytest
from django.contrib.auth.models import User
from django.core.files.uploadedfile import SimpleUploadedFile
from django.core.management import call_command
from django.urls import reverse
from hypothesis import given, settings
from hypothesis import strategies as st

from leagues.models import Season
from scoring.models import Game
from scoring.rules.names import TURNS_TEXT_AROUND
from tests.leagues.cards import CARD, SLUG, as_, enter_url, league_with_everyone
from tests.leagues.test_importleague_hostile import EXAMPLE
from tests.test_every_character import WHERE, spoilt
from tests.test_no_server_errors import SETTINGS, assert_calm, games, scorer_urls

pytestmark = pytest.mark.django_db
__all__ = ["games"]  # the fixture, used here by its name

CATEGORIES = [
    *("Lu", "Ll", "Lt", "Lm", "Lo", "Mn", "Mc", "Me", "Nd", "Nl", "No", "Pc", "Pd", "Ps"),
    *("Pe", "Pi", "Pf", "Po", "Sm", "Sc", "Sk", "So", "Zs", "Zl", "Zp", "Cc", "Cf", "Cs"),
    *("Co", "Cn"),
]
# The characters the issue names, drawn as a category of their own.
NAMED = [*sorted(TURNS_TEXT_AROUND), "\u200b", "\u200c", "\u200d", "\u0307", "\ufeff", "\ud800"]
KINDS = [*CATEGORIES, "named"]
# Each door meets every kind of character by name (a draw across all of them meets only a
# few in a bounded run), a few strings of each.
EACH = settings(SETTINGS, max_examples=3)


def odd(kind: str):
    """A string holding characters of one kind: alone, or inside a name as a stranger would
    hide them ("Sa\u200bm Hill")."""
    drawn = st.sampled_from(NAMED) if kind == "named" else st.characters(categories=[kind])
    inside = st.text(drawn, min_size=1, max_size=4)
    name = st.sampled_from(["Red Lion", "Sam Hill", "علی\u200cرضا"])
    return st.one_of(
        st.text(drawn, min_size=1, max_size=12),
        st.tuples(name, inside, st.integers(0, 8)).map(
            lambda n: n[0][: n[2]] + n[1] + n[0][n[2] :]
        ),
    )


def as_bytes(body: dict[str, str]) -> bytes:
    """A form's body as a browser would send it, any character written as UTF-8 writes it."""
    return "&".join(
        f"{quote(name)}={quote(value.encode('utf-8', 'surrogatepass'))}"
        for name, value in body.items()
    ).encode()


def post(client, url: str, body: dict[str, str]):
    return client.post(url, as_bytes(body), content_type="application/x-www-form-urlencoded")


def forms_on(client, page_url: str) -> list[tuple[str, list[str]]]:
    """Each form a page shows a persona: where it posts, and the fields it posts."""
    page = client.get(page_url)
    assert_calm(page)
    found = []
    for attributes, inside in re.findall(r"<form([^>]*)>(.*?)</form>", page.content.decode(), re.S):
        if 'method="post"' not in attributes:
            continue
        action = re.search(r'action="([^"]*)"', attributes)
        url = html.unescape(action.group(1)) if action else page_url
        names = sorted(set(re.findall(r'name="([\w-]+)"', inside)) - {"csrfmiddlewaretoken"})
        found.append((url, names))
    assert found, page_url
    return found


def fill(forms, kind: str):
    """A form of those and a body for it: each field odd, or left out."""
    return st.sampled_from(forms).flatmap(
        lambda form: st.tuples(
            st.just(form[0]),
            st.dictionaries(
                st.sampled_from([*form[1], "stray"]), odd(kind), max_size=len(form[1]) + 1
            ),
        )
    )


def send_every_form(client, forms) -> None:
    """Every form meets each kind of character, in every field at once and in one alone."""
    for kind in KINDS:

        @settings(EACH, max_examples=len(forms))
        @given(posted=fill(forms, kind))
        def send(posted):
            url, body = posted
            assert_calm(post(client, url, body))

        send()


def test_the_forms_a_stranger_has_never_answer_5xx(client, games):
    pages = [reverse("scoring-new-game") + f"?variant={v}" for v in ("allfours:trinidad",)]
    pages += [reverse(n) for n in ("scoring-import", "signup", "login", "password_reset")]
    pages += [scorer_urls(game)["page"] for game in games.values()]
    send_every_form(client, [form for page in pages for form in forms_on(client, page)])
    for game in Game.objects.all():  # whatever was stored still shows
        assert_calm(client.get(reverse("scoring-live", args=[game.public_id])))
    assert_calm(client.get(reverse("scoring-my-games")))


def test_the_forms_of_a_league_never_answer_5xx(client):
    _season, fixture, people = league_with_everyone()
    as_(client, people, "home_captain")
    card = forms_on(client, enter_url(fixture))
    client.post(enter_url(fixture), CARD)  # a card for the other captain to answer
    as_(client, people, "away_captain")
    answer = forms_on(client, reverse("leagues-fixture", args=[SLUG, fixture.pk]))
    as_(client, people, "secretary")
    team = fixture.home.code
    pages = [reverse("leagues-manage", args=[SLUG]), reverse("leagues-new-season")]
    pages += [reverse("leagues-edit-team", args=[SLUG, team]), reverse("profile")]
    pages += [reverse("leagues-next-season", args=[SLUG]), reverse("password_change")]
    secretary = [form for page in pages for form in forms_on(client, page)]
    for who, forms in (("home_captain", card), ("away_captain", answer), ("secretary", secretary)):
        as_(client, people, who)
        send_every_form(client, forms)
    for page in ("leagues-season", "leagues-manage", "leagues-leaderboard", "leagues-fixtures"):
        assert_calm(client.get(reverse(page, args=[SLUG])))
    assert_calm(client.get(reverse("leagues-team", args=[SLUG, team])))


def league_spoilt(where: str, value: str) -> dict:
    data = json.loads(json.dumps(EXAMPLE))
    places = {
        "name": lambda d: d.update(name=value),
        "season": lambda d: d.update(season="2027 " + value),
        "a team's name": lambda d: d["teams"][0].update(name=value),
        "a team's id": lambda d: d["teams"][0].update(id=value),
        "a date": lambda d: d["matches"][0].update(date=value),
        "a rule's key": lambda d: d["rules"].update({value: 1}),
        "a key": lambda d: d.update({value: 1}),
        "a tie-breaker": lambda d: d["rules"].update(tie_breakers=[value]),
    }
    places[where](data)
    return data


def written(data: dict, ascii_only: bool) -> bytes:
    """The document as a file holds it: every character escaped, or written as UTF-8 writes
    it (a lone surrogate then is bytes no UTF-8 reader takes)."""
    return json.dumps(data, ensure_ascii=ascii_only).encode("utf-8", "surrogatepass")


def at_every_place(places: list[str], kind: str, door) -> None:
    """A few documents with a string of the kind at one of the places, each through the door
    (written with every character escaped, or as UTF-8 writes it)."""

    @EACH
    @given(where=st.sampled_from(places), value=odd(kind), ascii_only=st.booleans())
    def send(where, value, ascii_only):
        door(where, value, ascii_only)

    send()


@pytest.mark.parametrize("kind", KINDS)
def test_an_imported_record_never_answers_5xx(client, kind):
    at_every_place(sorted(WHERE), kind, lambda *drawn: import_record(client, *drawn))


def import_record(client, where, value, ascii_only):
    document = written(spoilt(where, value), ascii_only)
    upload = SimpleUploadedFile("record.json", document, "application/json")
    for body in ({"text": document.decode("utf-8", "replace")}, {"file": upload}):
        assert_calm(client.post(reverse("scoring-import"), body))
    for game in Game.objects.all():
        for page in ("scoring-live", "scoring-export-json", "scoring-export-csv"):
            assert_calm(client.get(reverse(page, args=[game.public_id])))
        assert_calm(client.get(reverse("scoring-scorer", args=[game.public_id, game.secret])))
    assert_calm(client.get(reverse("scoring-my-games")))


@pytest.mark.parametrize("kind", KINDS)
def test_the_score_command_never_fails_with_a_traceback(kind, monkeypatch):
    def score(where, value, ascii_only):
        text = json.dumps(spoilt(where, value), ensure_ascii=True)  # (stdin is text)
        monkeypatch.setattr(sys, "stdin", io.StringIO(text))
        out, err = io.StringIO(), io.StringIO()
        try:
            call_command("score", "-", stdout=out, stderr=err)
        except SystemExit as exit:
            assert exit.code == 2, err.getvalue()
        json.loads(out.getvalue())

    at_every_place(sorted(WHERE), kind, score)


LEAGUE_PLACES = ["name", "season", "a team's name", "a team's id", "a date", "a rule's key"]
LEAGUE_PLACES += ["a key", "a tie-breaker"]


@pytest.mark.parametrize("kind", KINDS)
def test_an_uploaded_league_file_never_answers_5xx(client, kind):
    client.force_login(User.objects.create_user("ann"))
    at_every_place(LEAGUE_PLACES, kind, lambda *drawn: upload_league(client, *drawn))


def upload_league(client, where, value, ascii_only):
    document = written(league_spoilt(where, value), ascii_only)
    upload = SimpleUploadedFile("league.json", document, "application/json")
    assert_calm(client.post(reverse("leagues-import"), {"file": upload}))
    for season in Season.objects.all():
        for page in ("leagues-season", "leagues-manage", "leagues-table-csv", "leagues-fixtures"):
            assert_calm(client.get(reverse(page, args=[season.slug])))


@pytest.mark.parametrize("kind", KINDS)
def test_importleague_never_fails_with_a_traceback(kind, tmp_path):
    def import_file(where, value, ascii_only):
        path = tmp_path / "league.json"
        path.write_bytes(written(league_spoilt(where, value), ascii_only))
        err = io.StringIO()
        try:
            call_command("importleague", str(path), stdout=io.StringIO(), stderr=err)
        except SystemExit as exit:
            assert exit.code == 2 and err.getvalue(), err.getvalue()

    at_every_place(LEAGUE_PLACES, kind, import_file)
