"""Doors that refuse: a model whose rows an aggregate's pages show (a season's teams, a game's
hands) is written only while that aggregate's door is open, so a write that forgets the door
(a new command, a signal, a data fix in the shell) fails at once instead of leaving a kept page
stale. The apps open a door where they count the aggregate's version (Season.changing,
Game._change); this module only knows doors as ("kind", id) pairs, open in a context variable
(each thread and task its own), and refuses a write whose doors are not all open.

A guarded model is a `Guarded` (an abstract model: no field, no migration) naming its
`door_kind` and `door_path`, the lookup from its rows to the aggregate's id; its managers are
built from a `GuardedQuerySet` (with `from_queryset` or `as_manager`, as Django's own are).
What may be written with no door is declared by the app in one place (leagues/doors.py): new
rows of a model that makes an aggregate (`new_rows_need_no_door`), and a write passed by name
(`passing`). Django's Collector writes a delete's cascades with no model or
queryset call: those pass by construction, and leagues/doors.py says which and why."""

from collections.abc import Iterable, Iterator
from contextlib import AbstractContextManager, contextmanager
from contextvars import ContextVar

from django.core.exceptions import ImproperlyConfigured
from django.db import models, transaction

type Door = tuple[str, object]

# The doors open here (this thread's or task's own: a ContextVar), and the models passed
# through without one ("pass", "app.Model").
_open: ContextVar[frozenset] = ContextVar("open_doors", default=frozenset())
ANY = object()  # door_path None: any door of the kind (a row many aggregates share)
# The models whose new rows need no door (an aggregate being made has no door yet), as the
# apps declare them with why (leagues/doors.py): label -> why.
_NEW_WITHOUT_A_DOOR: dict[str, str] = {}


def new_rows_need_no_door(declared: dict[str, str]) -> None:
    """Declare models whose new rows are written with no door (each with why)."""
    _NEW_WITHOUT_A_DOOR.update(declared)


class DoorClosed(Exception):
    """A write to a guarded model outside its aggregate's door."""

    def __init__(self, model: type[models.Model], write: str, doors: Iterable[Door]):
        self.model, self.write, self.doors = model, write, sorted(doors, key=str)
        named = ", ".join(_door_named(kind, key) for kind, key in self.doors)
        super().__init__(
            f"{model._meta.label}: {write} refused, the door is closed ({named} door "
            f"must be open: {model.door_opened_by})"
        )


def _door_named(kind: str, key) -> str:
    if key is ANY:
        return f"any {kind}'s"
    # A new row whose path leads to no aggregate yet (its season not set) has no number.
    return f"its {kind}'s" if key is None else f"{kind} {key}'s"


@contextmanager
def opened(*doors: Door) -> Iterator[None]:
    """Open these doors for the block (and whatever it calls); shut again on the way out,
    an exception included."""
    token = _open.set(_open.get() | frozenset(doors))
    try:
        yield
    finally:
        _open.reset(token)


def passing(*labels: str) -> AbstractContextManager[None]:
    """Let these models ("app.Model") be written with no door, for the block: only through
    an app's one list of such writes (leagues/doors.py), never called at the write."""
    return opened(*(("pass", label) for label in labels))


def is_open(door: Door) -> bool:
    kind, key = door
    here = _open.get()
    if key is ANY:
        return any(open_kind == kind for open_kind, _ in here)
    return door in here


def refuse_unless_open(model, write: str, doors: Iterable[Door], new: bool = False) -> None:
    """Raise DoorClosed unless every door is open (or the model is passed, or the rows are
    new ones of a model declared to need none)."""
    if ("pass", model._meta.label) in _open.get():
        return
    if new and model._meta.label in _NEW_WITHOUT_A_DOOR:
        return
    closed = {door for door in doors if not is_open(door)}
    if closed:
        raise DoorClosed(model, write, closed)


def _followed(obj, path: str):
    """The value at a lookup path from an object ("team__season": obj.team.season_id),
    reading a related row only when it is not at hand already."""
    *through, last = path.split("__")
    for name in through:
        obj = getattr(obj, name)
        if obj is None:
            return None
    if last == "pk":
        return obj.pk
    field = obj._meta.get_field(last)
    return getattr(obj, field.attname)


class GuardedQuerySet(models.QuerySet):
    """A guarded model's queryset: its writes refuse unless every row's door is open (the
    rows it selects, for update and delete; each object given, for the bulk writes)."""

    def _rows_doors(self) -> set[Door]:
        model = self.model
        if model.door_path is None:
            return {(model.door_kind, ANY)}
        keys = self.order_by().values_list(model.door_path, flat=True).distinct()
        doors = {(model.door_kind, model.door_if_none if key is None else key) for key in keys}
        # Rows that match nothing are still a write outside the door when no door of the kind
        # is open: it would have written whatever it matched.
        return doors or {(model.door_kind, ANY)}

    def _objects_doors(self, objs: list) -> set[Door]:
        """Each object's door; none given, any door of the kind (as for rows matching none)."""
        return set().union(*(obj.doors() for obj in objs)) or {(self.model.door_kind, ANY)}

    def _refuse_closed_rows(self, write: str) -> None:
        if not self.query.is_sliced:  # (Django refuses a sliced update or delete itself)
            refuse_unless_open(self.model, write, self._rows_doors())

    def update(self, **kwargs):
        self._refuse_closed_rows("QuerySet.update")
        return super().update(**kwargs)

    def delete(self):
        self._refuse_closed_rows("QuerySet.delete")
        return super().delete()

    def bulk_create(self, objs, *args, **kwargs):
        objs = list(objs)
        refuse_unless_open(self.model, "QuerySet.bulk_create", self._objects_doors(objs), new=True)
        return super().bulk_create(objs, *args, **kwargs)

    def bulk_update(self, objs, *args, **kwargs):
        objs = list(objs)
        refuse_unless_open(self.model, "QuerySet.bulk_update", self._objects_doors(objs))
        return super().bulk_update(objs, *args, **kwargs)


