"""A scorer's link carries its secret (/g/<id>/score/<secret>/): whoever reads a log must not
be able to score the game. Every line the site logs (Django's "Not Found" lines, errors) and
gunicorn's access log (the request line and the Referer, which every static file of a scorer's
page repeats) is written with the secret taken out. Which links carry a key is the settings'
word (LINKS_WITH_SECRETS), read at the first line written: gunicorn's master loads this module
before Django is set up, and only its workers, which have loaded the site, write lines."""

import logging
import re
from functools import cache

from django.conf import settings

HIDDEN = r"\1[secret]"
KEY = r"[^/\s\"?#]+"  # a key ends where the link's part ends, or the line's word


@cache
def _links() -> list[tuple[str, re.Pattern]]:
    return [
        (part, re.compile(f"({link}){KEY}")) for part, link in settings.LINKS_WITH_SECRETS.items()
    ]


def without_secrets(text: str) -> str:
    # The substring tests first: gunicorn's logger asks this of every value of every request
    # (each header and environ entry), and almost none holds a secret link.
    for part, link in _links():
        if part in text:
            text = link.sub(HIDDEN, text)
    return text


class WithoutSecrets(logging.Filter):
    """A logging filter that writes each record's message with the secrets taken out."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        cleaned = without_secrets(message)
        if cleaned != message:
            record.msg, record.args = cleaned, ()
        return True
