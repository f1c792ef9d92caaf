"""A night's rounds as its page and its next draw read them (`NightRounds`: each table's
result, a round closed, what the next draw is given), and drawing a round (`draw_round`):
inside the club's door, once, with each table's game made for it."""

from django.core.exceptions import PermissionDenied
from django.db.models import Prefetch
from django.utils.translation import gettext, gettext_lazy, ngettext

from clubs.house_rules import handicap_target
from clubs.models.clubs import Club, NightFormat
from clubs.models.nights import Night
from clubs.models.rated import by_rating, handicap_starts
from clubs.models.results import NOT_AN_ORGANISER, TableScore, drawn_sides, night_rows, score_of
from clubs.models.rounds import ClubTable, Round
from clubs.models.table_games import game_for_table
from clubs.rules.draws import (
    RoundDraw,
    Seating,
    TableDraw,
    all_play_all_rounds,
    draw_all_play_all,
    draw_individual,
    draw_swiss,
)
from clubs.rules.standings import DEFAULT_ORDER
from kernel.outcomes import Outcome
from scoring.rules import RecordError
from scoring.rules.registry import find_variant
from scoring.sheets import refusal_words

TOO_FEW = gettext_lazy("Too few are present to fill a table.")


def seating_of(variant: str) -> Seating:
    """How a table of the club's game is sat, from the engine's word for a side. Where a side
    is one player (Bela two- and three-handed, Amerikaner, Kani: side_word "player") each
    plays for themselves, as many at a table as the game usually has. Everywhere else a side
    is a partnership (Klaverjas, four-handed Bela: "team"; All Fours' "side", which a club
    plays in partnership, the point of drawing partners): two partners a side, as many
    sides as the game usually has."""
    spec = find_variant(variant)
    per_side = 1 if spec.side_word == "player" else 2
    return Seating(sides=spec.sides_usually, per_side=per_side)


class NightRounds:
    """A night's rounds with their tables, each table's result read once (its typed versions
    and its game fetched with it)."""

    def __init__(self, night: Night):
        self.night = night
        tables = ClubTable.objects.select_related("game").prefetch_related("results")
        self.rounds = list(night.rounds.prefetch_related(Prefetch("tables", queryset=tables)))
        self.scores: dict[int, TableScore | None] = {
            table.pk: score_of(table) for drawn in self.rounds for table in drawn.tables.all()
        }

    @property
    def last(self) -> Round | None:
        return self.rounds[-1] if self.rounds else None

    @property
    def next_number(self) -> int:
        return len(self.rounds) + 1

    def closed(self, drawn: Round) -> bool:
        """A round closes when every table has a result (derived, never stored: the last
        game won on its phone closes it)."""
        return all(self.scores[table.pk] is not None for table in drawn.tables.all())

    def why_not_draw(self, number: int) -> str | None:
        """Why round `number` cannot be drawn now, in the organiser's words; None if it can.
        The night's page offers the button exactly when this says None."""
        if self.night.finished:
            return gettext("This night is finished: no more rounds are drawn.")
        if number > self.night.rounds_planned:
            planned = ngettext(
                "The night plans %(n)s round.",
                "The night plans %(n)s rounds.",
                self.night.rounds_planned,
            )
            return planned % {"n": self.night.rounds_planned}
        if number != self.next_number:
            return gettext("Draw round %(n)s next.") % {"n": self.next_number}
        if self.last is not None and not self.closed(self.last):
            return gettext(
                "Round %(n)s is still being played: every table needs its result first."
            ) % {"n": self.last.number}
        playing = self.playing(number)
        if len(playing) < self.one_table():
            return str(TOO_FEW)
        if self.night.format == NightFormat.ALL_PLAY_ALL and number > all_play_all_rounds(
            len(playing)
        ):
            return gettext("Every pair has met every other pair: the night's rounds are played.")
        return None

    def playing(self, number: int) -> list[str]:
        """The keys round `number` is drawn from: the players present for it (a late arrival
        from their first round, an early leaver until their last), or the night's pairs (a
        Swiss pair while both its players are there)."""
        attendances = list(self.night.attendances.all())
        if self.night.format == NightFormat.ALL_PLAY_ALL:
            # Every pair keeps its place in the circle, so each still meets each once.
            return [str(pair.pk) for pair in self.night.pairs.all()]
        if self.night.format == NightFormat.SWISS:
            away = {a.player_id for a in attendances if not a.plays_in(number)}
            return [
                str(pair.pk)
                for pair in self.night.pairs.all()
                if pair.first_id not in away and pair.second_id not in away
            ]
        return [str(a.player_id) for a in attendances if a.plays_in(number)]

    def one_table(self) -> int:
        """How many keys fill one table: its players, or two pairs facing each other."""
        return 2 if self.night.with_pairs else seating_of(self.night.club.variant).players

    @property
    def order(self) -> tuple[str, ...]:
        """The club's standings' order (its default when none is set)."""
        return tuple(self.night.club.order or DEFAULT_ORDER)

    def standings(self) -> list:
        return night_rows(self.rounds, self.scores, self.order)

    def earlier(self) -> list[RoundDraw]:
        """The rounds drawn, as the draw made them: what the next draw avoids repeating."""
        return [
            RoundDraw(
                tables=tuple(
                    TableDraw(table.number, drawn_sides(table.sides))
                    for table in drawn.tables.all()
                ),
                sitting_out=tuple(drawn.sitting_out),
            )
            for drawn in self.rounds
        ]


