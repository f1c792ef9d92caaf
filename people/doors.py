"""The ratings' door (kernel/doors.py): every rating is worked out from every rated result in
one order (people/rules), so a result recorded, corrected or withdrawn, a merge and its undo
all change what many persons' ratings say. They are written only inside the one door of the
rating book (`RatingBook.objects.changing()`, people/models/book.py): a single row whose
version counts every change, so two changes queue up on its lock and a new result is rated
exactly once, after the last one rated. Here, in one place, the writes that need no door,
with why."""

from kernel.doors import Guarded, new_rows_need_no_door

__all__ = ["BELOW_THE_MODELS", "NEW_WITHOUT_A_DOOR", "RatingsOwned"]


class RatingsOwned(Guarded):
    """A row the ratings are worked out from or into: every such row shares the one book, so
    any ratings door (there is one) lets it be written."""

    door_kind = "ratings"
    door_path = None
    door_opened_by = "with RatingBook.objects.changing()"

    class Meta:
        abstract = True


# New rows that need no door (kernel/doors.py reads this).
NEW_WITHOUT_A_DOOR: dict[str, str] = {
    "people.RatingBook": (
        "The book is made once, the first time its door is opened (RatingBook.objects."
        "changing): before it there is no door to open. It holds no rating itself."
    ),
    "people.Person": (
        "A new person has played no rated result yet, so no rating is computed from them and "
        "none can be left stale: the league and the club make one as a player is named. A "
        "person's name changed later, a merge and its undo go through the door."
    ),
}
new_rows_need_no_door(NEW_WITHOUT_A_DOOR)

# Writes made below the models (Django's Collector empties a deleted row's dependants
# directly), so no door refuses them.
BELOW_THE_MODELS: dict[str, str] = {
    "deleting a user": (
        "A person keeps their name and rating without the account (Person.user), and a "
        "merge keeps who made or undid it as nobody (Alias.by, Alias.undone_by): no rating "
        "reads who is signed in."
    ),
}
