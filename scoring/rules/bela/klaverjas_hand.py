"""Reading one Klaverjas deal (docs/record-format.md, "Klaverjas hands") and refusing what no
deal can be (docs/rules/klaverjas.md, K1, K5, K6, K8, K10)."""

from dataclasses import dataclass, field
from typing import Any

from kernel.said import said

from .. import values
from ..errors import Problems, key_path
from ..values import MISSING, describe, not_a_side
from ..words import Side, listed_sides
from .klaverjas import DOUBLING_NAMES, DOUBLINGS
from .klaverjas_roem import Roem, check_roem_in_tricks, read_roem
from .trumps import read_trump
from .variants import DEAL_POINTS

HAND_KEYS = ("maker", "trump", "card_points", "roem", "stuk", "pit", "verzaakt", "doubled")


@dataclass(frozen=True)
class KlaverjasHand:
    number: int
    maker: str
    trump: str | None = None
    card_points: dict[str, int] = field(default_factory=dict)
    roem: tuple[Roem, ...] = ()
    pit: str | None = None
    verzaakt: str | None = None
    doubled: int = 1


def read_hand(raw: Any, number: int, sides: tuple[str, ...], options) -> KlaverjasHand:
    problems = Problems(hand=number)
    if not problems.object_with_keys(raw, HAND_KEYS, said("a Klaverjas deal"), "hand"):
        problems.raise_if_any()
    maker = _side(raw, "maker", sides, problems, needed=True)
    verzaakt = _side(raw, "verzaakt", sides, problems, needed=False)
    pit = _side(raw, "pit", sides, problems, needed=False)
    points = read_card_points(raw, sides, problems, needed=verzaakt is None, pit=pit)
    roem = read_roem(raw, sides, options, problems)
    hand = KlaverjasHand(
        number,
        maker=maker,
        trump=read_trump(raw, problems),
        card_points=points,
        roem=tuple(roem),
        pit=pit,
        verzaakt=verzaakt,
        doubled=_doubled(raw, problems),
    )
    problems.raise_if_any()
    check_pit(hand, problems)
    if hand.verzaakt is None:  # a revoked deal's card points need not be its tricks'
        check_roem_in_tricks(list(hand.roem), hand.card_points, problems)
    problems.raise_if_any()
    return hand


def _side(raw: dict, name: str, sides, problems: Problems, needed: bool) -> str | None:
    value = raw.get(name, MISSING)
    if value is MISSING or value is None:
        if needed:
            problems.add(name, said("give the team that played (took trumps)"))
        return None
    if value in sides:
        return value
    problems.add(name, not_a_side(value, sides))
    return None


def _doubled(raw: dict, problems: Problems) -> int:
    """K10: kraak ×2, herkraak ×4, superkraak ×8 (1 or absent: not doubled); the players'
    words for them are read too."""
    value = raw.get("doubled", MISSING)
    if isinstance(value, str):
        value = DOUBLING_NAMES.get(value, value)
    if value is MISSING or value is None or (value == 1 and not isinstance(value, bool)):
        return 1
    if isinstance(value, bool) or value not in DOUBLINGS:
        problems.add(
            "doubled",
            said(
                "doubled is 2 (kraak), 4 (herkraak) or 8 (superkraak); got {value}",
                value=describe(value),
            ),
        )
        return 1
    return int(value)


def read_card_points(
    raw: dict, sides, problems: Problems, needed: bool, pit: str | None = None
) -> dict[str, int]:
    """K1: each team's card points, the last trick's 10 included: together exactly 162. As on
    a pad, one team's may be given alone (the other's are the rest of 162), and a deal with
    pit may leave them out (the pit team has them all, K6)."""
    given = raw.get("card_points", MISSING)
    if given is MISSING and pit is not None:
        return {side: DEAL_POINTS if side == pit else 0 for side in sides}
    if given is MISSING:
        if needed:
            problems.add("card_points", said("give each team's card points (162 in all)"))
        return {}
    if not isinstance(given, dict):
        problems.add("card_points", said("card_points is an object of each side's card points"))
        return {}
    points = {}
    for side, value in given.items():
        where = key_path("card_points", side)
        if side not in sides:
            problems.add(where, said('"{side}" is not one of the sides', side=side))
            continue
        try:
            points[side] = values.whole_number(value, minimum=0, maximum=DEAL_POINTS)
        except values.Refused as error:
            problems.add(where, said("card points: {why}", why=error.said))
            continue
        if points[side] == 1:
            problems.add(where, said("no card is worth 1, so a side cannot have 1 card point"))
    missing = [side for side in sides if side not in given]
    if len(missing) == 1 and len(points) == len(sides) - 1:
        rest = DEAL_POINTS - sum(points.values())
        if rest == 1:
            problems.add(
                "card_points",
                said("no card is worth 1, so a side cannot have 1 card point"),
            )
        points[missing[0]] = rest
    elif missing:
        problems.add(
            "card_points",
            said(
                "give every side's card points (missing: {missing})", missing=listed_sides(missing)
            ),
        )
    elif len(points) == len(sides) and sum(points.values()) != DEAL_POINTS:
        problems.add(
            "card_points",
            said(
                "card points add up to {total}; a deal holds 162 (the last trick's 10 included)",
                total=sum(points.values()),
            ),
        )
    return points


def check_pit(hand: KlaverjasHand, problems: Problems) -> None:
    """K6: pit is every trick to one team, so it has all 162 card points and the other team,
    having won no trick, called no roem (stuk is held, not won, so it stays). A revoked deal
    is not played out, so it has no pit."""
    if hand.pit is None:
        return
    if hand.verzaakt is not None:
        problems.add("pit", said("a deal lost by a revoke is not played out: it has no pit"))
        return
    if hand.card_points.get(hand.pit) != DEAL_POINTS:
        problems.add(
            "pit",
            said("pit is every trick, so {side} has all 162 card points", side=Side(hand.pit)),
        )
    for roem in hand.roem:
        if roem.side != hand.pit and roem.kind != "stuk":
            problems.add(
                "roem",
                said(
                    "{side} won no trick ({pit} took pit), so {side} has no roem",
                    side=Side(roem.side),
                    pit=Side(hand.pit),
                ),
            )
            return
