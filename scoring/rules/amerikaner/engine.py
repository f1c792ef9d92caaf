"""Scoring Amerikaner and Kani hands and deciding the end of the game (rulebook §1.C, §2.3).
Scores are per player: partnerships change every hand."""

import math

from kernel.said import Said, said

from ..errors import Problem, RecordError
from ..fold import Fold
from ..record import Record
from ..result import HandResult, Item, tally_items
from ..values import whole_number
from .hand import AmerikanerHand, HandRules, read_hand
from .variants import KANI_TRICKS, Deal, deal_for


def read_start(value, variant, options: dict) -> int:
    """Below the target; Amerikaner scores may be negative, Kani scores never are."""
    minimum = 0 if variant.traits.kani else None
    target = options.get("target")
    return whole_number(value, minimum=minimum, maximum=None if target is None else target - 1)


def bidding_side_tricks(hand: AmerikanerHand, deal: Deal) -> int:
    """Bidder and partner's tricks, plus the kitty under `kitty: kitty_trick` (rulebook E63)."""
    taken = hand.tricks[hand.bidder] + (hand.tricks[hand.partner] if hand.partner else 0)
    return taken + (1 if deal.kitty_trick else 0)


def bid_made(hand: AmerikanerHand, deal: Deal) -> bool:
    """V-AM-4: a number bid is made when the bidding side takes at least the bid; an
    Amerikaner bid only when the bidder alone takes every trick played (OQ-AM-10)."""
    if hand.amerikaner:
        return hand.tricks[hand.bidder] == deal.tricks
    return bidding_side_tricks(hand, deal) >= hand.bid


def number_bid_stakes(bid: int, double: str) -> tuple[int, int]:
    """What bidder and partner win or lose (V-AM-5): both ±bid; under `double: bidder_x2` the
    bidder ±2×bid and the partner ±bid; under `partner_half` the bidder ±bid and the partner
    ±⌈bid/2⌉ (rulebook E59)."""
    if double == "bidder_x2":
        return 2 * bid, bid
    if double == "partner_half":
        return bid, math.ceil(bid / 2)
    return bid, bid


def score_amerikaner_hand(
    hand: AmerikanerHand, deal: Deal, options: dict, name
) -> tuple[list[Item], bool]:
    """Amerikaner (rulebook §1.C.1): bidder and partner ±their stake, or the bidder alone
    ±`amerikaner_value` for an Amerikaner bid; every other player +1 per trick, made or not."""
    made = bid_made(hand, deal)
    sign = 1 if made else -1
    items = []
    if hand.amerikaner:
        value = options["amerikaner_value"]
        bidder = name(hand.bidder)
        if made:
            note = said("{bidder} bid Amerikaner and made it", bidder=bidder)
        else:
            note = said("{bidder} bid Amerikaner and went down", bidder=bidder)
        items.append(Item("amerikaner", hand.bidder, sign * value, said=note))
    else:
        bidder_stake, partner_stake = number_bid_stakes(hand.bid, options["double"])
        note = bid_note(hand, made, tricks(bidding_side_tricks(hand, deal)), name)
        items.append(Item("bid", hand.bidder, sign * bidder_stake, said=note))
        if hand.partner:
            items.append(
                Item("partner", hand.partner, sign * partner_stake, said=partnered(hand, name))
            )
    bidding_side = {hand.bidder, hand.partner}
    for player, count in hand.tricks.items():
        if player not in bidding_side and count:
            note = said("{player} took {tricks}", player=name(player), tricks=tricks(count))
            items.append(Item("tricks", player, count, said=note))
    return items, made


def bid_note(hand: AmerikanerHand, made: bool, taken: Said, name) -> Said:
    """ "N bid 8 with S and made it (9 tricks)", or alone when the called card was in the
    kitty, or went down."""
    bidder, bid = name(hand.bidder), hand.bid
    if hand.partner:
        partner = name(hand.partner)
        if made:
            return said(
                "{bidder} bid {bid} with {partner} and made it ({tricks})",
                bidder=bidder,
                bid=bid,
                partner=partner,
                tricks=taken,
            )
        return said(
            "{bidder} bid {bid} with {partner} and went down ({tricks})",
            bidder=bidder,
            bid=bid,
            partner=partner,
            tricks=taken,
        )
    if made:
        return said(
            "{bidder} bid {bid} alone (the called card was in the kitty) and made it ({tricks})",
            bidder=bidder,
            bid=bid,
            tricks=taken,
        )
    return said(
        "{bidder} bid {bid} alone (the called card was in the kitty) and went down ({tricks})",
        bidder=bidder,
        bid=bid,
        tricks=taken,
    )


