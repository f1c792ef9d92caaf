"""Moving a fixture between its captains (issue 53, docs/league.md "Moving a fixture"): one
team's captain asks for one or more dates, the other team's captain accepts one or asks for
others; where the league's house rules say so, the date agreed waits for the secretary's
approval. The fixture then moves through the season's door (Fixture.move_to, which tells
the calendars), and every request stays, with who asked and who answered: the fixture's
history of its moves.

Each step is decided inside the season's door, on the request as it is then: a step sent
twice, or after another answer, changes nothing and says so."""

import datetime
from collections.abc import Sequence

from django.conf import settings
from django.core.exceptions import PermissionDenied, ValidationError
from django.db import models
from django.utils import timezone
from django.utils.formats import date_format
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from kernel.outcomes import Outcome
from kernel.words import with_names
from leagues.doors import GuardedQuerySet, SeasonOwned
from leagues.models.card_answers import SIDES
from leagues.models.fixtures import Fixture

MOST_DATES = 3
NOT_A_CAPTAIN = _("Only the two teams' captains can ask to move this match.")
NOT_THE_OTHER_CAPTAIN = _("Only the other team's captains can accept these dates.")
NOT_THE_SECRETARY = _("Only the league secretary can approve or refuse a move.")
CARD_IN = _("A card is in for this match: it is not moved any more.")
ANSWERED_ALREADY = _("This request has been answered already.")
NOT_OFFERED = _("Choose one of the dates asked for.")


class MoveQuerySet(GuardedQuerySet):
    def history(self):
        """Every request of the fixture, the first first, with who asked and answered."""
        people = ("asked_by", "answered_by", "fixture__home", "fixture__away")
        return self.select_related(*people).order_by("created", "pk")

    def waiting(self):
        """The requests still to be answered (by the other captain, or the secretary)."""
        return self.filter(state__in=FixtureMove.WAITING)

    def to_approve_in(self, season):
        """The dates the captains agreed on in the season that wait for its secretary, the
        soonest asked first, with their fixtures' teams."""
        agreed = self.filter(fixture__season=season, state=FixtureMove.State.AGREED)
        return agreed.select_related("fixture__home", "fixture__away").order_by("created")


