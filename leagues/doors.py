"""The league's doors (kernel/doors.py): every model whose rows a season's pages show is
`SeasonOwned`, written only inside its season's door (Season.changing, or League.changing for
the league's own fields, which opens every season's), and here, in one place, every write
that needs no door, with why. A write not listed here and made outside the door is refused
(DoorClosed) before it reaches the database."""

from collections.abc import Iterator
from contextlib import ExitStack, contextmanager

from django.db import transaction

from kernel.doors import (
    AggregateDoors,
    Guarded,
    GuardedQuerySet,
    new_rows_need_no_door,
    passing,
)

# (GuardedQuerySet given on: the league's querysets are built from it here)
__all__ = [
    "BELOW_THE_MODELS",
    "MODELS_WITHOUT_A_DOOR",
    "NEW_WITHOUT_A_DOOR",
    "WITHOUT_A_DOOR",
    "GuardedQuerySet",
    "SeasonDoors",
    "SeasonOwned",
    "without_door",
]


class SeasonOwned(Guarded):
    """A row a season's pages show: its `door_path` leads from the row to its season's id
    (its `season` unless it says otherwise; None: any season's door, for a row seasons
    share)."""

    door_kind = "season"
    door_path = "season"
    door_opened_by = "with season.changing(), or league.changing() for the league's fields"

    class Meta:
        abstract = True


class SeasonDoors(AggregateDoors):
    """Season's queryset: its door (`changing`, kernel/doors.py: every change to what a
    season's pages show, its teams, players, fixtures, cards, adjustments, rules, counts its
    version first, leagues/models/_kept.py) and the league's."""

    door_reads_with = ("league",)

    @contextmanager
    def of_league(self, league_pk: int) -> Iterator[None]:
        """Every season's door of a league, in id order as every change takes them (League.
        changing): each season's version counts a change to the league's own fields, so no
        season's kept page shows the league as it was."""
        with transaction.atomic(), ExitStack() as doors:
            seasons = self.model.objects.filter(league=league_pk).order_by("pk")
            for season in seasons.values_list("pk", flat=True):
                doors.enter_context(self.model.objects.changing(season))
            yield


# The writes that need no door, passed by name (`without_door`): the models each may write,
# and why no season's kept page can be left stale by it.
WITHOUT_A_DOOR: dict[str, tuple[tuple[str, ...], str]] = {
    "a league with no season": (
        ("leagues.League",),
        "A league none of whose seasons exist yet (or any more) is changed in the admin: no "
        "season's page shows it, and there is no season's door to open.",
    ),
    "a pub no team plays at": (
        ("leagues.Venue",),
        "A pub added or renamed in the admin before any team plays there: no season's page "
        "names it yet (once a team plays there, it is written through that season's door).",
    ),
}

# New rows that need no door: what is being made has no door yet (kernel/doors.py reads this).
NEW_WITHOUT_A_DOOR: dict[str, str] = {
    "leagues.Season": (
        "A new season has no page and nothing kept under its version yet; its divisions, "
        "teams and fixtures are then written through its own door (Season.start, "
        "season_from_file, start_next_season, the admin). Its fields changed later go "
        "through its door."
    ),
    "leagues.League": (
        "A new league has no season yet, so no page keeps it; its fields changed later go "
        "through every season's door (League.changing)."
    ),
}
new_rows_need_no_door(NEW_WITHOUT_A_DOOR)

# The models of the two apps that have no door, each with why (tests/test_doors.py checks
# every other model of theirs has one).
MODELS_WITHOUT_A_DOOR: dict[str, str] = {
    "scoring.Game": (
        "A new game is no season's row and no other game's: it changes only through its own "
        "path (Game._change, counting its version), which opens the game's door for its hands "
        "and audit entries (from_record too, for the hands it is created with)."
    ),
    "leagues.Reminder": (
        "A reminder sent: the record that a mail went out, so `remind` never sends it twice. "
        "No season's page shows it, and a mail sent must not move the season's version (every "
        "kept page would be made again each night for nothing)."
    ),
    "leagues.Invitation": (
        "Offered, used and withdrawn in Invitation's methods inside the team's season's door, "
        "but no season page shows it (only the secretary's list and the invited captain's "
        "page, read fresh each time); the captain it makes is written inside the door."
    ),
}

# Writes made below the models, with no model or queryset call, so no door refuses them:
# Django's Collector deletes and nulls a deleted row's dependants directly (delete_batch,
# update_batch), and a few writes replace rows whole.
BELOW_THE_MODELS: dict[str, str] = {
    "deleting a user": (
        "Their reminders and invitations go, and a league's secretary, a card's entered_by, "
        "confirmed_by or disputed_by, a player's or a game's user and an audit entry's actor "
        "are emptied: no season page shows who entered a card, and a player keeps its name."
    ),
    "deleting a game": (
        "Its hands and audit entries go with it (the game is gone whole) and the card games "
        "that named it forget it (CardGame.game): a card keeps the scores written on it."
    ),
    "deleting a season or a league": (
        "Through the season's door (the admin's ThroughTheDoor): everything of the season goes "
        "with it, and nothing is left to show."
    ),
    "restoring a backup": (
        "`manage.py restore` replaces the whole database file (SQLite's backup API): every "
        "season and game is as the backup has it, versions included."
    ),
    "a data migration": (
        "It runs on historical models, which have no door, and counts the season's version "
        "itself where what was kept must be read afresh (tests/leagues/test_the_door.py)."
    ),
}


def without_door(name: str):
    """`with without_door("a pub no team plays at"):` the models WITHOUT_A_DOOR lists for
    that write, passed for the block (KeyError: a write not declared there)."""
    labels, _why = WITHOUT_A_DOOR[name]
    return passing(*labels)
