"""`manage.py rate_club_tables`: every club table's rated result made what its result is now
(docs/clubs.md, "A club's ratings"). A table is rated as its result comes in; this rates the
tables played before the clubs recorded their results into the ratings (once, after the
upgrade), or any a lost task left behind. A table already so changes no rating, so running it
twice rates nothing the second time."""

from django.core.management.base import BaseCommand

from clubs.models import ClubTable
from clubs.models.results import rate_table


class Command(BaseCommand):
    help = "Rate every club table's result as it stands (those rated already stay as they are)."

    def handle(self, *args, **options):
        tables = ClubTable.objects.select_related("round__night").order_by(
            "round__night__date", "round__drawn_at", "round__number", "number"
        )
        changed = sum(rate_table(table).changed for table in tables.iterator())
        self.stdout.write(f"Club tables rated or corrected: {changed}.")
