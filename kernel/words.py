"""How a language joins words that are not translated sentences (the items of a list), and a
message said in the players' words (kernel/said.py) in the page's language."""

from functools import singledispatch

from django.utils.html import conditional_escape, format_html
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import gettext, pgettext

from kernel.said import Said

# A sentence's last mark: Latin, the Arabic script's question mark, Urdu's full stop.
SENTENCE_ENDS = (".", "!", "?", "\u061f", "\u06d4")


def list_separator() -> str:
    """What stands between the items of a list in the page's language (Persian and Urdu
    write "،", not ",")."""
    return pgettext("between the items of a list", ", ")


def parts_separator() -> str:
    """What stands between the parts of a list whose items are lists ("Crown: 3, 3, 1; Swan:
    ..."): Persian and Urdu write "؛"."""
    return pgettext("between the parts of a list of lists", "; ")


def listed(items) -> str:
    return list_separator().join(items)


def listed_or(items) -> str:
    """Choices as a sentence offers them: "A", "A or B", "A, B or C"."""
    items = [str(item) for item in items]
    if len(items) < 2:
        return "".join(items)
    return gettext("%(first)s or %(last)s") % {"first": listed(items[:-1]), "last": items[-1]}


def as_sentence(text: str) -> str:
    """A message shown on its own as a sentence: a capital letter first and the language's full
    stop last ("give the maker (a side)" -> "Give the maker (a side)."). The rules core says its
    refusals as clauses (they are also joined into longer lines, "Hand 2, dealer: ...")."""
    text = str(text).strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    if text.endswith(SENTENCE_ENDS):
        return text
    return text + pgettext("the end of a sentence", ".")


def with_names(message: str, **names) -> SafeString:
    """A message for a page with its names put in, each isolated in <bdi> (escaped, as the
    message is): a name in Persian or Urdu, or one ending in a neutral, leaves the order of
    the sentence around it alone. `message` is translated, with %(name)s placeholders."""
    isolated = {key: format_html("<bdi>{}</bdi>", name) for key, name in names.items()}
    return mark_safe(conditional_escape(message) % isolated)


def in_words(words: Said, names: dict | None = None) -> str:
    """A message said in the players' words (kernel/said.py), in the page's language, the words
    it holds too; what it names by an id is shown by its name (`names`, by id) where the page
    knows it."""
    values = {name: param_words(value, names or {}) for name, value in words.params}
    return gettext(words.message).format(**values)


@singledispatch
def param_words(value, names: dict):
    """A message's parameter in the page's language: a number or a name as it is. An app whose
    messages hold words of its own (a game's sides, an option's choices) registers how each
    kind reads (`param_words.register`, from its AppConfig.ready)."""
    return value


@param_words.register
def _(value: Said, names: dict):
    return in_words(value, names)
