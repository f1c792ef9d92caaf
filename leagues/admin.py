"""The league's admin. Every change or delete here that touches what a season's pages show
goes through the season's door (Season.changing: the change counted in the season's version
first, leagues/models/_kept.py), in the admin's own transaction; the match cards, which are versions
with a lifecycle of their own, are only read here."""

from django import forms
from django.contrib import admin
from django.core.exceptions import ValidationError

from kernel.admin_doors import ThroughTheDoors
from leagues.doors import without_door
from leagues.models import (
    Adjustment,
    CardGame,
    Cup,
    Division,
    Fixture,
    League,
    MatchCard,
    Player,
    Season,
    Team,
    Venue,
)
from leagues.models.cup_winner import settle_every_cup
from leagues.models.league import RULE_FIELDS
from leagues.models.teams import SHARED_CODE


class ThroughTheDoor(ThroughTheDoors):
    """Saves and deletes through the door of every season the object shows in
    (kernel/admin_doors.py). An object in no season yet is written as leagues/doors.py lets
    it (`without_a_season`, the name of its write there; none: refused)."""

    without_a_season: str | None = None

    def seasons_of(self, obj) -> set[int]:
        return {obj.season_id}

    def doors_of(self, obj) -> set[int]:
        return self.seasons_of(obj)

    def door(self, pk):
        return Season.objects.changing(pk)

    def no_door(self):
        return without_door(self.without_a_season) if self.without_a_season else None


class SeasonTeamForm(forms.ModelForm):
    """A team among its season's: whether its code is the season's one is asked of the whole
    save (SeasonTeams), where a team may take a code another gives up."""

    def validate_constraints(self):
        try:
            self.instance.validate_constraints(exclude={*self._get_validation_exclusions(), "code"})
        except ValidationError as error:
            self._update_errors(error)


class SeasonTeams(forms.BaseInlineFormSet):
    """The season's teams, saved together: codes swapped between two of them (or more) are
    swapped, through the season's door (Team.recode), and a code two teams would share is
    refused on the form of each team given it, as Team.shared_codes finds it."""

    def recoded(self) -> list:
        """The forms that give a team a code: an existing team's changed, or a new team's."""
        return [
            form
            for form in self.forms
            if "code" in form.changed_data
            and "code" in getattr(form, "cleaned_data", {})
            and not self._should_delete_form(form)
        ]

    def validate_unique(self):
        recoded = self.recoded()
        given = [(form.instance.pk, form.cleaned_data["code"]) for form in recoded]
        shared = Team.shared_codes(self.instance.pk, given)
        for form in recoded:
            if form.cleaned_data["code"] in shared:
                form.add_error("code", SHARED_CODE)
        if not shared:
            super().validate_unique()  # (anything else the teams must not share)

    def save(self, commit=True):
        if commit:  # the codes first, all at once; then the rest as Django saves it
            Team.recode(form.instance for form in self.recoded())
        return super().save(commit)


class TeamInline(admin.TabularInline):
    model = Team
    form = SeasonTeamForm
    formset = SeasonTeams
    extra = 0
    fields = ("code", "name", "venue")


@admin.register(Season)
class SeasonAdmin(ThroughTheDoor, admin.ModelAdmin):
    list_display = ("__str__", "slug", "target", "games_per_match")
    prepopulated_fields = {"slug": ("name",)}
    inlines = [TeamInline]

    def seasons_of(self, obj) -> set[int]:
        return {obj.pk}  # (a new season: none yet, and nothing kept)

    def get_readonly_fields(self, request, obj=None):
        """A season stays in the league it was started in: moved, its teams, tables and
        cards would show in another league's pages."""
        return ("league",) if obj is not None else ()

    def saved(self, obj, form) -> None:
        """A cup match is won on the season's rules: changed, its cups' winners settle (a
        save without a form, as code may call it, may have changed any of them)."""
        if form is None or set(form.changed_data) & set(RULE_FIELDS):
            settle_every_cup(obj)


@admin.register(Cup)
class CupAdmin(ThroughTheDoor, admin.ModelAdmin):
    """A cup starts, is drawn and is won on the site (its season's pages): here its name is
    corrected; its rules and winner (settled from its bracket) are only read."""

    list_display = ("name", "season", "winner")
    list_select_related = ("season", "winner")
    list_filter = ("season",)
    fields = ("name", "season", "level_rule", "draw_mode", "winner")
    readonly_fields = ("season", "level_rule", "draw_mode", "winner")

    def has_add_permission(self, request):
        return False


