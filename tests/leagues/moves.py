"""The steps the fixture-move tests take through the site: the example league's Swan v Crown,
ten days ahead, its captains and secretary with confirmed addresses in their languages."""

import datetime

from django.urls import reverse
from django.utils import timezone

from kernel.models import Profile
from tests.leagues.cards import SLUG, as_

# Who is told, in which language (one whose address is not confirmed hears nothing).
ADDRESSES = {
    "home_captain": ("swan@example.org", "fa", True),
    "home_cocaptain": ("swan2@example.org", "en", False),
    "away_captain": ("crown@example.org", "it", True),
    "away_cocaptain": ("crown2@example.org", "nl", True),
    "secretary": ("secretary@example.org", "hr", True),
}


def ahead(days: int) -> datetime.date:
    return timezone.localdate() + datetime.timedelta(days=days)


def ready(season, fixture, people, approval: bool = False):
    """The Swan v the Crown ten days ahead, everyone's address set (ADDRESSES), and the
    secretary's house rule of approving moves as asked."""
    for who, (email, language, confirmed) in ADDRESSES.items():
        people[who].email = email
        people[who].save(update_fields=["email"])
        confirmed_email = email if confirmed else ""
        Profile.objects.create(user=people[who], language=language, confirmed_email=confirmed_email)
    with season.changing():
        fixture.date = ahead(10)
        fixture.save(update_fields=["date"])
    season.set_move_approval(approval)
    fixture.refresh_from_db()
    return fixture


def move_url(fixture) -> str:
    return reverse("leagues-move-fixture", args=[SLUG, fixture.pk])


def answer_url(fixture, move) -> str:
    return reverse("leagues-answer-move", args=[SLUG, fixture.pk, move.pk])


def ask(client, people, who, fixture, *days):
    as_(client, people, who)
    names = ["first", "second", "third"]
    return client.post(
        move_url(fixture), {n: d.isoformat() for n, d in zip(names, days, strict=False)}
    )


def accept(client, people, who, fixture, move, day):
    as_(client, people, who)
    return client.post(answer_url(fixture, move), {"answer": "accept", "date": day.isoformat()})


def settle(client, people, who, fixture, move, answer: str):
    as_(client, people, who)
    return client.post(answer_url(fixture, move), {"answer": answer})
