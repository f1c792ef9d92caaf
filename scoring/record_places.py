"""A game record's refusals on the import page, each at its place in the players' words: a
hand's field by what its hand form shows over it ("Hand 1, Called trumps"), the record's own
parts by what they are (the game, the sides, the house rules). The JSON and the command line
keep the record's keys and the file's English (scoring/rules/errors.py)."""

import re
from typing import Any

from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from kernel.words import listed_or
from scoring.entry import HandEntry, entry_form_for
from scoring.models import Game
from scoring.rules import RecordError, find_game, games, parse_record
from scoring.sheets import problem_words

NOT_A_GAME_RECORD = _(
    "This is not a Pegboard game record, or one of a newer Pegboard: export the game again "
    "and import that file."
)
# A hand's field as a check of the whole record names it: "hands[1].high", "hands[0]".
IN_A_HAND = re.compile(r"hands\[(?P<index>\d+)\](?:\.(?P<field>.+))?$")
# The record's parts that a player can read about on the page, by the words for each.
PARTS = {
    "sides": _("The sides: %(problem)s"),
    "options": _("The house rules: %(problem)s"),
    "start": _("The scores to start from: %(problem)s"),
    "hands": _("The hands: %(problem)s"),
}


def import_refusals(data: Any, error: RecordError) -> list[str]:
    """The record's refusals in the page's language, each once. A file that is not a game
    record (a league file, a newer format) is told so alone: its keys mean nothing here."""
    form = hand_form(data)
    names = dict(form.named) if form else {}
    said = [refusal_at_its_place(problem, data, form, names) for problem in error.problems]
    if str(NOT_A_GAME_RECORD) in said:
        return [str(NOT_A_GAME_RECORD)]
    return list(dict.fromkeys(said))


def hand_form(data: Any) -> HandEntry | None:
    """The hand form of the record's game, with its sides: it knows what each field is
    called. None where the record's game, variant or sides cannot be read."""
    try:
        record = parse_record(data)
    except RecordError:
        return None
    sides = [{"id": side.id, "name": side.name, "players": []} for side in record.sides]
    game = Game(game=data["game"], variant=data["variant"], sides=sides)
    return entry_form_for(game, initial={})


def refusal_at_its_place(problem, data: Any, form: HandEntry | None, names: dict) -> str:
    words = problem_words(problem, names)
    hand, field = problem.hand, problem.field
    if hand is None and (in_a_hand := IN_A_HAND.match(field)):  # a whole-record check's
        hand, field = int(in_a_hand["index"]) + 1, in_a_hand["field"] or ""
    if hand is not None:
        place = form.place_words(field) if form and field else None
        if place is None:
            return gettext("Hand %(n)s: %(problem)s") % {"n": hand, "problem": words}
        where = {"n": hand, "field": place, "problem": words}
        return gettext("Hand %(n)s, %(field)s: %(problem)s") % where
    part = re.split(r"[.\[]", problem.field, maxsplit=1)[0]
    if part == "game":
        titles = [gettext(game.title) for game in games().values()]
        return gettext("The game: Pegboard scores %(games)s.") % {"games": listed_or(titles)}
    if part == "variant":
        return _variant_refusal(data)
    option = problem.field.removeprefix("options.")
    if part == "options" and option != problem.field and option not in _variant(data).options:
        return gettext("The house rules: %(game)s has no rule like that.") % {
            "game": gettext(_variant(data).title)
        }
    if part == "options" and option != problem.field:  # an option's meaning, and why
        meaning = gettext(_variant(data).options[option].meaning)
        if not words.casefold().startswith(meaning.casefold()):
            words = gettext("%(option)s: %(problem)s") % {"option": meaning, "problem": words}
        return gettext("The house rules, %(problem)s") % {"problem": words}
    if part in PARTS:
        return PARTS[part] % {"problem": words}
    return str(NOT_A_GAME_RECORD)  # its format, or a key no game record has


def _variant_refusal(data: dict) -> str:
    titles = [gettext(variant.title) for variant in find_game(data["game"]).variants.values()]
    return gettext("The game: choose %(variants)s.") % {"variants": listed_or(titles)}


def _variant(data: dict):
    return find_game(data["game"]).variants[data["variant"]]
