"""A knockout cup beside the league (docs/league.md, "The cup"): the draw with its byes, the
rounds and their names, the winner of a cup match, and the next round, drawn afresh or fixed
in advance. Plain Python: the models keep a round as the list of its pairs."""

import dataclasses
import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum

from kernel.said import Said, named, said

from .cards import CardProblem, check_card
from .facts import LeagueRules
from .house import Finish
from .table import MatchResult, match_points

HOME, AWAY = "home", "away"


@dataclass(frozen=True)
class Pair:
    """Two teams drawn to meet, the first drawn at home; `away` None: the home team has a bye
    and goes through without playing (a bye is never shown as a match)."""

    home: str
    away: str | None = None

    @property
    def bye(self) -> bool:
        return self.away is None


class LevelRule(StrEnum):
    """What decides a cup match level on match points (league.md "The cup"), in order; an
    extra game is always the last step, so every match has a winner."""

    AGGREGATE_THEN_EXTRA = "aggregate"  # the aggregate of game points, then an extra game
    EXTRA_GAME = "extra_game"  # an extra game at once
    GAMES_AGGREGATE_EXTRA = "games"  # games won, then the aggregate, then an extra game


LEVEL_RULE_NAMES = {  # named: the secretary's form says them translated
    LevelRule.AGGREGATE_THEN_EXTRA: named("the aggregate, then an extra game"),
    LevelRule.EXTRA_GAME: named("an extra game"),
    LevelRule.GAMES_AGGREGATE_EXTRA: named("games won, then the aggregate, then an extra game"),
}
LEVEL_STEPS = {  # the steps before the extra game
    LevelRule.AGGREGATE_THEN_EXTRA: ("aggregate",),
    LevelRule.EXTRA_GAME: (),
    LevelRule.GAMES_AGGREGATE_EXTRA: ("games_won", "aggregate"),
}


class DrawMode(StrEnum):
    """How the rounds after the first are made (league.md "The cup")."""

    DRAWN = "drawn"  # each round drawn afresh from the last round's winners
    BRACKET = "bracket"  # fixed in advance: the winners of ties 1 and 2 meet, of 3 and 4 …


DRAW_MODE_NAMES = {
    DrawMode.DRAWN: named("each round drawn afresh"),
    DrawMode.BRACKET: named("fixed in advance (a bracket)"),
}


def bracket_size(teams: int) -> int:
    """The places in round one: the next power of two from the number of teams (11 → 16),
    so that every round after the first is whole (league.md "The cup": the draw)."""
    if teams < 2:
        raise ValueError("a cup needs two teams")
    return 1 << (teams - 1).bit_length()


def round_count(teams: int) -> int:
    """How many rounds a cup of this many teams has (11 → 4: 16, 8, 4, 2; league.md "The
    cup")."""
    return bracket_size(teams).bit_length() - 1


def round_name(number: int, rounds: int) -> Said:
    """A round's name, from the last: the Final, the Semi-finals, the Quarter-finals; before
    them "Round 1", "Round 2" … (league.md "The cup")."""
    from_last = rounds - number
    if from_last == 0:
        return said("Final")
    if from_last == 1:
        return said("Semi-finals")
    if from_last == 2:
        return said("Quarter-finals")
    return said("Round {number}", number=number)


def spread(count: int) -> list[int]:
    """The pair places of a round of `count` (a power of two) in the order byes go to them:
    bit-reversed, so any first few are shared out evenly between the halves, the quarters and
    so on down, and never two in one pair (league.md "The cup": byes)."""
    bits = count.bit_length() - 1
    return [int(format(place, f"0{bits}b")[::-1], 2) for place in range(count)]


def shuffled(teams: Sequence[str], seed: int) -> list[str]:
    """The teams in the order drawn from the hat with this seed: the same seed gives the same
    draw, whatever order the teams were listed in, so a draw can be shown and repeated
    (league.md "The cup": the draw number)."""
    order = sorted(teams)
    random.Random(seed).shuffle(order)
    return order


