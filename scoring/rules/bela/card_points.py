"""A Bela hand's card points (spec/record-format.md, "card_points"): each side's, the last trick
not included, and their total against the cards played (rulebook §2.2: V-BE-1, V-BE-3, V-BE-4)."""

from typing import TYPE_CHECKING, Any

from kernel.said import said

from .. import values
from ..errors import Problems, key_path
from ..values import MISSING
from ..words import listed_sides
from .variants import INDICATOR_VALUES, PACK_CARD_POINTS, TWO_HANDED_MOST, card_points_total

if TYPE_CHECKING:
    from .hand import HandRules


def read_card_points(
    hand: dict, rules: "HandRules", problems: Problems, needed: bool
) -> dict[str, int]:
    """Each side's card points, the last trick not included, and their total (below)."""
    raw = hand.get("card_points", MISSING)
    if raw is MISSING:
        if needed:
            problems.add(
                "card_points", said("give each side's card points (last trick not included)")
            )
        return {}
    if not isinstance(raw, dict):
        problems.add("card_points", said("card_points is an object of each side's card points"))
        return {}
    points = {}
    for side, value in raw.items():
        if side not in rules.sides:
            problems.add(
                key_path("card_points", side),
                said('"{side}" is not one of the sides', side=side),
            )
            continue
        try:
            points[side] = values.whole_number(value, minimum=0, maximum=PACK_CARD_POINTS)
        except values.Refused as error:
            problems.add(
                key_path("card_points", side),
                said("card points: {why}", why=error.said),
            )
            continue
        if points[side] == 1:
            problems.add(
                key_path("card_points", side),
                said("no card is worth 1, so a side cannot have 1 card point"),
            )
    missing = [s for s in rules.sides if s not in raw]
    if missing:
        problems.add(
            "card_points",
            said(
                "give every side's card points (missing: {missing})", missing=listed_sides(missing)
            ),
        )
    elif len(points) == len(rules.sides):
        _check_card_point_total(sum(points.values()), hand.get("trump"), rules, problems)
    return points


def _check_card_point_total(total: int, trump: Any, rules: "HandRules", problems: Problems) -> None:
    """V-BE-1, V-BE-3, V-BE-4: all 32 cards are played four-handed (152, or 120 without
    trumps); two-handed only 18 are, three-handed 27 (32 cards) or all but the indicator
    (28 cards)."""
    players, options = rules.traits.players, rules.options
    if players == 4:
        exact = card_points_total(trump)
        if total != exact:
            problems.add(
                "card_points",
                said(
                    "card points add up to {total}; with all 32 cards played they make {exact}",
                    total=total,
                    exact=exact,
                ),
            )
    elif players == 2 and not 18 <= total <= TWO_HANDED_MOST:
        problems.add(
            "card_points",
            said(
                "card points add up to {total}; the 18 cards played two-handed hold 18 to 146",
                total=total,
            ),
        )
    elif players == 3 and options["deck"] == 28:
        possible = sorted(PACK_CARD_POINTS - v for v in INDICATOR_VALUES)
        if total not in possible:
            problems.add(
                "card_points",
                said(
                    "card points add up to {total}; with 28 cards only the indicator is out, "
                    "so the total is one of {possible}",
                    total=total,
                    possible=", ".join(map(str, possible)),
                ),
            )
    elif players == 3 and not 85 <= total <= PACK_CARD_POINTS:
        problems.add(
            "card_points",
            said(
                "card points add up to {total}; the 27 cards played three-handed hold 85 to 152",
                total=total,
            ),
        )
