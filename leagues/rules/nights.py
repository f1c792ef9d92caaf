"""A league's match nights across all its divisions and cups (rules/league.md "Fixtures"):
a pub has one room for a match, so its teams (an A team in the Premier, a B team in the
First) are never both at home on one night, whichever division or cup they play in.

Which side of each pairing is at home is a yes-or-no choice, and "these two teams are not
both at home that night" is a clause on two such choices: the whole question is 2-SAT, which
is answered exactly (Aspvall, Plass and Tarjan). When no choice of home sides will do for one
order of the teams, other orders are tried; when none will, the fewest clashes are kept and
each is reported (Clash), never hidden. Plain Python, no Django."""

import datetime
import random
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from .fixtures import Fixture, circle_rounds, week_dates

ORDERS_TRIED = 40  # team orders tried per league before settling for the fewest clashes


@dataclass(frozen=True)
class Clash:
    """A night on which a pub has more than one team at home (`teams`, in listed order)."""

    week: int
    date: datetime.date | None
    venue: str
    teams: tuple[str, ...]


def league_fixtures(
    divisions: Sequence[Sequence[str]],
    venues: Mapping[str, str] | None = None,
    start: datetime.date | None = None,
    weekday: int | None = None,
    busy: Mapping[datetime.date, set[str]] | None = None,
) -> tuple[list[Fixture], list[Clash]]:
    """Each division's double round robin, all on the same weekly nights (week 1 of every
    division is the first night), with the clashes no order could avoid. `venues` maps a
    team to its pub; `busy` gives, by date, the pubs already hosting a match that night (a
    cup's ties), so no league team of theirs is at home then."""
    every = [team for teams in divisions for team in teams]
    if len(set(every)) != len(every):
        raise ValueError("a team is listed twice")
    venues, busy = dict(venues or {}), busy or {}
    divisions = [list(teams) for teams in divisions if len(teams) >= 2]
    weeks = max((2 * (len(t) - 1 + len(t) % 2) for t in divisions), default=0)
    dates = week_dates(weeks, start, weekday)
    nights_busy = [busy.get(dates[w], set()) if dates else set() for w in range(weeks)]
    for attempt in range(ORDERS_TRIED if venues else 1):
        plan = _Plan(_first_halves(divisions, attempt), venues, nights_busy)
        choice = plan.kept_apart()
        if choice is not None:
            return plan.fixtures(choice, dates), []
    # None keeps every pub's teams apart: the canonical order, with the fewest clashes.
    plan = _Plan(_first_halves(divisions, 0), venues, nights_busy)
    choice = plan.fewest_clashes()
    return plan.fixtures(choice, dates), plan.clashes(choice, dates)


def double_round_robin(
    teams: list[str],
    venues: Mapping[str, str] | None = None,
    start: datetime.date | None = None,
    weekday: int | None = None,
) -> list[Fixture]:
    """Fixtures for one division's `teams` in week order (league_fixtures, the clashes no
    order avoids left out). With `start` and `weekday` (Monday 0) each week gets the date of
    that weekday, from the start on."""
    return league_fixtures([teams], venues, start, weekday)[0]


def _first_halves(divisions: list[list[str]], attempt: int) -> list[list[list[tuple]]]:
    """Each division's first half (its rounds of pairs, None the bye): the canonical circle of
    the teams as listed first, then of the teams shuffled, their rounds turned about."""
    halves = []
    for teams in divisions:
        field = list(teams) + ([None] if len(teams) % 2 else [])
        if attempt:
            chance = random.Random(attempt * 7919 + len(halves))  # the same try each time
            chance.shuffle(field)
        rounds = circle_rounds(field)
        if attempt:
            turn = chance.randrange(len(rounds))
            rounds = rounds[turn:] + rounds[:turn]
        halves.append(rounds)
    return halves


