"""Tests write a season's rows and a game's hands through their doors, as the site does
(kernel/doors.py): a season is created as Season.start creates one, then filled inside
`with season.changing():`; a game's rows inside `game_door(game)`. No test opens every door
for every test: production code that forgets the door must fail its tests."""

import functools

from kernel.doors import opened
from leagues.models import League, Season


def new_season(league: League | str = "Test League", **fields) -> Season:
    """A season (of `league`, or of a new league of that name) with no rows yet, as a new
    season is made with no door (leagues/doors.py, NEW_WITHOUT_A_DOOR)."""
    fields.setdefault("name", "2026")
    if isinstance(league, str):
        league = League.objects.create(name=league)
    fields.setdefault("slug", Season.free_slug(league.name, fields["name"]))
    return Season.objects.create(league=league, **fields)


def new_league(name: str, **fields) -> League:
    """A league with no season yet (made, as a new season is, with no door)."""
    return League.objects.create(name=name, **fields)


def game_door(game):
    """The game's door, for a test that writes its hands or audit entries directly (the site
    writes them only in Game._change)."""
    return opened(("game", game.pk))


def set_league(league: League, **fields) -> None:
    """The league's own fields changed through its door (League.changing), and on `league`
    as the test holds it."""
    with league.changing() as locked:
        for name, value in fields.items():
            setattr(locked, name, value)
            setattr(league, name, value)
        locked.save(update_fields=list(fields))


def through_its_door(setup):
    """A test's setup step `setup(season, ...)` run inside the season's door, as a change on
    the site is (the step writes the season's rows directly)."""

    @functools.wraps(setup)
    def inside(season, *args, **kwargs):
        with season.changing():
            return setup(season, *args, **kwargs)

    return inside
