"""A scorer's link carries its secret (/g/<id>/score/<secret>/): whoever reads a log must not
be able to score the game. Every line the site logs (Django's "Not Found" lines, errors) and
gunicorn's access log (the request line and the Referer, which every static file of a scorer's
page repeats) is written with the secret taken out. Plain Python: gunicorn's master loads it
before Django is set up."""

import logging
import re

SCORER_LINK = re.compile(r"(/g/[^/\s\"?#]+/score/)[^/\s\"?#]+")
# A password reset's link (/accounts/reset/<user>/<token>/) and a captain's invitation
# (/leagues/invitations/<token>/) carry keys to an account too.
ACCOUNT_LINK = re.compile(r"(/accounts/reset/[^/\s\"?#]+/|/leagues/invitations/)[^/\s\"?#]+")
HIDDEN = r"\1[secret]"


def without_secrets(text: str) -> str:
    # The substring tests first: gunicorn's logger asks this of every value of every request
    # (each header and environ entry), and almost none holds a secret link.
    if "/score/" in text:
        text = SCORER_LINK.sub(HIDDEN, text)
    if "/reset/" in text or "/invitations/" in text:
        text = ACCOUNT_LINK.sub(HIDDEN, text)
    return text


class WithoutSecrets(logging.Filter):
    """A logging filter that writes each record's message with the secrets taken out."""

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        cleaned = without_secrets(message)
        if cleaned != message:
            record.msg, record.args = cleaned, ()
        return True
