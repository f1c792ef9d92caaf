"""What a club player's page shows (templates/clubs/player.html): their nights, whom they
partnered and met and how it went, and their line in each season they played, all read from
the seasons' nights in bulk (clubs/seasons.py): the same few queries for 2 nights or 200."""

from collections import Counter
from dataclasses import dataclass, field

from clubs.models import Club, ClubPlayer, Night
from clubs.names import by_name
from clubs.rules.standings import Row
from clubs.seasons import NightRead, by_year, names_of, order_of, read_nights, rule_of, season_lines


@dataclass
class Together:
    """Games with (or against) one other player, and how they went for the page's player."""

    player_id: int
    name: str
    outcomes: Counter = field(default_factory=Counter)  # "won", "drawn", "lost": how many

    @property
    def games(self) -> int:
        return self.outcomes.total()

    @property
    def won(self) -> int:
        return self.outcomes["won"]

    @property
    def drawn(self) -> int:
        return self.outcomes["drawn"]

    @property
    def lost(self) -> int:
        return self.outcomes["lost"]


@dataclass(frozen=True)
class PlayerNight:
    night: Night
    row: Row  # the player's row that night, or their pair's


def their_row(read: NightRead, player: str) -> Row | None:
    """The player's row of the night: their own, or their pair's."""
    keys = {key for key, players in read.players.items() if player in players} or {player}
    return next((row for row in read.rows if row.key in keys), None)


def met(reads: list[NightRead], player: str, names: dict[str, str]) -> tuple[list, list]:
    """The player's partners and opponents, each with the games together and how the player's
    side fared, most games first."""
    partners: dict[str, Together] = {}
    opponents: dict[str, Together] = {}
    for read in reads:
        for result in read.played:
            sides = [
                [one for key in side for one in read.players.get(key, (key,))]
                for side in result.sides
            ]
            mine = next((i for i, side in enumerate(sides) if player in side), None)
            if mine is None:
                continue
            outcome = (
                "drawn" if result.winner is None else "won" if result.winner == mine else "lost"
            )
            for index, side in enumerate(sides):
                tally = partners if index == mine else opponents
                for other in side:
                    if other != player:
                        _count(tally, other, names, outcome)
    return _most_first(partners), _most_first(opponents)


def _count(tally: dict[str, Together], key: str, names: dict[str, str], outcome: str) -> None:
    tally.setdefault(key, Together(int(key), names.get(key, key))).outcomes[outcome] += 1


def _most_first(tally: dict[str, Together]) -> list[Together]:
    # The most games first; as many, by name (as the page's language lists names).
    return sorted(by_name(tally.values()), key=lambda together: -together.games)


def player_page(club: Club, player: ClubPlayer) -> dict:
    """The player's page's context: their nights (latest first), partners, opponents and
    season lines, from the nights of every year they came to (whole, for the positions)."""
    years = [day.year for day in player.attendances.dates("night__date", "year")]
    order = order_of(club)
    reads = read_nights(club.nights.filter(date__year__in=years), order) if years else []
    me = str(player.pk)
    nights = [
        PlayerNight(read.night, row)
        for read in reversed(reads)
        if (row := their_row(read, me)) is not None
    ]
    names = names_of(club)
    partners, opponents = met(reads, me, names)
    rule = rule_of(club)
    seasons = [
        (year, line)
        for year, season in sorted(by_year(reads).items(), reverse=True)
        for line in season_lines(season, rule, order)
        if line.row.key == me
    ]
    return {"nights": nights, "partners": partners, "opponents": opponents, "seasons": seasons}
