"""Page addresses made from names in their own script (docs/league.md, "Addresses"): a league
or a club named in Persian, Greek or Chinese has its own address, as one named in English
has, never another's. Names that give no letters at all (or that slug alike) are told apart
by a number. Shared by the apps whose pages are addressed by a name."""

from django.db.models import QuerySet
from django.utils.text import slugify


class UnicodeSlug:
    """`<uslug:...>` in a URL pattern: a slug in any script, as `slugify(name,
    allow_unicode=True)` makes it and `SlugField(allow_unicode=True)` validates it (Unicode
    word characters, - and _). A browser sends it percent-encoded; Django decodes the path
    before matching and `reverse()` encodes it again."""

    regex = r"[-\w]+"

    def to_python(self, value: str) -> str:
        return value

    def to_url(self, value: str) -> str:
        return value


def address_of(name: str, longest: int) -> str:
    """The name as an address in its own script ("" when it gives no letters or digits)."""
    return slugify(name, allow_unicode=True)[:longest].strip("-_")


def first_free(base: str, among: QuerySet, field: str = "slug", pages=frozenset()) -> str:
    """`base`, else `base-2`, `base-3`, ...: the first address no row `among` has in `field`
    and no page of its own has (`pages`)."""
    address, number = base, 1
    while address in pages or among.filter(**{field: address}).exists():
        number += 1
        address = f"{base}-{number}"
    return address
