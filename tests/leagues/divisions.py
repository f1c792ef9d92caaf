"""A season of two divisions, played through the site's model methods: the tests' league."""

import datetime

from django.contrib.auth.models import User

from leagues.models import CardLine, Season
from leagues.models.divisions import add_division

WIN = [CardLine(15, 9), CardLine(15, 3), CardLine(14, 15), CardLine(15, 12)]  # 8-2 to home
PREMIER = ("Crown", "Swan", "Bull", "Duke")
FIRST = ("Anchor", "Bell", "Fox")


def two_divisions(secretary=None) -> Season:
    """The Calder league's 2026-27: four teams in the Premier, three in the First Division,
    fixtures generated, and the first fixture of each division played (home wins)."""
    secretary = secretary or User.objects.create_user("sec", password="pegboard-test-pw")
    season = Season.start(secretary, "Calder League", "2026-27")
    first = add_division(season, "First Division")
    for name in PREMIER:
        season.add_team(name, f"The {name}", [], ["Ann", "Bob"])
    for name in FIRST:
        season.add_team(name, "", [], ["Cy", "Dee"], division=first.pk)
    season.generate_fixtures(datetime.date(2026, 9, 7), 0)
    for division in season.divisions.all():
        fixture = season.fixtures.filter(home__division=division).order_by("week", "pk").first()
        fixture.send_card(secretary, WIN)
    return season
