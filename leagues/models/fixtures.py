"""Fixtures: a match between two teams, and the changes to its card (docs/league.md). Sending
a card locks the fixture row, as every answer to a card does (cards.py), so the changes to
one fixture's cards queue up and each is decided on the versions as they are then."""

import datetime
from collections.abc import Iterator, Sequence
from contextlib import contextmanager

from django.core.exceptions import PermissionDenied, ValidationError
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext, pgettext
from django.utils.translation import gettext_lazy as _

from kernel.words import with_names
from leagues.doors import GuardedQuerySet, SeasonOwned
from leagues.models.card_answers import SECRETARY, SIDES, too_early_to_send
from leagues.models.cards import PAIR_FIELDS, CardGame, CardLine, MatchCard, in_game
from leagues.models.cup_winner import decides_the_cup, settle_winner
from leagues.models.league import Season
from leagues.models.registration import registration_of
from leagues.models.teams import Player, Team
from leagues.rules import check_card, check_lineup
from leagues.rules.cup import cup_card_problems
from leagues.rules.house import least_game_total
from leagues.rules.registration import check_registration, pair_names
from scoring.models import Game, Outcome

PHONE_GAME_HOURS = 36  # a card is sent in the evening it is played, or the day after
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

    def phone_games_for(self, user, started_here: Sequence[str] = ()) -> list[Game]:
        """The games a captain can vouch for, to fill a card's games from: finished two-sided
        games of the season's pair game (All Fours, or the house rules' Bela) they scored
        lately (signed in, or on this phone: `started_here`), and those on this fixture's cards
        already. Never anyone else's. Each with its `final_scores`, newest first."""
        since = timezone.now() - datetime.timedelta(hours=PHONE_GAME_HOURS)
        theirs = Game.objects.started_on(started_here, user).filter(
            game=self.season.pair_game, created__gte=since
        )
        linked = Game.objects.filter(card_games__card__fixture=self)
        games = []
        for game in (theirs | linked).distinct().order_by("-created")[:30]:
            result = game.result()
            if result.finished and len(game.sides) == 2:
                game.final_scores = tuple(result.scores[side] for side in game.side_ids)
                games.append(game)
        return games

    def earlier_pairs(self, most: int = 40) -> dict[str, list[str]]:
        """Each side's pairs as its team wrote them on its other cards, newest first, once
        each: offered as this card's pairs are typed (one query)."""
        pairs = {side: [] for side in SIDES}
        teams = {self.home_id: "home", self.away_id: "away"}
        rows = (
            CardGame.objects.filter(
                models.Q(card__fixture__home__in=teams) | models.Q(card__fixture__away__in=teams)
            )
            .exclude(card__fixture=self)
            .order_by("-card__created", "number")
            .values_list(
                "card__fixture__home_id",
                "card__fixture__away_id",
                "home_pair",
                "away_pair",
                *(f"{place}__name" for place in PAIR_FIELDS),
            )
        )
        for home_id, away_id, home_pair, away_pair, *players in rows[: most * 8]:
            # A pair picked from the players is written with their names, as a card does.
            home_pair = home_pair or " & ".join(name for name in players[:2] if name)
            away_pair = away_pair or " & ".join(name for name in players[2:] if name)
            for team, name in ((home_id, home_pair), (away_id, away_pair)):
                side = teams.get(team)
                if side and name and name not in pairs[side] and len(pairs[side]) < most:
                    pairs[side].append(name)
        return pairs

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
            fixture.check_card(lines, walkover_to)
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

    def check_card(self, lines: Sequence[CardLine], walkover_to: str) -> None:
        """Raises ValidationError saying what is wrong with a card: its scores against the
        season's rules, its players against the two teams and the line-up rules; a cup tie's
        card, also that it keeps the winner the next round was drawn with (CupRound)."""
        if walkover_to:
            if walkover_to not in SIDES or lines:
                raise ValidationError(
                    gettext("A walkover goes to the home or the away team, with no games.")
                )
        else:
            self._check_scores(lines)
        if self.cup_round_id is not None:
            self.cup_round.check_winner_kept(self, lines, walkover_to)

    def _check_scores(self, lines: Sequence[CardLine]) -> bool:
        """check_card's scores and players: raises ValidationError saying what is wrong."""
        problems = [
            in_game(problem.number, problem.said)
            for problem in self.score_problems(
                [(line.home_score, line.away_score) for line in lines]
            )
        ]
        players = {  # the two teams' players: pk -> (team pk, name)
            pk: (team, name)
            for pk, team, name in Player.objects.filter(
                team__in=(self.home_id, self.away_id)
            ).values_list("pk", "team_id", "name")
        }
        teams = {"home": self.home, "away": self.away}
        for number, line in enumerate(lines, start=1):
            for side in SIDES:
                picked = getattr(line, f"{side}_players")
                if any(players.get(pk, (None,))[0] != teams[side].pk for pk in picked):
                    problems.append(
                        gettext("Game %(n)s: that pair is not %(team)s's players.")
                        % {"n": number, "team": teams[side]}
                    )
        # A cup's extra game is played by a pair of the match: the line-up is the match's.
        lineup = [(line.home_players, line.away_players) for line in lines]
        lineup = lineup[: self.season.rules.games_per_match]
        names = {pk: name for pk, (_, name) in players.items()}
        problems += [in_game(p.number, p.said) for p in check_lineup(lineup, names)]
        problems += [in_game(p.number, p.said) for p in self._unregistered(lines, names)]
        if problems:
            raise ValidationError(problems)

    def _unregistered(self, lines: Sequence[CardLine], names: dict) -> list:
        """Who plays for whom (leagues/rules/registration.py), decided inside the season's
        door: two cards bringing a team's last allowed guest queue, and the second sees the
        first. A pair is its players picked, else its names as written."""
        facts = registration_of(self)
        pairs = [[_pair_of(line, side, names) for side in SIDES] for line in lines]
        teams = (self.home.name, self.away.name)
        return check_registration(
            pairs, teams, facts.registered, facts.guests_allowed, facts.guests_before
        )

    def score_problems(self, scores: Sequence[tuple[int, int]]) -> list:
        """What is wrong with a card's game scores (CardProblem): a league match's, or a cup
        match's with its extra game when level (leagues/rules/cup.py)."""
        season = self.season
        least = least_game_total(season.house_variant, season.house_options)
        if self.cup_round_id is None:
            return check_card(scores, season.rules, season.finish, least)
        level_rule = self.cup_round.cup.level_rule
        return cup_card_problems(
            scores, season.rules, level_rule, finish=season.finish, least_total=least
        )

    def rearrange(self, date: datetime.date | None, postponed: bool) -> "Fixture":
        """Postponed or not, and moved to `date` if one is given: a played fixture's date
        orders its result in the season, so this is a change to the season too."""
        with self._changing() as fixture:
            fixture.postponed = postponed
            if date:
                fixture.date = date
            fixture.save(update_fields=["postponed", "date"])
        return fixture

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
        return card


CONFIRMED_ALREADY = _("This card is confirmed: ask the league secretary to correct it.")


def _came_in_meanwhile(latest) -> str:
    if latest is None:
        return gettext("The card you were correcting is gone: look at the fixture again.")
    return gettext(
        "Card version %(version)s came in while you were filling in yours: look at it, "
        "then send yours if it still needs correcting."
    ) % {"version": latest.version}


def _pair_of(line: CardLine, side: str, names: dict) -> list[str]:
    """A side's players in a card's game: those picked, else the names as written."""
    picked = getattr(line, f"{side}_players")
    return [names.get(pk, "") for pk in picked] or pair_names(getattr(line, f"{side}_pair"))
