"""What each change made on the manage page says it did, in the secretary's language: the
words answered where the change was made (leagues/manage_page.py)."""

import datetime

from django.utils.formats import date_format
from django.utils.safestring import mark_safe
from django.utils.translation import gettext, ngettext, pgettext

from kernel.words import with_names


def night(date: datetime.date) -> str:
    """A match night as a secretary says it: "Tuesday 24 November"."""
    return pgettext("a weekday and its date", "%(weekday)s %(date)s") % {
        "weekday": date_format(date, "l"),
        "date": date_format(date, "MONTH_DAY_FORMAT"),
    }


def rearranged(fixture, date, was_postponed: bool) -> str:
    """What a rearrangement changed: the new night, and the postponement set or lifted."""
    said = []
    if date:
        moved = gettext("%(fixture)s moved to %(night)s.")
        said.append(with_names(moved, fixture=fixture, night=night(date)))
    if fixture.postponed and not was_postponed:
        said.append(with_names(gettext("%(fixture)s is postponed."), fixture=fixture))
    elif was_postponed and not fixture.postponed:
        said.append(with_names(gettext("%(fixture)s is no longer postponed."), fixture=fixture))
    if not said:
        return with_names(gettext("%(fixture)s: nothing changed."), fixture=fixture)
    return mark_safe(" ".join(said))  # (each part escaped already, its names isolated)


def team_added(team) -> str:
    return with_names(gettext("%(team)s added."), team=team.name)


def team_moved(team, division) -> str:
    return with_names(
        gettext("%(team)s moved to %(division)s."), team=team.name, division=division.shown_name
    )


def fixtures_generated(season) -> str:
    first = season.fixtures.in_league().exclude(date=None).order_by("date").first()
    if first is None:
        return gettext("Fixtures generated.")
    return gettext("Fixtures generated: the first night is %(night)s.") % {
        "night": night(first.date)
    }


def division_added(division) -> str:
    return with_names(gettext("%(division)s added."), division=division.shown_name)


def division_renamed(division) -> str:
    return with_names(gettext("Division renamed: %(division)s."), division=division.shown_name)


def registration_set(guests: int | None, captains_ask: bool) -> str:
    if guests is None:
        said = gettext("Guests are not counted.")
    else:
        said = ngettext(
            "Each team may field %(guests)s unregistered guest this season.",
            "Each team may field %(guests)s unregistered guests this season.",
            guests,
        ) % {"guests": guests}
    if captains_ask:
        return f"{said} {gettext('Captains may ask you to register a player.')}"
    return f"{said} {gettext('Only you register players.')}"


def embed_set(origins: list[str]) -> str:
    if not origins:
        return gettext("Any site may show the table.")
    said = gettext("Only these sites may show the table: %(sites)s.")
    return with_names(said, sites=" ".join(origins))


def leaderboard_set(games: int) -> str:
    return ngettext(
        "The leaderboard ranks players with at least %(games)s game.",
        "The leaderboard ranks players with at least %(games)s games.",
        games,
    ) % {"games": games}


def adjustment_recorded(adjustment) -> str:
    return with_names(gettext("Adjustment recorded: %(adjustment)s."), adjustment=adjustment)


def request_answered(asked, approved: bool) -> str:
    words = {"name": asked.name, "team": asked.team.name}
    if approved:
        return with_names(gettext("%(name)s registered for %(team)s."), **words)
    return with_names(gettext("%(name)s not registered for %(team)s."), **words)
