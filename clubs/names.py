"""Players listed by name as the page's language lists names (kernel/collation.py): the
club's players, who is present, a player's partners, and the rows of the standings that
share a position."""

from collections.abc import Callable, Iterable
from operator import attrgetter

from django.utils.translation import get_language

from clubs.rules.standings import Row, ties_listed_by
from kernel.collation import name_key


def by_name(items: Iterable, name_of: Callable = attrgetter("name")) -> list:
    language = get_language()
    return sorted(items, key=lambda item: name_key(name_of(item), language))


def ties_by_name(rows: list[Row], name_of: dict[str, str]) -> list[Row]:
    """The ranked rows, those sharing a position listed by name rather than by key (the
    draw reads the rows by key, the same in every language; a page lists them by name)."""
    language = get_language()
    return ties_listed_by(rows, lambda row: name_key(name_of.get(row.key, row.key), language))
