"""`manage.py remind` against a real SMTP server (aiosmtpd) started here on a free port, the
mail settings given as a site gives them, by the environment's EMAIL_HOST and EMAIL_PORT: the
busy week's four reminders arrive, to the right people, in their languages, with links to the
cards; a second run sends nothing, and neither do two runs at once send anything twice."""

import asyncio
import email
import email.policy
import os
import socket
import subprocess
import sys

import pytest
from aiosmtpd.controller import Controller

from tests.conftest import REPO
from tests.leagues.mailing import EXPECTED

SITE = "https://pegboard.example.org"
# The week is made in the database by the test settings (a fast password hasher); the
# reminders are sent by the site's own settings module, as cron runs them.
SETUP = (
    "from tests.leagues.mailing import busy_week; season, fixtures, _ = busy_week(); "
    "print(season.slug, *(f'{name}={f.pk}' for name, f in fixtures.items()))"
)


class Inbox:
    """aiosmtpd's handler: keeps every message it is given; `slow` seconds each."""

    def __init__(self, slow: float = 0):
        self.messages, self.slow = [], slow

    async def handle_DATA(self, server, session, envelope):
        await asyncio.sleep(self.slow)
        self.messages.append(
            (
                envelope.rcpt_tos,
                email.message_from_bytes(envelope.content, policy=email.policy.default),
            )
        )
        return "250 Message accepted for delivery"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture
def site(tmp_path):
    """A site of its own (an SQLite file), its mail server, and how to run its commands."""
    inbox = Inbox(slow=0.3)
    server = Controller(inbox, hostname="127.0.0.1", port=free_port())
    server.start()
    environ = {
        "PATH": os.environ["PATH"],
        "HOME": os.environ.get("HOME", "/root"),
        "DATABASE_URL": f"sqlite:///{tmp_path / 'site.sqlite3'}",
        "EMAIL_HOST": "127.0.0.1",
        "EMAIL_PORT": str(server.port),
        "DEFAULT_FROM_EMAIL": "Calder Valley League <league@example.org>",
        "SITE_URL": SITE,
    }

    def manage(*args, settings="config.settings", wait=True):
        env = {**environ, "DJANGO_SETTINGS_MODULE": settings}
        command = [sys.executable, "manage.py", *args]
        if not wait:
            return subprocess.Popen(command, cwd=REPO, env=env, stdout=subprocess.PIPE, text=True)
        done = subprocess.run(
            command, cwd=REPO, env=env, capture_output=True, text=True, timeout=120
        )
        assert done.returncode == 0, done.stderr
        return done.stdout

    manage("migrate", "--noinput", settings="tests.settings")
    said = manage("shell", "-c", SETUP, settings="tests.settings")
    slug, *pks = said.strip().splitlines()[-1].split()
    yield manage, inbox, slug, dict(pk.split("=") for pk in pks)
    server.stop()


def received(inbox, slug, pks) -> set:
    """Each message as (to, word of its language, fixture, page), where its link is there."""
    found = set()
    for to, message in inbox.messages:
        body = message.get_content().replace("\r\n", "\n")
        for address, word, name, page in EXPECTED:
            link = f"{SITE}/leagues/{slug}/fixtures/{pks[name]}/{page}\n"
            if to == [address] and word in message["Subject"] and link in body:
                found.add((address, word, name, page))
    return found


def test_remind_mails_the_week_through_a_real_server_once(site):
    manage, inbox, slug, pks = site
    assert "4 reminder(s) sent to 4 person(s)." in manage("remind")
    assert len(inbox.messages) == 4
    assert received(inbox, slug, pks) == EXPECTED
    for _, message in inbox.messages:
        assert message["From"] == "Calder Valley League <league@example.org>"
    # The Persian captain's mail is in Persian, right down to the profile line.
    (persian,) = [message for to, message in inbox.messages if to == ["swan@example.org"]]
    assert "نمایه" in persian.get_content()
    assert "۲۰" in persian.get_content()  # the match's date, in Persian digits
    assert "0 reminder(s) sent to 0 person(s)." in manage("remind")
    assert len(inbox.messages) == 4


def test_two_runs_at_once_send_each_reminder_once(site):
    manage, inbox, slug, pks = site
    runs = [manage("remind", wait=False) for _ in range(2)]
    outputs = [run.communicate(timeout=120)[0] for run in runs]
    assert [run.returncode for run in runs] == [0, 0]
    assert len(inbox.messages) == 4, outputs
    assert received(inbox, slug, pks) == EXPECTED
