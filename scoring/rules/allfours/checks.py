"""Invariants of one All Fours hand that do not depend on the running score (rulebook §2.1).
Each check is a small function named after what it enforces; check_hand runs them all and
reports every problem of the hand at once."""

from collections.abc import Callable

from kernel.said import Said, either, said

from ..errors import Problems
from ..values import MISSING
from .hand import FIELD_WORDS, AllFoursHand
from .variants import PACK_GAME_VALUE, Traits, game_value_of, turn_up_limit

Check = Callable[[AllFoursHand, "HandContext", Problems], None]


def _fields_in_words(fields: list[str]) -> Said:
    return either([FIELD_WORDS[name] for name in fields])


class HandContext:
    """What the checks need to know besides the hand: the variant and who is playing."""

    def __init__(self, traits: Traits, options: dict, sides: tuple[str, ...], players: int | None):
        self.traits = traits
        self.options = options
        self.sides = sides
        # Two sides may be two players or two pairs; three sides three players or three pairs.
        self.possible_players = (players,) if players else (len(sides), 2 * len(sides))


def misdeal_voids_the_hand(hand: AllFoursHand, ctx: HandContext, problems: Problems) -> None:
    """A misdeal is a deal attempt of its own: the dealer's side misdealt (V-AF-20) and nothing
    else happened in it (spec: "the hand is void: nothing else may be given")."""
    misdeals = hand.penalties_of("misdeal")
    if not misdeals:
        return
    if len(hand.penalties) > 1:
        problems.add(
            "penalties",
            said("a misdeal is a hand of its own: record other penalties in the new deal"),
        )
    if any(p.side != hand.dealer for p in misdeals):
        problems.add(
            "penalties", said("only the dealer's side can misdeal (the other sides score for it)")
        )
    extra = sorted(hand.given - {"dealer", "penalties"})
    if extra:
        problems.add(
            extra[0],
            said(
                "a misdealt hand is void: nothing else scores in it ({fields})",
                fields=_fields_in_words(extra),
            ),
        )


def turn_up_matches_the_beg(hand: AllFoursHand, ctx: HandContext, problems: Problems) -> None:
    """Stand or give keep the first turn-up; running the pack turns at least one more card,
    up to what the pack holds (V-AF-12, V-AF-13)."""
    if not ctx.traits.turn_up or hand.misdeal:
        return
    count = len(hand.turned)
    if count == 0:
        problems.add("turned", said("give the rank of the card turned up for trumps"))
        return
    limit = max(turn_up_limit(n) for n in ctx.possible_players)
    if hand.beg in ("stand", "give") and count != 1:
        if hand.beg == "stand":
            message = said(
                "when the trump is stood only one card is turned; turning more is running the pack"
            )
        else:
            message = said(
                "when the trump is given only one card is turned; turning more is running the pack"
            )
        problems.add("turned", message)
    elif hand.beg == "run" and count < 2:
        problems.add(
            "turned", said("running the pack turns another card: list every card turned, in order")
        )
    elif count > limit:
        problems.add(
            "turned",
            said(
                "{count} turn-ups cannot come from one pack; at most {limit} here",
                count=count,
                limit=limit,
            ),
        )


def redeal_only_after_running_out(hand: AllFoursHand, ctx: HandContext, problems: Problems) -> None:
    """The pack runs out only while it is being run, at the last turn-up the pack allows; then
    only the turn-up points count and no card is played (spec: `redeal`)."""
    if not hand.redeal:
        return
    if not ctx.traits.turn_up:
        problems.add(
            "redeal", said("the pack cannot run out in a pitch game: nothing is turned up")
        )
        return
    if hand.beg != "run":
        problems.add(
            "redeal",
            said(
                "the pack can only run out when it is run (the beggar was refused and asked to run)"
            ),
        )
    run_out_at = sorted({turn_up_limit(n) for n in ctx.possible_players})
    if hand.beg == "run" and len(hand.turned) not in run_out_at:
        counts = either(run_out_at)
        problems.add(
            "turned",
            said(
                "the pack runs out after {counts} turn-ups, not {turned}",
                counts=counts,
                turned=len(hand.turned),
            ),
        )
    played = sorted(hand.given & {"high", "low", "jack", "game"})
    if played:
        problems.add(
            played[0],
            said(
                "no card was played after the pack ran out, so nobody won {fields}",
                fields=_fields_in_words(played),
            ),
        )
    if hand.penalties_of("revoke") or hand.penalties_of("revoke_honour"):
        problems.add("penalties", said("nobody can revoke when no card was played"))


