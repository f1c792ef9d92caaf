"""Match cards (docs/league.md, "Results and who may enter them"): versions of a fixture's
card, one row per game.

A card is a version: a new one supersedes the earlier versions, never overwrites them, so at
most one version of a fixture's card is live (the newest) and at most one is confirmed. Every
change to a fixture's cards goes through the methods here and on Fixture (fixtures.py). Each
locks the fixture row, so two captains (or a captain and the secretary) queue up; decides
inside the lock, from the card versions as they are then, who may do what; writes; and notes
who did it and when. Views and templates ask the same methods whether an action is open, so
a button shows exactly when its POST would succeed. Sent twice, a change happens once."""

from collections import defaultdict
from collections.abc import Iterator, Sequence

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

from leagues.doors import GuardedQuerySet, SeasonOwned
from leagues.models.card_answers import SIDES, CardAnswers  # noqa: F401 (forms.py reads SIDES here)
from leagues.models.card_lines import CardLine
from leagues.models.house_rules import HOUSE_GAME
from leagues.models.league import Season, writable
from leagues.models.teams import Player, Team
from leagues.rules import MatchResult
from leagues.rules.stats import PlayedGame, TheFour, game_seen_by, the_four_taken
from scoring.models import Game, Hand
from scoring.rules import RecordError


class MatchCardQuerySet(GuardedQuerySet):
    def live(self):
        """The versions still standing: the newest of each fixture."""
        return self.exclude(status=MatchCard.Status.SUPERSEDED)

    def waiting_in(self, season: Season):
        """Cards of the season awaiting an answer or disputed, oldest first: the secretary's
        list of what is not settled."""
        return (
            self.filter(fixture__season=season, status__in=MatchCard.WAITING)
            .select_related("fixture__home", "fixture__away", "entered_by", "disputed_by")
            .order_by("created", "pk")
        )

    def live_results(
        self, season=None, league=None, but=()
    ) -> Iterator[tuple[int, str, MatchResult]]:
        """Each live card of the season (or of every season of the league, `but` the seasons
        named by pk) as (season id, status, result), from two queries of bare values: the
        cards, and their games. The league's cards only: a cup tie's counts in its cup
        (leagues/models/cups.py)."""
        if league is None:
            cards = self.filter(fixture__season=season)
        else:
            cards = self.filter(fixture__season__league=league).exclude(fixture__season__in=but)
        cards = cards.live().filter(fixture__cup_round=None)  # the league's: no cup tie
        games = CardGame.objects.filter(card__in=cards).order_by("card", "number")
        # A plain loop: grouping the 3,120 games of a 40-team season costs half. The games of
        # a score share one pair (a season has a few dozen scores): 3,120 fewer objects kept
        # with its story, and fewer for the garbage collector to walk while it is made.
        scores, pairs = {}, {}
        for card, home, away in games.values_list("card", "home_score", "away_score"):
            pair = (home, away)
            scores.setdefault(card, []).append(pairs.setdefault(pair, pair))
        rows = cards.order_by("fixture", "version").values_list(
            "pk",
            "fixture__season",
            "status",
            "fixture__home__code",
            "fixture__away__code",
            "walkover_to__code",
            "fixture__date",
            "fixture",
        )
        # Two queries, not one joined: a card's fields once, not once per game (on SQLite
        # the date is parsed per row, and that was a third of the season page's query time).
        for pk, season_id, status, home, away, walkover, played_on, fixture in rows:
            games = tuple(scores.get(pk, ()))  # a walkover has none
            result = MatchResult(home, away, games, walkover, False, played_on, fixture)
            yield season_id, status, result


