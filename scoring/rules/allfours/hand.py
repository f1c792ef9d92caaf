"""Reading one All Fours hand record (spec/record-format.md, "All Fours hands") into a
dataclass, checking each field on its own. Checks that tie fields together are in checks.py,
and the ones that need the running score are made while counting (engine.py)."""

from dataclasses import dataclass
from typing import Any

from kernel.said import said

from .. import values
from ..errors import Problems, key_path
from ..values import MISSING, describe, not_a_side
from ..words import listed_sides
from .variants import RANKS, Traits

HAND_KEYS = ("dealer", "turned", "beg", "redeal", "high", "low", "jack", "game", "penalties")
BEGS = ("stand", "give", "run")
PENALTY_KINDS = ("misdeal", "looked", "revoke", "revoke_honour")
# A hand's fields as a refusal names them ("High is needed", "(High or Game)").
FIELD_WORDS = {
    "turned": said("Turned"),
    "beg": said("Beg"),
    "redeal": said("Redeal"),
    "high": said("High"),
    "low": said("Low"),
    "jack": said("Jack"),
    "game": said("Game"),
}


@dataclass(frozen=True)
class Capture:
    """Who held a card (Low, the jack) and who won the trick it fell in."""

    held: str
    won: str

    @property
    def captured(self) -> bool:
        return self.held != self.won


@dataclass(frozen=True)
class GamePoint:
    """The Game point as entered: a side, level totals (null), or each side's game values."""

    side: str | None = None
    totals: dict[str, int] | None = None

    @property
    def level(self) -> bool:
        return self.side is None and self.totals is None


@dataclass(frozen=True)
class Penalty:
    kind: str
    side: str


@dataclass(frozen=True)
class AllFoursHand:
    number: int
    dealer: str
    turned: tuple[str, ...]
    beg: str | None  # None in pitch games
    redeal: bool
    high: Any  # a side, None (no trump in play) or MISSING
    low: Any  # a Capture, None or MISSING
    jack: Capture | None  # None: the trump jack was not in play
    game: Any  # a GamePoint or MISSING
    penalties: tuple[Penalty, ...]
    given: frozenset[str]  # the fields the record gave, to tell "absent" from a default

    def penalties_of(self, kind: str) -> list[Penalty]:
        return [p for p in self.penalties if p.kind == kind]

    @property
    def misdeal(self) -> bool:
        return any(p.kind == "misdeal" for p in self.penalties)

    @property
    def trump_card(self) -> str | None:
        """The turned card that finally set trumps, if one did (None when the pack ran out)."""
        if not self.turned or self.redeal:
            return None
        return self.turned[-1] if self.beg == "run" else self.turned[0]

    @property
    def played(self) -> bool:
        """Whether cards were played (so High, Low, Jack and Game can be given)."""
        return not (self.misdeal or self.redeal)


def read_hand(raw: Any, number: int, sides: tuple[str, ...], traits: Traits) -> AllFoursHand:
    """Read hand `number` (1-based); raises RecordError with every problem found in it."""
    problems = Problems(hand=number)
    if not problems.object_with_keys(raw, HAND_KEYS, said("an All Fours hand"), "hand"):
        problems.raise_if_any()

    def side(field: str, value: Any) -> str | None:
        if isinstance(value, str) and value in sides:
            return value
        problems.add(field, not_a_side(value, sides))
        return None

    def capture(field: str, value: Any) -> Capture | None:
        if isinstance(value, dict):
            if set(value) != {"held", "won"}:
                problems.add(
                    field, said('{field} is a side or {{"held": side, "won": side}}', field=field)
                )
                return None
            held, won = side(f"{field}.held", value["held"]), side(f"{field}.won", value["won"])
            return Capture(held, won) if held and won else None
        holder = side(field, value)
        return Capture(holder, holder) if holder else None

    dealer = side("dealer", raw.get("dealer")) if "dealer" in raw else None
    if "dealer" not in raw:
        problems.add("dealer", said("every hand names the dealer's side"))

    penalties = _read_penalties(raw.get("penalties", []), traits, side, problems)
    turned = _read_turned(raw, traits, problems)
    beg = _read_beg(raw, traits, problems)
    redeal = raw.get("redeal", False)
    if not isinstance(redeal, bool):
        problems.add("redeal", said("redeal is true or false, got {value}", value=describe(redeal)))
        redeal = False

    high = raw.get("high", MISSING)
    if high not in (MISSING, None):
        high = side("high", high)
    low = raw.get("low", MISSING)
    if low not in (MISSING, None):
        low = capture("low", low)
    jack = raw.get("jack")
    if jack is not None:
        jack = capture("jack", jack)
    game = _read_game(raw.get("game", MISSING), sides, side, problems)

    problems.raise_if_any()
    return AllFoursHand(
        number, dealer, turned, beg, redeal, high, low, jack, game, penalties, frozenset(raw)
    )


