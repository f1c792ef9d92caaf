"""Playing again: the next game between the same sides, to the same house rules, and who deals
its first hand."""

# Two-handed Bela is played in games of a match: "the winner of a game deals first in the
# next" (rulebook §1.B.1, Target).
WINNER_DEALS_FIRST = {("bela", "bela2")}


def next_game_dealer(
    game: str, variant: str, sides: tuple[str, ...], first_dealer: str, winners: list[str]
) -> str:
    """Who deals first in the next game: in two-handed Bela its winner (rulebook §1.B.1);
    otherwise the deal passes on, to the side after this game's first dealer in the order of
    the sides, as it passes from hand to hand (rulebook §1.A.1, §1.B.3, §1.C.1: the deal passes
    to the next player)."""
    if (game, variant) in WINNER_DEALS_FIRST and len(winners) == 1 and winners[0] in sides:
        return winners[0]
    if first_dealer not in sides:
        return sides[0]
    return sides[(sides.index(first_dealer) + 1) % len(sides)]
