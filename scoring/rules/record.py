"""Reading a pegboard-record/1: the envelope shared by every game (format, game, variant,
options, sides, start, hands). Each game then reads its own hands."""

from dataclasses import dataclass
from typing import Any

from kernel.said import Said, either, said

from . import limits, values
from .errors import Problem, Problems, RecordError, key_path
from .names import UNWRITABLE_VALUE, first_unwritable
from .options import resolve
from .registry import GameSpec, VariantSpec, find_game, games

RECORD_FORMAT = "pegboard-record/1"
RECORD_KEYS = ("format", "game", "variant", "options", "sides", "start", "hands")


@dataclass(frozen=True)
class Side:
    id: str
    name: str
    players: tuple[str, ...] = ()


@dataclass(frozen=True)
class Record:
    game: GameSpec
    variant: VariantSpec
    options: dict[str, Any]
    sides: tuple[Side, ...]
    start: dict[str, values.Score]
    hands: tuple[Any, ...]  # raw hand objects; the game reads them in order
    given_options: frozenset[str] = frozenset()  # keys the record set (the rest are defaults)

    @property
    def side_ids(self) -> tuple[str, ...]:
        return tuple(side.id for side in self.sides)

    def name_of(self, side_id: str) -> str:
        return next(side.name for side in self.sides if side.id == side_id)

    def hand_after_the_end(self, number: int, winners: list[str]) -> RecordError:
        """The error for hand `number` recorded after the game was won (spec: an error)."""
        won = " and ".join(self.name_of(side) for side in winners)
        message = f"the game ended at hand {number - 1} ({won} won): nothing can follow it"
        return RecordError([Problem(number, "hand", message)])

    @property
    def player_count(self) -> int | None:
        """How many people play, when every side lists its players."""
        if all(side.players for side in self.sides):
            return sum(len(side.players) for side in self.sides)
        return None


def parse_record(data: Any) -> Record:
    """Check the envelope of a record and resolve its variant and options.
    Raises RecordError naming every problem found (all with hand None)."""
    problems = Problems(hand=None)
    if (where := first_unwritable(data)) is not None:
        # Before anything reads it: a refusal that quoted the value could not be shown either.
        problems.add(where or "record", UNWRITABLE_VALUE)
        problems.raise_if_any()
    if not problems.object_with_keys(data, RECORD_KEYS, said("a record"), "record"):
        problems.raise_if_any()
    if not format_is_readable(data):
        problems.add(
            "format",
            said(
                'format must be "{format}", got {value}',
                format=RECORD_FORMAT,
                value=_got(data, "format"),
            ),
        )
    game = _read_game(data, problems)
    variant = _read_variant(data, game, problems)
    options = _read_options(data, variant, problems)
    sides = _read_sides(data.get("sides", values.MISSING), variant, problems)
    start = _read_start(data.get("start"), sides, game, variant, options, problems)
    hands = _read_hands(data, problems)
    problems.raise_if_any()
    given = data.get("options")
    given_keys = frozenset(given) if isinstance(given, dict) else frozenset()
    return Record(game, variant, options, sides, start, tuple(hands), given_keys)


def _read_game(data: dict, problems: Problems) -> GameSpec:
    """The game the record names, one Pegboard scores (a record without one goes no further)."""
    game = find_game(data.get("game")) if isinstance(data.get("game"), str) else None
    if game is None:
        problems.add(
            "game",
            said(
                "unknown game {value}; Pegboard scores {games}",
                value=_got(data, "game"),
                games=", ".join(games()),
            ),
        )
        problems.raise_if_any()
    return game


def _read_variant(data: dict, game: GameSpec, problems: Problems) -> VariantSpec:
    """The game's variant the record names (a record without one goes no further)."""
    variant = (
        game.variants.get(data.get("variant")) if isinstance(data.get("variant"), str) else None
    )
    if variant is None:
        problems.add(
            "variant",
            said(
                "unknown {game} variant {value}; the variants are {variants}",
                game=game.id,
                value=_got(data, "variant"),
                variants=", ".join(game.variants),
            ),
        )
        problems.raise_if_any()
    return variant


def _read_options(data: dict, variant: VariantSpec, problems: Problems) -> dict:
    """The variant's options as the record sets them over its defaults; an option the variant
    has no usual value for must be agreed and written."""
    options = resolve(variant.id, variant.options, variant.defaults, data.get("options"), problems)
    for key in variant.required_options:
        if key not in options:
            problems.add(
                f"options.{key}",
                said(
                    "{variant} has no usual {key}: agree one before you play",
                    variant=said(variant.title),
                    key=key,
                ),
            )
    return options


