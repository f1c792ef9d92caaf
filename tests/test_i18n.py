"""The players' languages: the browser's choice or the visitor's, right to left for Persian
and Urdu, one stylesheet for both directions, and catalogues with nothing left untranslated."""

import re
from pathlib import Path

import pytest
from django.conf import settings
from django.urls import reverse

ROOT = Path(__file__).resolve().parent.parent
CATALOGUES = {
    code: ROOT / "locale" / code / "LC_MESSAGES" / "django.po" for code in ("fa", "ur", "it")
}
pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(
    ("accept", "lang", "direction", "nav"),
    [
        ("fa-IR,fa;q=0.9", "fa", "rtl", "بازی تازه"),
        ("ur", "ur", "rtl", "نیا کھیل"),
        ("it-IT,it;q=0.8,en;q=0.5", "it", "ltr", "Nuova partita"),
        ("en-US,en;q=0.9", "en-gb", "ltr", "New game"),
        ("de-DE", "en-gb", "ltr", "New game"),  # a language Pegboard does not speak
    ],
)
def test_the_browsers_language_picks_the_pages_language(client, accept, lang, direction, nav):
    page = client.get(reverse("scoring-home"), headers={"Accept-Language": accept})
    body = page.content.decode()
    assert f'<html lang="{lang}" dir="{direction}">' in body
    assert nav in body and page["Content-Language"] == lang
    assert "Accept-Language" in page["Vary"]


def test_the_language_switch_is_on_every_page_and_the_choice_is_remembered(client):
    home = client.get(reverse("scoring-home")).content.decode()
    assert 'action="/language/"' in home and '<option value="ur" lang="ur">اردو</option>' in home
    chosen = client.post("/language/", {"language": "ur", "next": "/leagues/"})
    assert chosen.status_code == 302 and chosen["Location"] == "/leagues/"
    assert chosen.cookies[settings.LANGUAGE_COOKIE_NAME].value == "ur"
    # Remembered over what the browser asks for.
    page = client.get(reverse("leagues-list"), headers={"Accept-Language": "it"})
    assert '<html lang="ur" dir="rtl">' in page.content.decode()
    assert 'value="ur" lang="ur" selected' in page.content.decode()


def test_a_shared_cache_keeps_a_page_per_language(client):
    page = client.get(reverse("leagues-list"))
    assert "public" in page["Cache-Control"]
    assert {"Accept-Language", "Cookie"} <= {v.strip() for v in page["Vary"].split(",")}


def test_a_live_poll_is_not_answered_not_modified_across_languages(client):
    from tests.test_scoring_views import new_game

    game = new_game()
    live = reverse("scoring-live", args=[game.public_id])
    english = client.get(live)["ETag"]
    persian = client.get(live, headers={"Accept-Language": "fa"})
    assert persian["ETag"] != english
    again = client.get(live, headers={"Accept-Language": "fa", "If-None-Match": english})
    assert again.status_code == 200


PHYSICAL = re.compile(
    r"(margin|padding|border|inset)-(left|right)|text-align:\s*(left|right)"
    r"|float:\s*(left|right)|[^-]\b(left|right)\s*:"
)


def test_the_stylesheet_serves_both_directions():
    """Written with logical properties (margin-inline-start, text-align: start), so the same
    rules lay a page out right to left for Persian and Urdu."""
    css = (ROOT / "static" / "css" / "pegboard.css").read_text()
    rules = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    assert PHYSICAL.findall(rules) == []


def entries(path: Path) -> list[tuple[str, str, bool]]:
    """(msgid, msgstr, fuzzy) for each entry of a catalogue, multi-line strings joined."""
    found, fuzzy, current, field = [], False, {}, None
    for line in [*path.read_text().splitlines(), ""]:
        if line.startswith("#,") and "fuzzy" in line:
            fuzzy = True
        elif line.startswith(("msgid ", "msgstr ", "msgid_plural ", "msgstr[")):
            field, _, rest = line.partition(" ")
            current[field] = current.get(field, "") + rest.strip()[1:-1]
        elif line.startswith('"') and field:
            current[field] += line.strip()[1:-1]
        elif not line.strip() and current:
            strings = [v for k, v in current.items() if k.startswith("msgstr")]
            translated = "\x00".join(strings) if any(strings) else ""  # plural forms joined
            found.append((current.get("msgid", ""), translated, fuzzy))
            current, fuzzy, field = {}, False, None
    return found


