"""Folding an All Fours record's hands through the counting engine to a result."""

from ..errors import Problems
from ..record import Record
from ..result import GameResult, HandResult
from ..values import whole_number
from .checks import HandContext, check_hand
from .counting import HandCount, Tally, all_fours_side, count_hand
from .hand import read_hand
from .variants import Stakes


def read_start(value, variant, options: dict) -> int:
    """A game carried on from paper starts below the target (spec, clarifications)."""
    return whole_number(value, minimum=0, maximum=options["target"] - 1)


def score(record: Record) -> GameResult:
    options, sides = record.options, record.side_ids
    context = HandContext(record.variant.traits, options, sides, record.player_count)
    tally = Tally(sides, dict(record.start), options["target"])
    hands: list[HandResult] = []
    for number, raw in enumerate(record.hands, start=1):
        if tally.finished:
            raise record.hand_after_the_end(number, tally.winners)
        hand = read_hand(raw, number, sides, context.traits)
        check_hand(hand, context)
        before = dict(tally.scores)
        count = HandCount(hand, options, tally, record.name_of, problems=Problems(hand=number))
        count_hand(count)
        count.problems.raise_if_any()
        hands.append(
            HandResult(
                points={side: tally.scores[side] - before[side] for side in sides},
                scores=dict(tally.scores),
                items=count.items,
                finished=tally.finished,
                extra={"all_fours": all_fours_side(count.items)},
            )
        )
    extra = {}
    if options.get("stakes"):
        extra["settlement"] = settle(options["stakes"], sides, tally.winners, hands)
    return GameResult(
        game="allfours",
        variant=record.variant.id,
        target=options["target"],
        scores=dict(tally.scores),
        finished=tally.finished,
        winners=list(tally.winners),
        hands=hands,
        extra=extra,
    )


def settle(
    stakes: Stakes, sides: tuple[str, ...], winners: list[str], hands: list[HandResult]
) -> dict:
    """Money per member of each side (rulebook §1.A.2, E20; spec clarifications): once the game
    is finished each losing side pays each winner the game stake; for every all-fours hand,
    every other side pays that side the all-fours stake. With two sides this is
    G·(won ? +1 : −1) + F·(nA − nB)."""
    amounts = dict.fromkeys(sides, 0)
    for winner in winners:
        for loser in (s for s in sides if s not in winners):
            amounts[winner] += stakes.game
            amounts[loser] -= stakes.game
    for hand in hands:
        maker = hand.extra["all_fours"]
        if maker:
            for other in (s for s in sides if s != maker):
                amounts[maker] += stakes.all_fours
                amounts[other] -= stakes.all_fours
    return amounts
