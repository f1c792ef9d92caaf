"""Croatian Bela declarations (zvanja): reading them, their values, and which side's count
(docs/rules/croatian-bela.md, "Declarations")."""

from dataclasses import dataclass
from typing import Any

from kernel.said import said

from ..errors import Problems, key_path
from ..values import MISSING, describe, not_a_side
from .variants import RUN_RANKS, SUITS

SEQUENCE_LENGTHS = range(3, 8)  # eight in sequence is belot, its own field
BELOT_LENGTH = 8
# Four of a kind: four jacks 200, four nines 150, four aces, tens, kings or queens 100;
# four eights or sevens are no declaration at all.
FOUR_VALUES = {"J": 200, "9": 150, "A": 100, "10": 100, "K": 100, "Q": 100}
NO_FOURS = ("8", "7")
# Each four of a kind as a refusal names it to the players (not by its rank's letter).
FOUR_WORDS = {
    "J": said("four jacks"),
    "9": said("four nines"),
    "A": said("four aces"),
    "10": said("four tens"),
    "K": said("four kings"),
    "Q": said("four queens"),
}
# Equal fours of 100 rank as the cards do outside trumps: aces, tens, kings, queens.
FOUR_ORDER = ("Q", "K", "10", "A", "9", "J")
DECLARATION_KEYS = ("side", "kind", "cards", "top", "suit", "rank")
# The declarations as a scorepad offers them, by what they are (the entry form's chips): a
# sequence's top card and suit are left out there, so equal sequences go by the house rule.
PAD_DECLARATIONS = {
    "three": {"kind": "sequence", "cards": 3},
    "four_in_a_row": {"kind": "sequence", "cards": 4},
    "five_in_a_row": {"kind": "sequence", "cards": 5},
    "four_jacks": {"kind": "four", "rank": "J"},
    "four_nines": {"kind": "four", "rank": "9"},
    "four_aces": {"kind": "four", "rank": "A"},
    "four_tens": {"kind": "four", "rank": "10"},
    "four_kings": {"kind": "four", "rank": "K"},
    "four_queens": {"kind": "four", "rank": "Q"},
}


def pad_declaration(declaration: dict) -> str | None:
    """The scorepad's name for a recorded declaration (six or seven in a row are "five or
    more"), or None for one it does not offer."""
    if declaration.get("kind") == "sequence" and isinstance(declaration.get("cards"), int):
        wanted = {"kind": "sequence", "cards": min(declaration["cards"], 5)}
    else:
        wanted = {"kind": declaration.get("kind"), "rank": declaration.get("rank")}
    return next((name for name, pad in PAD_DECLARATIONS.items() if pad == wanted), None)


@dataclass(frozen=True)
class Declaration:
    side: str
    kind: str  # "sequence" or "four"
    order: int  # its place in the declaring order (the dealer's right declares first)
    cards: int = 0  # a sequence's length
    top: str | None = None  # a sequence's highest card, when known
    suit: str | None = None  # a sequence's suit, when known
    rank: str | None = None  # a four of a kind's rank

    @property
    def value(self) -> int:
        return declaration_value(self)


def sequence_value(cards: int) -> int:
    """Three in sequence 20, four 50, five or more 100 ("Declarations")."""
    if cards == 3:
        return 20
    return 50 if cards == 4 else 100


def declaration_value(declaration: Declaration) -> int:
    """A declaration's points: a sequence by its length, four of a kind by its rank."""
    if declaration.kind == "four":
        return FOUR_VALUES[declaration.rank]
    return sequence_value(declaration.cards)


def declaration_rank(declaration: Declaration, trump: str | None, by_trump: bool) -> tuple:
    """How single declarations compare ("Which declarations count"): the higher value; at
    equal value four of a kind before a sequence; equal fours by their rank; equal sequences
    by length, then by the higher top card; under the `trump` rule a trump sequence next."""
    if declaration.kind == "four":
        return (declaration.value, 1, FOUR_ORDER.index(declaration.rank), 0, 0)
    # A top card not given ranks below every known one (give it when sequences may tie).
    top = -RUN_RANKS.index(declaration.top) if declaration.top else -len(RUN_RANKS)
    in_trumps = by_trump and trump is not None and declaration.suit == trump
    return (declaration.value, 0, declaration.cards, top, int(in_trumps))


def _leaders(declarations, trump, by_trump: bool) -> list[Declaration]:
    ranks = {d: declaration_rank(d, trump, by_trump) for d in declarations}
    best = max(ranks.values())
    return [d for d in declarations if ranks[d] == best]


def side_counting_declarations(
    declarations: tuple[Declaration, ...], trump: str | None, equal: str
) -> str | None:
    """Only the side with the best single declaration scores declarations, all of its own.
    Equal bests on both sides go to the one declared first (the player nearer the dealer's
    right declares first), to the trump sequence and then the first (`trump`), or count for
    nobody (`nobody`)."""
    if not declarations:
        return None
    leaders = _leaders(declarations, trump, equal == "trump")
    if len({d.side for d in leaders}) > 1 and equal == "nobody":
        return None
    return min(leaders, key=lambda d: d.order).side


