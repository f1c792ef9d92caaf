"""Games and their variants. A game module declares a GameSpec with its VariantSpecs; the
registry finds them by the ids a record uses (rules/variants.md)."""

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from functools import cache
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from .options import Option

if TYPE_CHECKING:
    from .fold import Fold
    from .record import Record
    from .result import GameResult


@dataclass(frozen=True)
class VariantSpec:
    game: str
    id: str
    title: str
    summary: str  # one line for the variant picker
    side_counts: tuple[int, ...]
    defaults: Mapping[str, Any]
    options: Mapping[str, Option]  # the keys a record may override
    traits: Any = None  # the game's own fixed facts about the variant (not overridable)
    required_options: tuple[str, ...] = ()
    # Who a side is, in the players' word: "player" where each side is one person (Bela two-
    # and three-handed, Amerikaner, Kani), "team" for partnerships, "side" where either.
    side_word: str = "side"
    usual_sides: int | None = None  # how many sides usually play, when not the fewest allowed
    fold: Callable[["Record"], "Fold"] | None = None  # a variant scored by a fold of its own

    @property
    def sides_usually(self) -> int:
        return self.usual_sides or min(self.side_counts)


@dataclass(frozen=True)
class GameSpec:
    id: str
    title: str
    variants: Mapping[str, VariantSpec]
    # The game's running state (rules/fold.py): scoring adds the hands to it one by one.
    fold: Callable[["Record"], "Fold"]
    # Reads one side's start score given the variant and its resolved options; raises
    # ValueError with a message if it is not valid.
    read_start: Callable[[Any, VariantSpec, Mapping[str, Any]], Any]
    extra: Mapping[str, Any] = field(default_factory=dict)

    def score(self, record: "Record") -> "GameResult":
        """The whole record scored: every hand added to a fresh fold."""
        return self.fold(record).add_all(record.hands).result()


@cache
def games() -> Mapping[str, GameSpec]:
    """Every game Pegboard can score, by id (built once; read-only). Imported late so game
    modules can import this one."""
    from .allfours import GAME as ALLFOURS
    from .amerikaner import GAME as AMERIKANER
    from .bela import GAME as BELA

    return MappingProxyType({game.id: game for game in (ALLFOURS, BELA, AMERIKANER)})


def find_game(game_id: str) -> GameSpec | None:
    return games().get(game_id)
