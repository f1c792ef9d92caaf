"""What one game may hold on Pegboard (docs/record-format.md, "Limits"): far more than any game
played at a table, and little enough that the largest game a stranger can store is still
quick to show, export and score again. A record past a limit is refused like any other wrong
record, naming the field."""

from kernel.said import Said, said

from .names import line_refusal

MOST_HANDS = 500  # a long All Fours game to 121 is about 100 hands
LONGEST_NAME = 60  # characters of a side's id or name, or a player's name
MOST_PLAYERS = 10  # names listed for one side
LARGEST_OPTION = 10_000  # any whole-number option: a target, a stake (Bela plays to 1001)


def too_many_hands(count: int) -> Said | None:
    if count > MOST_HANDS:
        return said("a game holds at most {most} hands", most=MOST_HANDS)
    return None


def name_refusal(name: str, longest: int | None = LONGEST_NAME) -> Said | None:
    """Why a side's id or name, or a player's name, cannot be stored; None if it can. A name
    held elsewhere (a league's, a team's) has its own `longest`, or None where its field
    bounds the length itself: the one line (names.py) is the same rule everywhere."""
    if longest is not None and len(name) > longest:
        return said("a name is at most {most} characters", most=longest)
    return line_refusal(name)


def too_many_players(count: int) -> Said | None:
    if count > MOST_PLAYERS:
        return said("a side lists at most {most} players", most=MOST_PLAYERS)
    return None
