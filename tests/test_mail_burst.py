"""A day's burst from 50 addresses behind a trusted proxy (docs/security.md, "Mail"): each signs
up a fresh account every hour it can, imports a league and a game, invites its captains and
asks for password resets, all aimed at three people's addresses, with the limits' clock moved
through the day and past it. No more mail reaches anyone than the documented limits allow (the
bound is worked out from the settings below), and nobody is locked out of signing in but the
one address that guessed a password."""

import json
from types import SimpleNamespace
from unittest import mock

import pytest
from django.contrib.auth.models import User
from django.core import mail
from django.core.files.uploadedfile import SimpleUploadedFile
from django.test import Client, override_settings
from django.urls import reverse

from leagues.models import Season
from tests.conftest import EXAMPLES, example_files

pytestmark = pytest.mark.django_db
HOUR, DAY = 3600, 86400
PROXY = "10.0.0.1"
ADDRESSES = [f"198.51.100.{n}" for n in range(1, 51)]
VICTIMS = ["ann@example.org", "bob@example.org", "cat@example.org"]
PASSWORD = "a-long-pass-4821"
# Small limits, so the burst reaches every one of them in a short test.
LIMITS = {
    "LIMIT_SIGNUPS": "1/h",
    "LIMIT_NEW_SEASONS": "1/h",
    "LIMIT_IMPORTS": "2/h",
    "LIMIT_RESETS": "2/h",
    "LIMIT_RESETS_TO_ONE_ADDRESS": "3/d",
    "LIMIT_INVITATIONS": "3/d",
    "LIMIT_INVITATIONS_TO_ONE_ADDRESS": "2/d",
}
PER_ADDRESS = {
    "scoring-import": LIMITS["LIMIT_IMPORTS"],
    "signup": LIMITS["LIMIT_SIGNUPS"],
    "password_reset": LIMITS["LIMIT_RESETS"],
    "login": "30/h",
    "leagues-import": LIMITS["LIMIT_NEW_SEASONS"],
}
# The limits' clock at each round of the burst: the first hour, the next, the day after.
ROUNDS = [0, HOUR, DAY + HOUR]
# A league of three teams and no matches yet (the example's teams), for its captains.
LEAGUE = json.loads((EXAMPLES / "leagues" / "three-pubs.json").read_text())["league"]
LEAGUE = LEAGUE | {"matches": []}
GAME = example_files("*.json")[0].read_text()


def most_windows(rate: str) -> int:
    """How many of a limit's fixed windows the rounds can fall in: a window is its period long,
    wherever it starts."""
    period = {"h": HOUR, "d": DAY}[rate[-1]]
    span = ROUNDS[-1] - ROUNDS[0]
    return min(len(ROUNDS), span // period + 2)


def most(rate: str) -> int:
    return int(rate.split("/")[0]) * most_windows(rate)


class Stranger:
    """One address behind the proxy, with its own browser."""

    def __init__(self, number: int, address: str):
        self.number, self.address, self.client = number, address, Client()
        self.accounts: list[str] = []

    def post(self, name: str, data: dict, *args):
        return self.client.post(
            reverse(name, args=args), data, REMOTE_ADDR=PROXY, HTTP_X_FORWARDED_FOR=self.address
        )

    def one_round(self, hour: int, answers: list[int]) -> None:
        for attempt in range(2):
            name = f"s{self.number}h{hour}a{attempt}"
            form = {"username": name, "password1": PASSWORD, "password2": PASSWORD}
            answers.append(self.post("signup", form).status_code)
            if answers[-1] == 302:
                self.accounts.append(name)
        answers.append(self.post("scoring-import", {"text": GAME}).status_code)
        answers.append(self.import_league(hour).status_code)
        season = Season.objects.filter(league__secretary__username=self.accounts[-1]).first()
        teams = list(season.teams.values_list("code", flat=True)) if season else ["none"]
        for n in range(2):
            email = VICTIMS[(self.number + n) % len(VICTIMS)]
            slug = season.slug if season else "none"
            invited = self.post("leagues-invite-captain", {"email": email}, slug, teams[n % 3])
            answers.append(invited.status_code)
        for n in range(2):
            email = VICTIMS[(self.number + n) % len(VICTIMS)]
            answers.append(self.post("password_reset", {"email": email}).status_code)

    def import_league(self, hour: int):
        league = LEAGUE | {"name": f"Relay {self.number} {hour}"}
        upload = SimpleUploadedFile("league.json", json.dumps(league).encode())
        return self.post("leagues-import", {"file": upload})

    def signs_in(self, username: str, password: str = PASSWORD) -> int:
        return self.post("login", {"username": username, "password": password}).status_code


@override_settings(TRUSTED_PROXIES=[PROXY], PER_ADDRESS_LIMITS=PER_ADDRESS, **LIMITS)
def test_a_days_burst_sends_no_more_mail_than_the_limits_allow_and_locks_nobody_out():
    for email in VICTIMS:
        User.objects.create_user(email.split("@")[0], email, PASSWORD)
    strangers = [Stranger(n, address) for n, address in enumerate(ADDRESSES)]
    answers: list[int] = []
    clock = SimpleNamespace(time=lambda: 1_800_000_000.0)
    with mock.patch("django_ratelimit.core.time", clock):
        for hour in ROUNDS:
            clock.time = lambda hour=hour: 1_800_000_000.0 + hour
            for stranger in strangers:
                stranger.one_round(hour, answers)

    # The limits were reached (the burst is not a trickle) and counted per address: every
    # address behind the proxy had its own account each round.
    assert answers.count(429) > len(ADDRESSES) * len(ROUNDS)
    assert all(len(s.accounts) == len(ROUNDS) for s in strangers)
    # No one received more than the limits allow: the resets and invitations to their
    # address, whoever asked (and every mail went to them: sign-ups and imports mail nobody).
    each = most(LIMITS["LIMIT_RESETS_TO_ONE_ADDRESS"]) + most(
        LIMITS["LIMIT_INVITATIONS_TO_ONE_ADDRESS"]
    )
    received = {email: sum(m.to == [email] for m in mail.outbox) for email in VICTIMS}
    assert all(0 < count <= each for count in received.values()), received
    assert len(mail.outbox) == sum(received.values()) <= each * len(VICTIMS)
    # Nobody is locked out who did not fail to sign in: every stranger's address signs in...
    assert all(s.signs_in(s.accounts[0]) == 302 for s in strangers)
    # ...and the one that guesses a victim's password is paused there, not the victim.
    guesser, victim = strangers[0], Stranger(99, "203.0.113.50")
    assert [guesser.signs_in("ann", "wrong") for _ in range(5)][-1] == 429
    assert victim.signs_in("ann") == 302
    assert strangers[1].signs_in(strangers[1].accounts[0]) == 302
