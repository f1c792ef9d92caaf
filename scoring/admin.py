from django.contrib import admin

from scoring.models import AuditEntry, Game, Hand


class HandInline(admin.TabularInline):
    model = Hand
    extra = 0
    readonly_fields = ("position", "data", "client_id", "created")
    can_delete = False


@admin.register(Game)
class GameAdmin(admin.ModelAdmin):
    """Read-only here: hands change only through the scorer's page, which audits them."""

    list_display = ("__str__", "game", "variant", "status", "created")
    list_filter = ("game", "status")
    readonly_fields = (
        "public_id",
        "secret",
        "game",
        "variant",
        "options",
        "sides",
        "start",
        "first_dealer",
        "status",
        "owner",
        "created",
        "updated",
        "finished_at",
    )
    inlines = [HandInline]


@admin.register(AuditEntry)
class AuditEntryAdmin(admin.ModelAdmin):
    list_display = ("__str__", "action", "actor")
    readonly_fields = ("game", "action", "position", "before", "after", "actor", "created")