@pytest.mark.parametrize("code", sorted(CATALOGUES))
def test_every_catalogue_is_complete(code):
    found = entries(CATALOGUES[code])
    assert len(found) > 1
    header, *messages = found
    assert not header[2], "the header is marked fuzzy"
    untranslated = [msgid for msgid, translated, _ in messages if not translated]
    fuzzy = [msgid for msgid, _, is_fuzzy in messages if is_fuzzy]
    assert untranslated == [] and fuzzy == []


def test_the_catalogues_hold_the_same_messages():
    ids = {code: {msgid for msgid, _, _ in entries(path)} for code, path in CATALOGUES.items()}
    assert ids["fa"] == ids["ur"] == ids["it"]


ENGLISH_WORDS = re.compile(
    r"\b(Table|Results?|Players?|Games?|Points|won|lost|drawn|against|Season|Form|aggregate"
    r"|confirmed|Fixtures|Partners|Leagues?|Download|Head to head|champions|played)\b"
)


@pytest.mark.parametrize("language", ["fa", "ur", "it"])
def test_the_league_pages_leave_no_english_words(client, language):
    """The words of the league pages (the teams' and players' names are the league's own)."""
    from tests.leagues.cards import SLUG, league_with_everyone, with_pairs_named

    season, players, _people = with_pairs_named(*league_with_everyone())
    pages = [
        reverse("leagues-list"),
        reverse("leagues-season", args=[SLUG]),
        reverse("leagues-results", args=[SLUG]),
        reverse("leagues-team", args=[SLUG, "crown"]),
        reverse("leagues-leaderboard", args=[SLUG]),
        reverse("leagues-player", args=[SLUG, players["Ann"].pk]),
        reverse("leagues-head-to-head", args=[SLUG, "crown", "swan"]),
        reverse("leagues-history", args=[season.league.slug]),
    ]
    names = {*(p.name for p in players.values()), "The Crown", "The Swan", "The Black Bull"}
    for url in pages:
        body = client.get(url, headers={"Accept-Language": language}).content.decode()
        main = body.split('<main id="main">')[1].split("</main>")[0]
        text = re.sub(r"<[^>]+>", " ", main)
        for name in sorted(names | {season.league.name}, key=len, reverse=True):
            text = text.replace(name, "")  # (the longest first: "Cal" is in "Calder")
        assert ENGLISH_WORDS.findall(text) == [], (url, ENGLISH_WORDS.findall(text))


GAME_WORDS = re.compile(
    r"\b(Hand|Hands|Save|Undo|High|Low|Jack|Game|to go|won|First|Live|Share|Download|Turned"
    r"|Beg|Stand|Penalties|dealt|kept|scores?|turned up|gave|hanged|captured|Nobody|Level"
    r"|tricks?|bid|partnered|defended|card points|bate|claimed|Maker|Trumps|Suit|Bidder)\b"
)
TWO_HANDS = {
    "game": "allfours",
    "variant": "trinidad",
    "sides": [{"id": "A", "name": "Red Lion"}, {"id": "B", "name": "Crown"}],
    "hands": [
        {
            "dealer": "A",
            "turned": ["A"],
            "beg": "stand",
            "high": "A",
            "low": {"held": "B", "won": "A"},
            "jack": {"held": "B", "won": "A"},
            "game": {"A": 20, "B": 18},
        },
        {
            "dealer": "B",
            "turned": ["4"],
            "beg": "give",
            "high": "B",
            "low": "B",
            "jack": "B",
            "game": None,
        },
    ],
}


def example_record(name: str) -> dict:
    import json

    return json.loads((ROOT / "tests" / "data" / "games" / f"{name}.json").read_text())["record"]