class MatchCard(CardAnswers, SeasonOwned):
    """One version of a fixture's card; its games are CardGame rows."""

    class Status(models.TextChoices):
        SUBMITTED = "submitted", _("awaiting the other captain")
        CONFIRMED = "confirmed", _("Confirmed")
        DISPUTED = "disputed", _("Disputed")
        SUPERSEDED = "superseded", _("Superseded")

    WAITING = (Status.SUBMITTED, Status.DISPUTED)  # not settled: the secretary's list

    class SentBy(models.TextChoices):
        HOME = "home", _("the home captain")
        AWAY = "away", _("the away captain")
        LEAGUE = "league", _("the league")  # its secretary, or a league file

    fixture = models.ForeignKey("leagues.Fixture", on_delete=models.CASCADE, related_name="cards")
    version = models.PositiveIntegerField()
    walkover_to = models.ForeignKey(
        Team, null=True, blank=True, on_delete=models.CASCADE, related_name="+"
    )
    status = models.CharField(max_length=12, choices=Status, default=Status.SUBMITTED)
    sent_by = models.CharField(max_length=6, choices=SentBy, default=SentBy.LEAGUE)
    entered_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    confirmed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    disputed_by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    dispute_reason = models.TextField(blank=True, validators=[writable])
    answered_at = models.DateTimeField(null=True, blank=True)
    # Confirmed by itself, unanswered at the league's deadline (card_answers.py), not by a person.
    confirmed_at_deadline = models.BooleanField(default=False)
    created = models.DateTimeField(auto_now_add=True)

    objects = MatchCardQuerySet.as_manager()
    door_path = "fixture__season"  # its season's door (leagues/doors.py)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["fixture", "version"], name="one_card_per_version"),
            models.UniqueConstraint(
                fields=["fixture"],
                condition=models.Q(status="confirmed"),
                name="one_confirmed_card_per_fixture",
            ),
        ]
        ordering = ["fixture", "version"]

    def __str__(self) -> str:
        return f"{self.fixture} card v{self.version}"

    def lines(self) -> list[CardLine]:
        return [game.line() for game in self.games.all()]

    def says(self, lines: Sequence[CardLine], walkover_to: str) -> bool:
        """Whether this version already says what a card being sent says."""
        if walkover_to or self.walkover_to_id:
            return self.walkover_to_id == getattr(self.fixture, f"{walkover_to}_id", None)
        mine = self.lines()
        return len(mine) == len(lines) and all(
            a.same_as(b) for a, b in zip(mine, lines, strict=True)
        )

    def as_result(self) -> MatchResult:
        """The card as the league core counts it (its fixture's teams and games loaded)."""
        fixture = self.fixture
        walkover = None
        if self.walkover_to_id is not None:
            home_won = self.walkover_to_id == fixture.home_id
            walkover = fixture.home.code if home_won else fixture.away.code
        games = tuple((game.home_score, game.away_score) for game in self.games.all())
        return MatchResult(
            fixture.home.code, fixture.away.code, games, walkover, False, fixture.date, fixture.pk
        )

    @property
    def aggregate(self) -> tuple[int, int]:
        """Points scored by home and away over the card's games ("aggregate 54-48")."""
        games = list(self.games.all())
        return sum(game.home_score for game in games), sum(game.away_score for game in games)

    @property
    def games_won(self) -> tuple[int, int]:
        """Games won by home and away ("3-1")."""
        games = list(self.games.all())
        home = sum(1 for game in games if game.home_score > game.away_score)
        return home, sum(1 for game in games if game.away_score > game.home_score)


class CardGameQuerySet(GuardedQuerySet):
    def played_by_any(self, players):
        """The games on confirmed cards in which any of these players played, in match
        order."""
        return (
            self.naming_any(players)
            .filter(card__status=MatchCard.Status.CONFIRMED, card__fixture__cup_round=None)
            .order_by("card__fixture__date", "card__fixture__pk", "number")
        )

    def naming_any(self, players):
        """The games of any card version (superseded too) that name any of these players in a
        pair: a player named on one stays on the team."""
        in_a_place = models.Q()
        for place in PAIR_FIELDS:
            in_a_place |= models.Q(**{f"{place}__in": players})
        return self.filter(in_a_place)

    def played_by(self, player: Player):
        """The player's games on confirmed cards, in match order, with their fixtures and
        players: one query however long the season."""
        return self.played_by_any([player]).select_related(
            "card__fixture__home",
            "card__fixture__away",
            *PAIR_FIELDS,
        )

    def confirmed_in(self, season: Season):
        """The games on the season's confirmed cards, in the order played."""
        return self.filter(
            card__fixture__season=season,
            card__fixture__cup_round=None,
            card__status=MatchCard.Status.CONFIRMED,
        ).order_by("card__fixture__date", "card__fixture__pk", "number")

    def seen_by_values(self, player: Player) -> Iterator[PlayedGame]:
        """Every one of these games as `player` saw them, from bare values (no model objects):
        the whole season's figures at the cost of one light query."""
        for row in self.values_list(*GAME_VALUES):
            yield game_seen_by(player.pk, *_places(row))

    def the_four_of(self, player: Player) -> TheFour | None:
        """How often the player's pair took High, Low, Jack and Game in those of these games
        that were scored hand by hand on a phone: two queries (the games, then all their
        hands), each game scored by the engine. None when no game was."""
        linked = [row for row in self.exclude(game=None).select_related("game")]
        linked = [row for row in linked if row.game.game == HOUSE_GAME]
        if not linked:
            return None
        hands = defaultdict(list)
        for game_id, data in (
            Hand.objects.filter(game__in=[row.game_id for row in linked])
            .order_by("game", "position")
            .values_list("game", "data")
        ):
            hands[game_id].append(data)
        games = []
        for row in linked:
            try:
                result = row.game.result(hands[row.game_id])
            except RecordError:
                continue  # (a phone game its engine no longer accepts adds nothing)
            side = row.phone_side_of(player, result)
            games.append(([hand.items for hand in result.hands], side))
        return the_four_taken(games)

    def by_player_values(self) -> dict[int, list[PlayedGame]]:
        """Every named player's games among these, as each saw them, from one light query."""
        games = defaultdict(list)
        for row in self.values_list(*GAME_VALUES):
            places = _places(row)
            for pk in places[1]:
                if pk is not None:
                    games[pk].append(game_seen_by(pk, *places))
        return games


