"""A season's knockout cups (docs/league.md, "The cup"): a cup, its rounds with their dates
and draws, and its ties. A tie is a league Fixture of its cup's round (Fixture.cup_round), so
it is carded, answered and settled exactly as a league match (cards.py, card_answers.py);
the league's table, results and figures leave it out. The rules are leagues/rules/cup.py.

Every change is the secretary's, through the season's door (Season.changing), decided inside
it on the cup as it is then; the pages ask the same `can_…` methods, so a button shows exactly
when its POST would succeed. A change sent twice happens once. Undoing a round's draw and
withdrawing a team are cup_changes.py's (a mixin of Cup); the bracket its pages show is
cup_bracket.py's."""

import datetime
from collections.abc import Sequence

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import models
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from kernel.outcomes import Outcome
from kernel.said import Said
from leagues.doors import GuardedQuerySet, SeasonOwned
from leagues.models.cup_bracket import Bracket, bracket_of, tie_standing
from leagues.models.cup_changes import CupChanges
from leagues.models.cup_winner import settle_winner
from leagues.models.fixtures import Fixture
from leagues.models.league import Season, one_line
from leagues.models.nights import cup_round_kept_apart
from leagues.models.teams import Team
from leagues.rules.cup import (
    DRAW_MODE_NAMES,
    LEVEL_RULE_NAMES,
    DrawMode,
    LevelRule,
    Pair,
    first_round,
    next_round,
    round_count,
    round_name,
    seed_count,
    through,
    tie_winner,
)
from leagues.rules.facts import LONGEST_LEAGUE_NAME

NOT_SECRETARY = _("Only the league secretary can change the cup.")


class CupQuerySet(GuardedQuerySet):
    def rounds(self):
        """These cups' rounds (a season's: `season.cups.rounds()`), whose draws name the
        teams by code."""
        return CupRound.objects.filter(cup__in=self)


