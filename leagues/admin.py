from django.contrib import admin

from leagues.models import (
    Adjustment,
    CardGame,
    Fixture,
    League,
    MatchCard,
    Player,
    Season,
    Team,
    Venue,
)


class TeamInline(admin.TabularInline):
    model = Team
    extra = 0
    fields = ("code", "name", "venue")


@admin.register(Season)
class SeasonAdmin(admin.ModelAdmin):
    list_display = ("__str__", "slug", "target", "games_per_match")
    prepopulated_fields = {"slug": ("name",)}
    inlines = [TeamInline]


@admin.register(Team)
class TeamAdmin(admin.ModelAdmin):
    list_display = ("name", "season", "venue")
    list_filter = ("season",)
    filter_horizontal = ("captains",)


@admin.register(Fixture)
class FixtureAdmin(admin.ModelAdmin):
    list_display = ("__str__", "season", "week", "date", "postponed")
    list_filter = ("season", "postponed")
    list_select_related = ("home", "away", "season__league")


class CardGameInline(admin.TabularInline):
    model = CardGame
    extra = 0
    can_delete = False
    readonly_fields = [field.name for field in CardGame._meta.fields]

    def has_add_permission(self, request, obj=None):
        return False


@admin.register(MatchCard)
class MatchCardAdmin(admin.ModelAdmin):
    """Cards are versions: read them here; a correction is a new version from the site, where
    the card's lifecycle (locks, who may answer) is kept."""

    list_display = ("__str__", "status", "sent_by", "entered_by", "confirmed_by", "created")
    list_filter = ("status",)
    inlines = [CardGameInline]
    readonly_fields = [field.name for field in MatchCard._meta.fields]


admin.site.register([League, Venue, Player, Adjustment])
