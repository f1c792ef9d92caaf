"""Folding a Croatian Bela record: each deal scored, the points that hang carried to the next
deal's winner, belot, and the end of the game (docs/rules/croatian-bela.md, "The game")."""

from kernel.said import said

from ..errors import Problem, RecordError
from ..fold import Fold
from ..record import Record
from ..result import HandResult, Item, tally_items
from .croatian_hand import read_hand
from .croatian_scoring import collect_hung, score_deal


def winners_at_target(scores: dict[str, int], target: int) -> list[str]:
    """Once a side is at or past the target the higher total wins; level totals at or past
    it, another deal is played ("The game")."""
    if max(scores.values()) < target:
        return []
    best = max(scores.values())
    leaders = [side for side, score in scores.items() if score == best]
    return leaders if len(leaders) == 1 else []


def belot_item(side: str, name, options: dict) -> Item:
    """Belot, all eight cards of one suit in one hand, wins the whole game at once; the side
    writes the game's target for it, or nothing under `belot_points: none` ("Belot")."""
    words = said(
        "{side} showed belot (all eight cards of one suit): the game is theirs", side=name(side)
    )
    points = options["target"] if options["belot_points"] == "target" else 0
    return Item("belot", side, points, said=words)


class CroatianFold(Fold):
    settled = ("target",)

    def __init__(self, record: Record) -> None:
        super().__init__(record)
        self.target = record.options["target"]
        over = [side for side, score in record.start.items() if score >= self.target]
        if over:
            message = f"start scores must be below the target {self.target}"
            raise RecordError([Problem(None, f"start.{over[0]}", message)])
        self.scores: dict[str, int] = dict(record.start)
        self.hung = 0  # points that hang, for the winner of the next decided deal
        self.winners: list[str] = []

    def score_hand(self, number: int, raw) -> HandResult:
        record, sides = self.record, self.record.side_ids
        hand = read_hand(raw, number, sides)
        extra = {"totals": None, "made": None}
        if hand.belot is not None:
            items = [belot_item(hand.belot, record.name_of, record.options)]
            points, self.scores = tally_items(sides, self.scores, items)
            self.winners = [hand.belot]
            extra["held_over"] = self.hung
            return HandResult(points, dict(self.scores), items, True, extra=extra)
        deal = score_deal(hand, sides, record.options, record.name_of)
        items = deal.items
        if deal.winner is not None and self.hung:
            items.append(collect_hung(self.hung, deal.winner, record.name_of))
            self.hung = 0
        self.hung += deal.held
        points, self.scores = tally_items(sides, self.scores, items)
        self.winners = winners_at_target(self.scores, self.target)
        extra.update(totals=deal.totals, made=deal.made, held_over=self.hung)
        return HandResult(points, dict(self.scores), items, bool(self.winners), extra=extra)