class _Plan:
    """One order of each division's pairings: a choice (a bool a pairing, True as drawn)
    says which side is at home in the first half; the second half mirrors it."""

    def __init__(self, halves, venues: dict[str, str], nights_busy: list[set[str]]):
        self.halves, self.venues, self.nights_busy = halves, venues, nights_busy
        self.pairs = [  # (division, round, place) of each pairing that is a match
            (d, r, p)
            for d, rounds in enumerate(halves)
            for r, pairs in enumerate(rounds)
            for p, pair in enumerate(pairs)
            if None not in pair
        ]
        number = {where: n for n, where in enumerate(self.pairs)}
        # Each night, each pub's teams playing, as "at home" literals: (pairing, as drawn).
        self.nights = [defaultdict(list) for _ in nights_busy]
        for (d, r, p), n in number.items():
            home, away = halves[d][r][p]
            half = len(halves[d])
            for week, mirrored in ((r, False), (r + half, True)):
                for team, drawn_home in ((home, True), (away, False)):
                    if team in venues:
                        at_home = (n, drawn_home != mirrored)
                        self.nights[week][venues[team]].append((team, at_home))

    def clauses(self) -> list[tuple]:
        """No two teams of a pub at home on one night, and none of a busy pub's at all."""
        clauses = []
        for week, pubs in enumerate(self.nights):
            for pub, playing in pubs.items():
                literals = [literal for _, literal in playing]
                if pub in self.nights_busy[week]:
                    clauses += [(_not(literal), _not(literal)) for literal in literals]
                clauses += [
                    (_not(a), _not(b)) for i, a in enumerate(literals) for b in literals[i + 1 :]
                ]
        return clauses

    def kept_apart(self) -> list[bool] | None:
        """A choice with no clash, each pairing as drawn wherever that still leaves one (so a
        league without shared pubs keeps the canonical schedule); None when there is none."""
        if not self.could_be_apart():
            return None
        clauses = self.clauses()
        if _satisfied(len(self.pairs), clauses) is None:
            return None
        implied = defaultdict(list)  # a literal true makes these true (the clauses' graph)
        for a, b in clauses:
            implied[_not(a)].append(b)
            implied[_not(b)].append(a)
        chosen: dict[int, bool] = {}
        for n in range(len(self.pairs)):  # as drawn where it follows without a contradiction
            if n not in chosen and not _propagated((n, True), implied, chosen):
                _propagated((n, False), implied, chosen)  # (a satisfiable rest: it holds)
        return [chosen[n] for n in range(len(self.pairs))]

    def could_be_apart(self) -> bool:
        """Each pub's teams have no more home matches between them than there are nights (a
        quick no, before the exact question, for a pub of four teams in one division)."""
        homes, nights = defaultdict(int), defaultdict(set)
        for week, pubs in enumerate(self.nights):
            for pub, playing in pubs.items():
                homes[pub] += len(playing)  # each match is home in one half, away in the other
                nights[pub].add(week)
        return all(homes[pub] / 2 <= len(nights[pub]) for pub in homes)

    def at_home(self, choice, literal) -> bool:
        n, value = literal
        return choice[n] == value

    def clash_count(self, choice) -> int:
        return sum(self._cost(choice, week, pub) for week, pub in self._cells())

    def _cells(self):
        return [(week, pub) for week, pubs in enumerate(self.nights) for pub in pubs]

    def _cost(self, choice, week: int, pub: str) -> int:
        """The teams too many at home at the pub that night (a busy pub has one already)."""
        home = sum(self.at_home(choice, literal) for _, literal in self.nights[week][pub])
        return max(home + (pub in self.nights_busy[week]) - 1, 0)

    def clashes(self, choice, dates) -> list[Clash]:
        found = []
        for week, pub in self._cells():
            if self._cost(choice, week, pub):
                playing = self.nights[week][pub]
                home = tuple(team for team, at in playing if self.at_home(choice, at))
                found.append(Clash(week + 1, dates[week] if dates else None, pub, home))
        return found

    def fewest_clashes(self) -> list[bool]:
        """No choice keeps every pub's teams apart: turn pairings about while that lowers the
        clashes, from the pairings as drawn (each turn weighed on the nights it touches)."""
        touches = defaultdict(set)
        for week, pub in self._cells():
            for _, (n, _value) in self.nights[week][pub]:
                touches[n].add((week, pub))
        choice = [True] * len(self.pairs)
        improved = True
        while improved:
            improved = False
            for n, cells in touches.items():
                before = sum(self._cost(choice, *cell) for cell in cells)
                choice[n] = not choice[n]
                if sum(self._cost(choice, *cell) for cell in cells) < before:
                    improved = True
                else:
                    choice[n] = not choice[n]
        return choice

    def fixtures(self, choice, dates) -> list[Fixture]:
        kept = {where: chosen for where, chosen in zip(self.pairs, choice, strict=True)}
        fixtures = []
        for d, rounds in enumerate(self.halves):
            for r, pairs in enumerate(rounds):
                for p, (home, away) in enumerate(pairs):
                    if home is None or away is None:
                        continue
                    if not kept[(d, r, p)]:
                        home, away = away, home
                    for week, (h, a) in ((r, (home, away)), (r + len(rounds), (away, home))):
                        date = dates[week] if dates else None
                        fixtures.append(Fixture(week + 1, h, a, date))
        return sorted(fixtures, key=lambda fixture: fixture.week)


