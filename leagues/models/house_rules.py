"""The house rules a season's pair games are played to: an All Fours, Croatian Bela or
Klaverjas variant and its options (the target is the season's, but for a Klaverjas boom). A
phone game linked to a card must have been scored to them; the scoring engine resolves both
sides' options, so a default left out and a default given are the same rule."""

from urllib.parse import urlencode

from django.core.exceptions import ValidationError
from django.utils.translation import gettext

from leagues.rules.house import (
    HOUSE_GAME,
    OTHER_HOUSE_GAMES,
    Finish,
    default_target,
    game_finish,
    house_game,
    house_record,
    resolved_options,
)
from scoring.option_words import value_words
from scoring.rules import RecordError, games, parse_record


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


def own_end(house_variant: str) -> str:
    """What a game of these house rules is played to when the secretary gives no target, in
    the players' words: the engine's own target ("1001"), or its boom's deals ("16 deals")."""
    if game_finish(house_variant, {}) != Finish.BOOM:
        return str(default_target(house_variant))
    game, variant = house_game(house_variant)
    return _end_words(house_variant, games()[game].variants[variant].defaults, 0)


def cards_are_in(season) -> bool:
    """A card of the season is in (a league night's or a cup tie's): its games were played to
    the season's game and target, which stay so that every card is read as it was played."""
    return season.fixtures.filter(cards__isnull=False).exists()


def change_house_rules(season, variant: str, options: dict, target: int | None = None) -> None:
    """The game the pair games are played to (an All Fours id, "bela:croatian",
    "bela:klaverjas"; "": none), its options and its target (None: the season's own for the same
    game, the new game's default for another). Raises RecordError when the engine refuses the
    options (it has the last word on them), ValidationError when a card is in and the game or
    its target would change."""
    with season.changing() as season:
        if target is None:
            same = variant == season.house_variant
            target = season.target if same else default_target(variant)
        if variant:
            resolved_options(house_record(variant, options, target))
        if (variant, target) != (season.house_variant, season.target) and cards_are_in(season):
            raise ValidationError(
                gettext(
                    "Cards are in: the game and the score it is played to stay as they were "
                    "played for the rest of the season."
                )
            )
        season.house_variant, season.house_options = variant, options if variant else {}
        season.target = target
        season.save(update_fields=["house_variant", "house_options", "target"])


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
    boom = game_finish(season.house_variant, season.house_options) == Finish.BOOM
    wanted = {"variant": house_title(season), "target": played_to(season, house.options)}
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
        # (a boom ends after its deals: the points to win are not the league's rule)
        if played.options.get(key) != value and not (boom and key == "target")
    ]
    if differences:
        message = gettext(
            "This game was scored with %(differences)s: the league plays %(variant)s to %(target)s."
        )
        return message % {"differences": "; ".join(differences), **wanted}
    return None


def season_played_to(season) -> str:
    """What the season's pair games are played to, for its pages: "1001", "16 deals", "15"."""
    if not season.house_variant:
        return str(season.target)
    house = parse_record(house_record(season.house_variant, season.house_options, season.target))
    return played_to(season, house.options)


def played_to(season, options: dict) -> str:
    """What the pair games are played to: the season's target, or a boom's deals."""
    return _end_words(season.house_variant, options, season.target)


def _end_words(house_variant: str, options: dict, target: int) -> str:
    """A game's end in the players' words: its target, or a boom's deals (`options` with the
    variant's defaults filled in)."""
    if game_finish(house_variant, options) == Finish.BOOM:
        return gettext("%(deals)s deals") % {"deals": options["deals"]}
    return str(target)


def house_start_query(season, fixture) -> str:
    """The new-game page's address query for a game of this fixture (of a season with house
    rules): those rules and the two teams as sides, so the phone starts the game the card
    wants."""

    fields = {"variant": house_key(season.house_variant), "target": season.target}
    if game_finish(season.house_variant, season.house_options) == Finish.BOOM:
        del fields["target"]  # the variant's own; a boom ends after its deals
    for key, value in season.house_options.items():
        # (a yes/no option's answer as the start form's choices name it, in any language)
        fields[f"option_{key}"] = ("yes" if value else "no") if isinstance(value, bool) else value
    fields |= {"side_a": fixture.home.name, "side_b": fixture.away.name}
    return urlencode(fields)
