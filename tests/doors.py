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


# The seven writes a door must refuse outside and let through inside (tests/test_doors.py,
# tests/clubs/test_club_doors.py).
WRITES = ["create", "save", "delete", "update", "queryset delete", "bulk_create", "bulk_update"]


def attempt(world, model, write: str):
    """Make the write; what it returns (a count, a row) says it went through."""
    row = world.rows[model]
    field = next(
        f.name
        for f in model._meta.concrete_fields
        if not f.primary_key and not f.is_relation and f.editable and f.name != "slug"
    )
    rows = model.objects.filter(pk=row.pk)
    match write:
        case "create":
            new = world.fresh(model)
            new.save()
            return model.objects.filter(pk=new.pk).count()
        case "save":
            row.save()
            return 1
        case "delete":
            return row.delete()[0]
        case "update":
            return rows.update(**{field: getattr(row, field)})
        case "queryset delete":
            return rows.delete()[0]
        case "bulk_create":
            return len(model.objects.bulk_create([world.fresh(model)]))
        case "bulk_update":
            return model.objects.bulk_update([row], [field])


def stored(model) -> list:
    return list(model.objects.order_by("pk").values())


def writes_outside_the_door(guarded, new_without_a_door) -> list:
    """A door walk's cases: every write of every guarded model, but a new row of a model its
    app declares needs no door (pytest params, named "Model-write")."""
    import pytest

    return [
        pytest.param(model, write, id=f"{model.__name__}-{write}")
        for model in guarded
        for write in WRITES
        if not (write in ("create", "bulk_create") and model._meta.label in new_without_a_door)
    ]


def refused_at_once(world, model, write: str) -> None:
    """The write is refused (DoorClosed, naming the model) with nothing written."""
    import pytest

    from kernel.doors import DoorClosed

    before = stored(model)
    with pytest.raises(DoorClosed) as refused:
        attempt(world, model, write)
    assert refused.value.model is model
    assert stored(model) == before
