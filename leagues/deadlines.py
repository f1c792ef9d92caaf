"""Deadlines as house rules (issue 53, docs/league.md "Deadlines"): a card left unanswered for
the league's hours confirms itself when the hourly `manage.py remind` runs, and a card not in
by its deadline (10:00 the morning after the match, leagues/rules/reminders.py) offers the
secretary the league's choice, one tap: a walkover, a penalty on the ledger, or reminders only.

Every write goes through the season's door and decides there, from the fixture as it is
then: two runs, or two taps, reaching the same card at once change it once."""

import dataclasses
import datetime

from django.db.models import Min, Q
from django.utils import timezone
from django.utils.translation import gettext, ngettext

from kernel.outcomes import Outcome
from kernel.words import with_names
from leagues.models import Adjustment, Fixture, MatchCard, Season
from leagues.models.card_answers import confirms_itself
from leagues.models.league import LateCard
from leagues.models.waiting import awaiting_answer
from leagues.rules.reminders import card_due_at

LATE = Adjustment.HouseRule.LATE_CARD


def confirm_unanswered(now: datetime.datetime) -> int:
    """Confirms every card left unanswered past its season's deadline, each through its own
    door (MatchCard.confirm_at_deadline); how many this run confirmed (a card another run
    confirmed first is not counted twice)."""
    cards = awaiting_answer().filter(fixture__season__confirm_after_hours__isnull=False)
    due = [c for c in cards if confirms_itself(c, c.fixture.season.confirm_after_hours, now)]
    return sum(card.confirm_at_deadline(now) for card in due)


@dataclasses.dataclass
class LateFixture:
    fixture: Fixture
    card_in: datetime.datetime | None  # when its first card came in, after the deadline
    penalties: list  # the standing late-card entries of the ledger for it


def late_fixtures(season: Season, now: datetime.datetime) -> list[LateFixture]:
    """The season's league fixtures whose card was not in by its deadline, oldest first:
    none in yet, or the first one a captain sent after it, each with its penalties."""
    zone = timezone.get_default_timezone()
    fixtures = (
        season.fixtures.in_league()
        .filter(postponed=False, date__lt=now.astimezone(zone).date())
        .annotate(
            first_card=Min("cards__created"),
            # The league's own word (the secretary's card, a league file's) is never late.
            first_own=Min("cards__created", filter=Q(cards__sent_by=MatchCard.SentBy.LEAGUE)),
        )
        .select_related("home", "away")
        .order_by("date", "pk")
    )
    late = [
        fixture
        for fixture in fixtures
        if (deadline := card_due_at(fixture.date, zone)) <= now
        and (fixture.first_card is None or deadline < fixture.first_card != fixture.first_own)
    ]
    penalties = {}
    entries = season.adjustments.filter(house_rule=LATE, fixture__in=late).select_related("team")
    for entry in entries:
        penalties.setdefault(entry.fixture_id, []).append(entry)
    return [LateFixture(f, f.first_card, penalties.get(f.pk, [])) for f in late]


def settle_late(fixture: Fixture, team_code: str, by) -> Outcome:
    """The secretary's one tap on a late card, by the league's choice: a walkover to the team
    named, or the league's penalty taken from it (on the ledger, dated the match's day).
    Decided in the season's door: a card that came in meanwhile leaves no walkover to give,
    and a penalty tapped twice is recorded once."""
    with Season.objects.changing(fixture.season_id) as season:
        fixture = season.fixtures.select_related("home", "away").get(pk=fixture.pk)
        side = {fixture.home.code: "home", fixture.away.code: "away"}.get(team_code)
        if side is None:
            return Outcome(False, gettext("That team does not play this fixture."), conflict=True)
        team = getattr(fixture, side)
        if season.late_card == LateCard.WALKOVER:
            if fixture.cards.exists():
                said = gettext("A card of this fixture came in meanwhile: look at it first.")
                return Outcome(False, said, conflict=True)
            outcome, _card = fixture.send_card(by, [], walkover_to=side)
            return outcome
        if season.late_card != LateCard.PENALTY:
            return Outcome(False, gettext("This league sends reminders only."), conflict=True)
        if season.adjustments.filter(fixture=fixture, team=team, house_rule=LATE).exists():
            said = gettext("%(team)s's penalty for this card is recorded already.")
            return Outcome(False, with_names(said, team=team))
        season.adjustments.create(
            team=team, points=-season.late_card_points, house_rule=LATE, fixture=fixture,
            on=fixture.date, by=by,
        )  # fmt: skip
    points = season.late_card_points
    said = ngettext(
        "%(team)s loses %(points)s point: card late.",
        "%(team)s loses %(points)s points: card late.",
        points,
    )
    return Outcome(True, with_names(said, team=team, points=points))
