"""The admin shows games, their hands and their audit trails, and changes none of them: a
game changes only through its change path (Game.add_hand and the rest), which locks it,
counts its version, audits the change and keeps its score in step. An edit here would go
around all four (a hand's revision, an audit entry's client id, by which a resent hand is
known, a version a phone compares with). A whole game may be deleted: its pages then answer
404, and what a process kept of it is never served again (every read starts from the
database)."""

from django.contrib import admin

from scoring.models import AuditEntry, Game, Hand


class ReadOnly:
    """Shown, never added, changed or deleted here."""

    def has_add_permission(self, request, obj=None) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def has_delete_permission(self, request, obj=None) -> bool:
        return False


class HandInline(ReadOnly, admin.TabularInline):
    model = Hand
    extra = 0
    fields = ("position", "data", "client_id", "revision", "created")
    readonly_fields = fields


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    list_display = ("__str__", "game", "variant", "status", "created")
    list_filter = ("game", "status")
    inlines = [HandInline]

    def has_add_permission(self, request) -> bool:
        return False  # a game is started or imported on the site, which checks it whole

    def has_change_permission(self, request, obj=None) -> bool:
        return False

    def get_deleted_objects(self, objs, request):
        """A game's hands and audit trail go with it, though neither is deleted on its own."""
        deleted, counts, needed, protected = super().get_deleted_objects(objs, request)
        needed -= {AuditEntry._meta.verbose_name, Hand._meta.verbose_name}
        return deleted, counts, needed, protected


@admin.register(AuditEntry)
class AuditEntryAdmin(ReadOnly, admin.ModelAdmin):
    list_display = ("__str__", "action", "actor")
