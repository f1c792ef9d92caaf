"""Every message a template asks for is in every catalogue. A template's words changed (a name
given through |bdi in place of a <bdi> in the message) leave the old message translated and
the new one in English on every page, and the catalogues still agree with one another: the
captain's invitation on the leagues page read "The secretary of ... asks you to captain ..."
on a Croatian phone (the Bela league journey, issue 48)."""

import ast
import re
from gettext import GNUTranslations

import pytest
from django.utils.translation.template import templatize

from tests.i18n_helpers import ROOT

CATALOGUES = sorted((ROOT / "locale").glob("*/LC_MESSAGES/django.mo"))
# A string as templatize() writes it into the source it hands to xgettext.
LITERAL = r"""u?(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")"""
CALL = re.compile(rf"\b(n?p?gettext)\(\s*({LITERAL}(?:\s*,\s*{LITERAL})*)")


def template_messages() -> set[str | tuple[str, int]]:
    """Each message of the templates as a compiled catalogue keys it: the message, with its
    context before a \\x04, and a plural's as (message, 0)."""
    found = set()
    for path in sorted((ROOT / "templates").rglob("*")):
        if path.suffix not in {".html", ".txt"}:
            continue
        source = templatize(path.read_text(encoding="utf-8"), origin=str(path))
        for function, arguments in CALL.findall(source):
            strings = [
                ast.literal_eval(s.removeprefix("u")) for s in re.findall(LITERAL, arguments)
            ]
            context = strings.pop(0) if "p" in function.removesuffix("gettext") else None
            message = f"{context}\x04{strings[0]}" if context else strings[0]
            found.add((message, 0) if function.startswith("n") else message)
    return found


def test_the_templates_are_read():
    messages = template_messages()
    assert "Accept" in messages and ("Send the card of %(fixture)s") in messages
    assert "between the items of a list\x04, " in messages  # a context's
    assert len(messages) > 400


@pytest.mark.parametrize("catalogue", CATALOGUES, ids=lambda path: path.parts[-3])
def test_every_message_of_the_templates_is_translated(catalogue):
    with catalogue.open("rb") as compiled:
        translated = GNUTranslations(compiled)._catalog
    missing = sorted(str(message) for message in template_messages() - translated.keys())
    assert missing == []
