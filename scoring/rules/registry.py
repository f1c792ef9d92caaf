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


# The games a page's language points to, which the variant picker offers first ("game:variant"):
# Croatian tables play Croatian Bela and Dutch ones Klaverjas; the Persian and Urdu players
# came to Pegboard with the seed documents on Amerikaner and Kani (S004) and on Trinidad All
# Fours (S001), and the Persian with Bela too (S002; docs/rulebook.md, "Sources"). English and
# Italian keep the list as it is, All Fours first.
FIRST_IN_LANGUAGE = {
    "hr": ("bela:croatian",),
    "nl": ("bela:klaverjas",),
    "fa": ("amerikaner:amerikaner", "amerikaner:kani", "bela:bela2"),
    "ur": ("amerikaner:amerikaner", "amerikaner:kani", "allfours:trinidad"),
}


def find_variant(key: str | None) -> VariantSpec | None:
    """The VariantSpec for "game:variant", or None."""
    game_id, _, variant_id = (key or "").partition(":")
    game = games().get(game_id)
    return game.variants.get(variant_id) if game else None


def variants_first(language: str | None, played: list[str] = ()) -> list[VariantSpec]:
    """The variants to offer before the whole list: those last played here (newest first),
    then the language's own, each once."""
    keys = [*played, *FIRST_IN_LANGUAGE.get((language or "").split("-")[0], ())]
    found = (find_variant(key) for key in dict.fromkeys(keys))
    return [spec for spec in found if spec is not None]
