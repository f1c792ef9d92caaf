"""The All Fours variants and their options (rules/variants.md, rulebook §1.A.10).

A variant is a set of defaults for the options a record may override, plus fixed traits that
no option changes: whether trumps are turned up (and so begged) or pitched, which penalties
exist, and how many sides may play."""

from dataclasses import dataclass
from typing import Any

from kernel.said import Said, named, said

from .. import values
from ..options import Option, boolean, choice, integer
from ..registry import VariantSpec

RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2")
# Game values (rulebook §0.2): A 4, K 3, Q 2, J 1, 10 10, the rest 0; 80 in the whole pack.
GAME_VALUES = {"A": 4, "K": 3, "Q": 2, "J": 1, "10": 10}
PACK_GAME_VALUE = 80
PACK_SIZE = 52


@dataclass(frozen=True)
class Traits:
    turn_up: bool  # False: a pitch game, the first card led sets trumps (no kick, no beg)
    penalties: frozenset[str]


@dataclass(frozen=True)
class Stakes:
    game: float
    all_fours: float


def _read_kicks(value: Any) -> dict[str, int]:
    if not isinstance(value, dict):
        raise values.Refused(
            said('expected an object of rank to points, e.g. {{"A": 1, "6": 2, "J": 3}}')
        )
    kicks = {}
    for rank, points in value.items():
        if rank not in RANKS:
            raise values.Refused(
                said(
                    "{value} is not a rank ({ranks})",
                    value=values.describe(rank),
                    ranks=" ".join(RANKS),
                )
            )
        kicks[rank] = values.whole_number(points, minimum=0)
    return kicks


def _read_stakes(value: Any) -> Stakes:
    if not isinstance(value, dict) or not value or set(value) - {"game", "all_fours"}:
        raise values.Refused(said('expected {{"game": G, "all_fours": F}}'))
    amounts = {}
    for key in ("game", "all_fours"):
        amount = value.get(key, 0)
        if isinstance(amount, bool) or not isinstance(amount, (int, float)) or amount < 0:
            raise values.Refused(said("the {key} stake must be a number of at least 0", key=key))
        amounts[key] = amount
    return Stakes(**amounts)


OPTIONS = {
    option.key: option
    for option in (
        Option("target", integer(minimum=1), named("points to win")),
        Option("kicks", _read_kicks, named("turn-up values by rank")),
        Option("kick_scoring", choice("every", "final"), named("which turned cards score")),
        Option("beg_point", integer(minimum=0), named("points to each non-dealer side on a gift")),
        Option(
            "take_one_may_win", boolean(), named("whether a gift may bring a side to the target")
        ),
        Option("hang_jack", integer(minimum=0), named("points for capturing another side's jack")),
        Option("low_to", choice("holder", "capturer"), named("who scores Low")),
        Option(
            "game_tie", choice("nobody", "non_dealer"), named("who scores Game on level totals")
        ),
        Option("game_value", integer(minimum=0), named("what the Game point is worth")),
        Option(
            "looked_penalty", integer(minimum=0), named("points to each other side for looking")
        ),
        Option(
            "revoke_game", choice("nobody", "opponents", "no_effect"), named("Game after a revoke")
        ),
        Option("stakes", _read_stakes, named("money per game and per all-fours hand")),
    )
}
TURN_UP_OPTIONS = ("kicks", "kick_scoring", "beg_point", "take_one_may_win")

BASE_DEFAULTS = {
    "kicks": {},
    "kick_scoring": "final",
    "beg_point": 1,
    "take_one_may_win": True,
    "looked_penalty": 4,
    "revoke_game": "nobody",
    "stakes": None,
}
COMMON = {"hang_jack": 1, "low_to": "holder", "game_value": 1}
TURN_UP = {"kick_scoring": "final", "beg_point": 1, "take_one_may_win": True}
TRINIDAD = {
    **COMMON,
    **TURN_UP,
    "target": 14,
    "kick_scoring": "every",
    "hang_jack": 3,
    "game_tie": "nobody",
    "revoke_game": "nobody",
}
PITCH = {**COMMON, "game_tie": "nobody"}
YORKSHIRE = {**PITCH, "looked_penalty": 4}
HISTORIC = {**COMMON, **TURN_UP, "game_tie": "non_dealer"}

TRINIDAD_PENALTIES = frozenset({"misdeal", "revoke", "revoke_honour"})
LOOKED = frozenset({"looked"})