def kept_apart_pairs(
    pairs: Sequence[tuple[str, str]], venues: Mapping[str, str], busy: set[str]
) -> tuple[list[tuple[str, str]], list[Clash]]:
    """One night's ties (a cup round), each (home, away) as drawn, turned about where that
    keeps a pub's teams apart (and off a pub `busy` that night); the clashes left."""
    nights = defaultdict(list)
    for n, (home, away) in enumerate(pairs):
        for team, drawn_home in ((home, True), (away, False)):
            if team in venues:
                nights[venues[team]].append((team, (n, drawn_home)))
    plan = _Plan([], dict(venues), [set(busy)])
    plan.pairs, plan.nights = list(pairs), [nights]
    choice = plan.kept_apart() or plan.fewest_clashes()
    turned = [(h, a) if kept else (a, h) for (h, a), kept in zip(pairs, choice, strict=True)]
    return turned, plan.clashes(choice, [])


def _propagated(literal, implied, chosen: dict[int, bool]) -> bool:
    """`literal` made true with all it implies, into `chosen`; False (and `chosen` as it was)
    when that contradicts a choice made."""
    made, waiting = [], [literal]
    while waiting:
        n, value = waiting.pop()
        if n in chosen:
            if chosen[n] != value:
                for undone in made:
                    del chosen[undone]
                return False
            continue
        chosen[n] = value
        made.append(n)
        waiting.extend(implied[(n, value)])
    return True


def _not(literal: tuple[int, bool]) -> tuple[int, bool]:
    return literal[0], not literal[1]


def _satisfied(count: int, clauses: list[tuple]) -> list[bool] | None:
    """A choice of `count` booleans meeting every clause (two literals (n, value), one of
    them true), or None: the implication graph's strongly connected components, by Kosaraju,
    iteratively (a big league's graph is deeper than Python's recursion)."""

    def node(literal):
        return 2 * literal[0] + (0 if literal[1] else 1)

    edges = [[] for _ in range(2 * count)]
    back = [[] for _ in range(2 * count)]
    for a, b in clauses:  # a or b: not a gives b, not b gives a
        for source, target in ((node(_not(a)), node(b)), (node(_not(b)), node(a))):
            edges[source].append(target)
            back[target].append(source)
    order, seen = [], [False] * (2 * count)
    for root in range(2 * count):
        if seen[root]:
            continue
        seen[root] = True
        stack = [(root, iter(edges[root]))]
        while stack:
            at, following = stack[-1]
            step = next(following, None)
            if step is None:
                order.append(at)
                stack.pop()
            elif not seen[step]:
                seen[step] = True
                stack.append((step, iter(edges[step])))
    component = [-1] * (2 * count)
    for label, root in enumerate(reversed(order)):
        if component[root] != -1:
            continue
        component[root], stack = label, [root]
        while stack:
            for step in back[stack.pop()]:
                if component[step] == -1:
                    component[step] = label
                    stack.append(step)
    if any(component[2 * n] == component[2 * n + 1] for n in range(count)):
        return None
    # Kosaraju labels components in topological order: a literal later than its negation wins.
    return [component[2 * n] > component[2 * n + 1] for n in range(count)]
