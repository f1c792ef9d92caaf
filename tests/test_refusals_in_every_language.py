"""Every refusal a player can meet on a hand's form, in every language (tests/refusal_walk.py
draws the hands): said in the page's language, with no internal name (a record's field, a
side's id, JSON's null), no English card or suit left, under the field that entered it; and
every message the rules core can say is in every catalogue."""

import ast
import re
from functools import cache

import pytest
from django.utils import translation
from django.utils.translation import trans_real

from tests.i18n_helpers import ROOT
from tests.refusal_walk import (
    ENGLISH,
    GAMES,
    HANDS_PER_GAME,
    INTERNAL,
    LANGUAGES,
    drawn_posts,
    game_of,
    keys_of,
    shown_for,
)


@cache
def walked(language: str) -> tuple:
    """Every message shown in `language` over the drawn hands of every game, once each."""
    found = {}
    with translation.override(language):
        for seed, spec in enumerate(GAMES):
            game = game_of(*spec)
            for post in drawn_posts(game, HANDS_PER_GAME, seed):
                for shown in shown_for(game, post):
                    found.setdefault((shown.text, shown.field, shown.record_field), shown)
    return tuple(found.values())


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_refusal_shows_an_internal_name(language):
    leaks = sorted({s.text for s in walked(language) if INTERNAL.search(s.text)})
    assert leaks == []


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != "en-gb"])
def test_every_refusal_is_in_the_pages_language(language):
    untranslated = {
        key
        for shown in walked(language)
        if shown.words
        for key in keys_of(shown.words)
        if not in_catalogue(key, language)
    }
    english = sorted({s.text for s in walked(language) if ENGLISH.search(s.text)})
    assert sorted(untranslated) == [] and english == []


def test_every_refusal_lands_under_the_field_that_entered_it():
    """On a field, never above the form; a row's side under that row's side chips, not its
    kind's (the tester's Croatian declarations); the walk reached the rows' refusals."""
    misplaced, rows = [], set()
    for shown in walked("en-gb"):
        if not shown.record_field:
            continue
        if shown.field is None:
            misplaced.append(shown)
        row = re.fullmatch(r"(\w+)\[(\d+)\]\.side", shown.record_field)
        if row and shown.field in (f"decl_{row[2]}_kind", f"roem_{row[2]}_kind"):
            misplaced.append(shown)
        if row:
            rows.add(row[1])
    assert misplaced == [] and rows == {"declarations", "roem"}


def said_messages(*folders: str) -> set[str]:
    """Every message the rules core says (`said("...")`) in these folders."""
    found = set()
    for folder in folders:
        for path in (ROOT / folder).rglob("*.py"):
            for node in ast.walk(ast.parse(path.read_text())):
                if (
                    isinstance(node, ast.Call)
                    and getattr(node.func, "id", None) == "said"
                    and node.args
                    and isinstance(node.args[0], ast.Constant)
                ):
                    found.add(node.args[0].value)
    return found


def in_catalogue(message: str, language: str) -> bool:
    """Whether the language's catalogue has the message ("Kani" may be translated as itself);
    one with no words of its own ("{key}: {why}") needs none."""
    return message in trans_real.translation(language)._catalog or not re.sub(
        r"\{\w+\}|\W", "", message
    )


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != "en-gb"])
def test_every_message_the_rules_say_is_translated(language):
    """Not only those the walk reached: an imported record's, a league file's and a card's
    refusals too (scoring/rules, leagues/rules), and the words joining them (kernel/said.py),
    each in every catalogue."""
    messages = said_messages("kernel", "scoring/rules", "leagues/rules", "leagues/models")
    with translation.override(language):
        untranslated = sorted(m for m in messages if not in_catalogue(m, language))
    assert untranslated == []
