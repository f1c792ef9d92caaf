"""Who may play for a team (docs/league.md, "Registered players"; issue 36): each season's
team has its registered players, and a card's pairs come from them. A player registered for
another team of the season is refused; a player registered nowhere is a guest, and a league
that checks registration allows as many guests a team a season as its house rule says (none
unless it says so). A league that does not check registration refuses only the first."""

import re
from collections.abc import Collection, Mapping, Sequence

from kernel.said import said
from leagues.rules.lineup import SIDES, LineupProblem
from scoring.rules.names import name_key

# How a pair is written on a card: "Ann & Bob", "Ann, Bob", "Ann + Bob", "Ann and Bob".
BETWEEN_NAMES = re.compile(r"\s*(?:&|,|\+|/|\band\b)\s*", re.IGNORECASE)


def pair_names(written: str) -> list[str]:
    """The players of a pair as a card writes it, each as written."""
    return [part.strip() for part in BETWEEN_NAMES.split(written) if part.strip()]


def check_registration(
    pairs: Sequence[Sequence[Sequence[str]]],
    teams: Sequence[str],
    registered: Mapping[str, Collection[str]],
    guests_allowed: int | None,
    guests_before: Sequence[Collection[str]] = ((), ()),
) -> list[LineupProblem]:
    """Problems with who plays for whom on a card: `pairs` per game, the home pair's names
    then the away pair's; `teams` the home and away teams' names; `registered` each person
    (a name as names are compared, `name_key`: "sam  HILL", or Sam Hill written with a
    zero-width space, is Sam Hill) with the teams they are registered for; `guests_allowed` a
    team's guests a season (None: registration is not checked); `guests_before` each side's
    guests (persons) on its other cards this season. A guest counts once however often they play."""
    problems = []
    for index, (side, team) in enumerate(zip(SIDES, teams, strict=True)):
        guests = set(guests_before[index])
        for number, game in enumerate(pairs, start=1):
            for name in game[index]:
                holders = registered.get(name_key(name))
                if holders and team not in holders:
                    elsewhere = sorted(holders)[0]
                    words = said("{player} is registered for {team}.", player=name, team=elsewhere)
                elif holders or guests_allowed is None or name_key(name) in guests:
                    continue
                elif len(guests) < guests_allowed:
                    guests.add(name_key(name))
                    continue
                elif guests_allowed == 0:
                    words = said(
                        "{player} is not registered for {team}, and the league allows no "
                        "unregistered players.",
                        player=name,
                        team=team,
                    )
                else:
                    words = said(
                        "{player} is not registered for {team}, and {team} has had as many "
                        "guests this season as the league allows ({allowed}).",
                        player=name,
                        team=team,
                        allowed=guests_allowed,
                    )
                problems.append(LineupProblem(number, side, words))
    return problems
