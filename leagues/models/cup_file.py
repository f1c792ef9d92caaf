"""A league file's knockout cups put into the database (docs/record-format.md, "League files"),
inside the season's door with the rest of the file (Season.from_league_file): a cup the file
names is created, or found by its name; each round it gives is drawn as the file gives it (as
the cup's page draws one: Cup._add_round), and every round's cards are then recorded as the
league's own (Fixture.record_from_league_file), so the same file imported again changes
nothing. A cup the file does not name is left alone; a file that contradicts a stored draw is
refused whole (LeagueFileError), and its transaction imports nothing."""

import itertools

from django.apps import apps

from leagues.doors import GuardedQuerySet
from leagues.rules.league_file import LeagueFileError
from leagues.rules.league_file_cups import FileCup, FileRound
from scoring.rules.words import Said, said


class CupQuerySet(GuardedQuerySet):
    def from_file(self, season, cups: list[FileCup], teams: dict) -> None:
        """The file's cups in the season (inside its door), `teams` the season's by code.
        Raises LeagueFileError saying each cup and round the database has drawn otherwise."""
        problems: list[Said] = []
        for read in cups:
            problems += _cup_from_file(season, read, teams)
        if problems:
            raise LeagueFileError(problems)


def _cup_from_file(season, read: FileCup, teams: dict) -> list[Said]:
    Cup = apps.get_model("leagues", "Cup")  # (cups.py imports this module)
    cup = season.cups.filter(name=read.name).first()
    rules = {"level_rule": read.level_rule, "draw_mode": read.draw_mode}
    if cup is None:
        cup = season.cups.create(name=read.name, **rules)
    elif (cup.level_rule, cup.draw_mode) != (read.level_rule, read.draw_mode):
        if cup.rounds.exists():
            return [
                said(
                    "The cup {cup}: it is drawn already, so a file cannot change how a level "
                    "match is won or how its rounds are drawn.",
                    in_the_file='cup "{cup}": it is drawn with another level_rule or draw_mode; a '
                    "file cannot change them",
                    cup=cup.name,
                )
            ]
        Cup.objects.filter(pk=cup.pk).update(**rules)
        cup.level_rule, cup.draw_mode = read.level_rule, read.draw_mode
    cup.season = season
    made = {stored.number: stored for stored in cup.rounds.all()}
    for number, shown in enumerate(read.rounds, start=1):
        pairs = [tie.pair for tie in shown.ties]
        stored = made.get(number)
        if stored is None:
            cup._add_round(season, number, pairs, shown.draw_number, shown.date, teams)
        elif stored.pairs() != pairs:
            return [
                said(
                    "The cup {cup}, round {round}: it is drawn with other ties, and a file "
                    "cannot change a draw.",
                    in_the_file='cup "{cup}", round {round}: it is drawn with other ties; a file '
                    "cannot change a draw",
                    cup=cup.name,
                    round=number,
                )
            ]
        elif (stored.date, stored.seed) != (shown.date, shown.draw_number):
            _redated(stored, shown)
    # The cards once every round is made, so each change sees the whole bracket.
    ties = {
        (tie.cup_round.number, tie.home.code): tie
        for tie in cup.ties().select_related("cup_round", "home")
    }
    for number, shown in enumerate(read.rounds, start=1):
        for tie in shown.ties:
            if tie.played:
                ties[number, tie.home].record_from_league_file(tie.games, tie.walkover_to)
    return _drawn_from_winners(Cup.objects.select_related("season").get(pk=cup.pk))


def _redated(stored, shown: FileRound) -> None:
    """A round's date and draw number as the file gives them; its ties without a card take
    the date, as CupRound.set_date moves them (a tie rearranged is a card's fixture)."""
    type(stored).objects.filter(pk=stored.pk).update(date=shown.date, seed=shown.draw_number)
    stored.ties.filter(cards__isnull=True).update(date=shown.date)


def _drawn_from_winners(cup) -> list[Said]:
    """Each round the database has after the file's, drawn from the winners the file's
    cards now give the round before it (league.md "The cup": the next round)."""
    rounds = cup.bracket().rounds
    for before, after in itertools.pairwise(rounds):
        if after.made is None:
            break
        winners = {tie.winner.code for tie in before.ties if tie.winner is not None}
        if winners != set(after.made.entrants()):
            return [
                said(
                    "The cup {cup}, round {round}: it is drawn with the winners of round "
                    "{before} as they were, and the file's cards send others through.",
                    in_the_file='cup "{cup}", round {round}: it is drawn with the winners of round '
                    "{before} as they were; the file's cards send others through",
                    cup=cup.name,
                    round=after.number,
                    before=before.number,
                )
            ]
    return []