class FixtureMove(SeasonOwned):
    """One request to move a fixture, and what became of it."""

    class State(models.TextChoices):
        ASKED = "asked", _("asked, awaiting the other captain")
        COUNTERED = "countered", _("answered with other dates")
        REPLACED = "replaced", _("replaced by other dates")
        AGREED = "agreed", _("agreed, awaiting the league secretary")
        MOVED = "moved", _("moved")
        REFUSED = "refused", _("refused by the league secretary")

    WAITING = (State.ASKED, State.AGREED)
    door_path = "fixture__season"

    fixture = models.ForeignKey(Fixture, on_delete=models.CASCADE, related_name="moves")
    side = models.CharField(max_length=4, choices=[(side, side) for side in SIDES])
    asked_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, on_delete=models.SET_NULL, related_name="+"
    )
    dates = models.JSONField(help_text="the dates asked for, as ISO dates")
    was = models.DateField(null=True, blank=True, help_text="the fixture's date when asked")
    chosen = models.DateField(null=True, blank=True)
    state = models.CharField(max_length=10, choices=State, default=State.ASKED)
    answered_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created = models.DateTimeField(default=timezone.now)
    answered_at = models.DateTimeField(null=True, blank=True)

    objects = MoveQuerySet.as_manager()

    class Meta:
        constraints = [
            models.UniqueConstraint(
                fields=["fixture"],
                condition=models.Q(state__in=["asked", "agreed"]),
                name="one_move_waiting_per_fixture",
            )
        ]

    def __str__(self) -> str:
        return f"{self.fixture}: {self.side} asks {', '.join(self.dates)} ({self.state})"

    @property
    def offered(self) -> list[datetime.date]:
        return [datetime.date.fromisoformat(day) for day in self.dates]

    @property
    def asking_team(self):
        return self.fixture.home if self.side == "home" else self.fixture.away

    @property
    def answering_team(self):
        return self.fixture.away if self.side == "home" else self.fixture.home

    def answers_open_to(self, user) -> set[str]:
        """What the user may do with this request now: "accept" (the other team's captains,
        while it is asked), "settle" (the secretary, once agreed)."""
        if self.state == self.State.ASKED and self._answering_side() in self.fixture.sides_of(user):
            return {"accept"}
        if self.state == self.State.AGREED and self.fixture.season.league.is_run_by(user):
            return {"settle"}
        return set()

    def _answering_side(self) -> str:
        return "away" if self.side == "home" else "home"

    # The steps, each inside the season's door.

    @classmethod
    def ask(
        cls, fixture: Fixture, by, dates: Sequence[datetime.date]
    ) -> tuple[Outcome, "FixtureMove"]:
        """A captain asks for `dates` (checked by the form: from today on, each once): a new
        request, which answers the other team's waiting one (countered) or replaces the
        team's own. The same dates asked again while waiting are kept once."""
        wanted = [day.isoformat() for day in dates]
        if not 0 < len(wanted) <= MOST_DATES:
            raise ValidationError(NOT_OFFERED)
        with fixture._changing() as locked:
            sides = locked.sides_of(by)
            if not sides:
                raise PermissionDenied(NOT_A_CAPTAIN)
            _refuse_once_played(locked)
            waiting = locked.moves.waiting().select_for_update().first()
            side = waiting.side if waiting and waiting.side in sides else sorted(sides)[0]
            other = locked.away if side == "home" else locked.home
            if waiting is not None:
                if waiting.state == cls.State.AGREED:
                    raise ValidationError(WAITS_FOR_SECRETARY)
                if waiting.side == side and waiting.dates == wanted:
                    return Outcome(False, _asked_words(other)), waiting
                waiting._set_aside(by, replaced=waiting.side == side)
            move = cls.objects.create(
                fixture=locked, side=side, asked_by=by, dates=wanted, was=locked.date
            )
        return Outcome(True, _asked_words(other)), move

    def accept(self, by, day: datetime.date) -> Outcome:
        """The other team's captain takes one of the dates: the fixture moves, or, where the
        league's house rules say so, the date waits for the secretary's approval."""
        with self.fixture._changing() as fixture:
            move = fixture.moves.select_for_update().get(pk=self.pk)
            move.fixture = fixture
            if move.state != self.State.ASKED:
                return Outcome(False, str(ANSWERED_ALREADY))
            if "accept" not in move.answers_open_to(by):
                raise PermissionDenied(NOT_THE_OTHER_CAPTAIN)
            _refuse_once_played(fixture)
            if day.isoformat() not in move.dates:
                raise ValidationError(NOT_OFFERED)
            move.chosen = day
            if fixture.season.moves_need_secretary:
                move._answer(self.State.AGREED, by)
            else:
                move._move(by)
        self.state = move.state
        if move.state == self.State.AGREED:
            said = gettext("Agreed on %(date)s: the league secretary approves it.")
            return Outcome(True, said % {"date": date_format(day)})
        return Outcome(True, moved_words(day))

    def settle(self, by, approved: bool) -> Outcome:
        """The secretary approves the date the captains agreed (the fixture moves) or refuses
        it (the fixture stays where it was)."""
        with self.fixture._changing() as fixture:
            move = fixture.moves.select_for_update().get(pk=self.pk)
            move.fixture = fixture
            if not fixture.season.league.is_run_by(by):
                raise PermissionDenied(NOT_THE_SECRETARY)
            if move.state != self.State.AGREED:
                return Outcome(False, str(ANSWERED_ALREADY))
            if approved:
                _refuse_once_played(fixture)
                move._move(by)
            else:
                move._answer(self.State.REFUSED, by)
        self.state = move.state
        if approved:
            return Outcome(True, moved_words(move.chosen))
        return Outcome(True, gettext("The move is refused: the match stays on its date."))

    def _set_aside(self, by, replaced: bool) -> None:
        """A waiting request a newer one takes the place of: the same team's replaces it;
        the other team's (from `by`) answers it with other dates."""
        if replaced:
            self._answer(self.State.REPLACED, None)
        else:
            self._answer(self.State.COUNTERED, by)

    def _move(self, by) -> None:
        self.fixture.move_to(self.chosen)
        self._answer(self.State.MOVED, by)

    def _answer(self, state: str, by) -> None:
        self.state, self.answered_by, self.answered_at = state, by, timezone.now()
        self.save(update_fields=["state", "chosen", "answered_by", "answered_at"])


def _refuse_once_played(fixture: Fixture) -> None:
    """A match with a card in has been played where it was: it moves no more."""
    if fixture.cards.exists():
        raise ValidationError(CARD_IN)


WAITS_FOR_SECRETARY = _("The captains agreed on a date: it waits for the league secretary.")


def _asked_words(answering_team) -> str:
    said = gettext("Dates asked for: %(team)s's captain answers.")
    return with_names(said, team=answering_team)


def moved_words(day: datetime.date) -> str:
    return gettext("The match is moved to %(date)s.") % {"date": date_format(day)}
