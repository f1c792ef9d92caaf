from gettext import GNUTranslations

from django.apps import AppConfig
from django.conf import settings
from django.urls import register_converter
from django.utils.translation import trans_real

from kernel.slugs import UnicodeSlug


class KernelConfig(AppConfig):
    """The site's own kernel, below the scorer and the league: accounts, the installable app,
    charts, CSV files, template tags, digits, caching and outage answers, backup and restore.
    It imports neither app (tests/test_layers.py keeps it so)."""

    name = "kernel"
    verbose_name = "Site"

    def ready(self):
        # The mail's tasks wait for the answer: the backend's signal receivers are connected
        # before the first request starts (kernel/mail.py).
        from kernel import mail  # noqa: F401

        # `<uslug:...>`, the addresses of pages named in any script (kernel/slugs.py):
        # registered once, before any app's URLconf is read.
        register_converter(UnicodeSlug, "uslug")

        # Each worker loads its languages once, before it serves (config/wsgi.py then freezes
        # them out of the garbage collector's sight), and leaves out the empty catalogues.
        for code, _ in settings.LANGUAGES:
            drop_empty_fallbacks(trans_real.translation(code))


def drop_empty_fallbacks(translation) -> None:
    """Leave out of a language's chain of catalogues the ones that translate nothing.

    British English is Django's en_GB catalogues, each chained by Python's gettext to the
    plain English one of the same app (Django's own and five of its contributed apps), which
    hold no message at all. Every English message of ours is missing from en_GB (it needs no
    translation), so each was looked up in all five empty ones in turn: a few percent of a
    live board's render and of a scorer's page (timed in turn, session 15). A catalogue left
    out held only its header, so what every lookup answers is unchanged (tests/test_i18n.py)."""
    link = translation
    while (after := link._fallback) is not None:
        if type(after) is GNUTranslations and after._catalog.keys() <= {""}:
            link._fallback = after._fallback
        else:
            link = after