class Cup(CupChanges, SeasonOwned):
    season = models.ForeignKey(Season, on_delete=models.CASCADE, related_name="cups")
    name = models.CharField(max_length=LONGEST_LEAGUE_NAME, validators=[one_line])
    level_rule = models.CharField(
        max_length=12,
        choices=[(rule.value, _(name)) for rule, name in LEVEL_RULE_NAMES.items()],
        default=LevelRule.AGGREGATE_THEN_EXTRA.value,
    )
    draw_mode = models.CharField(
        max_length=8,
        choices=[(mode.value, _(name)) for mode, name in DRAW_MODE_NAMES.items()],
        default=DrawMode.DRAWN.value,
    )
    created = models.DateTimeField(auto_now_add=True)
    # Kept for the league's history, never set by hand: cup_winner.settle_winner writes it.
    winner = models.ForeignKey(
        Team, null=True, editable=False, on_delete=models.SET_NULL, related_name="cups_won"
    )

    objects = CupQuerySet.as_manager()

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["season", "name"], name="one_cup_name_per_season")
        ]
        ordering = ["created", "pk"]

    def __str__(self) -> str:
        return self.name

    @classmethod
    def start(cls, season: Season, by, name: str, level_rule: str, draw_mode: str):
        """A new cup of the season, (Outcome, cup); a cup of that name found instead (a
        request sent twice) is said calmly and changes nothing."""
        with season.changing() as season:
            if not season.league.is_run_by(by):
                raise PermissionDenied(NOT_SECRETARY)
            found = season.cups.filter(name=name.strip()).first()
            if found is not None:
                return Outcome(False, gettext("There is a cup of that name already.")), found
            cup = season.cups.create(name=name.strip(), level_rule=level_rule, draw_mode=draw_mode)
        return Outcome(True, gettext("Cup started: make its draw.")), cup

    # What the secretary may do now: the pages ask, as the change decides again in the door.

    def can_draw(self, user) -> bool:
        return self.season.league.is_run_by(user) and not self.rounds.exists()

    def can_draw_next(self, user) -> bool:
        return self.season.league.is_run_by(user) and self.bracket().next_open

    def make_draw(
        self, by, codes: Sequence[str], seed: int, date: datetime.date | None, seeds=()
    ) -> Outcome:
        """Round one, drawn from the teams (by code) with the draw number `seed`, as the
        preview showed it (leagues/rules/cup.first_round), its `seeds` (the strongest first,
        by rating: leagues/ratings.seeds_by_rating) kept apart, or none. The same draw sent
        twice is kept once; another draw made meanwhile is not replaced (a conflict)."""
        with self.season.changing() as season:
            cup = self._as_now(season, by)
            first = cup.rounds.filter(number=1).first()
            if first is not None:
                same = (first.seed, first.seeds) == (seed, list(seeds))
                if same and sorted(first.entrants()) == sorted(codes):
                    return Outcome(False, gettext("This draw is made already."))
                return Outcome(False, gettext("The cup was drawn meanwhile."), conflict=True)
            teams = {team.code: team for team in season.teams.filter(code__in=codes)}
            if len(teams) < 2 or len(teams) != len(set(codes)):
                raise ValidationError(gettext("Pick at least two of the season's teams."))
            _check_seeds(seeds, list(teams))
            pairs = first_round(list(teams), seed, seeds)
            cup._add_round(season, 1, pairs, seed, date, teams, seeds=list(seeds))
        return Outcome(True, gettext("The draw is made."))

    def draw_next(self, by, after: int, seed: int, date: datetime.date | None, seeds=()) -> Outcome:
        """The round after round `after` (the last the secretary saw), from its winners:
        drawn afresh with `seed` (its `seeds` kept apart, if any), or as the bracket fixed
        it. Sent twice, it is made once."""
        with self.season.changing() as season:
            cup = self._as_now(season, by)
            last = cup.rounds.order_by("-number").first()
            if last is None or last.number != after:
                return Outcome(False, gettext("That round is drawn already."))
            teams = through(last.pairs(), cup.bracket().winners_of(last.number))
            if teams is None or len(teams) < 2:
                raise ValidationError(gettext("Every tie of the round needs its winner first."))
            _check_seeds(seeds, teams, cup.draw_mode == DrawMode.DRAWN)
            pairs = next_round(teams, cup.draw_mode, seed, seeds)
            named = {team.code: team for team in season.teams.filter(code__in=teams)}
            cup._add_round(season, after + 1, pairs, seed, date, named, seeds=list(seeds))
        return Outcome(True, gettext("The next round is drawn."))

    def _as_now(self, season: Season, by) -> "Cup":
        """The cup as it is now, inside the season's door, once the user may change it."""
        if not season.league.is_run_by(by):
            raise PermissionDenied(NOT_SECRETARY)
        cup = Cup.objects.get(pk=self.pk)
        cup.season = season
        return cup

    def _add_round(
        self, season, number: int, pairs: list[Pair], seed, date, teams, seeds=()
    ) -> None:
        # A tie is turned about where its home pub has another team at home that night.
        drawn = cup_round_kept_apart(season, [(p.home, p.away) for p in pairs], date, teams)
        made = self.rounds.create(
            number=number, seed=seed, date=date, draw=list(map(list, drawn)), seeds=list(seeds)
        )
        Fixture.objects.bulk_create(
            Fixture(
                season=season,
                cup_round=made,
                date=date,
                week=place,
                home=teams[home],
                away=teams[away],
            )
            for place, (home, away) in enumerate(drawn, start=1)
            if away is not None
        )
        settle_winner(self, season)

    def ties(self):
        """The cup's fixtures, the first round first, each round in its draw's order."""
        return Fixture.objects.filter(cup_round__cup=self).order_by("cup_round__number", "week")

    def bracket(self) -> Bracket:
        """The cup as its page shows it: each round made, its pairs with their fixtures and
        winners, the rounds still to come, and the cup's winner (four queries: the rounds,
        the fixtures with their cards and games, the teams)."""
        if "_bracket" not in self.__dict__:
            self.__dict__["_bracket"] = bracket_of(self)
        return self.__dict__["_bracket"]

    def as_standing(self) -> dict:
        """The cup as `standings --format json` prints it (docs/record-format.md), as a league
        file gives it back (leagues/rules/league_file_cups.py): its rounds
        (names in English, as the format speaks), every pair with its winner and what decided
        it, and the winner; a round not drawn yet has no ties."""
        bracket = self.bracket()
        rounds = [
            {
                "number": shown.number,
                "name": str(shown.name),
                "date": shown.made.date.isoformat() if shown.made and shown.made.date else None,
                "draw_number": shown.made.seed if shown.made else None,
                "ties": [tie_standing(tie) for tie in shown.ties],
            }
            for shown in bracket.rounds
        ]
        winner = bracket.winner.code if bracket.winner else None
        return {
            "name": self.name,
            "level_rule": self.level_rule,  # (a league file's cup reads it back)
            "draw_mode": self.draw_mode,
            "rounds": rounds,
            "winner": winner,
        }