def looking_penalty_is_on_the_pitchers_side(hand, ctx: HandContext, problems: Problems) -> None:
    """Only the pitcher's partner can look too early, and the pitcher sits at the dealer's
    left, so the offender is never the dealer's side (V-AF-21)."""
    looked = hand.penalties_of("looked")
    if len(looked) > 1:
        problems.add("penalties", said("the looking penalty is paid once per hand"))
    if any(p.side == hand.dealer for p in looked):
        problems.add(
            "penalties",
            said(
                "the dealer's side cannot be penalised for looking: "
                "only the pitcher's partner can look early"
            ),
        )


def one_honour_revoke(hand: AllFoursHand, ctx: HandContext, problems: Problems) -> None:
    """A revoke holding a top-five trump ends the game at once (V-AF-19), so there is one."""
    if len(hand.penalties_of("revoke_honour")) > 1:
        problems.add(
            "penalties", said("the first honour revoke ends the game: record only that one")
        )


def high_and_low_go_together(hand: AllFoursHand, ctx: HandContext, problems: Problems) -> None:
    """High is awarded if and only if Low is: both need a trump in play (V-AF-2); in pitch
    games the pitched card is a trump in play, so both are always awarded (V-AF-3)."""
    if hand.high is None and hand.low not in (None, MISSING):
        problems.add("high", said("Low was won, so a trump was in play and someone won High too"))
    if hand.low is None and hand.high not in (None, MISSING):
        problems.add(
            "low",
            said("High was won, so someone won Low too (the same card if it was the only trump)"),
        )
    if not ctx.traits.turn_up and (hand.high is None or hand.low is None):
        field = "high" if hand.high is None else "low"
        problems.add(
            field,
            said("in a pitch game the pitched card is a trump, so High and Low are always won"),
        )


def jack_needs_trumps_in_play(hand: AllFoursHand, ctx: HandContext, problems: Problems) -> None:
    """A jack result means the trump jack was in play, so High and Low were won (V-AF-5)."""
    if hand.jack is not None and (hand.high is None or hand.low is None):
        problems.add("jack", said("the trump jack was in play, so High and Low cannot be nobody's"))


def turned_jack_is_out_of_play(hand: AllFoursHand, ctx: HandContext, problems: Problems) -> None:
    """The card that set trumps is out of play: if it was the jack, nobody can win or hang the
    jack in a trick (V-AF-6, rulebook E9)."""
    if hand.trump_card == "J" and hand.jack is not None:
        problems.add(
            "jack",
            said(
                "the jack of trumps was turned up, so it was not in play: nobody won or hanged it"
            ),
        )


def game_points_fit_the_pack(hand: AllFoursHand, ctx: HandContext, problems: Problems) -> None:
    """Game points in play add up to at most 80 less the turned cards, which are out of play
    (V-AF-9)."""
    if hand.game is MISSING or hand.game.totals is None:
        return
    out_of_play = sum(game_value_of(rank) for rank in hand.turned)
    total = sum(hand.game.totals.values())
    if total > PACK_GAME_VALUE - out_of_play:
        in_play = PACK_GAME_VALUE - out_of_play
        if out_of_play:
            message = said(
                "game points add up to {total}, but the pack holds only {pack} ({out} of them "
                "turned up): at most {in_play} were in play",
                total=total,
                pack=PACK_GAME_VALUE,
                out=out_of_play,
                in_play=in_play,
            )
        else:
            message = said(
                "game points add up to {total}, but the pack holds only {pack}: at most "
                "{in_play} were in play",
                total=total,
                pack=PACK_GAME_VALUE,
                in_play=in_play,
            )
        problems.add("game", message)


def level_game_needs_totals(hand: AllFoursHand, ctx: HandContext, problems: Problems) -> None:
    """With three sides a level Game depends on who was level (rulebook E27): the spec asks
    for the totals then."""
    if (
        hand.game is not MISSING
        and hand.game.level
        and len(ctx.sides) > 2
        and ctx.options["game_tie"] == "non_dealer"
    ):
        problems.add(
            "game",
            said(
                "with three sides, give each side's game points when Game is level: "
                "who scores a tie depends on who tied"
            ),
        )


CHECKS: tuple[Check, ...] = (
    misdeal_voids_the_hand,
    turn_up_matches_the_beg,
    redeal_only_after_running_out,
    looking_penalty_is_on_the_pitchers_side,
    one_honour_revoke,
    high_and_low_go_together,
    jack_needs_trumps_in_play,
    turned_jack_is_out_of_play,
    game_points_fit_the_pack,
    level_game_needs_totals,
)


def check_hand(hand: AllFoursHand, ctx: HandContext) -> None:
    problems = Problems(hand=hand.number)
    for check in CHECKS:
        check(hand, ctx, problems)
    problems.raise_if_any()
