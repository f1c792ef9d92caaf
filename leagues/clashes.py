"""The warnings a secretary is given when a night they set makes a clash: a pub with more than
one team at home, a team given more than one match. Said on the cup's page or the manage page
(leagues/manage_page.py), after a date is set or the fixtures are made."""

from django.contrib import messages
from django.http import HttpRequest
from django.utils.translation import gettext

from leagues.models import nights


def warn_of_clashes(request: HttpRequest, season, date, advice: str = "", place="") -> None:
    """A warning for each pub with more than one team at home on `date` (a night the
    secretary just set, who may keep it: some pubs have two rooms), or on every night; and for
    each team given more than one match that night. Said at `place` on the manage page
    (leagues/manage_page.py), or at its top."""
    if date is None and advice == "":
        return  # (no night set)
    advice = advice or gettext("Unless the pub can host both, move one of these matches.")
    dates = None if date is None else [date]
    for clash in nights.clashes(season, dates):
        messages.warning(request, f"{clash} {advice}", place)
    for twice in nights.teams_twice(season, dates):
        messages.warning(request, twice, place)
