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
    awaits_tap: bool  # the league's choice is still the secretary's to make, one tap


def awaits_tap(late_card: str, card_in, penalties: list) -> bool:
    """Whether a late card still waits for the secretary's tap: a walkover while no card is
    in, a penalty while none is recorded; never in a league of reminders only."""
    if late_card == LateCard.WALKOVER:
        return card_in is None
    return late_card == LateCard.PENALTY and not penalties


def late_fixtures(season: Season, now: datetime.datetime) -> list[LateFixture]:
    """The season's league fixtures whose card was not in by its deadline, oldest first:
    none in yet, or the first one a captain sent after it, each with its penalties."""
    zone = timezone.get_default_timezone()
    fixtures = with_first_cards(
        season.fixtures.in_league()
        .filter(postponed=False, date__lt=now.astimezone(zone).date())
        .select_related("home", "away")
        .order_by("date", "pk")
    )
    late = [fixture for fixture in fixtures if is_late(fixture, now)]
    penalties = {}
    entries = season.adjustments.filter(house_rule=LATE, fixture__in=late).select_related("team")
    for entry in entries:
        penalties.setdefault(entry.fixture_id, []).append(entry)
    listed = []
    for fixture in late:
        found = penalties.get(fixture.pk, [])
        waiting = awaits_tap(season.late_card, fixture.first_card, found)
        listed.append(LateFixture(fixture, fixture.first_card, found, waiting))
    return listed


def is_late(fixture: Fixture, now: datetime.datetime) -> bool:
    """Whether the fixture's card was not in by its deadline: played, not postponed, and no
    card in, or the first a captain sent after it (the league's own word is never late).
    Reads `first_card` and `first_own` where late_fixtures counted them, else asks."""
    if fixture.date is None or fixture.postponed or fixture.cup_round_id is not None:
        return False
    deadline = card_due_at(fixture.date, timezone.get_default_timezone())
    if now < deadline:
        return False
    if not hasattr(fixture, "first_card"):
        fixture = with_first_cards(Fixture.objects.filter(pk=fixture.pk)).get()
    return fixture.first_card is None or deadline < fixture.first_card != fixture.first_own


def with_first_cards(fixtures):
    """The fixtures with when their first card came in, and their first of the league's."""
    return fixtures.annotate(
        first_card=Min("cards__created"),
        first_own=Min("cards__created", filter=Q(cards__sent_by=MatchCard.SentBy.LEAGUE)),
    )


def settle_late(fixture: Fixture, team_code: str, by) -> Outcome:
    """The secretary's one tap on a late card, by the league's choice: a walkover to the team
    named, or the league's penalty taken from it (on the ledger, dated the match's day).
    Decided in the season's door: a card that came in meanwhile leaves no walkover to give,
    a penalty tapped twice is recorded once, and a card not late is not settled."""
    with Season.objects.changing(fixture.season_id) as season:
        fixture = season.fixtures.select_related("home", "away").get(pk=fixture.pk)
        side = {fixture.home.code: "home", fixture.away.code: "away"}.get(team_code)
        if side is None:
            return Outcome(False, gettext("That team does not play this fixture."), conflict=True)
        team, rule = getattr(fixture, side), season.late_card
        if rule == LateCard.WALKOVER and fixture.cards.exists():
            said = gettext("A card of this fixture came in meanwhile: look at it first.")
            return Outcome(False, said, conflict=True)
        penalised = season.adjustments.filter(fixture=fixture, team=team, house_rule=LATE)
        if rule == LateCard.PENALTY and penalised.exists():
            said = gettext("%(team)s's penalty for this card is recorded already.")
            return Outcome(False, with_names(said, team=team))
        if rule == LateCard.REMINDER:
            return Outcome(False, gettext("This league sends reminders only."), conflict=True)
        if not is_late(fixture, timezone.now()):
            return Outcome(False, gettext("This match's card is not late."), conflict=True)
        if rule == LateCard.WALKOVER:
            return fixture.send_card(by, [], walkover_to=side)[0]
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
