"""A cup's bracket as its pages show it (docs/league.md, "The cup"): each round made, its
ties with their fixtures and who won them, the rounds still to come, and the cup's winner,
read from the cup's rounds, ties and cards (Cup.bracket). Read only: the changes are
cups.py's and cup_changes.py's, which read it."""

from dataclasses import dataclass, field

from django.db import models
from django.utils.translation import gettext

from kernel.said import Said
from leagues.models.fixtures import Fixture
from leagues.models.teams import Team
from leagues.rules.cup import (
    DECIDED_BY_NAMES,
    Decision,
    DrawMode,
    champion,
    round_count,
    round_name,
    tie_winner,
)


@dataclass
class Tie:
    """A pair of a round as the page shows it: its place, teams, fixture (none for a bye) and
    who won it (the confirmed card's `decision`; `waiting` while a card awaits an answer)."""

    place: int
    home: Team
    away: Team | None
    fixture: Fixture | None = None
    decision: Decision | None = None
    waiting: bool = False
    games: list[tuple[int, int]] = field(default_factory=list)  # the match's, confirmed
    extra: tuple[int, int] | None = None  # the extra game's score, if one was played

    @property
    def games_won(self) -> tuple[int, int]:
        return sum(h > a for h, a in self.games), sum(a > h for h, a in self.games)

    @property
    def aggregate(self) -> tuple[int, int]:
        return sum(h for h, _ in self.games), sum(a for _, a in self.games)

    @property
    def decided_by(self) -> str:
        """What decided it, in the page's language ("the aggregate")."""
        return gettext(DECIDED_BY_NAMES[self.decision.by]) if self.decision else ""

    @property
    def winner(self) -> Team | None:
        if self.away is None:
            return self.home
        if self.decision is None or self.decision.winner is None:
            return None
        return self.home if self.decision.winner == "home" else self.away


@dataclass
class Round:
    number: int
    name: Said
    made: models.Model | None = None  # the CupRound as stored
    ties: list[Tie] = field(default_factory=list)
    places: int = 0  # its pairs, drawn or to be
    # Fixed in advance and not made yet: each pair's two places, a team already through or
    # the number of the tie before whose winner it will be.
    to_come: list[tuple[Team | int, Team | int]] = field(default_factory=list)
    seeds: list[Team] = field(default_factory=list)  # a seeded draw's, the strongest first


@dataclass
class Bracket:
    rounds: list[Round]
    winner: Team | None
    next_open: bool  # the last round made has every winner, and is not the final

    def winners_of(self, number: int) -> dict[str, str]:
        """The winners of a round's played ties, by home team code."""
        ties = self.rounds[number - 1].ties
        return {t.home.code: t.winner.code for t in ties if t.away is not None and t.winner}


def bracket_of(cup) -> Bracket:
    """The cup as its page shows it (Cup.bracket, which keeps it on the cup)."""
    made = list(cup.rounds.all())
    if not made:
        return Bracket([], None, False)
    teams = {team.code: team for team in Team.objects.filter(season=cup.season_id)}
    fixtures = {
        (fixture.cup_round_id, fixture.home.code): fixture
        for fixture in cup.ties().with_cards().select_related("cup_round")
    }
    rules = cup.season.rules
    total = round_count(len(made[0].entrants()))
    rounds = []
    for number in range(1, total + 1):
        rounds.append(Round(number, round_name(number, total), places=2 ** (total - number)))
    for made_round in made:
        shown = rounds[made_round.number - 1]
        shown.made = made_round
        shown.seeds = [teams[code] for code in made_round.seeds]
        for place, pair in enumerate(made_round.pairs(), start=1):
            tie = Tie(place, teams[pair.home], teams[pair.away] if pair.away else None)
            tie.fixture = fixtures.get((made_round.pk, pair.home))
            if tie.fixture is not None:
                _decide(tie, rules, cup.level_rule)
            shown.ties.append(tie)
    last = rounds[len(made) - 1]
    if cup.draw_mode == DrawMode.BRACKET:
        _fixed_in_advance(rounds[len(made) - 1 :])
    complete = all(tie.winner is not None for tie in last.ties)
    won = {tie.home.code: tie.winner.code for tie in last.ties if tie.winner}
    winner = teams.get(champion([made_round.pairs() for made_round in made], {len(made): won}))
    return Bracket(rounds, winner, complete and len(made) < total)


def _fixed_in_advance(rounds: list[Round]) -> None:
    """The bracket's rounds after the last made one: in round one after it, the winners of
    ties 1 and 2 (a team where it is known) meet, of 3 and 4 …; then the winners of those."""
    before = [tie.winner or tie.place for tie in rounds[0].ties]
    for shown in rounds[1:]:
        shown.to_come = [(before[i], before[i + 1]) for i in range(0, len(before), 2)]
        before = list(range(1, len(shown.to_come) + 1))


def _decide(tie: Tie, rules, level_rule: str) -> None:
    """The tie's winner from its confirmed card, and its games; or whether a card awaits an
    answer."""
    fixture = tie.fixture
    card = fixture.counting_card()
    if card is None:
        tie.waiting = fixture.latest_card() is not None
        return
    games = [(game.home_score, game.away_score) for game in card.games.all()]
    walkover = ""
    if card.walkover_to_id is not None:
        walkover = "home" if card.walkover_to_id == fixture.home_id else "away"
    tie.decision = tie_winner(games, rules, level_rule, walkover)
    tie.games = games[: rules.games_per_match]
    tie.extra = games[rules.games_per_match] if len(games) > rules.games_per_match else None


def tie_standing(tie: Tie) -> dict:
    """A tie as `standings --format json` prints it (Cup.as_standing)."""
    decided = tie.decision if tie.winner else None
    return {
        "home": tie.home.code,
        "away": tie.away.code if tie.away else None,
        "games": [list(game) for game in tie.games],
        "extra": list(tie.extra) if tie.extra else None,
        "winner": tie.winner.code if tie.winner else None,
        "decided_by": "bye" if tie.away is None else (decided.by if decided else None),
    }