def _check_seeds(seeds: Sequence[str], teams: list[str], drawn: bool = True) -> None:
    """Refuses seeds that are not the draw's teams, more than it keeps apart, or in a round
    fixed in advance (nothing is drawn)."""
    if not seeds:
        return
    if not drawn or not set(seeds) <= set(teams) or len(seeds) > seed_count(len(teams)):
        raise ValidationError(
            gettext("Only teams in the cup can be seeded, a quarter of its places at most.")
        )


class CupRound(SeasonOwned):
    """A round of a cup: its number (from 1), date, draw number, its pairs as drawn
    ([home code, away code or None for a bye], in the bracket's order) and its seeds."""

    cup = models.ForeignKey(Cup, on_delete=models.CASCADE, related_name="rounds")
    number = models.PositiveSmallIntegerField()
    date = models.DateField(null=True, blank=True)
    seed = models.PositiveIntegerField(help_text="the draw number")
    draw = models.JSONField(default=list)
    # A seeded draw's seeds by code, the strongest first, as rated when it was made (the
    # cup's page names them): empty, a draw from the hat alone.
    seeds = models.JSONField(default=list, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["cup", "number"], name="one_round_per_number")
        ]
        ordering = ["cup", "number"]

    door_path = "cup__season"  # its season's door (leagues/doors.py)

    def __str__(self) -> str:
        return f"{self.cup} {self.number}"

    def pairs(self) -> list[Pair]:
        return [Pair(home, away) for home, away in self.draw]

    @property
    def name(self) -> Said:
        """ "Semi-finals", "Round 1" …: named from the last round, as the cup's size says."""
        first = self if self.number == 1 else self.cup.rounds.get(number=1)
        return round_name(self.number, round_count(len(first.entrants())))

    def entrants(self) -> list[str]:
        return [team for pair in self.pairs() for team in (pair.home, pair.away) if team]

    def check_winner_kept(self, fixture: Fixture, lines, walkover_to: str) -> None:
        """Once the next round is drawn, a tie's card (a correction) must keep the winner it
        was drawn with: raises ValidationError if it would not (inside the season's door)."""
        following = self.cup.rounds.filter(number=self.number + 1).first()
        if following is None:
            return
        scores = [(line.home_score, line.away_score) for line in lines]
        decision = tie_winner(scores, fixture.season.rules, self.cup.level_rule, walkover_to)
        through = fixture.away if fixture.away.code in following.entrants() else fixture.home
        if decision.winner is None or getattr(fixture, decision.winner) != through:
            raise ValidationError(
                gettext(
                    "The next round is drawn with %(team)s: a card that changes the winner "
                    "cannot be sent now."
                )
                % {"team": through}
            )

    def set_date(self, by, date: datetime.date | None) -> None:
        """The round's date, and its ties' that have no card yet (a tie rearranged on its own
        is rearranged as a league fixture is)."""
        with Season.objects.changing(self.cup.season_id) as season:
            if not season.league.is_run_by(by):
                raise PermissionDenied(NOT_SECRETARY)
            CupRound.objects.filter(pk=self.pk).update(date=date)
            self.ties.filter(cards__isnull=True).update(date=date)
