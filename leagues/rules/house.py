"""The house rules a season's pair games are played to, as the league's own rules need them
(docs/league.md, "House rules"): which variants a league may choose, the empty record the
engine resolves their options on, and how a game of each is finished on a card. No Django
here: the league file reader and the models share it."""

from enum import StrEnum

from kernel.said import Said, one_of, said
from scoring.rules import RecordError, games, parse_record
from scoring.rules.bela.facts import least_boom_total
from scoring.rules.record import RECORD_FORMAT

from .facts import DEFAULT_RULES

HOUSE_GAME = "allfours"  # league pair games are All Fours (docs/league.md)
# Other games a league may play its pair games to, stored as "game:variant" (an All Fours
# variant is stored by its id alone, as before): Croatian Bela and Dutch Klaverjas, two pairs
# (issue 34).
OTHER_HOUSE_GAMES = ("bela:croatian", "bela:klaverjas")
TWO_SIDES = [{"id": "A", "name": "Home"}, {"id": "B", "name": "Away"}]


class Finish(StrEnum):
    """How a finished game's two scores look on a card (docs/league.md, "House rules")."""

    # All Fours: the game stops the moment a side reaches the target, so exactly one has.
    TARGET = "target"
    # Bela to a target: after a deal a side at or past it with the higher total wins, so both
    # may be past it, never level (rules/croatian-bela.md "The game", rules/klaverjas.md K11).
    HIGHER = "higher"
    # A Klaverjas boom: a fixed number of deals, the higher total wins (K11); no target.
    BOOM = "boom"


def house_game(house_variant: str) -> tuple[str, str]:
    """The game and variant of a stored house variant: "bela:croatian", or an All Fours id."""
    game, _, variant = house_variant.rpartition(":")
    return game or HOUSE_GAME, variant


def default_target(house_variant: str) -> int:
    """What a game of these house rules is played to unless the secretary says otherwise: the
    engine's own target for the variant (Croatian Bela 1001, Klaverjas 1500, whose boom ends
    after its deals instead); without house rules, the league's default rules' (All Fours)."""
    if not house_variant:
        return DEFAULT_RULES.target
    game, variant = house_game(house_variant)
    return games()[game].variants[variant].defaults["target"]


def house_variants() -> list[str]:
    """Every stored house variant a league may choose: the All Fours ids, then the others."""
    return [*games()[HOUSE_GAME].variants, *OTHER_HOUSE_GAMES]


def game_finish(house_variant: str, options: dict) -> Finish:
    """How a game of these house rules is finished (no house rules: All Fours)."""
    game, variant = house_game(house_variant)  # "": ("allfours", "")
    if game == HOUSE_GAME:
        return Finish.TARGET
    spec = games()[game].variants[variant]
    ends = {**spec.defaults, **options}.get("end")
    return Finish.BOOM if ends == "boom" else Finish.HIGHER


def least_game_total(house_variant: str, options: dict) -> int:
    """The least a pair game's two final scores can add up to: a Klaverjas boom's by its
    deals, as the rules core says (least_boom_total, docs/rules/klaverjas.md K13); 0 for a
    game to a target, which its finish already checks."""
    if game_finish(house_variant, options) != Finish.BOOM:
        return 0
    deals = resolved_options(house_record(house_variant, options, 0))["deals"]
    return least_boom_total(deals)


def house_record(variant: str, options: dict, target: int) -> dict:
    """An empty record of a game played to these rules (for the engine to resolve). The
    season's target is the game's, except in a Klaverjas boom, which ends after its deals."""
    game, variant_id = house_game(variant)
    with_target = {} if game_finish(variant, options) == Finish.BOOM else {"target": target}
    return {
        "format": RECORD_FORMAT,
        "game": game,
        "variant": variant_id,
        "options": {**options, **with_target},
        "sides": TWO_SIDES,
        "hands": [],
    }


def resolved_options(record: dict) -> dict:
    """The record's options with the variant's defaults filled in. Raises RecordError."""
    return parse_record(record).options


def house_problems(variant, options, target: int) -> list[Said]:
    """What is wrong with house rules read from a league file, in the players' words ([] for
    none): said here, put in the page's language where it is shown."""
    if variant not in house_variants():
        return [
            said(
                "The house rules' game: choose {games}.",
                in_the_file="house_rules.variant is one of {variants}",
                variants=", ".join(house_variants()),
                games=one_of([_title(stored) for stored in house_variants()]),
            )
        ]
    if not isinstance(options, dict):
        return [
            said(
                "The house rules' options: give each option by its name and its value.",
                in_the_file="house_rules.options must be an object",
            )
        ]
    try:
        resolved_options(house_record(variant, options, target))
    except RecordError as error:
        return [_house_problem(variant, problem) for problem in error.problems]
    return []


def _title(house_variant: str) -> str:
    """A house variant by the title the house-rules form shows ("Croatian Bela")."""
    game, variant = house_game(house_variant)
    return games()[game].variants[variant].title


def _house_problem(variant: str, problem) -> Said:
    """An option refused by the engine, named as the house-rules form labels it (its
    meaning, "points for pit"), not by its key ("pit_bonus")."""
    game, variant_id = house_game(variant)
    option = games()[game].variants[variant_id].options.get(problem.field.removeprefix("options."))
    words = problem.said
    if option is not None and words is not None and words.message == "{option}: {why}":
        why = dict(words.params)["why"]
        return said("the house rules, {option}: {why}", option=said(option.meaning), why=why)
    return said("the house rules: {problem}", problem=words or problem.message)
