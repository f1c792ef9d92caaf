"""Bela / Clobyosh / Klaberjass: variants, options and card facts (rules/variants.md,
rulebook §1.B)."""

from dataclasses import dataclass

from kernel.said import named, said

from ..options import Option, boolean, choice, integer
from ..registry import VariantSpec
from ..values import Refused

SUITS = ("clubs", "diamonds", "hearts", "spades")
NO_TRUMP = "none"
# Runs are ranked in the natural order A K Q J 10 9 8 7 (rulebook §1.B.0).
RUN_RANKS = ("A", "K", "Q", "J", "10", "9", "8", "7")
LAST_TRICK = 10
BELA = 20
# The card points of the whole pack (V-BE-1): 152 with trumps, 120 in a no-trump hand.
PACK_CARD_POINTS = 152
# A whole deal's points: the pack's and the last trick's (Croatian Bela and Klaverjas count
# the deal as one figure, 162).
DEAL_POINTS = PACK_CARD_POINTS + LAST_TRICK
NO_TRUMP_CARD_POINTS = 120
RUN_LENGTHS = range(3, 9)  # a run (sequence) is 3 to 8 cards of a suit (V-BE-5)
MAX_RUNS_PER_PLAYER = 100  # V-BE-6: the most a player's runs can be worth
TWO_HANDED_MOST = 146  # the card points of the 18 cards played two-handed, at most
NO_TRICKER = 360
NO_TRICKER_TARGET = 1000
# The card points a side can hold for an indicator turned in a 28-card three-handed game:
# the indicator is out of play, worth 0, 2, 3, 4, 10, 11, 14 or 20 in the final trump suit.
INDICATOR_VALUES = (0, 2, 3, 4, 10, 11, 14, 20)


@dataclass(frozen=True)
class Traits:
    players: int  # 2, 3, or 4 (two teams)
    tricks: int  # tricks in a hand: 9 two- and three-handed, 8 four-handed
    cards_each: int


def _read_deck(value) -> int:
    if value not in (32, 28) or isinstance(value, bool):
        raise Refused(said("expected 32 or 28, got {value}", value=repr(value)))
    return int(value)


OPTIONS = {
    option.key: option
    for option in (
        Option("target", integer(minimum=1), named("points to win")),
        Option(
            "end_rule", choice("claims", "play_out", "east_lothian"), named("how the game ends")
        ),
        Option(
            "tie_rule",
            choice("hold_over", "maker_zero", "bate"),
            named("maker level with the best opponent"),
        ),
        Option("no_tricker", boolean(), named("all nine tricks score 360 + melds")),
        Option("bate_to", choice("higher", "each"), named("who collects a bate maker's points")),
        Option("split", choice("halves", "floor"), named("level opponents above a bate maker")),
        Option("deck", _read_deck, named("32 or 28 cards")),
        Option("no_trump", boolean(), named("a no-trump hand is allowed")),
        Option(
            "equal_runs", choice("first", "nobody", "both"), named("equal best runs of equal rank")
        ),
    )
}


def _variant(id, title, summary, sides, traits, defaults, keys):
    return VariantSpec(
        game="bela",
        id=id,
        title=title,
        summary=summary,
        side_counts=(sides,),
        # Every key has a value, so the engine never asks whether an option applies.
        defaults={
            "no_tricker": False,
            "bate_to": "higher",
            "split": "halves",
            "deck": 32,
            "no_trump": False,
            "equal_runs": "first",
            **defaults,
        },
        options={key: OPTIONS[key] for key in keys},
        traits=traits,
        # Two- and three-handed, each side is one player; four-handed, two teams of two.
        side_word="player" if traits.players == sides else "team",
    )


VARIANTS = {
    spec.id: spec
    for spec in (
        _variant(
            "bela2",
            named("Bela / Clobyosh (two-handed)"),
            named("Two players to 501; the maker must outscore the defender; claims end the game."),
            2,
            Traits(players=2, tricks=9, cards_each=9),
            {"target": 501, "end_rule": "claims", "tie_rule": "hold_over"},
            ("target", "end_rule", "tie_rule", "no_tricker", "equal_runs"),
        ),
        _variant(
            "bela3",
            named("Bela / Clobyosh (three-handed)"),
            named(
                "Three players to 501; the maker must beat each "
                "opponent, or the higher one takes all."
            ),
            3,
            Traits(players=3, tricks=9, cards_each=9),
            {"target": 501, "end_rule": "claims", "tie_rule": "bate"},
            ("target", "end_rule", "tie_rule", "bate_to", "split", "deck", "equal_runs"),
        ),
        _variant(
            "klaberjass",
            named("Klaberjass (four-handed)"),
            named(
                "Two teams to 1001, every hand played out; makers "
                "level with the opponents are bate."
            ),
            2,
            Traits(players=4, tricks=8, cards_each=8),
            {"target": 1001, "end_rule": "play_out", "tie_rule": "bate"},
            ("target", "end_rule", "tie_rule", "no_trump", "equal_runs"),
        ),
    )
}


def card_points_total(trump: str) -> int:
    """The card points of the whole pack, all of which are played four-handed (V-BE-1)."""
    return NO_TRUMP_CARD_POINTS if trump == NO_TRUMP else PACK_CARD_POINTS


def claim_limit() -> int:
    """The most a claim can count: every card point one side can take, its best runs, bela
    and the last trick."""
    return TWO_HANDED_MOST + MAX_RUNS_PER_PLAYER + BELA + LAST_TRICK


def run_ranks(options) -> tuple[str, ...]:
    """The ranks a run can use: the 28-card pack has no 7s (rulebook §1.B, three-handed)."""
    return RUN_RANKS[:-1] if options["deck"] == 28 else RUN_RANKS