@admin.register(League)
class LeagueAdmin(ThroughTheDoor, admin.ModelAdmin):
    """Its name heads every season's pages."""

    list_display = ("name", "slug", "secretary")
    without_a_season = "a league with no season"

    def seasons_of(self, obj) -> set[int]:
        return set(obj.seasons.values_list("pk", flat=True)) if obj.pk else set()


@admin.register(Venue)
class VenueAdmin(ThroughTheDoor, admin.ModelAdmin):
    """A pub's name shows on its teams' pages and calendars."""

    without_a_season = "a pub no team plays at"

    def seasons_of(self, obj) -> set[int]:
        if obj.pk is None:
            return set()
        return set(Team.objects.filter(venue=obj).values_list("season", flat=True))


@admin.register(Division)
class DivisionAdmin(ThroughTheDoor, admin.ModelAdmin):
    list_display = ("name", "season", "order")
    list_filter = ("season",)

    def get_readonly_fields(self, request, obj=None):
        """A division stays in its season (its teams are that season's)."""
        return ("season",) if obj is not None else ()


class TeamForm(SeasonTeamForm):
    """A team on its own form: its code (in its season, or the one it moves to) checked
    against the others' in the same words as among the season's teams."""

    def clean(self):
        cleaned = super().clean()
        code = cleaned.get("code")
        # (its season read-only once it has fixtures, TeamAdmin: then the stored one)
        season = cleaned.get("season") if "season" in self.fields else self.instance.season
        if season and code and Team.shared_codes(season.pk, [(self.instance.pk, code)]):
            self.add_error("code", SHARED_CODE)
        return cleaned


@admin.register(Team)
class TeamAdmin(ThroughTheDoor, admin.ModelAdmin):
    form = TeamForm
    list_display = ("name", "season", "venue")
    list_filter = ("season",)
    filter_horizontal = ("captains",)

    def get_readonly_fields(self, request, obj=None):
        """Once the team has fixtures it stays in its season and division, as on the site
        (divisions change only before the fixtures): moved, its results would count in
        another season's table, or another division's."""
        if obj is not None and (obj.home_fixtures.exists() or obj.away_fixtures.exists()):
            return ("season", "division")
        return ()


@admin.register(Player)
class PlayerAdmin(ThroughTheDoor, admin.ModelAdmin):
    list_display = ("name", "team", "user")
    list_select_related = ("team__season",)
    # Found by the rule (Player.find_person); a user given here links theirs (Player.save).
    readonly_fields = ("person",)
    list_filter = ("team__season",)

    def seasons_of(self, obj) -> set[int]:
        return {obj.team.season_id} if obj.team_id else set()


@admin.register(Fixture)
class FixtureAdmin(ThroughTheDoor, admin.ModelAdmin):
    list_display = ("__str__", "season", "week", "date", "postponed")
    list_filter = ("season", "postponed")
    list_select_related = ("home", "away", "season__league")

    def get_readonly_fields(self, request, obj=None):
        """Once a card is sent the fixture is that match: its date may move, but its teams,
        season and cup round stay (pointed at another league's team, a confirmed result
        left the table)."""
        # (the calendars' count of changes moves with the date, by Fixture.move_to alone)
        calendar = ("calendar_sequence", "rearranged_at")
        if obj is not None and obj.cards.exists():
            return ("season", "home", "away", "cup_round", *calendar)
        return calendar


@admin.register(Adjustment)
class AdjustmentAdmin(ThroughTheDoor, admin.ModelAdmin):
    list_display = ("team", "season", "points", "reason", "on", "withdrawn_at")
    list_filter = ("season",)

    def get_queryset(self, request):
        return Adjustment.ledger.all()  # the whole ledger: withdrawn and amended entries too


class CardGameInline(admin.TabularInline):
    model = CardGame
    extra = 0
    can_delete = False
    readonly_fields = [field.name for field in CardGame._meta.fields]

    def has_add_permission(self, request, obj=None):
        return False

    def has_change_permission(self, request, obj=None):
        return False


@admin.register(MatchCard)
class MatchCardAdmin(admin.ModelAdmin):
    """Cards are versions: read them here; a correction is a new version from the site, where
    the card's lifecycle (locks, who may answer, the season's door) is kept. So no add, no
    change and no delete here."""

    list_display = ("__str__", "status", "sent_by", "entered_by", "confirmed_by", "created")
    list_filter = ("status",)
    inlines = [CardGameInline]
    readonly_fields = [field.name for field in MatchCard._meta.fields]

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False

    def has_delete_permission(self, request, obj=None):
        return False