@pytest.mark.parametrize("game", ["allfours", "bela2-held-over", "amerikaner-seed-examples"])
@pytest.mark.parametrize("language", ["fa", "ur", "it"])
def test_the_scorer_and_live_pages_leave_no_english_words(client, language, game):
    """The board, the entry form and every hand line (the rules core's words, translated
    through their messages: scoring/rules/words.py), for a game of each family."""
    from scoring.models import Game

    game = Game.from_record(TWO_HANDS if game == "allfours" else example_record(game))
    for url in (
        reverse("scoring-scorer", args=[game.public_id, game.secret]),
        reverse("scoring-live", args=[game.public_id]),
    ):
        body = client.get(url, headers={"Accept-Language": language}).content.decode()
        main = body.split('<main id="main">')[1].split("</main>")[0]
        main = re.sub(r"<script[^>]*>.*?</script>", " ", main, flags=re.S)
        text = re.sub(r"<[^>]+>", " ", main).replace("Red Lion", "").replace("Crown", "")
        text = text.replace("Trinidad", "")  # the variant's name, kept in Italian
        assert GAME_WORDS.findall(text) == [], (url, GAME_WORDS.findall(text))


@pytest.mark.parametrize("code", sorted(CATALOGUES))
def test_every_translation_keeps_its_placeholders(code):
    """A translation that drops or renames "%(n)s" or "{side}" would fail when filled in."""
    placeholder = re.compile(r"%\(\w+\)s|\{\w+\}")
    for msgid, translated, _ in entries(CATALOGUES[code])[1:]:
        if translated and "\x00" not in translated:  # (a plural's forms may leave the count)
            wanted, given = placeholder.findall(msgid), placeholder.findall(translated)
            assert sorted(wanted) == sorted(given), msgid


START_WORDS = re.compile(
    r"\b(Start|Play to|First|Second|Players?|sides?|variants?|Change|House|Default|Keep score"
    r"|Games?|Hand|turned up|won|Kicks|points|Us|Them|yes)\b"
)


@pytest.mark.parametrize("language", ["fa", "ur", "it"])
def test_starting_a_game_leaves_no_english_words(client, language):
    """The home page with its demo game, the list of games and variants (their names and
    summaries, marked in the rules core with `named`) and a variant's start form."""
    pages = [
        reverse("scoring-home"),
        reverse("scoring-new-game"),
        reverse("scoring-new-game") + "?variant=allfours:trinidad",
        reverse("scoring-new-game") + "?variant=amerikaner:amerikaner",
    ]
    for url in pages:
        body = client.get(url, headers={"Accept-Language": language}).content.decode()
        main = body.split('<main id="main">')[1].split("</main>")[0]
        text = re.sub(r"<[^>]+>", " ", main)
        for name in ("Red Lion", "Crown", "All Fours", "Pegboard"):  # the demo's sides
            text = text.replace(name, "")
        assert START_WORDS.findall(text) == [], (url, START_WORDS.findall(text))


SIGN_IN_WORDS = re.compile(r"\b(Sign|account|Captains|secretar\w*|Username|Password|name)\b")


@pytest.mark.parametrize("language", ["fa", "ur", "it"])
def test_signing_in_and_up_leave_no_english_words(client, language):
    """The two pages a captain or secretary meets first (Django's own form labels and
    messages come from Django's catalogues). Django's Urdu catalogue for accounts holds five
    messages, so signing up in Urdu still shows its password rules in English (docs/i18n.md)."""
    pages = [reverse("login")] + ([reverse("signup")] if language != "ur" else [])
    for url in pages:
        body = client.get(url, headers={"Accept-Language": language}).content.decode()
        main = body.split('<main id="main">')[1].split("</main>")[0]
        text = re.sub(r"<[^>]+>", " ", main)
        found = SIGN_IN_WORDS.findall(text)
        if language == "it":  # Italian's own words for them
            found = [word for word in found if word not in ("account", "Password")]
        assert found == [], (url, found)
