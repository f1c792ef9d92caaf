"""The clubs' admin. Every change or delete here goes through the door of each club the object
shows in, as it was and as it is saved (Club.changing: the change counted in the club's
version first), in the admin's own transaction, as leagues/admin.py does for seasons. A new
club has no door yet (clubs/doors.py, NEW_WITHOUT_A_DOOR)."""

from django.contrib import admin

from clubs.models import Attendance, Club, ClubPlayer, Night, Pair
from kernel.admin_doors import ThroughTheDoors


class ThroughTheClubsDoor(ThroughTheDoors):
    """Saves and deletes through the door of every club the object shows in
    (kernel/admin_doors.py)."""

    def doors_of(self, obj) -> set[int]:
        return {obj.club_id}

    def door(self, pk):
        return Club.objects.changing(pk)


class OfANight(ThroughTheClubsDoor):
    def doors_of(self, obj) -> set[int]:
        return {obj.night.club_id} if obj.night_id else set()


@admin.register(Club)
class ClubAdmin(ThroughTheClubsDoor, admin.ModelAdmin):
    list_display = ("name", "slug", "variant", "format")
    filter_horizontal = ("organisers",)

    def doors_of(self, obj) -> set[int]:
        return {obj.pk}  # (a new club: none yet)


@admin.register(ClubPlayer)
class ClubPlayerAdmin(ThroughTheClubsDoor, admin.ModelAdmin):
    list_display = ("name", "club", "walk_in")
    list_filter = ("club",)
    # The person follows the player's account (ClubPlayer.save); two persons found to be one
    # are merged from the person's page, through the ratings' door.
    readonly_fields = ("person",)


@admin.register(Night)
class NightAdmin(ThroughTheClubsDoor, admin.ModelAdmin):
    list_display = ("__str__", "format", "rounds_planned", "finished")
    list_filter = ("club",)


@admin.register(Attendance)
class AttendanceAdmin(OfANight, admin.ModelAdmin):
    list_display = ("__str__", "from_round", "until_round")


@admin.register(Pair)
class PairAdmin(OfANight, admin.ModelAdmin):
    list_display = ("__str__", "night", "number")
