"""The club's door (kernel/doors.py): every model whose rows a club's pages show (its players,
nights, who is present, the pairs, rounds, tables and typed results) is `ClubOwned`, written
only inside its club's door (`Club.objects.changing`, kernel/doors.py's AggregateDoors), and
here, in one place, every write that needs none, with why. The club is the aggregate, as a
season is a league's: a night's pages and the club's season standings are read through its
one version."""

from kernel.doors import Guarded, new_rows_need_no_door

__all__ = ["BELOW_THE_MODELS", "NEW_WITHOUT_A_DOOR", "ClubOwned"]


class ClubOwned(Guarded):
    """A row a club's pages show: its `door_path` leads from the row to its club's id."""

    door_kind = "club"
    door_path = "club"
    door_opened_by = "with club.changing()"

    class Meta:
        abstract = True


# New rows that need no door: what is being made has no door yet (kernel/doors.py reads this).
NEW_WITHOUT_A_DOOR: dict[str, str] = {
    "clubs.Club": (
        "A new club has no page and nothing kept under its version yet; its players and "
        "nights are then written through its own door, and its fields changed later too."
    ),
}
new_rows_need_no_door(NEW_WITHOUT_A_DOOR)

# Writes made below the models (Django's Collector deletes a deleted row's dependants
# directly), so no door refuses them.
BELOW_THE_MODELS: dict[str, str] = {
    "deleting a user": (
        "An organiser goes from the club's list, a player keeps its name without its user, "
        "and a typed result keeps its scores without who typed it."
    ),
    "deleting a game": (
        "A table whose game is deleted forgets it (ClubTable.game): the table's result is "
        "then typed by the organiser, as a paper table's."
    ),
}
