"""`manage.py demo`: store the demo Trinidad game once, so a newcomer's `make run` has a game
to open, and print its scorer and live links."""

from django.core.management.base import BaseCommand

from scoring.demo import demo_record
from scoring.models import Game


class Command(BaseCommand):
    help = "Store the demo game (once) and print its links."

    def handle(self, *args, **options):
        record = demo_record()
        names = [side["name"] for side in record["sides"]]
        game = Game.objects.filter(variant=record["variant"], sides=record["sides"]).first()
        if game is None:
            game = Game.from_record(record)
            self.stdout.write(f"Stored the demo game: {' v '.join(names)}.")
        self.stdout.write(f"Scorer: http://127.0.0.1:8000/g/{game.public_id}/score/{game.secret}/")
        self.stdout.write(f"Live:   http://127.0.0.1:8000/g/{game.public_id}/")
