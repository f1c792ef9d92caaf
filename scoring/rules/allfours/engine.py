"""Folding an All Fours record's hands through the counting engine to a result."""

from ..errors import Problems
from ..fold import Fold
from ..record import Record
from ..result import HandResult
from ..values import whole_number
from .checks import HandContext, check_hand
from .counting import HandCount, Tally, all_fours_side, count_hand
from .hand import read_hand
from .variants import Stakes


def read_start(value, variant, options: dict) -> int:
    """A game carried on from paper starts below the target (spec, clarifications)."""
    return whole_number(value, minimum=0, maximum=options["target"] - 1)


class AllFoursFold(Fold):
    settled = ("context", "target")

    def __init__(self, record: Record) -> None:
        super().__init__(record)
        options, sides = record.options, record.side_ids
        self.context = HandContext(record.variant.traits, options, sides, record.player_count)
        self.tally = Tally(sides, dict(record.start), options["target"])
        self.target = options["target"]

    @property
    def scores(self) -> dict[str, int]:
        return self.tally.scores

    @property
    def winners(self) -> list[str]:
        return self.tally.winners

    def score_hand(self, number: int, raw) -> HandResult:
        record, tally, sides = self.record, self.tally, self.record.side_ids
        hand = read_hand(raw, number, sides, self.context.traits)
        check_hand(hand, self.context)
        before = dict(tally.scores)
        count = HandCount(
            hand, record.options, tally, record.name_of, problems=Problems(hand=number)
        )
        count_hand(count)
        count.problems.raise_if_any()
        return HandResult(
            points={side: tally.scores[side] - before[side] for side in sides},
            scores=dict(tally.scores),
            items=count.items,
            finished=tally.finished,
            extra={"all_fours": all_fours_side(count.items)},
        )

    def extra(self) -> dict:
        stakes = self.record.options.get("stakes")
        if not stakes:
            return {}
        return {"settlement": settle(stakes, self.record.side_ids, self.winners, self.hands)}


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
