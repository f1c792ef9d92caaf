"""`manage.py ratecards [SLUG]`: every confirmed card's pair games rated (docs/ratings.md,
"League games"), as a card change rates them: for the cards confirmed before the ratings
existed, or after `ratings --rebuild` on a database restored without them. Run twice, the
second run changes nothing."""

from django.core.management.base import BaseCommand, CommandError

from leagues.models import Fixture, MatchCard, Season
from leagues.models.rated_cards import rate_the_card
from people.models import RatedResult


class Command(BaseCommand):
    help = "Rate every confirmed card's pair games (one season's, given its address)."

    def add_arguments(self, parser):
        parser.add_argument("slug", nargs="?", help="a season's address (none: every season)")

    def handle(self, *args, slug: str | None = None, **options):
        fixtures = Fixture.objects.filter(cards__status=MatchCard.Status.CONFIRMED)
        if slug is not None:
            season = Season.objects.at_address(slug)
            if season is None:
                raise CommandError(f"no season with slug {slug!r}", returncode=2)
            fixtures = fixtures.filter(season=season)
        before = RatedResult.objects.count()
        # In the order played, so each game is rated after the last (no history rated again).
        for fixture in fixtures.order_by("date", "pk").select_related("season"):
            with Season.objects.changing(fixture.season_id):
                rate_the_card(fixture)
        after = RatedResult.objects.count()
        self.stdout.write(f"rated results added: {after - before}; in all: {after}")