def _variant(id, title, summary, sides, defaults, turn_up, penalties=frozenset()):
    # An option that has nothing to act on in a variant (kicks in a pitch game, the looking
    # penalty where nobody can look) is refused rather than silently ignored.
    keys = [key for key in OPTIONS if turn_up or key not in TURN_UP_OPTIONS]
    if "looked" not in penalties:
        keys.remove("looked_penalty")
    if "revoke" not in penalties:
        keys.remove("revoke_game")
    return VariantSpec(
        game="allfours",
        id=id,
        title=title,
        summary=summary,
        side_counts=sides,
        # Every key has a value, so the engine never asks whether an option applies.
        defaults={**BASE_DEFAULTS, **defaults},
        options={key: OPTIONS[key] for key in keys},
        traits=Traits(turn_up=turn_up, penalties=penalties),
    )


VARIANTS = {
    spec.id: spec
    for spec in (
        _variant(
            "trinidad",
            named("All Fours (Trinidad)"),
            named("Kicks A 1, 6 2, J 3 on every turn-up; hang jack 3; first to 14."),
            (2,),
            {**TRINIDAD, "kicks": {"A": 1, "6": 2, "J": 3}},
            True,
            TRINIDAD_PENALTIES,
        ),
        _variant(
            "tobago",
            named("All Fours (Tobago)"),
            named("As Trinidad, but the kicks are A 1, 2 2, J 3."),
            (2,),
            {**TRINIDAD, "kicks": {"A": 1, "2": 2, "J": 3}},
            True,
            TRINIDAD_PENALTIES,
        ),
        _variant(
            "yorkshire",
            named("All Fours (West Yorkshire)"),
            named("Pub game: pitched trumps, Jack to its captor, looking costs 4; first to 11."),
            (2, 3),
            {**YORKSHIRE, "target": 11},
            False,
            LOOKED,
        ),
        _variant(
            "heckmondwike",
            named("All Fours (Heckmondwike league)"),
            named("West Yorkshire rules played to 15, as in the Heckmondwike pub league."),
            (2,),
            {**YORKSHIRE, "target": 15},
            False,
            LOOKED,
        ),
        _variant(
            "lancashire",
            named("All Fours (Lancashire)"),
            named("As West Yorkshire, but Low goes to the side that captures it; first to 11."),
            (2,),
            {**YORKSHIRE, "target": 11, "low_to": "capturer"},
            False,
            LOOKED,
        ),
        _variant(
            "cotton",
            named("All Fours (Cotton, 1674)"),
            named(
                "Two players; a turned jack scores 1, the gift 1, "
                "Game ties to the non-dealer; to 11."
            ),
            (2,),
            {**HISTORIC, "target": 11, "kicks": {"J": 1}},
            True,
        ),
        _variant(
            "running",
            named("Running All Fours"),
            named("Two players to 31; the turn-up scores A 4, K 3, Q 2, J 1."),
            (2,),
            {**HISTORIC, "target": 31, "kicks": {"A": 4, "K": 3, "Q": 2, "J": 1}},
            True,
        ),
        _variant(
            "american",
            named("All Fours (19th-century American)"),
            named(
                "Two players to 10; only the jack that finally sets trumps scores; no winning gift."
            ),
            (2,),
            {**HISTORIC, "target": 10, "kicks": {"J": 1}, "take_one_may_win": False},
            True,
        ),
        _variant(
            "sevenup",
            named("Seven Up / Old Sledge"),
            named("Two or three players or two teams, to 7; the dealer may not gift a player out."),
            (2, 3),
            {**HISTORIC, "target": 7, "kicks": {"J": 1}, "take_one_may_win": False},
            True,
        ),
        _variant(
            "pitch",
            named("Blind All Fours / Pitch"),
            named("No turn-up or begging: the first card led sets trumps; first to 7."),
            (2, 3),
            {**PITCH, "target": 7},
            False,
        ),
    )
}


# The ranks said with their article, where English does not say "a 6" (the rest).
CARD_NAMES = {
    "A": said("an Ace"),
    "K": said("a King"),
    "Q": said("a Queen"),
    "J": said("a Jack"),
    "8": said("an 8"),
}


def card_name(rank: str) -> Said:
    """A rank as it is said: "an Ace", "a 6", "an 8"."""
    return CARD_NAMES.get(rank) or said("a {rank}", rank=rank)


def game_value_of(rank: str) -> int:
    return GAME_VALUES.get(rank, 0)


def turn_up_limit(players: int) -> int:
    """How many cards can be turned in one deal attempt (V-AF-12): six cards each and a
    turn-up, then three more each and a turn-up per run, from a 52-card pack."""
    used, turned = 6 * players + 1, 1  # pragma: no mutate (docs/mutants.md)
    while used + 3 * players + 1 <= PACK_SIZE:  # pragma: no mutate (docs/mutants.md)
        used += 3 * players + 1  # pragma: no mutate (docs/mutants.md)
        turned += 1
    return turned
