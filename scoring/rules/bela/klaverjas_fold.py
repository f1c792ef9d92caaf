"""Folding a Klaverjas match: each deal scored, and the end of a boom of 16 deals or of a match
to 1500 (docs/rules/klaverjas.md, K11)."""

from ..errors import Problem, RecordError
from ..fold import Fold
from ..record import Record
from ..result import HandResult, tally_items
from .engine import winners_after_hand
from .klaverjas import klaverjas_variant
from .klaverjas_hand import read_hand
from .klaverjas_scoring import score_deal
from .variants import DEAL_POINTS


def match_target(options) -> int:
    """K11: a boom ends after its deals (16), a match to points at its target (1500); the
    result's target is that number."""
    return options["deals"] if options["end"] == "boom" else options["target"]


def least_boom_total(deals: int) -> int:
    """K13: the least a boom's two final totals can add up to. Every deal gives out all its
    162 card points: split by the tricks (K1), or all to one team when the other goes nat or
    revokes (K7, K9); kraken only doubles them (K10), roem and pit only add (K2-K6). So a
    boom of 16 deals totals at least 2,592 between the two teams."""
    return deals * DEAL_POINTS


def boom_winners(scores: dict, deals_played: int, deals: int) -> list[str]:
    """K11: after the boom's last deal the higher total wins; level, the boom is drawn and
    both teams are named."""
    if deals_played < deals:
        return []
    best = max(scores.values())
    return [side for side, score in scores.items() if score == best]


def points_winners(scores: dict, target: int) -> list[str]:
    """K11: once a team reaches the target the higher total wins; level, another deal is
    played: as a Bela game played out (engine.py)."""
    return winners_after_hand(scores, target, "play_out", None)


class KlaverjasFold(Fold):
    settled = ("options", "target")

    def __init__(self, record: Record) -> None:
        super().__init__(record)
        self.options = record.options
        self.target = match_target(self.options)
        if self.options["end"] == "points":
            over = [side for side, score in record.start.items() if score >= self.target]
            if over:
                raise RecordError(
                    [
                        Problem(
                            None,
                            f"start.{over[0]}",
                            f"start scores must be below the target {self.target}",
                        )
                    ]
                )
        self.scores = dict(record.start)
        self.winners: list[str] = []

    def score_hand(self, number: int, raw) -> HandResult:
        sides = self.record.side_ids
        hand = read_hand(raw, number, sides, self.options)
        deal = score_deal(hand, sides, self.options, self.record.name_of)
        points, self.scores = tally_items(sides, self.scores, deal.items)
        if self.options["end"] == "boom":
            self.winners = boom_winners(self.scores, number, self.options["deals"])
        else:
            self.winners = points_winners(self.scores, self.target)
        extra = {
            "made": deal.nat != hand.maker,
            "nat": deal.nat,
            "pit": hand.pit,
            "doubled": hand.doubled,
            "totals": deal.totals,
        }
        return HandResult(points, dict(self.scores), deal.items, bool(self.winners), extra=extra)

    def extra(self) -> dict:
        """A boom says how many deals it has (its `target` is that number too)."""
        return {"boom": self.options["deals"]} if self.options["end"] == "boom" else {}


KLAVERJAS = klaverjas_variant(KlaverjasFold)
