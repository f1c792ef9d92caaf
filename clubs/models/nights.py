"""A club night: its format, the rounds it plans, the seed its draws are made from, who is
present (from which round, until which) and, for the pair formats, the fixed pairs."""

import secrets

from django.core.exceptions import ValidationError
from django.db import models
from django.utils.translation import gettext

from clubs.doors import ClubOwned
from clubs.house_rules import check_house_rules
from clubs.models.clubs import (
    LONGEST_PLAYER_NAME,
    Club,
    ClubPlayer,
    NightFormat,
    name_given,
    refused_unless_run_by,
)

MOST_ROUNDS = 30  # a night's rounds: a long night plays a dozen
LONGEST_TITLE = 80


def new_seed() -> str:
    """The night's own seed: its draws are made from it, so the same night drawn twice gives
    the same draw (clubs/rules/draws.py)."""
    return secrets.token_hex(8)


class Night(ClubOwned):
    club = models.ForeignKey(Club, on_delete=models.CASCADE, related_name="nights")
    date = models.DateField()
    title = models.CharField(max_length=LONGEST_TITLE, blank=True)
    format = models.CharField(max_length=20, choices=NightFormat.choices)
    rounds_planned = models.PositiveSmallIntegerField(default=4)
    seed = models.CharField(max_length=32, default=new_seed, editable=False)
    finished = models.BooleanField(default=False)
    created = models.DateTimeField(auto_now_add=True)
    # The key of the form the night was made from: the same form sent again finds it.
    key = models.UUIDField(null=True, blank=True, editable=False)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["club", "key"], name="one_night_a_form")]
        ordering = ["-date", "-pk"]

    def __str__(self) -> str:
        return f"{self.club} {self.date}"

    @property
    def with_pairs(self) -> bool:
        return self.format != NightFormat.INDIVIDUAL

    @classmethod
    def plan(cls, club: Club, by, key, date, format: str, rounds_planned: int, title="") -> "Night":
        """A night of the club on `date`, made once for the form's `key` (the same form sent
        again finds the night it made). Raises ValidationError by field."""
        if not 1 <= rounds_planned <= MOST_ROUNDS:
            raise ValidationError(
                {
                    "rounds_planned": gettext("Plan from 1 to %(most)s rounds.")
                    % {"most": MOST_ROUNDS}
                }
            )
        with club.changing() as club:
            refused_unless_run_by(club, by)
            if key is not None and (made := club.nights.filter(key=key).first()) is not None:
                return made
            check_house_rules(club.variant, club.options, format != NightFormat.INDIVIDUAL)
            title = name_given("title", title, LONGEST_TITLE) if title.strip() else ""
            return club.nights.create(
                key=key,
                date=date,
                title=title,
                format=format,
                rounds_planned=rounds_planned,
            )

    def _open_to(self, club, by) -> None:
        """Who is here and the pairs change only by an organiser, and only until the night is
        over (read inside the door: it may have ended meanwhile)."""
        refused_unless_run_by(club, by)
        if Night.objects.filter(pk=self.pk, finished=True).exists():
            raise ValidationError(gettext("The night is over: who played stays as it was."))

    def kept_key(self) -> str:
        """The key an anonymous visitor's page of this night is kept under (kernel.caching's
        `kept_page`), read in one query: the club's version, which its door counts at every
        change the page shows (its players, who is here, the rounds drawn, a result typed),
        and the night's games, which a table's phone changes through each game's own version
        instead: their number and the sum of their versions. A version only grows, so any
        hand saved moves the sum, and a game deleted (its table then forgets it) lowers the
        number; a game is only added by a draw, which the door counts."""
        games = self.rounds.aggregate(
            games=models.Count("tables__game"), versions=models.Sum("tables__game__version")
        )
        club = self.club
        state = (club.pk, club.created, club.version)
        return Club.kept_key_of(state, "night", self.pk, games["games"], games["versions"])

    def rounds_drawn(self) -> int:
        """How many rounds are drawn: whoever comes or goes now plays from the next one."""
        return self.rounds.count()

    def mark_present(self, by, player_pk: int) -> "Attendance | None":
        """The club's player is here: from the next round (the first, before any is drawn).
        Ticked again, they stay as they are; one marked to leave who has not missed a round
        yet stays after all. None: no such player of the club."""
        with self.club.changing() as club:
            self._open_to(club, by)
            player = club.players.filter(pk=player_pk).first()
            if player is None:
                return None
            return self._present(player)

    def _present(self, player) -> "Attendance":
        drawn = self.rounds_drawn()
        here = self.attendances.filter(player=player).first()
        if here is None:
            return self.attendances.create(player=player, from_round=drawn + 1)
        if here.until_round is not None:
            if not here.may_come_back(drawn):
                raise ValidationError(
                    gettext("%(name)s left after round %(round)s and has missed a round since.")
                    % {"name": player.name, "round": here.until_round}
                )
            here.until_round = None
            here.save(update_fields=["until_round"])
        return here

    def add_walk_in(self, by, name: str) -> "Attendance":
        """A player named at the door: the club's player of that name, else a new walk-in,
        here from the next round."""
        name = name_given("name", name, LONGEST_PLAYER_NAME)
        with self.club.changing() as club:
            self._open_to(club, by)
            player = club.players.filter(name__iexact=name).order_by("walk_in", "pk").first()
            if player is None:
                player = club.players.create(name=name, walk_in=True)
            return self._present(player)

    def mark_absent(self, by, player_pk: int) -> "Attendance | None":
        """The player is not here after all: before they have played, taken off the night;
        once a round they play is drawn, they leave after it (until_round: the last round
        drawn). Between rounds only: rounds drawn later do not include them. A player in a
        pair stays while the pair does."""
        with self.club.changing() as club:
            self._open_to(club, by)
            here = self.attendances.filter(player_id=player_pk).select_related("player").first()
            if here is None:
                return None
            drawn = self.rounds_drawn()
            if here.from_round > drawn:
                if self.pairs.filter(models.Q(first=here.player) | models.Q(second=here.player)):
                    raise ValidationError(
                        gettext("%(name)s plays in a pair: take the pair apart first.")
                        % {"name": here.player.name}
                    )
                here.delete()
            elif here.until_round is None:
                here.until_round = drawn
                here.save(update_fields=["until_round"])
            return here

    def present(self) -> list["Attendance"]:
        """Who came, in the order they were ticked."""
        return list(self.attendances.select_related("player").order_by("pk"))

    def unpaired(self) -> list[ClubPlayer]:
        """The present players (still playing) in no pair, in the order they were ticked."""
        paired = {pk for pair in self.pairs.all() for pk in (pair.first_id, pair.second_id)}
        return [
            here.player
            for here in self.present()
            if here.until_round is None and here.player_id not in paired
        ]

    def add_pair(self, by, first_pk: int, second_pk: int) -> "Pair":
        """The two present players, in no pair yet, as the night's next pair; the same pair
        asked for again is the pair made. ValidationError by field otherwise."""
        with self.club.changing() as club:
            self._open_to(club, by)
            self._refused_without_pairs()
            made = self.pairs.filter(
                models.Q(first_id=first_pk, second_id=second_pk)
                | models.Q(first_id=second_pk, second_id=first_pk)
            ).first()
            if made is not None:
                return made
            free = {player.pk: player for player in self.unpaired()}
            if first_pk not in free:
                raise ValidationError({"first": gettext("Choose a player here and in no pair.")})
            if second_pk not in free or second_pk == first_pk:
                raise ValidationError(
                    {"second": gettext("Choose another player here and in no pair.")}
                )
            return self._new_pair(free[first_pk], free[second_pk])

    def pair_in_order(self, by) -> list["Pair"]:
        """The present players in no pair, paired in the order they were ticked (the first
        two, the next two, ...); one left over waits for a partner."""
        with self.club.changing() as club:
            self._open_to(club, by)
            self._refused_without_pairs()
            free = self.unpaired()
            return [self._new_pair(a, b) for a, b in zip(free[::2], free[1::2], strict=False)]

    def _refused_without_pairs(self) -> None:
        if not self.with_pairs:
            raise ValidationError(gettext("This night is played without fixed pairs."))

    def _new_pair(self, first, second) -> "Pair":
        number = (self.pairs.aggregate(models.Max("number"))["number__max"] or 0) + 1
        return self.pairs.create(number=number, first=first, second=second)

    def can_part_pairs(self) -> bool:
        """Pairs are taken apart only before the first round is drawn: a drawn round seats
        them."""
        return self.rounds_drawn() == 0

    def part_pair(self, by, number: int) -> "Pair | None":
        """The pair taken apart (None: gone already). ValidationError once a round is drawn."""
        with self.club.changing() as club:
            self._open_to(club, by)
            pair = self.pairs.filter(number=number).first()
            if pair is None:
                return None
            if not self.can_part_pairs():
                raise ValidationError(gettext("A round is drawn: the pairs stay as they are."))
            pair.delete()
            return pair


