"""How a language joins words that are not translated sentences: the items of a list."""

from django.utils.translation import pgettext


def list_separator() -> str:
    """What stands between the items of a list in the page's language (Persian and Urdu
    write "،", not ",")."""
    return pgettext("between the items of a list", ", ")


def listed(items) -> str:
    return list_separator().join(items)
