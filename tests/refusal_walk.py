"""A walk through every refusal an entry form can meet: each game's form posted with many
hands drawn at random from its own chips, boxes and numbers (the same hands in every
language), each hand the form takes scored by the engine, and every message the player would
see collected with the field it is shown under (tests/test_refusals_in_every_language.py)."""

import random
import re
import uuid
from dataclasses import dataclass

from django import forms
from django.conf import settings
from django.utils import translation

from kernel.said import Said
from scoring.entry import entry_form_for
from scoring.models import Game
from scoring.rules import RecordError, score_record

# The walks' checks, shared by the hand forms' walk and the league's
# (tests/leagues/test_league_refusals.py).
LANGUAGES = [code for code, _ in settings.LANGUAGES]
# What only the code knows: a record's field ("declarations[0].side", "card_points"), a side's
# id (tests/refusal_walk.py SIDE_IDS), JSON's and Python's words, a bracket of the record.
INTERNAL = re.compile(
    r"\w\[\d+\]|\b[a-z]+_[a-z_]+\b|\bid[a-d]\b|\b(?:null|None|True|False|true|false)\b"
    r"|\((?:caller|maker|bidder|tricks|dealer)\)|format must be|[{}\[\]\"]"
)
# English card, suit and game words a page in another language must not show.
ENGLISH = re.compile(
    r"\b(?:clubs|diamonds|hearts|spades|jacks?|queens?|kings?|aces?|tens|nines|trumps?"
    r"|declared|twice|give|say|side|sides|tricks?|points|run|cards?)\b",
    re.I,
)
# A walk's English words are their own on these pages (tests/i18n_helpers.py THEIR_OWN).
ENGLISH_PAGES = ("en-gb",)


def faults(text: str, language: str) -> list[str]:
    """What a refusal shown on a page in `language` must not hold: an internal name, or an
    English word on a page in another language."""
    found = INTERNAL.findall(text)
    if language not in ENGLISH_PAGES:
        found += ENGLISH.findall(text)
    return found


# Side ids no sentence could hold by chance: one shown is an id, not a name.
SIDE_IDS = ("ida", "idb", "idc", "idd")
SIDE_NAMES = ("Red Lion", "Crown", "Plough", "Swan")
GAMES = [
    *(("allfours", variant, {}, 2) for variant in ("trinidad", "tobago", "yorkshire")),
    *(("allfours", variant, {}, 2) for variant in ("heckmondwike", "lancashire", "cotton")),
    *(("allfours", variant, {}, 2) for variant in ("running", "american", "sevenup", "pitch")),
    ("bela", "bela2", {}, 2),
    ("bela", "bela2", {"end_rule": "play_out"}, 2),
    ("bela", "bela3", {}, 3),
    ("bela", "bela3", {"deck": 28}, 3),
    ("bela", "klaberjass", {"no_trump": True}, 2),
    ("bela", "croatian", {}, 2),
    ("bela", "klaverjas", {}, 2),
    ("bela", "klaverjas", {"end": "points", "four_of_a_kind": "nines"}, 2),
    ("amerikaner", "amerikaner", {}, 4),
    ("amerikaner", "amerikaner", {"kitty": "none"}, 4),
    ("amerikaner", "kani", {"target": 30}, 4),
]
HANDS_PER_GAME = 150


@dataclass(frozen=True)
class Shown:
    """A message as the player sees it, the field it is under (None: above the form), and
    the rules core's words it was said from (None for the form's own)."""

    text: str
    field: str | None
    words: Said | None = None
    record_field: str | None = None


def game_of(game: str, variant: str, options: dict, count: int) -> Game:
    sides = [
        {"id": side, "name": name, "players": []}
        for side, name in zip(SIDE_IDS[:count], SIDE_NAMES, strict=False)
    ]
    return Game(game=game, variant=variant, options=options, sides=sides)


def drawn_posts(game: Game, count: int, seed: int) -> list[dict]:
    """`count` posts of the game's form, each field filled at random from what it offers
    (a number field also a little past its ends), or left empty."""
    chance = random.Random(seed)
    with translation.override("en"):
        fields = entry_form_for(game, initial={}).fields
    posts = [{}]
    for _ in range(count):
        fill = chance.choice((0.15, 0.35, 0.6))
        post = {}
        for name, field in fields.items():
            if name == "client_id" or chance.random() > fill:
                continue
            if hasattr(field, "choices"):
                values = [str(value) for value, _ in field.choices if value != ""]
                post[name] = chance.choice(values) if values else ""
            elif isinstance(field.widget, forms.CheckboxInput):
                post[name] = "on"
            else:
                most = getattr(field, "max_value", None) or 30
                post[name] = str(chance.randint(0, most + 2))
        posts.append(post)
    return posts


def shown_for(game: Game, post: dict) -> list[Shown]:
    """What the player sees after saving `post` as the game's first hand."""
    form = entry_form_for(game, {"client_id": str(uuid.uuid4()), **post}, initial={})
    if not form.is_valid():
        return [
            Shown(str(message), None if name == "__all__" else name)
            for name, messages in form.errors.items()
            for message in messages
        ]
    record = {
        "format": "pegboard-record/1",
        "game": game.game,
        "variant": game.variant,
        "options": game.options,
        "sides": game.sides,
        "hands": [form.hand_record()],
    }
    try:
        score_record(record)
    except RecordError as refused:
        return [
            Shown(form_text, form.form_field_for(problem.field), problem.said, problem.field)
            for problem in refused.problems
            for form_text in [_shown_text(form, problem)]
        ]
    return []


def _shown_text(form, problem) -> str:
    form.add_engine_problems([problem])
    target = form.form_field_for(problem.field)
    if target in form.fields:
        return str(form.errors[target][-1])
    if target:
        return form.group_errors[target][-1]
    return str(form.non_field_errors()[-1])


def keys_of(words: Said) -> list[str]:
    """A message's catalogue keys, its own and those of the words it holds."""
    nested = [key for _, value in words.params if isinstance(value, Said) for key in keys_of(value)]
    return [words.message, *nested]