class Attendance(ClubOwned):
    """A player present at a night: from round `from_round` (a late arrival's later), until
    the round `until_round` (an early leaver's last; none: to the end)."""

    door_path = "night__club"

    night = models.ForeignKey(Night, on_delete=models.CASCADE, related_name="attendances")
    player = models.ForeignKey(ClubPlayer, on_delete=models.CASCADE, related_name="attendances")
    from_round = models.PositiveSmallIntegerField(default=1)
    until_round = models.PositiveSmallIntegerField(null=True, blank=True)

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["night", "player"], name="present_once_a_night")
        ]
        ordering = ["night", "player__name"]

    def __str__(self) -> str:
        return f"{self.player} at {self.night}"

    def may_come_back(self, drawn: int) -> bool:
        """A leaver is ticked back only until the next round is drawn: a round missed leaves
        a gap no draw keeps."""
        return self.until_round is None or self.until_round >= drawn

    def plays_in(self, round_number: int) -> bool:
        return self.from_round <= round_number and (
            self.until_round is None or round_number <= self.until_round
        )


class Pair(ClubOwned):
    """Two players who play the night together (the pair formats)."""

    door_path = "night__club"

    night = models.ForeignKey(Night, on_delete=models.CASCADE, related_name="pairs")
    number = models.PositiveSmallIntegerField()
    first = models.ForeignKey(ClubPlayer, on_delete=models.CASCADE, related_name="+")
    second = models.ForeignKey(ClubPlayer, on_delete=models.CASCADE, related_name="+")

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["night", "number"], name="one_pair_number_a_night")
        ]
        ordering = ["night", "number"]

    def __str__(self) -> str:
        return f"{self.first} & {self.second}"
