"""Klaverjas roem (docs/rules/klaverjas.md, K3-K5): what each kind is worth, and each side's roem
read from a record, as the kinds called or as a pad's totals, refusing roem no deal can hold."""

from dataclasses import dataclass

from kernel.said import said

from .. import values
from ..errors import Problems, key_path
from ..values import MISSING, describe
from ..words import Side
from .deal import every_run, least_trick_points
from .klaverjas import STUK, SUITS, TRICKS, four_of_a_kind_ranks

# K3: three in sequence 20, four in sequence 50 (a trick holds four cards: no longer run).
RUN_ROEM = {"three": 20, "four": 50}
FOUR_JACKS = 200  # K4
FOUR_OF_A_KIND = 100  # K4, for the ranks the house rules count
FOUR_RANKS = {
    "four_jacks": "J",
    "four_aces": "A",
    "four_kings": "K",
    "four_queens": "Q",
    "four_tens": "10",
    "four_nines": "9",
}
NEVER_ROEM = ("four_eights", "four_sevens")  # K4: no table counts these
KINDS = (*RUN_ROEM, *FOUR_RANKS, "stuk")
# Each kind as a refusal names it to the players.
KIND_WORDS = {
    "three": said("three in a row"),
    "four": said("four in a row"),
    "four_jacks": said("four jacks"),
    "four_aces": said("four aces"),
    "four_kings": said("four kings"),
    "four_queens": said("four queens"),
    "four_tens": said("four tens"),
    "four_nines": said("four nines"),
    "stuk": said("stuk"),
}
SMALLEST_ROEM = 20  # K5: roem comes in 20s, 50s, 100s and 200s


@dataclass(frozen=True)
class Roem:
    side: str
    kind: str  # one of KINDS, or "called" for a pad's total
    points: int


def roem_value(kind: str) -> int:
    """K3, K4: what one roem of `kind` is worth."""
    if kind in RUN_ROEM:
        return RUN_ROEM[kind]
    if kind == "stuk":
        return STUK
    return FOUR_JACKS if kind == "four_jacks" else FOUR_OF_A_KIND


def kinds_counted(options) -> tuple[str, ...]:
    """K4: the kinds of roem this table counts (the four of a kind by the house rules)."""
    ranks = four_of_a_kind_ranks(options)
    fours = [kind for kind, rank in FOUR_RANKS.items() if rank == "J" or rank in ranks]
    return (*RUN_ROEM, *fours, "stuk")


def most_roem(options) -> int:
    """K5: the most roem a deal can hold besides stuk and pit: each of its eight tricks holds
    at most one roem, the four jacks 200, each counted four of a kind 100, the other tricks a
    run of four at most."""
    fours = len(four_of_a_kind_ranks(options))
    return FOUR_JACKS + FOUR_OF_A_KIND * fours + RUN_ROEM["four"] * (TRICKS - 1 - fours)


def can_be_made(points: int) -> bool:
    """K5: a total of roem is some 20s and 50s (and 100s, 200s): any multiple of 10 from 20
    on except 30."""
    return points == 0 or (points % 10 == 0 and points >= SMALLEST_ROEM and points != 30)


def read_roem(raw: dict, sides: tuple[str, ...], options, problems: Problems) -> list[Roem]:
    """The roem called in a deal: a list of {"side", "kind"}, or an object of each side's
    total; with the `stuk` field, stuk at most once."""
    given = raw.get("roem", MISSING)
    if given is MISSING or given is None:
        called = []
    elif isinstance(given, dict):
        called = _totals(given, sides, options, problems)
    elif isinstance(given, list):
        called = _kinds(given, sides, options, problems)
    else:
        problems.add(
            "roem",
            said(
                'roem is a list such as [{{"side": "A", "kind": "three"}}] or each team\'s '
                "total, got {value}",
                value=describe(given),
            ),
        )
        called = []
    stuk = raw.get("stuk", MISSING)
    if stuk not in (MISSING, None):
        if stuk not in sides:
            problems.add("stuk", values.not_a_side(stuk, sides))
        else:
            called.append(Roem(stuk, "stuk", STUK))
    if sum(1 for roem in called if roem.kind == "stuk") > 1:
        problems.add(
            "stuk", said("there is one king and one queen of trumps: stuk is called once a deal")
        )
    return called


