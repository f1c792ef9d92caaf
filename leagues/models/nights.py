"""A season's match nights and the pubs at home on them (leagues/rules/nights.py): a pub has
one room for a match, so two of its teams at home on one night, in any division or cup, is a
clash. Fixture generation avoids one and says when it cannot; a cup's draw turns a tie about
to avoid one; a rearrangement or a round's date that makes one is warned about, as is a team
given two matches on one night."""

import datetime
from collections import defaultdict

from django.utils.formats import date_format
from django.utils.text import get_text_list
from django.utils.translation import gettext

from leagues.rules.nights import kept_apart_pairs, league_fixtures


def pubs_at_home(season, dates=None, but=None) -> dict[datetime.date, dict]:
    """By date, each pub (its pk) with the home teams of the season's dated fixtures and cup
    ties that night (`dates`: only those; `but`: a queryset's fixtures left out)."""
    fixtures = season.fixtures.filter(date__isnull=False, home__venue__isnull=False)
    if dates is not None:
        fixtures = fixtures.filter(date__in=dates)
    if but is not None:
        fixtures = fixtures.exclude(pk__in=but.values("pk"))
    nights = defaultdict(lambda: defaultdict(list))
    for fixture in fixtures.select_related("home__venue").order_by("date", "pk"):
        nights[fixture.date][fixture.home.venue].append(fixture.home)
    return nights


def league_schedule(season, teams: dict, divisions: list[list[str]], start, weekday: int):
    """Every division's fixtures (leagues.rules Fixture) on the same nights, each pub's teams
    kept apart, the cup ties already dated among them."""
    busy = {
        date: {pub.pk for pub in pubs}
        for date, pubs in pubs_at_home(season, but=season.fixtures.in_league()).items()
    }
    venues = {code: team.venue_id for code, team in teams.items() if team.venue_id}
    return league_fixtures(divisions, venues, start, weekday, busy)[0]


def cup_round_kept_apart(season, pairs, date, teams: dict) -> list[tuple]:
    """A cup round's pairs (home, away code; away None a bye), each tie turned about where
    that keeps a pub's teams apart on the round's date (the league's nights counted)."""
    if date is None:
        return pairs
    busy = {pub.pk for pub in pubs_at_home(season, [date]).get(date, {})}
    ties = [pair for pair in pairs if pair[1] is not None]
    venues = {code: team.venue_id for code, team in teams.items() if team.venue_id}
    turned = iter(kept_apart_pairs(ties, venues, busy)[0])
    return [next(turned) if away is not None else (home, away) for home, away in pairs]


def clashes(season, dates=None) -> list[str]:
    """Each night a pub has more than one team at home, in the players' words, the earliest
    first (`dates`: only those nights)."""
    said = []
    for date, pubs in sorted(pubs_at_home(season, dates).items()):
        for pub, teams in pubs.items():
            if len(teams) > 1:
                said.append(
                    gettext("%(pub)s has more than one team at home on %(date)s: %(teams)s.")
                    % {
                        "pub": pub.name,
                        "date": date_format(date, "DATE_FORMAT"),
                        "teams": get_text_list([team.name for team in teams], gettext("and")),
                    }
                )
    return said


def teams_twice(season, dates=None) -> list[str]:
    """Each night a team has more than one match (a cup tie dated on one of its league nights,
    a match rearranged onto another), in the players' words, the earliest first (`dates`:
    only those nights). A team plays one match a night, whatever the pub's rooms."""
    fixtures = season.fixtures.filter(date__isnull=False, postponed=False)  # (not played then)
    if dates is not None:
        fixtures = fixtures.filter(date__in=dates)
    matches = defaultdict(list)
    for fixture in fixtures.select_related("home", "away").order_by("date", "pk"):
        for team in (fixture.home, fixture.away):
            matches[fixture.date, team].append(fixture)
    return [
        gettext("%(team)s has more than one match on %(date)s: move one of them.")
        % {"team": team.name, "date": date_format(date, "DATE_FORMAT")}
        for (date, team), played in matches.items()
        if len(played) > 1
    ]