def draw_round(night: Night, number: int, by) -> Outcome:
    """Round `number` drawn by an organiser, once: inside the club's door (two draws queue
    there), refused unless the round before it is closed; a draw sent again finds its round
    and says so calmly. Each table's game is made in the same door."""
    try:
        with Club.objects.changing(night.club_id) as club:
            if not club.is_run_by(by):
                raise PermissionDenied(NOT_AN_ORGANISER)
            night = Night.objects.select_related("club").get(pk=night.pk, club=club)
            rounds = NightRounds(night)
            if 1 <= number < rounds.next_number:
                already = gettext("Round %(n)s was drawn already.") % {"n": number}
                return Outcome(False, already)
            if refusal := rounds.why_not_draw(number):
                return Outcome(False, refusal, conflict=True)
            drawn = _the_draw(night, rounds, number)
            _store(night, number, drawn, by)
    except RecordError as refused:  # the club's house rules do not fit its game
        why = "; ".join(refusal_words(problem) for problem in refused.problems)
        said = gettext("The club's game refuses its house rules: %(why)s")
        return Outcome(False, said % {"why": why}, conflict=True)
    tables = ngettext(
        "Round %(n)s drawn: %(tables)s table.",
        "Round %(n)s drawn: %(tables)s tables.",
        len(drawn.tables),
    )
    return Outcome(True, tables % {"n": number, "tables": len(drawn.tables)})


def _the_draw(night: Night, rounds: NightRounds, number: int) -> RoundDraw:
    """The draw (clubs/rules/draws.py) given the keys playing round `number`: the players
    present for it, or the night's pairs (by the night's standing for a Swiss round)."""
    if night.format == NightFormat.INDIVIDUAL:
        seating = seating_of(night.club.variant)
        return draw_individual(rounds.playing(number), rounds.earlier(), seating, night.seed)
    pairs = rounds.playing(number)
    if night.format == NightFormat.ALL_PLAY_ALL:
        return draw_all_play_all(pairs, number)
    seeded = night.club.seed_by_rating and not rounds.rounds
    if seeded:  # the club's house rule: round one's pairs by rating, the best first
        return draw_swiss(by_rating(night, pairs), [], night.seed, seeded=True)
    ranked = [row.key for row in rounds.standings() if row.key in pairs]
    by_standing = ranked + [key for key in pairs if key not in ranked]
    return draw_swiss(by_standing, rounds.earlier(), night.seed)


def _store(night: Night, number: int, drawn: RoundDraw, by) -> None:
    """The round, its tables as drawn and each table's game (the players' names from the
    keys), all inside the door the caller holds."""
    names = players_of(night)
    made = Round.objects.create(
        night=night, number=number, sitting_out=list(drawn.sitting_out), drawn_by=by
    )
    for table, start in zip(drawn.tables, _starts(night, drawn), strict=True):
        seated = [[name for key in side for name in names[key]] for side in table.sides]
        game = game_for_table(night.club, seated, by, start)
        game.save()
        sides = [list(side) for side in table.sides]
        ClubTable.objects.create(round=made, number=table.number, sides=sides, game=game)


def _starts(night: Night, drawn: RoundDraw) -> list[tuple[int, ...]]:
    """Each table's start: a handicapped club's from its sides' ratings as they stand at the
    draw (clubs/models/rated.py), else none (level at 0)."""
    target = handicap_target(night.club.variant, night.club.options)
    if not night.club.handicap or target is None:
        return [()] * len(drawn.tables)
    return handicap_starts(night, [table.sides for table in drawn.tables], target)


def players_of(night: Night) -> dict[str, list[str]]:
    """Each key a night's draw uses, and the players' names it stands for: a player's own, or
    a pair's two."""
    if night.with_pairs:
        pairs = night.pairs.select_related("first", "second")
        return {str(pair.pk): [pair.first.name, pair.second.name] for pair in pairs}
    players = night.club.players.all()
    return {str(player.pk): [player.name] for player in players}