def _totals(given: dict, sides, options, problems: Problems) -> list[Roem]:
    called = []
    for side, points in given.items():
        field = key_path("roem", side)
        if side not in sides:
            problems.add(field, said('"{side}" is not one of the sides', side=side))
            continue
        try:
            points = values.whole_number(points, minimum=0)
        except values.Refused as error:
            problems.add(field, said("roem: {why}", why=error.said))
            continue
        if not can_be_made(points):
            problems.add(
                field,
                said(
                    "roem comes in 20s, 50s, 100s and 200s: no roem makes {points}",
                    points=points,
                ),
            )
            continue
        if points:
            called.append(Roem(side, "called", points))
    _check_most(called, options, problems)
    return called


def _kinds(given: list, sides, options, problems: Problems) -> list[Roem]:
    counted = kinds_counted(options)
    called = []
    for index, entry in enumerate(given):
        field = f"roem[{index}]"
        if not isinstance(entry, dict) or set(entry) != {"side", "kind"}:
            problems.add(field, said('a roem is {{"side": ..., "kind": ...}}'))
            continue
        side, kind = entry["side"], entry["kind"]
        if side not in sides:
            problems.add(f"{field}.side", values.not_a_side(side, sides))
            continue
        if kind in NEVER_ROEM:
            problems.add(f"{field}.kind", said("four eights or four sevens are no roem"))
            continue
        if kind is None:  # a team tapped, but not its roem
            problems.add(f"{field}.kind", said("say which roem was called"))
            continue
        if kind not in KINDS:
            problems.add(
                f"{field}.kind",
                said(
                    "{value} is not a roem (the roem: {kinds})",
                    value=describe(kind),
                    kinds=", ".join(KINDS),
                ),
            )
            continue
        if kind not in counted:
            problems.add(
                f"{field}.kind",
                said(
                    "this table does not count {kind} (house rules: four of a kind)",
                    kind=KIND_WORDS[kind],
                ),
            )
            continue
        if kind in FOUR_RANKS and any(roem.kind == kind for roem in called):
            problems.add(
                f"{field}.kind",
                said(
                    "each card is in the pack once: {kind} are called once a deal",
                    kind=KIND_WORDS[kind],
                ),
            )
            continue
        called.append(Roem(side, kind, roem_value(kind)))
    if sum(1 for roem in called if roem.kind != "stuk") > TRICKS:
        problems.add(
            "roem",
            said("a deal has 8 tricks, and each holds one roem at most (stuk apart)"),
        )
    return called


def _check_most(called: list[Roem], options, problems: Problems) -> None:
    total, most = sum(roem.points for roem in called), most_roem(options)
    if total > most + STUK:
        problems.add(
            "roem",
            said(
                "roem adds up to {total}; the 8 tricks of a deal hold at most {most}",
                total=total,
                most=most + STUK,
            ),
        )


def roem_of(called: list[Roem], side: str) -> int:
    return sum(roem.points for roem in called if roem.side == side)


def least_card_points(kind: str) -> int:
    """K5, K12: the fewest card points the trick holding a roem of `kind` holds, worked out from
    the pack (deal.py): three in a row 0 (7, 8 and 9 of a plain suit), four in a row 10,
    four jacks 26 (the trump jack's 20 and three plain jacks), four queens 12; stuk is held,
    not won, so it needs no trick."""
    if kind == "stuk":
        return 0
    if kind in RUN_ROEM:
        return least_trick_points(every_run(3 if kind == "three" else 4))
    return least_trick_points([frozenset((suit, FOUR_RANKS[kind]) for suit in SUITS)])


def check_roem_in_tricks(called: list[Roem], points: dict[str, int], problems: Problems) -> None:
    """K12: a team's roem lies in tricks it won, one roem a trick (K5), so its card points are
    at least those of the cheapest tricks that hold it (a pad's totals say no kinds: left)."""
    if any(roem.kind == "called" for roem in called):
        return
    for side, own in points.items():
        least = sum(least_card_points(roem.kind) for roem in called if roem.side == side)
        if least <= own:
            continue
        problems.add(
            "roem",
            said(
                "{side} has {points} card points, but the tricks that hold its roem hold at "
                "least {least}",
                side=Side(side),
                points=own,
                least=least,
            ),
        )
