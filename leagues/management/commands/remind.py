"""`manage.py remind`: sends the league reminders due now, each once (leagues/reminders.py).
Meant for cron, every hour; a second run sends nothing new."""

from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone

from leagues.reminders import send_due


class Command(BaseCommand):
    help = "Send the league reminders that are due (cards not sent, not answered, disputed)."

    def handle(self, *args, **options):
        sent, failed = send_due(timezone.now())
        self.stdout.write(f"{sent} reminder(s) sent.")
        if failed:
            raise CommandError(f"{failed} reminder(s) not sent: the next run tries them again.")