def _read_penalties(raw, traits: Traits, side, problems: Problems) -> tuple[Penalty, ...]:
    if not isinstance(raw, list):
        problems.add("penalties", said('penalties is a list of {{"kind": ..., "side": ...}}'))
        return ()
    penalties = []
    for index, entry in enumerate(raw):
        field = f"penalties[{index}]"
        if not isinstance(entry, dict) or set(entry) != {"kind", "side"}:
            problems.add(field, said('a penalty is {{"kind": ..., "side": the offending side}}'))
            continue
        kind = entry["kind"]
        if kind not in PENALTY_KINDS:
            problems.add(
                f"{field}.kind",
                said(
                    "unknown penalty {value} ({kinds})",
                    value=describe(kind),
                    kinds=", ".join(PENALTY_KINDS),
                ),
            )
            continue
        if kind not in traits.penalties:
            allowed = ", ".join(sorted(traits.penalties)) or said("none")
            problems.add(
                f"{field}.kind",
                said(
                    "this variant has no {kind} penalty (it has: {allowed})",
                    kind=kind,
                    allowed=allowed,
                ),
            )
            continue
        offender = side(f"{field}.side", entry["side"])
        if offender:
            penalties.append(Penalty(kind, offender))
    return tuple(penalties)


def _read_turned(raw: dict, traits: Traits, problems: Problems) -> tuple[str, ...]:
    turned = raw.get("turned", MISSING)
    if not traits.turn_up:
        if turned is not MISSING:
            problems.add(
                "turned",
                said("nothing is turned up in a pitch game: the first card led sets trumps"),
            )
        return ()
    if turned is MISSING:
        return ()
    if not isinstance(turned, list):
        problems.add("turned", said('turned is a list of ranks, e.g. ["J"] or ["Q", "7", "A"]'))
        return ()
    for index, rank in enumerate(turned):
        if isinstance(rank, int) and str(rank) in RANKS:
            problems.add(
                f"turned[{index}]",
                said('ranks are written as text: "{rank}", not {rank}', rank=rank),
            )
        elif rank not in RANKS:
            problems.add(
                f"turned[{index}]",
                said(
                    "{value} is not a rank ({ranks})", value=describe(rank), ranks=" ".join(RANKS)
                ),
            )
    return tuple(rank for rank in turned if rank in RANKS)


def _read_beg(raw: dict, traits: Traits, problems: Problems) -> str | None:
    beg = raw.get("beg", MISSING)
    if not traits.turn_up:
        if beg is not MISSING:
            problems.add("beg", said("there is no begging in a pitch game"))
        return None
    if beg is MISSING:
        return "stand"  # a missing beg means the trump was accepted
    if beg not in BEGS:
        problems.add(
            "beg", said("beg is one of stand, give, run; got {value}", value=describe(beg))
        )
        return "stand"
    return beg


def _read_game(raw: Any, sides: tuple[str, ...], side, problems: Problems) -> Any:
    if raw is MISSING:
        return MISSING
    if raw is None:
        return GamePoint()
    if isinstance(raw, str):
        winner = side("game", raw)
        return GamePoint(side=winner) if winner else MISSING
    if not isinstance(raw, dict):
        problems.add("game", said('game is a side, null for level totals, or {{"A": 23, "B": 17}}'))
        return MISSING
    totals = {}
    for key, value in raw.items():
        if key not in sides:
            problems.add(
                key_path("game", key),
                said(
                    '"{key}" is not one of the sides ({sides})', key=key, sides=listed_sides(sides)
                ),
            )
            continue
        try:
            totals[key] = values.whole_number(value, minimum=0, maximum=80)
        except values.Refused as error:
            problems.add(
                key_path("game", key),
                said("game points: {why} (the whole pack holds 80)", why=error.said),
            )
    missing = [s for s in sides if s not in raw]
    if missing:
        problems.add(
            "game",
            said(
                "give every side's game points (missing: {missing})", missing=listed_sides(missing)
            ),
        )
    return GamePoint(totals=totals)
