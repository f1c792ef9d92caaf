"""The house rules a season's pair games are played to: an All Fours variant and its options
(the target is the season's). A phone game linked to a card must have been scored to them;
the scoring engine resolves both sides' options, so a default left out and a default given
are the same rule."""

from urllib.parse import urlencode

from django.utils.translation import gettext

from scoring.option_words import value_words
from scoring.rules import RecordError, games, parse_record
from scoring.rules.record import RECORD_FORMAT

HOUSE_GAME = "allfours"  # league pair games are All Fours (docs/league.md)
# Other games a league may play its pair games to, stored as "game:variant" (an All Fours
# variant is stored by its id alone, as before): Croatian Bela, two pairs (issue 34).
OTHER_HOUSE_GAMES = ("bela:croatian",)
TWO_SIDES = [{"id": "A", "name": "Home"}, {"id": "B", "name": "Away"}]


def house_game(house_variant: str) -> tuple[str, str]:
    """The game and variant of a stored house variant: "bela:croatian", or an All Fours id."""
    game, _, variant = house_variant.rpartition(":")
    return game or HOUSE_GAME, variant


def house_key(house_variant: str) -> str:
    """The stored house variant as the start form names it ("allfours:trinidad")."""
    return ":".join(house_game(house_variant))


def league_variants() -> list[tuple[str, object]]:
    """Every variant a league may play its pair games to, as (stored value, spec)."""
    chosen = [(spec.id, spec) for spec in games()[HOUSE_GAME].variants.values()]
    for key in OTHER_HOUSE_GAMES:
        game, variant = house_game(key)
        chosen.append((key, games()[game].variants[variant]))
    return chosen


def house_record(variant: str, options: dict, target: int) -> dict:
    """An empty record of a game played to these rules (for the engine to resolve)."""
    game, variant = house_game(variant)
    return {
        "format": RECORD_FORMAT,
        "game": game,
        "variant": variant,
        "options": {**options, "target": target},
        "sides": TWO_SIDES,
        "hands": [],
    }


def resolved_options(record: dict) -> dict:
    """The record's options with the variant's defaults filled in. Raises RecordError."""
    return parse_record(record).options


def house_title(season) -> str:
    """The house rules' variant as players name it ("All Fours (Heckmondwike)"), or ""."""
    if not season.house_variant:
        return ""
    game, variant_id = house_game(season.house_variant)
    variant = games()[game].variants.get(variant_id) if game in games() else None
    return gettext(variant.title) if variant else season.house_variant


def house_rules_problem(season, game) -> str | None:
    """Why a phone game was not scored to the season's house rules, in the captains' words;
    None when it was, or when the season sets none."""
    if not season.house_variant:
        return None
    house = parse_record(house_record(season.house_variant, season.house_options, season.target))
    wanted = {"variant": house_title(season), "target": season.target}
    try:
        played = parse_record(game.record([]))
    except RecordError:
        played = None
    if played is None or (game.game, game.variant) != house_game(season.house_variant):
        title = gettext(played.variant.title) if played else game.variant
        message = gettext(
            "This game was scored as %(played)s; the league plays %(variant)s to %(target)s."
        )
        return message % {"played": title, **wanted}
    differences = [
        gettext("%(option)s: %(played)s (the league: %(league)s)")
        % {
            # (only options a record may set can differ: the rest are the variant's own)
            "option": gettext(house.variant.options[key].meaning),
            "played": value_words(key, played.options.get(key)),
            "league": value_words(key, value),
        }
        for key, value in house.options.items()
        if played.options.get(key) != value
    ]
    if differences:
        message = gettext(
            "This game was scored with %(differences)s: the league plays %(variant)s to %(target)s."
        )
        return message % {"differences": "; ".join(differences), **wanted}
    return None


def house_start_query(season, fixture) -> str:
    """The new-game page's address query for a game of this fixture (of a season with house
    rules): those rules and the two teams as sides, so the phone starts the game the card
    wants."""

    fields = {"variant": house_key(season.house_variant), "target": season.target}
    for key, value in season.house_options.items():
        # (a yes/no option's answer as the start form's choices name it, in any language)
        fields[f"option_{key}"] = ("yes" if value else "no") if isinstance(value, bool) else value
    fields |= {"side_a": fixture.home.name, "side_b": fixture.away.name}
    return urlencode(fields)
