from django.contrib import admin
from django.db import transaction

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
from leagues.models.league import count_season_change


class CountsSeasonChanges:
    """An edit here changes what a season's table is made of: it is counted in the season's
    version (leagues/kept.py), in the same transaction, as the site's own changes are (the
    admin saves a form and its inlines, a season's teams, in one transaction)."""

    def season_of(self, obj) -> Season:
        return obj.season

    def save_model(self, request, obj, form, change):
        season = self.season_of(obj)
        if season.pk is not None:  # (a new season has nothing kept) its row first, as always
            season.count_change()
        super().save_model(request, obj, form, change)

    def delete_model(self, request, obj):
        self.season_of(obj).count_change()
        super().delete_model(request, obj)

    def delete_queryset(self, request, queryset):
        with transaction.atomic():
            for season_id in sorted({self.season_of(obj).pk for obj in queryset}):
                count_season_change(season_id)
            super().delete_queryset(request, queryset)


class TeamInline(admin.TabularInline):
    model = Team
    extra = 0
    fields = ("code", "name", "venue")


@admin.register(Season)
class SeasonAdmin(CountsSeasonChanges, admin.ModelAdmin):
    list_display = ("__str__", "slug", "target", "games_per_match")
    prepopulated_fields = {"slug": ("name",)}
    inlines = [TeamInline]

    def season_of(self, obj) -> Season:
        return obj


@admin.register(Team)
class TeamAdmin(CountsSeasonChanges, admin.ModelAdmin):
    list_display = ("name", "season", "venue")
    list_filter = ("season",)
    filter_horizontal = ("captains",)


@admin.register(Fixture)
class FixtureAdmin(CountsSeasonChanges, admin.ModelAdmin):
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


@admin.register(Adjustment)
class AdjustmentAdmin(CountsSeasonChanges, admin.ModelAdmin):
    list_display = ("team", "season", "points", "reason")
    list_filter = ("season",)


admin.site.register([League, Venue, Player])
