"""The admin writes through the doors (kernel/doors.py): an app's ModelAdmin that mixes this
in saves and deletes through the door of every aggregate (a season, a club) the object shows
in, as it was and as it is saved (moved from one to another, both change), in the order of
their ids, as every change takes them, inside the admin's own transaction."""

from contextlib import ExitStack, contextmanager

from django.db import transaction


class ThroughTheDoors:
    """`doors_of(obj)`: the ids of the aggregates the object shows in (None: none yet);
    `door(id)`: that aggregate's door; `no_door()`: what an object in none is written
    through (None: as the app's doors let it, or refused)."""

    def doors_of(self, obj) -> set:
        raise NotImplementedError

    def door(self, pk):
        raise NotImplementedError

    def no_door(self):
        return None

    @contextmanager
    def _doors(self, *objs):
        ids = set()
        for obj in objs:
            ids |= self.doors_of(obj)
            if obj.pk is not None and (stored := self.model.objects.filter(pk=obj.pk).first()):
                ids |= self.doors_of(stored)
        with transaction.atomic(), ExitStack() as doors:
            for pk in sorted(ids - {None}):
                doors.enter_context(self.door(pk))
            if not ids - {None} and (none := self.no_door()) is not None:
                doors.enter_context(none)
            yield

    def save_model(self, request, obj, form, change):
        with self._doors(obj):
            super().save_model(request, obj, form, change)
            self.saved(obj, form)

    def saved(self, obj, form) -> None:
        """What follows a save, inside the same doors (nothing, unless the app says)."""

    def save_related(self, request, form, formsets, change):
        with self._doors(form.instance):
            super().save_related(request, form, formsets, change)

    def delete_model(self, request, obj):
        with self._doors(obj):
            super().delete_model(request, obj)

    def delete_queryset(self, request, queryset):
        with self._doors(*queryset):
            super().delete_queryset(request, queryset)
