"""The players' languages: the browser's choice or the visitor's, right to left for Persian
and Urdu, one stylesheet for both directions, and catalogues with nothing left untranslated."""

import re
from gettext import GNUTranslations
from pathlib import Path

import pytest
from django.conf import settings
from django.urls import reverse
from django.utils.translation import trans_real

from kernel.apps import drop_empty_fallbacks
from scoring.rules import games
from tests.i18n_helpers import ROOT

pytestmark = pytest.mark.django_db


CATALOGUES = {
    code: ROOT / "locale" / code / "LC_MESSAGES" / "django.po"
    for code in ("fa", "ur", "it", "hr", "nl")
}


@pytest.mark.parametrize(
    ("accept", "lang", "direction", "nav"),
    [
        ("fa-IR,fa;q=0.9", "fa", "rtl", "بازی تازه"),
        ("ur", "ur", "rtl", "نیا کھیل"),
        ("it-IT,it;q=0.8,en;q=0.5", "it", "ltr", "Nuova partita"),
        ("hr-HR,hr;q=0.9,en;q=0.5", "hr", "ltr", "Nova partija"),
        ("nl-NL,nl;q=0.9", "nl", "ltr", "Nieuwe partij"),
        ("nl-BE", "nl", "ltr", "Nieuwe partij"),  # Flemish tables read the Dutch pages
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
    from tests.scoring_helpers import new_game

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
    assert ids["fa"] == ids["ur"] == ids["it"] == ids["hr"] == ids["nl"]


@pytest.mark.parametrize("code", sorted(CATALOGUES))
def test_every_translation_keeps_its_placeholders(code):
    """A translation that drops or renames "%(n)s" or "{side}" would fail when filled in."""
    placeholder = re.compile(r"%\(\w+\)s|\{\w+\}")
    for msgid, translated, _ in entries(CATALOGUES[code])[1:]:
        if translated and "\x00" not in translated:  # (a plural's forms may leave the count)
            wanted, given = placeholder.findall(msgid), placeholder.findall(translated)
            assert sorted(wanted) == sorted(given), msgid
            # A JSON example's braces are doubled in a said() message ({{"A": 5}}): a single
            # one would break the filling in.
            assert (msgid.count("{{"), msgid.count("}}")) == (
                translated.count("{{"),
                translated.count("}}"),
            ), msgid


def test_every_house_rule_choice_has_words():
    """No start form or card page shows a choice by its record id ("non_dealer")."""
    from scoring.option_words import CHOICE_WORDS

    for game in games().values():
        for variant in game.variants.values():
            for key, option in variant.options.items():
                for choice in getattr(option.read, "choices", ()):
                    assert (key, choice) in CHOICE_WORDS, (variant.id, key, choice)


def test_the_pages_description_is_in_its_language(client):
    """What a search result or a shared link shows under the site's name."""
    page = client.get(reverse("scoring-home"), headers={"Accept-Language": "nl"})
    assert (
        '<meta name="description" content="Pegboard: Houdt de stand bij van echte kaartspellen'
        in page.content.decode()
    )


@pytest.mark.parametrize("code", [code for code, _ in settings.LANGUAGES])
def test_leaving_out_empty_catalogues_changes_no_translation(code):
    """kernel/apps.py shortens each language's chain of catalogues: every message, ours and
    Django's, singular and plural, is translated exactly as by the chain Django builds."""
    kept = trans_real.translation(code)
    built = trans_real.DjangoTranslation(code)  # a new one, as Django makes it
    if code == "en-gb":
        assert _chain_length(kept) == 1 < _chain_length(built)
    # Every message of ours and of Django's (Persian's catalogue holds them all).
    persian = trans_real.DjangoTranslation("fa")._catalog
    messages = [key for key in persian.keys() if isinstance(key, str) and key]  # noqa: SIM118
    messages += ["A message nobody wrote"]
    assert len(messages) > 500
    for message in messages:
        assert kept.gettext(message) == built.gettext(message)
    for count in (1, 2, 5):
        assert kept.ngettext("%d hand", "%d hands", count) == built.ngettext(
            "%d hand", "%d hands", count
        )


def _chain_length(translation) -> int:
    length = 0
    while translation is not None:
        length, translation = length + 1, translation._fallback
    return length


def test_only_a_catalogue_without_messages_leaves_the_chain():
    def catalogue(messages: dict) -> GNUTranslations:
        made = GNUTranslations.__new__(GNUTranslations)  # as read from a .mo file
        made._catalog, made._fallback, made._info = {"": "header", **messages}, None, {}
        made.plural = lambda n: int(n != 1)
        return made

    first, empty, full = catalogue({"Hand": "Mano"}), catalogue({}), catalogue({"Deal": "Dare"})
    first.add_fallback(empty)
    first.add_fallback(full)
    drop_empty_fallbacks(first)
    assert first._fallback is full and first.gettext("Deal") == "Dare"
