"""Fixtures: a match between two teams, and the changes to its card (docs/league.md). Sending
a card locks the fixture row, as every answer to a card does (cards.py), so the changes to
one fixture's cards queue up and each is decided on the versions as they are then."""

import dataclasses
import datetime
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext, pgettext
from django.utils.translation import gettext_lazy as _

from kernel.outcomes import Outcome
from kernel.words import with_names
from leagues.doors import GuardedQuerySet, SeasonOwned
from leagues.models.card_answers import SECRETARY, SIDES, too_early_to_send
from leagues.models.card_checks import check_sent_card
from leagues.models.card_lines import CardLine
from leagues.models.cards import CardGame, MatchCard
from leagues.models.cup_winner import decides_the_cup, settle_winner
from leagues.models.league import Season
from leagues.models.no_shows import settle_no_show
from leagues.models.rated_cards import rate_the_card
from leagues.models.teams import Team

NOT_THEIRS = _("Only the two captains and the league secretary can change this card.")


class FixtureQuerySet(GuardedQuerySet):
    def with_cards(self, detail: bool = False):
        """Fixtures with their teams, every card version and each card's games, in three
        queries however many; with `detail` (the fixture page), also who sent and answered
        each version and each game's phone game."""
        cards, games = MatchCard.objects.all(), CardGame.objects.all()
        if detail:
            cards = cards.select_related("walkover_to", "entered_by", "confirmed_by", "disputed_by")
            games = games.select_related("game")
        return self.select_related("home", "away").prefetch_related(
            models.Prefetch("cards", queryset=cards),
            models.Prefetch("cards__games", queryset=games),
        )

    def between(self, league, first: str, second: str):
        """Every fixture of two teams (by their codes, which carry over from season to season)
        in any season of the league, the oldest first."""
        return (
            self.filter(season__league=league)
            .filter(
                models.Q(home__code=first, away__code=second)
                | models.Q(home__code=second, away__code=first)
            )
            .order_by(models.F("date").asc(nulls_last=True), "season__created", "week", "pk")
        )

    def in_league(self):
        """The league's fixtures, without the cups' ties (leagues/models/cups.py)."""
        return self.filter(cup_round=None)

    def results_in(self, season: Season, provisional: bool = False) -> list:
        """The results the table counts (MatchResult, by team code) of the season's fixtures
        (SeasonTables.results asks `season.fixtures`, its way up to the cards), from two
        queries (the cards, their games): the confirmed cards; with `provisional`, also the
        cards awaiting confirmation, marked. The cards are filtered by their fixture's season,
        joined, not by a subquery of the fixtures: at 40 teams that costs a season page
        afresh a few per cent (make bench)."""
        counting, waiting = [], []
        for _season, status, result in MatchCard.objects.live_results(season=season):
            if status == MatchCard.Status.CONFIRMED:
                counting.append(result)
            elif status == MatchCard.Status.SUBMITTED:
                waiting.append(result)
        if not provisional:
            return counting
        settled = {(result.home, result.away) for result in counting}
        return counting + [
            dataclasses.replace(result, provisional=True)
            for result in waiting
            if (result.home, result.away) not in settled
        ]

    def played(self):
        """Fixtures with a card in (confirmed or not)."""
        return self.filter(models.Exists(MatchCard.objects.filter(fixture=models.OuterRef("pk"))))

    def to_come(self):
        """Fixtures without a card yet, soonest first (those with no date last)."""
        return self.exclude(
            models.Exists(MatchCard.objects.filter(fixture=models.OuterRef("pk")))
        ).order_by(models.F("date").asc(nulls_last=True), "week", "pk")


