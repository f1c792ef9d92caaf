"""The game made for each table of a drawn round: the club's variant and house rules, the
sides named with their players' names, seat 1's side dealing first, owned by the organiser
who drew the round. The table scores it on its phone as any game (the scorer's page, offline
included); its result is then the table's (clubs/models/results.py)."""

from collections.abc import Sequence

from scoring.models import Game
from scoring.rules.limits import LONGEST_NAME

SIDE_IDS = "ABCDEF"  # as the scorer's new-game form names a game's sides
PARTNERS = " & "


def side_name(players: Sequence[str]) -> str:
    """A side's name from its players' ("Ann & Bo"), cut to the longest name a game's side
    may have: two of the club's longest names would not fit, and the engine refuses a longer
    one. The players' own names stay whole in the side's players."""
    name = PARTNERS.join(players)
    return name if len(name) <= LONGEST_NAME else name[: LONGEST_NAME - 1].rstrip() + "…"


def game_for_table(club, sides: Sequence[Sequence[str]], owner, start: Sequence[int] = ()) -> Game:
    """A new game for a table whose sides are these players (names, in seat order), unsaved:
    the engine checks the sides, house rules and start first (`Game.result([])` raises
    RecordError for a variant the club's options do not fit). The first dealer is seat 1's
    player, side A's first: the draw already shuffled who sits where, so no second draw is
    needed. `start`: each side's score before the first hand (a handicapped club's, in the
    sides' order; none: level at 0)."""
    game_id, _, variant_id = club.variant.partition(":")
    game = Game(
        game=game_id,
        variant=variant_id,
        options=dict(club.options or {}),
        sides=[
            {
                "id": side_id,
                "name": side_name(players),
                # A side of one player is that player: no list of one beside the name.
                "players": list(players) if len(players) > 1 else [],
            }
            for side_id, players in zip(SIDE_IDS, sides, strict=False)
        ],
        start=dict(zip(SIDE_IDS, start, strict=False)),
        first_dealer=SIDE_IDS[0],
        owner=owner,
    )
    game.result([])
    return game


def starts_of(game) -> tuple:
    """Each side's start in its game (a handicapped club's table), in the sides' order; none
    for a game begun level (or no game: a paper table)."""
    if game is None or not game.start:
        return ()
    return tuple(game.start.get(side_id, 0) for side_id in game.side_ids)
