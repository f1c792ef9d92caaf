"""The heaviest game anyone may store (scoring/rules/limits.py) is still cheap to read: against
the production run (`make serve`, two workers), four of its heaviest pages requested at once
leave /health/ answering within a second. (20,000 hands once took 8.5 s a page, and four such
requests kept /health/ waiting 27.8 s.)"""

import json
import re
import sys
import threading
import time
import urllib.parse
import urllib.request

import pytest

from scoring.rules.limits import MOST_HANDS
from tests.hosting.production import production_site
from tests.rules.test_limits import record

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="gunicorn runs on Linux here")


def import_game(site: str) -> str:
    """The heaviest game, imported through the site's own form as a stranger would; its scorer's
    link. (The CSRF cookie is sent back by hand: it is Secure, and urllib keeps such cookies
    for https only, while the browser trusts http://localhost.)"""
    with urllib.request.urlopen(site + "/games/import/", timeout=30) as form:
        cookie = form.headers["Set-Cookie"].split(";")[0]
        token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', form.read().decode())[1]
    body = urllib.parse.urlencode(
        {"csrfmiddlewaretoken": token, "text": json.dumps(record(MOST_HANDS))}
    ).encode()
    headers = {"Cookie": cookie, "Origin": site, "Referer": site + "/games/import/"}
    request = urllib.request.Request(site + "/games/import/", data=body, headers=headers)
    with urllib.request.urlopen(request, timeout=60) as answer:
        assert "/score/" in answer.url
        return answer.url


def test_four_of_the_heaviest_pages_at_once_leave_health_answering_within_a_second(tmp_path):
    with production_site(tmp_path) as site:
        scorer = import_game(site)
        live = scorer.split("score/")[0]
        heaviest = [scorer + "?hands=all", live + "?hands=all", live + "hands.csv"]
        heaviest.append(live + "record.json")
        for url in heaviest:  # each once first: the worker that answers has it in hand
            urllib.request.urlopen(url, timeout=30).read()
        answers = []

        def read(url):
            with urllib.request.urlopen(url, timeout=30) as answer:
                answers.append((answer.status, len(answer.read())))

        readers = [threading.Thread(target=read, args=(url,)) for url in heaviest]
        for reader in readers:
            reader.start()
        started = time.monotonic()
        with urllib.request.urlopen(site + "/health/", timeout=30) as health:
            assert health.read() == b"ok\n"
        waited = time.monotonic() - started
        for reader in readers:
            reader.join()
    assert [status for status, _ in answers] == [200] * 4
    assert waited < 1.0, f"/health/ answered after {waited:.2f} s"