class Guarded(models.Model):
    """A model written only through its aggregate's door. A subclass names the door's kind
    ("season", "game"), the lookup from a row to its id (`door_path`; None: any door of the
    kind, for a row the aggregates share), and what opens it (`door_opened_by`, for the
    refusal's message)."""

    door_kind: str = ""
    door_path: str | None = ""
    door_opened_by: str = ""
    door_if_none = None  # a row its path leads to no aggregate from (ANY: any door of the kind)

    objects = GuardedQuerySet.as_manager()

    class Meta:
        abstract = True

    def save(self, *args, **kwargs):
        refuse_unless_open(type(self), "save", self.doors(), new=self._state.adding)
        super().save(*args, **kwargs)

    def delete(self, *args, **kwargs):
        refuse_unless_open(type(self), "delete", self.doors())
        return super().delete(*args, **kwargs)

    def doors(self) -> set[Door]:
        """The doors a write of this row needs (its aggregate's, as the row says it now; a
        path through many rows, each one's as stored)."""
        if self.door_path is None:
            return {(self.door_kind, ANY)}
        first = self.door_path.split("__")[0]
        first = self._meta.pk if first == "pk" else self._meta.get_field(first)
        if not (first.one_to_many or first.many_to_many):
            keys = [_followed(self, self.door_path)]
        elif self.pk is None:
            keys = [None]
        else:
            stored = type(self)._base_manager.filter(pk=self.pk)
            keys = stored.values_list(self.door_path, flat=True)
        return {(self.door_kind, self.door_if_none if key is None else key) for key in keys}


class AggregateDoors(GuardedQuerySet):
    """An aggregate's queryset (a season's, a club's): `changing(pk)` is its one door."""

    door_reads_with: tuple[str, ...] = ()  # related rows read with the aggregate, once

    @contextmanager
    def changing(self, pk) -> Iterator:
        """The one door for every change to what the aggregate's pages show: one transaction
        that counts its version FIRST, taking its row, and gives it as it is now, locked, for
        the change to run on; its rows refuse a write anywhere else. Every change takes the
        aggregate's row before any other, so none waits on another in a circle; two changes
        to one aggregate queue up."""
        model = self.model
        with transaction.atomic(), opened((model.door_kind, pk)):
            # The UPDATE takes the row's lock; the read after it says so (and sees the rest).
            # (QuerySet.update itself: the door is open, asking which rows' doors are is waste)
            counted = models.QuerySet.update(
                model.objects.filter(pk=pk), version=models.F("version") + 1
            )
            if not counted:
                raise model.DoesNotExist(f"no {model._meta.model_name} {pk}")
            locked = model.objects.select_for_update(of=("self",))
            if self.door_reads_with:  # (select_related() with none names every relation)
                locked = locked.select_related(*self.door_reads_with)
            yield locked.get(pk=pk)


class Aggregate(Guarded):
    """A guarded model that is its own aggregate (a season, a club): its door is its own row,
    and its version, one more on every change to what its pages show, is counted by the door
    alone (the key its pages are kept by)."""

    door_path = "pk"
    version = models.PositiveIntegerField(default=0, editable=False)

    class Meta:
        abstract = True

    def save(self, *args, **kwargs):
        """Saved whole (the admin's form) it writes every field but its version: the copy
        read for the form may be older than a change counted since."""
        if self.pk is not None and not self._state.adding and not kwargs.get("update_fields"):
            kwargs["update_fields"] = [
                field.name
                for field in self._meta.concrete_fields
                if not field.primary_key and field.name != "version"
            ]
        super().save(*args, **kwargs)

    def changing(self):
        """`with aggregate.changing() as aggregate:` its door (AggregateDoors.changing)."""
        return type(self).objects.changing(self.pk)


def guarded_models(app_models: Iterable[type[models.Model]]) -> list[type[Guarded]]:
    """The guarded models among these; each checked to keep its queryset's guard (a manager
    built from a plain QuerySet would let update and delete through)."""
    found = [model for model in app_models if issubclass(model, Guarded)]
    for model in found:
        if not model.door_kind or model.door_path == "" or not model.door_opened_by:
            raise ImproperlyConfigured(f"{model._meta.label} names no door (door_path)")
        for manager in (model._default_manager, *model._meta.managers):
            if not issubclass(manager._queryset_class, GuardedQuerySet):
                raise ImproperlyConfigured(
                    f"{model._meta.label}.{manager.name}'s queryset is not a GuardedQuerySet"
                )
    return found
