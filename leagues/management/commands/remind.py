"""`manage.py remind`: sends the league reminders due now, each once, one mail a person
(leagues/reminders.py). Meant for cron, every hour; a second run sends nothing new. First it
confirms the cards left unanswered past their league's deadline (leagues/deadlines.py), each
once. It names who it could not reach (no address, or one not confirmed), so the secretary
can ask them."""

from django.core.management.base import BaseCommand, CommandError
from django.utils import timezone

from leagues.deadlines import confirm_unanswered
from leagues.models import Reminder
from leagues.reminders import send_due


class Command(BaseCommand):
    help = "Send the league reminders that are due (cards not sent, not answered, disputed)."

    def handle(self, *args, **options):
        now = timezone.now()
        # First the cards past their deadline confirm themselves: no reminder goes for them.
        if confirmed := confirm_unanswered(now):
            self.stdout.write(f"{confirmed} card(s) confirmed by themselves at the deadline.")
        run = send_due(now)
        self.stdout.write(f"{run.sent} reminder(s) sent to {run.people} person(s).")
        for user, why, items in run.unreached:
            what = "; ".join(f"{Reminder.Kind(item.kind).label}: {item.fixture}" for item in items)
            self.stdout.write(f"Not sent to {user.get_username()} ({why}): {what}.")
        if run.failed:
            raise CommandError(f"{run.failed} reminder(s) not sent: the next run tries them again.")