class CardGame(SeasonOwned):
    """One game of a card version: the pairs and the final score, and the phone game it was
    scored on, if any."""

    card = models.ForeignKey(MatchCard, on_delete=models.CASCADE, related_name="games")
    number = models.PositiveSmallIntegerField()
    home_score = models.PositiveIntegerField()
    away_score = models.PositiveIntegerField()
    home_pair = models.CharField(max_length=120, blank=True, help_text="as written on the card")
    away_pair = models.CharField(max_length=120, blank=True, help_text="as written on the card")
    home_player_1 = models.ForeignKey(
        Player, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    home_player_2 = models.ForeignKey(
        Player, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    away_player_1 = models.ForeignKey(
        Player, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    away_player_2 = models.ForeignKey(
        Player, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    game = models.ForeignKey(
        Game, null=True, blank=True, on_delete=models.SET_NULL, related_name="card_games"
    )

    objects = CardGameQuerySet.as_manager()
    door_path = "card__fixture__season"

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["card", "number"], name="one_row_per_card_game")
        ]
        ordering = ["card", "number"]

    def __str__(self) -> str:
        return f"{self.card} game {self.number}: {self.home_score}-{self.away_score}"

    @classmethod
    def of(cls, card: MatchCard, number: int, line: CardLine) -> "CardGame":
        home, away = (list(line.home_players) + [None] * 2), (list(line.away_players) + [None] * 2)
        return cls(
            card=card,
            number=number,
            home_score=line.home_score,
            away_score=line.away_score,
            home_pair=line.home_pair,
            away_pair=line.away_pair,
            home_player_1_id=home[0],
            home_player_2_id=home[1],
            away_player_1_id=away[0],
            away_player_2_id=away[1],
            game_id=line.phone_game,
        )

    def line(self) -> CardLine:
        return CardLine(
            self.home_score,
            self.away_score,
            self.home_pair,
            self.away_pair,
            tuple(pk for pk in (self.home_player_1_id, self.home_player_2_id) if pk),
            tuple(pk for pk in (self.away_player_1_id, self.away_player_2_id) if pk),
            self.game_id,
        )

    def phone_side_of(self, player: Player, result) -> str:
        """The player's side in the linked phone game: the card's home pair is the phone
        game's first side, unless the final scores show it was the second."""
        first, second = self.game.side_ids[:2]
        home = (
            first
            if (result.scores[first], result.scores[second])
            == (
                self.home_score,
                self.away_score,
            )
            else second
        )
        at_home = player.pk in (self.home_player_1_id, self.home_player_2_id)
        return home if at_home else (second if home == first else first)

    def seen_by(self, player: Player) -> PlayedGame:
        """This game from the side of one of its players."""
        fixture = self.card.fixture
        players = [getattr(self, field) for field in PAIR_FIELDS]
        return game_seen_by(
            player.pk,
            self.number,
            [p.pk if p else None for p in players],
            [p.name if p else "" for p in players],
            (str(fixture.home), str(fixture.away)),
            (self.home_score, self.away_score),
        )


PAIR_FIELDS = ("home_player_1", "home_player_2", "away_player_1", "away_player_2")
# A game as bare values: its number, the four places' ids and names, the teams, the scores.
GAME_VALUES = (
    "number",
    *PAIR_FIELDS,
    *(f"{field}__name" for field in PAIR_FIELDS),
    "card__fixture__home__name",
    "card__fixture__away__name",
    "home_score",
    "away_score",
)


def _places(row) -> tuple:
    """A GAME_VALUES row as game_seen_by's arguments after the player."""
    return row[0], row[1:5], row[5:9], row[9:11], row[11:13]
