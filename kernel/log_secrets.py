"""A scorer's link carries its secret (/g/<id>/score/<secret>/): whoever reads a log must not
be able to score the game. Every line the site logs (Django's "Not Found" lines, errors) and
gunicorn's access log (the request line and the Referer, which every static file of a scorer's
page repeats) is written with the secret taken out. Plain Python: gunicorn's master loads it
before Django is set up."""

import logging
import re

SCORER_LINK = re.compile(r"(/g/[^/\s\"?#]+/score/)[^/\s\"?#]+")
HIDDEN = r"\1[secret]"


def without_secrets(text: str) -> str:
    # The substring test first: gunicorn's logger asks this of every value of every request
    # (each header and environ entry), and almost none holds a scorer's link.
    return SCORER_LINK.sub(HIDDEN, text) if "/score/" in text else text


class WithoutSecrets(logging.Filter):
    """A logging filter that writes each record's message with the secrets taken out."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        cleaned = without_secrets(message)
        if cleaned != message:
            record.msg, record.args = cleaned, ()
        return True