def partnered(hand: AmerikanerHand, name) -> Said:
    return said(
        "{partner} partnered {bidder}", partner=name(hand.partner), bidder=name(hand.bidder)
    )


def tricks(count: int) -> Said:
    return said("1 trick") if count == 1 else said("{count} tricks", count=count)


def kani_value(hand: AmerikanerHand, options: dict) -> int:
    """Kani (rulebook §1.C.4): 13 is Kani, worth `kani_value` (50); under `flat_ten` every
    other bid is worth 10; otherwise a bid is worth its number."""
    if hand.bid == KANI_TRICKS:
        return options["kani_value"]
    return 10 if options["flat_ten"] else hand.bid


def score_kani_hand(
    hand: AmerikanerHand, deal: Deal, options: dict, name
) -> tuple[list[Item], bool]:
    """Kani: made, bidder and partner each score the bid's value; failed, each opponent does.
    Nobody scores per trick and no score goes down (OQ-AM-5, V-AM-8)."""
    made = bid_made(hand, deal)
    value = kani_value(hand, options)
    what = said("Kani") if hand.bid == KANI_TRICKS else hand.bid
    taken = tricks(bidding_side_tricks(hand, deal))
    bidder, partner = name(hand.bidder), name(hand.partner)
    # Each line says who scores, once: the bidder, the partner, or each defender.
    if made:
        note = said(
            "{bidder} bid {bid} and made it with {partner} ({tricks})",
            bidder=bidder,
            bid=what,
            partner=partner,
            tricks=taken,
        )
        return [
            Item("bid", hand.bidder, value, said=note),
            Item("partner", hand.partner, value, said=partnered(hand, name)),
        ], True
    opponents = [p for p in hand.tricks if p not in (hand.bidder, hand.partner)]
    return [
        Item(
            "defence",
            player,
            value,
            said=said(
                "{player} defended: {bidder} and {partner} went down on {bid} ({tricks})",
                player=name(player),
                bidder=bidder,
                partner=partner,
                bid=what,
                tricks=taken,
            ),
        )
        for player in opponents
    ], False


def score_passed_hand(hand: AmerikanerHand, name) -> list[Item]:
    """Everyone passed: thrown in, or under `all_pass: play_negative` each player −1 per trick
    (V-AM-9, rulebook E62)."""
    if hand.tricks is None:
        return []
    return [
        Item(
            "tricks",
            player,
            -count,
            said=said(
                "everyone passed; {player} took {tricks}", player=name(player), tricks=tricks(count)
            ),
        )
        for player, count in hand.tricks.items()
        if count
    ]


def game_winners(scores: dict[str, int], target: int, top_tie: str) -> list[str]:
    """The end (V-AM-7, OQ-AM-1, OQ-AM-6): after a hand, once anyone has reached the target,
    the highest score wins; a level top is a joint win, or under `top_tie: play_on` the game
    goes on until one player is alone at the top."""
    if max(scores.values()) < target:
        return []
    best = max(scores.values())
    leaders = [player for player, score in scores.items() if score == best]
    if len(leaders) > 1 and top_tie == "play_on":
        return []
    return leaders


class AmerikanerFold(Fold):
    settled = ("kani", "deal", "rules", "target")

    def __init__(self, record: Record) -> None:
        super().__init__(record)
        options, players = record.options, record.side_ids
        self.kani = record.variant.traits.kani
        self.deal = deal_for(record.variant.id, options, len(players))
        if isinstance(self.deal, str):
            raise RecordError([Problem(None, "sides", self.deal)])
        if self.deal.min_bid > self.deal.max_bid:
            raise RecordError(
                [
                    Problem(
                        None,
                        "options.min_bid",
                        f"min_bid {self.deal.min_bid} is above the top bid {self.deal.max_bid}",
                    )
                ]
            )
        negative = options.get("all_pass") == "play_negative"
        self.rules = HandRules(players, self.deal, self.kani, negative)
        self.target = options["target"]
        self.scores = dict(record.start)
        self.winners: list[str] = []

    def score_hand(self, number: int, raw) -> HandResult:
        record, options = self.record, self.record.options
        hand = read_hand(raw, number, self.rules)
        made = None
        if hand.passed:
            items = score_passed_hand(hand, record.name_of)
        elif self.kani:
            items, made = score_kani_hand(hand, self.deal, options, record.name_of)
        else:
            items, made = score_amerikaner_hand(hand, self.deal, options, record.name_of)
        points, self.scores = tally_items(record.side_ids, self.scores, items)
        self.winners = game_winners(self.scores, self.target, options["top_tie"])
        return HandResult(
            points, dict(self.scores), items, finished=bool(self.winners), extra={"made": made}
        )
