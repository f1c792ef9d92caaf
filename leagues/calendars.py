"""A league's fixtures as a calendar's events (RFC 5545), for the iCal feeds of a team's
fixtures (leagues/downloads.py) and of a cup's ties (leagues/cup_views.py)."""

import datetime

from django.urls import reverse
from django.utils import timezone
from icalendar import Event


def fixture_event(request, fixture, summary: str, stamp, host: str) -> Event:
    """A dated fixture (its season on it) as a calendar's event."""
    season = fixture.season
    event = Event()
    # Stable and unique anywhere (RFC 5545 §3.8.4.7): the fixture, its season, this site.
    event.add("uid", f"fixture-{fixture.pk}.{season.slug}@{host}")
    event.add("dtstamp", stamp)
    event.add("summary", summary)
    event.add("dtstart", _match_start(fixture.date, season.match_time))
    if fixture.home.venue:
        event.add("location", fixture.home.venue.name)
    url = reverse("leagues-fixture", args=[season.slug, fixture.pk])
    event.add("url", request.build_absolute_uri(url))
    if fixture.postponed:
        event.add("status", "CANCELLED")
    # A moved fixture is a newer revision of the same event: a calendar replaces what it
    # kept only for a higher SEQUENCE (RFC 5545 §3.8.7.4), so the date follows the move.
    event.add("sequence", fixture.calendar_sequence)
    if fixture.rearranged_at:
        event.add("last-modified", fixture.rearranged_at)
    return event


def _match_start(date: datetime.date, time: datetime.time | None):
    """A match night's start in UTC when the league sets the time; else an all-day event."""
    if time is None:
        return date
    local = datetime.datetime.combine(date, time, tzinfo=timezone.get_current_timezone())
    return local.astimezone(datetime.UTC)
