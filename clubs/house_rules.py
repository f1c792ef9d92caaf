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


def target_options(key: str, target: int | None) -> dict:
    """The engine's options for a game played to `target` (None: the game's own end). A
    target that counts only in one way of ending (Klaverjas: played to points, not a boom
    of deals) chooses that way too, as the engine's option says."""
    spec = offered(key)
    if target is None or spec is None or "target" not in spec.options:
        return {} if target is None else {"target": target}
    only_when = spec.options["target"].only_when
    return {"target": target, **({only_when[0]: only_when[1]} if only_when else {})}


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
    try:
        resolved(spec, options)
    except RecordError as error:
        raise ValidationError(
            {"target": [refusal_words(problem) for problem in error.problems]}
        ) from None


def resolved(spec: VariantSpec, options: dict) -> dict:
    """The options with the variant's defaults filled in, as the engine resolves them on an
    empty game of the variant's usual sides. Raises RecordError."""
    sides = [{"id": f"S{n}", "name": f"S{n}"} for n in range(1, spec.sides_usually + 1)]
    record = {
        "format": RECORD_FORMAT,
        "game": spec.game,
        "variant": spec.id,
        "options": options,
        "sides": sides,
        "hands": [],
    }
    return parse_record(record).options


def handicap_target(key: str, options: dict) -> int | None:
    """The target a handicap start is a share of (people.rules.handicap_start): the score the
    club's game is played to, None when it has none (a Klaverjas boom ends after its deals,
    not at a score) or the engine refuses the options. (Any variant: a club the admin set to
    one no club is offered still plays its tables.)"""
    spec = find_variant(key)
    if spec is None:
        return None
    try:
        options = resolved(spec, options)
    except RecordError:
        return None
    return None if options.get("end") == "boom" else options.get("target")


def house_rules_words(club) -> str:
    """The club's game in the players' words: "Croatian Bela (four-handed), to 1001", or a
    Klaverjas boom's "..., to 16 deals"."""
    spec = find_variant(club.variant)
    if spec is None:
        return club.variant
    try:
        options = resolved(spec, club.options)
    except RecordError:  # rules the engine no longer takes (the admin's): the game alone
        return gettext(spec.title)
    if options.get("end") == "boom":
        end = gettext("%(deals)s deals") % {"deals": options["deals"]}
    elif options.get("target") is not None:
        end = options["target"]
    else:
        return gettext(spec.title)
    return gettext("%(game)s, to %(target)s") % {"game": gettext(spec.title), "target": end}