class Fixture(SeasonOwned):
    class Status(models.TextChoices):
        SCHEDULED = "scheduled", _("scheduled")
        POSTPONED = "postponed", _("postponed")
        PLAYED = "played", _("played, awaiting confirmation")
        DISPUTED = "disputed", _("disputed")
        CONFIRMED = "confirmed", _("confirmed")

    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="fixtures")
    week = models.PositiveIntegerField(null=True, blank=True)
    date = models.DateField(null=True, blank=True)
    home = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="home_fixtures")
    away = models.ForeignKey(Team, on_delete=models.CASCADE, related_name="away_fixtures")
    postponed = models.BooleanField(default=False)
    # A cup tie is a fixture of its cup's round (leagues/models/cups.py): carded as a league
    # fixture, left out of the league's table, results and fixtures.
    cup_round = models.ForeignKey(
        "leagues.CupRound", null=True, blank=True, on_delete=models.CASCADE, related_name="ties"
    )
    # A calendar that subscribed to the fixture keeps its event until the event says it is a
    # newer revision (RFC 5545 SEQUENCE, LAST-MODIFIED): counted at each new date or
    # postponement (leagues/calendars.py).
    calendar_sequence = models.PositiveIntegerField(default=0)
    rearranged_at = models.DateTimeField(null=True, blank=True)

    objects = FixtureQuerySet.as_manager()

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["season", "home", "away"],
                condition=models.Q(cup_round=None),
                name="each_pair_once_at_each_venue",
            ),
            models.UniqueConstraint(fields=["cup_round", "home"], name="one_tie_per_home_team"),
        ]
        ordering = ["date", "week", "pk"]

    def __str__(self) -> str:
        against = pgettext("a match: one team against another", "v")
        return f"{self.home} {against} {self.away}"

    # Who the user is here. Asked once per user and fixture (one query), then remembered.

    def sides_of(self, user) -> frozenset[str]:
        """The sides ("home", "away") whose team the user captains."""
        if not user.is_authenticated:
            return frozenset()
        known = self.__dict__.setdefault("_sides_of", {})
        if user.pk not in known:
            captained = set(
                Team.captains.through.objects.filter(
                    user_id=user.pk, team_id__in=(self.home_id, self.away_id)
                ).values_list("team_id", flat=True)
            )
            teams = {"home": self.home_id, "away": self.away_id}
            known[user.pk] = frozenset(side for side in SIDES if teams[side] in captained)
        return known[user.pk]

    def role_of(self, user) -> str | None:
        """ "secretary" (runs the league), "home" or "away" (captains that team), or None:
        everyone else reads."""
        if self.season.league.is_run_by(user):
            return SECRETARY
        return next((side for side in SIDES if side in self.sides_of(user)), None)

    # The card versions, from the prefetched cards when there are any.

    def latest_card(self) -> "MatchCard | None":
        cards = list(self.cards.all())
        return max(cards, key=lambda card: card.version) if cards else None

    def counting_card(self) -> "MatchCard | None":
        """The card the table counts: the confirmed version (there is at most one)."""
        return next((c for c in self.cards.all() if c.status == MatchCard.Status.CONFIRMED), None)

    @property
    def status_label(self) -> str:
        """The status in the page's language ("played, awaiting confirmation")."""
        return self.Status(self.status).label

    @property
    def status(self) -> str:
        if self.counting_card() is not None:
            return self.Status.CONFIRMED
        if (latest := self.latest_card()) is not None:
            # A disputed card waits for the secretary, not for the other captain.
            if latest.status == MatchCard.Status.DISPUTED:
                return self.Status.DISPUTED
            return self.Status.PLAYED
        return self.Status.POSTPONED if self.postponed else self.Status.SCHEDULED

    def can_send_card(self, user) -> bool:
        """Either captain sends the card until it is confirmed; the secretary at any time (a
        correction of a confirmed card)."""
        role = self.role_of(user)
        return role == SECRETARY or (role is not None and self.status != self.Status.CONFIRMED)

    # Changes.

    def send_card(
        self, by, lines: Sequence[CardLine], walkover_to: str = "", replaces: int = 0
    ) -> tuple[Outcome, "MatchCard | None"]:
        """A new version of the card, from a captain (it awaits the other captain) or the
        secretary (confirmed at once), who filled it in over version `replaces` (0: none).
        Sent twice, it is kept once; if another version came in meanwhile, nothing is
        written and the sender is told to look at it first (a conflict)."""
        with self._changing() as fixture:
            role = fixture.role_of(by)
            if role is None:
                raise PermissionDenied(NOT_THEIRS)
            latest = fixture.cards.order_by("-version").first()
            if (latest.version if latest else 0) != replaces:
                if latest and latest.entered_by_id == by.pk and latest.says(lines, walkover_to):
                    sent = gettext("Card version %(version)s was sent already.")
                    return Outcome(False, sent % {"version": latest.version}), latest
                return Outcome(False, _came_in_meanwhile(latest), conflict=True), None
            if not fixture.can_send_card(by):  # a captain's, once the card is confirmed
                return Outcome(False, CONFIRMED_ALREADY, conflict=True), None
            if early := too_early_to_send(fixture, by):
                raise ValidationError(early)
            check_sent_card(fixture, lines, walkover_to)
            sent_by = MatchCard.SentBy.LEAGUE if role == SECRETARY else role
            card = fixture._add_version(latest, lines, walkover_to, sent_by, by)
        if card.status == MatchCard.Status.CONFIRMED:
            if fixture.cup_round_id is not None:
                saved = gettext("Card version %(version)s saved: it decides the tie.")
            else:
                saved = gettext("Card version %(version)s saved: it counts in the table.")
            return Outcome(True, saved % {"version": card.version}), card
        other = fixture.away if role == "home" else fixture.home
        sent = gettext("Card sent: %(team)s's captain confirms it.")
        return Outcome(True, with_names(sent, team=other)), card

    def record_from_league_file(self, games: Sequence[Sequence[int]], walkover_to="") -> bool:
        """A match's games (or a cup tie's walkover, "home" or "away") from a league file,
        already checked whole: a new confirmed version unless the confirmed card says the
        same. The file is the league's own word."""
        lines = [CardLine(home, away) for home, away in games]
        with self._changing() as fixture:
            latest = fixture.cards.order_by("-version").first()
            if (
                latest is not None
                and latest.status == MatchCard.Status.CONFIRMED
                and latest.says(lines, walkover_to)
            ):
                return False
            fixture._add_version(latest, lines, walkover_to, MatchCard.SentBy.LEAGUE, None)
        return True

    def rearrange(self, date: datetime.date | None, postponed: bool) -> "Fixture":
        """Postponed or not, and moved to `date` if one is given: a played fixture's date
        orders its result in the season, so this is a change to the season too."""
        with self._changing() as fixture:
            fixture.move_to(date or fixture.date, postponed)
        return fixture

    def move_to(self, date: datetime.date | None, postponed: bool = False) -> None:
        """Inside the door: the fixture on `date`, postponed or not; a change the calendars
        that subscribed to it are told of by a newer revision of its event."""
        if (date, postponed) != (self.date, self.postponed):
            self.calendar_sequence += 1
            self.rearranged_at = timezone.now()
        self.date, self.postponed = date, postponed
        self.save(update_fields=["postponed", "date", "calendar_sequence", "rearranged_at"])

    @contextmanager
    def _changing(self) -> Iterator["Fixture"]:
        """The fixture, locked for a change, behind its season: through the season's door
        (the change counted in its version first), so every change to a season takes the
        season's row before a fixture's, and none waits on another in a circle. A change to
        a cup's Final settles the cup's winner again, in the door (cup_winner.py)."""
        with Season.objects.changing(self.season_id) as season:
            fixture = (
                Fixture.objects.select_for_update(of=("self",))
                .select_related("home", "away", "cup_round")
                .get(pk=self.pk)
            )
            fixture.season = season
            yield fixture
            rate_the_card(fixture)  # its confirmed card's games, rated as it now says
            if decides_the_cup(fixture.cup_round):
                settle_winner(fixture.cup_round.cup, season)

    def _add_version(self, latest, lines, walkover_to, sent_by, entered_by):
        # Inside the fixture's lock: the older versions stop counting before the new one is
        # written, so the database's one-confirmed-card rule holds at every step. The
        # league's own card (the secretary's, a file's) is confirmed as it is written.
        confirmed = sent_by == MatchCard.SentBy.LEAGUE
        self.cards.exclude(status=MatchCard.Status.SUPERSEDED).update(
            status=MatchCard.Status.SUPERSEDED
        )
        card = self.cards.create(
            version=(latest.version + 1) if latest else 1,
            walkover_to=getattr(self, walkover_to) if walkover_to else None,
            sent_by=sent_by,
            entered_by=entered_by,
            status=MatchCard.Status.CONFIRMED if confirmed else MatchCard.Status.SUBMITTED,
            confirmed_by=entered_by if confirmed else None,
            answered_at=timezone.now() if confirmed else None,
        )
        CardGame.objects.bulk_create(
            CardGame.of(card, number, line) for number, line in enumerate(lines, start=1)
        )
        if confirmed:
            settle_no_show(self, card)
        return card


CONFIRMED_ALREADY = _("This card is confirmed: ask the league secretary to correct it.")


def _came_in_meanwhile(latest) -> str:
    if latest is None:
        return gettext("The card you were correcting is gone: look at the fixture again.")
    return gettext(
        "Card version %(version)s came in while you were filling in yours: look at it, "
        "then send yours if it still needs correcting."
    ) % {"version": latest.version}
