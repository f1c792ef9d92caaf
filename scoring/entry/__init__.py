"""Hand entry forms, one module per game family, beside the rules in scoring/rules/ (each
reads only its family's `facts`, the engine's public surface for forms). `entry_form_for`
finds a stored game's form the way rules/registry.py finds its engine."""

import uuid

from scoring.entry.allfours import AllFoursEntry
from scoring.entry.amerikaner import AmerikanerEntry
from scoring.entry.base import HandEntry
from scoring.entry.bela import BelaEntry
from scoring.entry.croatian import CroatianEntry
from scoring.entry.klaverjas import KlaverjasEntry
from scoring.rules import find_game

ENTRY_FORMS: dict[str, type[HandEntry]] = {
    "allfours": AllFoursEntry,
    "amerikaner": AmerikanerEntry,
    "bela": BelaEntry,
    # Variants with a form of their own: "game:variant".
    "bela:croatian": CroatianEntry,
    "bela:klaverjas": KlaverjasEntry,
}

__all__ = ["ENTRY_FORMS", "HandEntry", "entry_class", "entry_form_for"]


def entry_class(game) -> type[HandEntry]:
    """A stored game's entry form: its variant's own, else its game's."""
    return ENTRY_FORMS.get(f"{game.game}:{game.variant}") or ENTRY_FORMS[game.game]


def entry_form_for(game, data=None, initial=None, hands: list[dict] | None = None) -> HandEntry:
    """The entry form for a stored game's next hand (or, with `initial`, for editing one).
    `hands`: the game's last hand, when the caller has it already."""
    entry = entry_class(game)
    variant = find_game(game.game).variants[game.variant]
    if initial is None:  # a posted form shows what was posted: no need to work out the next
        initial = {} if data is not None else entry.next_hand_initial(game, hands)
    return entry(
        data,
        initial={**initial, "client_id": uuid.uuid4()},
        sides=game.sides,
        variant=variant,
        options={**variant.defaults, **game.options},
    )