def why_counting(declarations: tuple[Declaration, ...], trump: str | None, equal: str) -> str:
    """Why the counting side's declarations count, for the hand's line: "best" (the best
    single one), "trump" (equal bests, its in trumps), "first" (equal bests, declared first),
    "nobody" (equal bests, the house rule counts neither), or "none" (nothing declared)."""
    if not declarations:
        return "none"
    if len({d.side for d in _leaders(declarations, trump, False)}) == 1:
        return "best"
    if equal == "trump" and len({d.side for d in _leaders(declarations, trump, True)}) == 1:
        return "trump"
    return equal if equal == "nobody" else "first"


def read_declarations(raw: Any, sides: tuple[str, ...], problems: Problems) -> tuple:
    """The `declarations` list, in the order declared; every refusal names the declaration."""
    if raw is MISSING or raw is None:
        return ()
    if not isinstance(raw, list):
        problems.add("declarations", said("declarations is a list of the declarations made"))
        return ()
    read = (_read_one(entry, index, sides, problems) for index, entry in enumerate(raw))
    declarations = tuple(d for d in read if d is not None)
    _check_fours_once(declarations, problems)
    return declarations


def _read_one(entry: Any, index: int, sides, problems: Problems) -> Declaration | None:
    field = f"declarations[{index}]"
    if not isinstance(entry, dict):
        problems.add(
            field,
            said(
                'a declaration is {{"side": ..., "kind": ...}}, got {value}', value=describe(entry)
            ),
        )
        return None
    for key in entry:
        if key not in DECLARATION_KEYS:
            problems.add(
                key_path(field, key),
                said(
                    "unknown field '{key}' (a declaration has {known})",
                    key=key,
                    known=", ".join(DECLARATION_KEYS),
                ),
            )
    side = entry.get("side")
    if side not in sides:
        problems.add(
            key_path(field, "side"),
            said("say whose declaration it is: {why}", why=not_a_side(side, sides)),
        )
        return None
    kind = entry.get("kind")
    if kind == "four":
        return _read_four(entry, field, side, index, problems)
    if kind == "sequence":
        return _read_sequence(entry, field, side, index, problems)
    if kind is None:  # a side tapped, but not what it declared
        problems.add(key_path(field, "kind"), said("say what was declared"))
        return None
    problems.add(
        key_path(field, "kind"),
        said(
            'a declaration is "sequence" (three or more in a suit) or "four" (four of a kind), '
            "got {value}",
            value=describe(kind),
        ),
    )
    return None


def _read_four(entry, field, side, index, problems) -> Declaration | None:
    rank = entry.get("rank")
    if rank in NO_FOURS:
        problems.add(
            key_path(field, "rank"),
            said(
                "four {rank}s are no declaration in Croatian Bela: they score nothing, "
                "so leave them out",
                rank=rank,
            ),
        )
        return None
    if not isinstance(rank, str) or rank not in FOUR_VALUES:
        problems.add(
            key_path(field, "rank"),
            said(
                "four of a kind is four jacks, nines, aces, tens, kings or queens "
                "(J, 9, A, 10, K, Q), got {value}",
                value=describe(rank),
            ),
        )
        return None
    return Declaration(side, "four", index, rank=rank)


def _read_sequence(entry, field, side, index, problems) -> Declaration | None:
    cards, top, suit = entry.get("cards"), entry.get("top"), entry.get("suit")
    if cards == BELOT_LENGTH:
        problems.add(
            key_path(field, "cards"),
            said('all eight cards of a suit in one hand is belot: give "belot" instead'),
        )
        return None
    if isinstance(cards, bool) or cards not in SEQUENCE_LENGTHS:
        problems.add(
            key_path(field, "cards"),
            said(
                "a sequence is 3 to 7 cards of one suit in a row, got {value}",
                value=describe(cards),
            ),
        )
        return None
    if top is not None and top not in RUN_RANKS:
        problems.add(
            key_path(field, "top"),
            said(
                "top is the sequence's highest card (A K Q J 10 9 8), got {value}",
                value=describe(top),
            ),
        )
        return None
    if top is not None and RUN_RANKS.index(top) + cards > len(RUN_RANKS):
        problems.add(
            key_path(field, "top"),
            said(
                "no sequence of {cards} cards can have {top} on top: the suit ends at the 7",
                cards=cards,
                top=top,
            ),
        )
        return None
    if suit is not None and suit not in SUITS:
        problems.add(
            key_path(field, "suit"),
            said(
                "suit is one of {suits}; got {value}", suits=", ".join(SUITS), value=describe(suit)
            ),
        )
        return None
    return Declaration(side, "sequence", index, cards=int(cards), top=top, suit=suit)


def _check_fours_once(declarations: tuple[Declaration, ...], problems: Problems) -> None:
    """There is one set of four of each rank in the pack: it can be declared only once."""
    ranks = [d.rank for d in declarations if d.kind == "four"]
    for rank in sorted({rank for rank in ranks if ranks.count(rank) > 1}):
        problems.add(
            "declarations",
            said("{four} declared twice: the pack holds each card once", four=FOUR_WORDS[rank]),
        )
