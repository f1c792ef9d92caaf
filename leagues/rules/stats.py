"""Players' figures (docs/league.md: "players see their own history: games, partners,
results"), from the games on confirmed cards: a player's season, the record with each
partner, and the league's leaderboard."""

from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from scoring.rules.allfours.facts import THE_FOUR, the_four_won


@dataclass(frozen=True)
class PlayedGame:
    """One game as a player saw it: game `number` of its match, with `partner` against the
    `opponent` team, `own` points to the `other` side's."""

    number: int
    partner: str
    opponent: str
    own: int
    other: int

    @property
    def won(self) -> bool:
        return self.own > self.other


def game_seen_by(player: int, number: int, pks, names, teams, scores) -> PlayedGame:
    """A game as its player saw it, from the game's four player places (pks and names, home
    pair first), the two teams' names and the two scores."""
    side = 0 if player in pks[:2] else 1
    pair = range(2 * side, 2 * side + 2)
    partner = next((names[n] for n in pair if pks[n] is not None and pks[n] != player), "")
    return PlayedGame(number, partner, teams[1 - side], scores[side], scores[1 - side])


@dataclass(frozen=True)
class PartnerRecord:
    partner: str  # "" when the card did not name the partner
    played: int
    won: int


@dataclass(frozen=True)
class PlayerTotals:
    played: int
    won: int
    lost: int
    points_for: int
    points_against: int
    partners: tuple[PartnerRecord, ...]  # most games together first
    best_run: int  # the most games won in a row

    @property
    def win_percent(self) -> int | None:
        """Games won, as a whole percentage (None before the first game)."""
        return round(100 * self.won / self.played) if self.played else None

    @property
    def average_margin(self) -> float | None:
        """Points for less points against, per game (None before the first game)."""
        return (self.points_for - self.points_against) / self.played if self.played else None


def player_totals(games: Iterable[PlayedGame]) -> PlayerTotals:
    """A player's figures from their games, in the order played."""
    games = list(games)
    won = sum(1 for game in games if game.won)
    together = Counter(game.partner for game in games)
    won_with = Counter(game.partner for game in games if game.won)
    return PlayerTotals(
        played=len(games),
        won=won,
        lost=len(games) - won,
        points_for=sum(game.own for game in games),
        points_against=sum(game.other for game in games),
        partners=tuple(
            PartnerRecord(partner, played, won_with[partner])
            for partner, played in together.most_common()
        ),
        best_run=_longest_winning_run(games),
    )


def _longest_winning_run(games: list[PlayedGame]) -> int:
    best = current = 0
    for game in games:
        current = current + 1 if game.won else 0
        best = max(best, current)
    return best


@dataclass(frozen=True)
class TheFour:
    """How often a player's pair took High, Low, Jack and Game, over the hands of their
    games scored hand by hand on a phone (rulebook §1.A.2)."""

    games: int
    hands: int  # hands in which any of the four was won
    taken: tuple[tuple[str, int], ...]  # each point, in the rulebook's order, and hands taken


def the_four_taken(games: Iterable[tuple[Sequence[list], str]]) -> TheFour:
    """From each game's hands (each hand's scoring items, as the engine counted them) and the
    player's side in it."""
    played, taken = 0, Counter()
    games = list(games)
    for hands, side in games:
        for items in hands:
            won = the_four_won(items)
            played += bool(won)
            taken.update(point for point, winner in won.items() if winner == side)
    return TheFour(len(games), played, tuple((point, taken[point]) for point in THE_FOUR))


# The leaderboard's orders: a column a visitor can sort by, and what breaks its ties.
LEADERBOARD_ORDERS = {
    "win_percent": ("win_percent", "won", "average_margin"),
    "won": ("won", "win_percent", "average_margin"),
    "played": ("played", "win_percent", "won"),
    "margin": ("average_margin", "win_percent", "won"),
}
DEFAULT_ORDER = "win_percent"


@dataclass(frozen=True)
class LeaderboardRow:
    player: int
    name: str
    team: str
    totals: PlayerTotals
    position: int = 0


def rank_players(
    players: Mapping[int, tuple[str, str]],
    games: Mapping[int, list[PlayedGame]],
    min_games: int,
    order: str = DEFAULT_ORDER,
) -> tuple[list[LeaderboardRow], list[LeaderboardRow]]:
    """The players who have played at least `min_games` games, ranked by the order asked for
    (ties share a position and are listed by name), and those still short of it, by games
    played. `players` maps a player's id to (name, team name)."""
    rows = [
        LeaderboardRow(pk, name, team, player_totals(games.get(pk, ())))
        for pk, (name, team) in players.items()
    ]
    keys = LEADERBOARD_ORDERS.get(order, LEADERBOARD_ORDERS[DEFAULT_ORDER])

    def rank_key(row):
        return tuple(getattr(row.totals, key) for key in keys)

    qualified = sorted(
        (row for row in rows if row.totals.played >= max(min_games, 1)),
        key=lambda row: row.name.casefold(),
    )
    qualified.sort(key=rank_key, reverse=True)
    ranked, previous = [], None
    for index, row in enumerate(qualified, start=1):
        same = previous is not None and rank_key(row) == rank_key(previous)
        position = ranked[-1].position if same else index
        ranked.append(LeaderboardRow(row.player, row.name, row.team, row.totals, position))
        previous = row
    short = [row for row in rows if 0 < row.totals.played < max(min_games, 1)]
    short.sort(key=lambda row: (-row.totals.played, row.name.casefold()))
    return ranked, short
