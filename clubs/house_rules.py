"""A club's house rules as the engine knows them: the variants a club may play (those whose
sides are partnerships or single players, so a table can be sat from a draw), the language's
own first, and the check that the target and options are ones the engine accepts (the
engine has the last word, as on a new game's form)."""

from django.core.exceptions import ValidationError
from django.utils.translation import gettext

from scoring.rules import RecordError, games, parse_record
from scoring.rules.record import RECORD_FORMAT
from scoring.rules.registry import VariantSpec, find_variant, variants_first
from scoring.sheets import refusal_words

# Who sits on a side: partners ("team") or one player ("player"). A game whose sides may be
# either (All Fours) cannot be sat from a draw, so no club plays it.
SEATED_BY_DRAW = ("team", "player")


def key_of(spec: VariantSpec) -> str:
    return f"{spec.game}:{spec.id}"


def club_variants(language: str | None = None) -> list[VariantSpec]:
    """Every variant a club may play, the page language's own first (as the new-game page
    offers them: Klaverjas for Dutch pages, Croatian Bela for Croatian ones)."""
    every = [
        spec
        for game in games().values()
        for spec in game.variants.values()
        if spec.side_word in SEATED_BY_DRAW
    ]
    first = [spec for spec in variants_first(language) if spec in every]
    return first + [spec for spec in every if spec not in first]


def offered(key: str) -> VariantSpec | None:
    """The variant `key` ("bela:klaverjas") names, when a club may play it."""
    spec = find_variant(key)
    return spec if spec is not None and spec.side_word in SEATED_BY_DRAW else None


def check_house_rules(key: str, options: dict, with_pairs: bool) -> None:
    """Raises ValidationError, by field, when a club may not play these house rules: a
    variant no club plays, fixed pairs at a game with no partners, or options the engine
    refuses (the target's, on the target)."""
    spec = offered(key)
    if spec is None:
        raise ValidationError({"variant": gettext("Choose a game from the list.")})
    if with_pairs and spec.side_word != "team":
        raise ValidationError(
            {"format": gettext("Fixed pairs need a game played in partnerships.")}
        )
    sides = [{"id": f"S{n}", "name": f"S{n}"} for n in range(1, spec.sides_usually + 1)]
    record = {
        "format": RECORD_FORMAT,
        "game": spec.game,
        "variant": spec.id,
        "options": options,
        "sides": sides,
        "hands": [],
    }
    try:
        parse_record(record)
    except RecordError as error:
        raise ValidationError(
            {"target": [refusal_words(problem) for problem in error.problems]}
        ) from None


def house_rules_words(club) -> str:
    """The club's game in the players' words: "Klaverjas (Dutch, four-handed), to 1500"."""
    spec = find_variant(club.variant)
    if spec is None:
        return club.variant
    target = club.options.get("target", spec.defaults.get("target"))
    if target is None:
        return gettext(spec.title)
    return gettext("%(game)s, to %(target)s") % {"game": gettext(spec.title), "target": target}