def seed_count(teams: int) -> int:
    """How many teams a seeded draw keeps apart: a quarter of round one's places, two at
    least (the top two in opposite halves), never more than its pairs (8 teams: 2, 16: 4,
    32: 8; league.md "The cup": seeding)."""
    pairs = bracket_size(teams) // 2
    return min(pairs, max(2, pairs // 2))


def seeded_places(seeds: Sequence[str], pairs: int, byes: int, seed: int) -> dict[int, str]:
    """Each seed's pair place in a round of `pairs` pairs with `byes` byes (on the places
    `spread` puts first), in the order `spread` shares places out: seed 1 in the top half,
    seed 2 in the other, seeds 3 and 4 one to each other quarter, 5 to 8 one to each other
    eighth, the draw number deciding which within each group (as seeded draws usually are
    made), so seeds meet as late as the bracket allows; within a group the stronger seeds
    take its byes."""
    order = spread(pairs)
    if len(seeds) > pairs:
        raise ValueError("more seeds than pairs")
    placed: dict[int, str] = {}
    hat = random.Random(f"seeds {seed}")
    start = 0
    while start < len(seeds):
        end = max(start * 2, 1)  # groups 1, 1, 2, 4, 8 …
        resting, playing = order[start : min(end, byes)], order[max(start, byes) : end]
        hat.shuffle(resting)
        hat.shuffle(playing)
        placed.update(zip(resting + playing, seeds[start:end], strict=False))
        start = end
    return placed


def first_round(teams: Sequence[str], seed: int, seeds: Sequence[str] = ()) -> list[Pair]:
    """Round one: the teams drawn (`shuffled`) into the bracket's pairs in order, the first
    out of each pair at home; as many byes as the bracket has places over the teams, one to a
    pair, given to the pairs `spread` puts first, so no two byes meet. A seeded draw puts its
    `seeds` (the strongest first) in their places first, each at home (`seeded_places`: the
    byes go to the top seeds), and draws the other teams into the places left."""
    if len(set(teams)) != len(teams):
        raise ValueError("a team is drawn once")
    if not set(seeds) <= set(teams):
        raise ValueError("a seed is one of the teams")
    size = bracket_size(len(teams))
    byes = set(spread(size // 2)[: size - len(teams)])
    placed = seeded_places(seeds, size // 2, len(byes), seed)
    drawn = iter(shuffled([team for team in teams if team not in placed.values()], seed))
    return [
        Pair(placed.get(place) or next(drawn))
        if place in byes
        else Pair(placed.get(place) or next(drawn), next(drawn))
        for place in range(size // 2)
    ]


def next_round(
    winners: Sequence[str], mode: str, seed: int = 0, seeds: Sequence[str] = ()
) -> list[Pair]:
    """The next round from the last round's winners, listed in the order of its pairs (a bye's
    team is its winner): fixed in advance, the winners of pairs 1 and 2 meet, of 3 and 4 …;
    drawn, they are drawn afresh with `seed`, a seeded draw's `seeds` (the strongest first)
    each at home in a pair of their own first (`seeded_places`). The first of each pair is at
    home."""
    if len(winners) < 2 or len(winners).bit_count() != 1:
        raise ValueError("a round after the first has a power of two of teams")
    if mode == DrawMode.BRACKET:
        if seeds:
            raise ValueError("a bracket fixed in advance is not drawn again")
        return [Pair(winners[i], winners[i + 1]) for i in range(0, len(winners), 2)]
    if not set(seeds) <= set(winners):
        raise ValueError("a seed is one of the teams")
    placed = seeded_places(seeds, len(winners) // 2, 0, seed)
    drawn = iter(shuffled([team for team in winners if team not in placed.values()], seed))
    return [
        Pair(placed.get(place) or next(drawn), next(drawn)) for place in range(len(winners) // 2)
    ]


@dataclass(frozen=True)
class Decision:
    """Who won a cup match ("home", "away", or None while it needs an extra game) and what
    decided it: "walkover", "match_points", "games_won", "aggregate" or "extra_game"."""

    winner: str | None
    by: str


DECIDED_BY_NAMES = {
    "walkover": named("a walkover"),
    "match_points": named("match points"),
    "games_won": named("games won"),
    "aggregate": named("the aggregate"),
    "extra_game": named("an extra game"),
}


def tie_winner(
    games: Sequence[tuple[int, int]], rules: LeagueRules, level: str, walkover_to: str = ""
) -> Decision:
    """The winner of a cup match from its card (league.md "The cup"): the match's games by
    match points, as the league counts them; if level, the league's `level` rule's steps (games
    won, the aggregate of game points), then the extra game, the card's game after the match's.
    A walkover goes to the team that turned up."""
    if walkover_to:
        return Decision(walkover_to, "walkover")
    match = [tuple(game) for game in games[: rules.games_per_match]]
    extra = games[rules.games_per_match :]
    if side := _ahead(*match_points(MatchResult(HOME, AWAY, tuple(match)), rules)):
        return Decision(side, "match_points")
    for step in LEVEL_STEPS[LevelRule(level)]:
        if step == "games_won":
            home = sum(1 for h, a in match if h > a)
            away = sum(1 for h, a in match if a > h)
        else:
            home, away = sum(h for h, _ in match), sum(a for _, a in match)
        if side := _ahead(home, away):
            return Decision(side, step)
    return Decision(_ahead(*extra[0]) if extra else None, "extra_game")


def _ahead(home: int, away: int) -> str | None:
    """The side with more ("home" or "away"), or None when level."""
    return HOME if home > away else AWAY if away > home else None


def cup_card_problems(
    games: Sequence,
    rules: LeagueRules,
    level: str,
    walkover_to: str = "",
    finish: Finish = Finish.TARGET,
    least_total: int = 0,
) -> list[CardProblem]:
    """What is wrong with a cup match's card: its match games as a league card's (check_card,
    each game finished as the house rules finish one: `finish`); then an extra game after them
    exactly when the match is level after the league's steps (`tie_winner`), itself finished
    the same way."""
    if walkover_to:
        return []
    games = list(games)
    count = rules.games_per_match
    problems = check_card(games[:count], rules, finish, least_total)
    extra = games[count:]
    if len(extra) > 1:
        return [*problems, CardProblem(None, said("A cup match has one extra game at most."))]
    if extra:
        one_game = dataclasses.replace(rules, games_per_match=1)
        problems += [
            CardProblem(count + 1, problem.said)
            for problem in check_card(extra, one_game, finish, least_total)
        ]
    if problems:
        return problems
    decision = tie_winner(games[:count], rules, level)
    if decision.winner is not None and extra:
        return [CardProblem(count + 1, said("The match is not level: leave the extra game out."))]
    if decision.winner is None and not extra:
        return [CardProblem(None, said("The match is level: give the extra game's score."))]
    return []


def champion(rounds: Sequence[Sequence[Pair]], winners: dict[int, dict[str, str]]) -> str | None:
    """The cup's winner: the winner of the Final, once the last round (one pair) is played.
    `winners` gives, by round number (from 1), the winner of each pair by its home team
    (league.md "The cup")."""
    if not rounds or len(rounds[-1]) != 1:
        return None
    final = rounds[-1][0]
    return winners.get(len(rounds), {}).get(final.home)


def through(pairs: Sequence[Pair], winners: dict[str, str]) -> list[str] | None:
    """The teams through to the next round, in the order of the round's pairs (a bye's team
    goes through); None while a pair has no winner. `winners`: each pair's winner by its
    home team (league.md "The cup": the next round)."""
    teams = [pair.home if pair.bye else winners.get(pair.home) for pair in pairs]
    return None if None in teams else teams