def _read_hands(data: dict, problems: Problems) -> list:
    """The record's hands as a list, not yet read (each game's engine reads them), within the
    limit of one game (limits.py)."""
    hands = data.get("hands", values.MISSING)
    if hands is values.MISSING:
        problems.add(
            "hands", said("the record has no hands list (use [] for a game not yet played)")
        )
        return []
    if not isinstance(hands, list):
        problems.add(
            "hands", said("hands must be a list, got {value}", value=values.describe(hands))
        )
        return []
    if refusal := limits.too_many_hands(len(hands)):
        problems.add("hands", refusal)
    return hands


def format_is_readable(data: dict) -> bool:
    """A record without `format` is read as pegboard-record/1 (record-format.md,
    Clarifications: hand-written records and paper sheets often leave it out); any other value
    is an error on `format`."""
    return data.get("format", RECORD_FORMAT) == RECORD_FORMAT


def unwrap_example(data: Any) -> Any:
    """A worked example (the record beside its expected result) is read for its record; any
    other JSON is taken as the record itself."""
    if isinstance(data, dict) and "record" in data and "expect" in data:
        return data["record"]
    return data


def _got(data: dict, key: str) -> str | Said:
    return values.describe(data[key]) if key in data else said("nothing")


def _read_sides(raw: Any, variant: VariantSpec, problems: Problems) -> tuple[Side, ...]:
    if not isinstance(raw, list):
        problems.add("sides", said("sides must be a list of side ids or side objects"))
        return ()
    sides: list[Side] = []
    for index, entry in enumerate(raw):
        field = f"sides[{index}]"
        if isinstance(entry, str):
            side = Side(entry, entry)
        elif isinstance(entry, dict) and isinstance(entry.get("id"), str):
            unknown = set(entry) - {"id", "name", "players"}
            if unknown:
                problems.add(
                    field,
                    said("unknown side field(s): {fields}", fields=", ".join(sorted(unknown))),
                )
            name = entry.get("name", entry["id"])
            players = entry.get("players", [])
            if not isinstance(name, str) or not name.strip():
                problems.add(f"{field}.name", said("a side's name must be a non-empty string"))
                name = entry["id"]
            if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
                problems.add(f"{field}.players", said("players must be a list of names"))
                players = []
            side = Side(entry["id"], name, tuple(players))
        else:
            problems.add(field, said('a side is an id such as "A" or an object with an "id"'))
            continue
        _check_names(side, field, problems)
        if not side.id.strip():
            problems.add(field, said("a side id cannot be empty"))
        elif any(s.id == side.id for s in sides):
            problems.add(field, said('side "{side}" is listed twice', side=side.id))
        else:
            sides.append(side)
    if len(sides) == len(raw) and len(sides) not in variant.side_counts:
        allowed = either([str(n) for n in variant.side_counts])
        problems.add(
            "sides",
            said(
                "{variant} is for {allowed} {sides}, not {given}",
                variant=said(variant.title),
                allowed=allowed,
                sides=said("sides") if variant.side_word == "side" else said("players"),
                given=len(sides),
            ),
        )
    return tuple(sides)


def _check_names(side: Side, field: str, problems: Problems) -> None:
    """A side's id, name and players within the site's limits (limits.py)."""
    named = side.name != side.id  # (a side given as an id alone is named by it)
    if refusal := limits.name_refusal(side.id):
        problems.add(f"{field}.id" if named else field, refusal)
    if named and (refusal := limits.name_refusal(side.name)):
        problems.add(f"{field}.name", refusal)
    if refusal := limits.too_many_players(len(side.players)):
        problems.add(f"{field}.players", refusal)
    for number, player in enumerate(side.players):
        if refusal := limits.name_refusal(player):
            problems.add(f"{field}.players[{number}]", refusal)


def _read_start(
    raw: Any,
    sides: tuple[Side, ...],
    game: GameSpec,
    variant: VariantSpec,
    options: dict,
    problems: Problems,
) -> dict[str, values.Score]:
    start: dict[str, values.Score] = {side.id: 0 for side in sides}
    if raw is None:
        return start
    if not isinstance(raw, dict):
        problems.add(
            "start", said('start must be an object of scores per side, e.g. {{"A": 5, "B": 3}}')
        )
        return start
    for side_id, score in raw.items():
        if side_id not in start:
            problems.add(
                key_path("start", side_id), said('"{side}" is not one of the sides', side=side_id)
            )
            continue
        try:
            start[side_id] = game.read_start(score, variant, options)
        except values.Refused as error:
            problems.add(key_path("start", side_id), said("start score: {why}", why=error.said))
    return start


def score_record(data: Any):
    """Parse, validate and score a record: the one entry point for views and commands."""
    record = parse_record(data)
    return record.game.score(record)


__all__ = ["Record", "RecordError", "Side", "parse_record", "score_record", "unwrap_example"]
