"""Scoring one Klaverjas deal: who went nat, pit, roem, a revoke and kraken
(docs/rules/klaverjas.md, K2, K6-K10)."""

from collections.abc import Callable
from dataclasses import dataclass, field

from kernel.said import said

from ..result import Item
from .klaverjas_hand import KlaverjasHand
from .klaverjas_roem import roem_of
from .variants import DEAL_POINTS


def other_side(sides: tuple[str, ...], side: str) -> str:
    return next(each for each in sides if each != side)


def pit_bonus(hand: KlaverjasHand, side: str, options) -> int:
    """K6: the team that took every trick has `pit_bonus` roem more (100); under `pit_by:
    maker` only the playing team earns it, the other team's pit being just its nat."""
    if hand.pit != side or (options["pit_by"] == "maker" and side != hand.maker):
        return 0
    return options["pit_bonus"]


def deal_totals(hand: KlaverjasHand, sides, options) -> dict[str, int]:
    """K2, K7: what each team made in the deal, as the nat rule compares them: card points,
    roem (stuk included) and pit together."""
    return {
        side: hand.card_points.get(side, 0)
        + roem_of(list(hand.roem), side)
        + pit_bonus(hand, side, options)
        for side in sides
    }


def won_whole(hand: KlaverjasHand, options) -> bool:
    """K10: a doubled deal is won or lost whole ([KJ], `kraak_scoring: whole`); under `each`
    it is scored as any deal, each team's own points doubled ([SW] `scoreCalculator.ts`,
    "kraak × 2": 100 against 62 writes 200 / 124)."""
    return hand.doubled > 1 and options["kraak_scoring"] == "whole"


def must_make_it(hand: KlaverjasHand, sides, options) -> str:
    """K7, K10: the team that must make more than the other: the players, and after a kraak
    won whole the team that doubled last (kraak and superkraak are the others' calls,
    herkraak the players' answer)."""
    if won_whole(hand, options) and hand.doubled in (2, 8):
        return other_side(sides, hand.maker)
    return hand.maker


def nat_team(hand: KlaverjasHand, totals: dict[str, int], sides, options) -> str | None:
    """K7-K10: the team that went nat, if one did. A revoke is nat at once (K9). The team that
    must make it and makes no more than the other goes nat; level is nat unless the house
    rules say `tie: made` (K8). A doubled deal is won or lost whole, so there the other team
    goes nat when the team that must make it does (K10)."""
    if hand.verzaakt is not None:
        return hand.verzaakt
    bound = must_make_it(hand, sides, options)
    other = other_side(sides, bound)
    whole = won_whole(hand, options)
    if totals[bound] > totals[other]:
        return other if whole else None
    if totals[bound] == totals[other] and not whole and options["tie"] == "made":
        return None
    return bound


def roem_times(hand: KlaverjasHand, options) -> int:
    """K10: kraken doubles the card points; the roem only where the house rules say so."""
    return hand.doubled if options["double_roem"] else 1


@dataclass
class Deal:
    items: list[Item] = field(default_factory=list)
    nat: str | None = None
    totals: dict[str, int] = field(default_factory=dict)


def own_items(hand: KlaverjasHand, side: str, options, name: Callable) -> list[Item]:
    """A team's own roem, stuk and pit as lines (K3-K6)."""
    times = roem_times(hand, options)
    items = []
    roem = sum(r.points for r in hand.roem if r.side == side and r.kind != "stuk")
    if roem:
        items.append(Item("roem", side, roem * times, said=said("{side}'s roem", side=name(side))))
    if any(r.side == side and r.kind == "stuk" for r in hand.roem):
        stuk = sum(r.points for r in hand.roem if r.side == side and r.kind == "stuk")
        items.append(
            Item("stuk", side, stuk * times, said=said("{side} had stuk", side=name(side)))
        )
    if bonus := pit_bonus(hand, side, options):
        items.append(
            Item(
                "pit",
                side,
                bonus * times,
                said=said("{side} took every trick: pit", side=name(side)),
            )
        )
    return items


def card_point_item(side: str, points: int, times: int, name: Callable) -> Item:
    """A team's own card points, in a deal nobody went nat: doubled only under `kraak_scoring:
    each` (K10: a deal won whole always has a team nat)."""
    if times == 1:
        return Item("card_points", side, points, said=said("{side}'s card points", side=name(side)))
    words = said("{side}'s card points, ×{times} for kraken", side=name(side), times=times)
    return Item("card_points", side, points * times, said=words)


def revoke_pit_bonus(hand: KlaverjasHand, options) -> int:
    """K9: the others' revoke pays the players pit's roem as well, as if they had taken every
    trick, under `revoke_pit` ([SW] `scoreCalculator.test.ts`, "verzaakt door tegenpartij":
    262 and all roem, 322); by default the players take 162 and the roem (222)."""
    others_revoked = hand.verzaakt is not None and hand.verzaakt != hand.maker
    return options["pit_bonus"] if others_revoked and options["revoke_pit"] else 0


def score_deal(hand: KlaverjasHand, sides, options, name: Callable) -> Deal:
    totals = deal_totals(hand, sides, options)
    nat = nat_team(hand, totals, sides, options)
    deal = Deal(nat=nat, totals=totals)
    if nat is None:
        for side in sides:
            if hand.card_points.get(side):
                points = hand.card_points[side]
                deal.items.append(card_point_item(side, points, hand.doubled, name))
            deal.items.extend(own_items(hand, side, options, name))
        return deal
    winner = other_side(sides, nat)
    deal.items.append(taken_whole(hand, nat, winner, name))
    if bonus := revoke_pit_bonus(hand, options):
        words = said(
            "{loser} revoked: {side} takes pit as if they took every trick",
            loser=name(nat),
            side=name(winner),
        )
        deal.items.append(Item("pit", winner, bonus * roem_times(hand, options), said=words))
    deal.items.extend(own_items(hand, winner, options, name))
    lost = own_items(hand, nat, options, name)
    kept = sum(item.points for item in lost)  # (never a pit: the pit team is never nat)
    if kept and (hand.verzaakt is None or options["revoke_roem"] == "all"):
        deal.items.append(
            Item(
                "their_roem",
                winner,
                kept,
                said=said("{side} takes {loser}'s roem too", side=name(winner), loser=name(nat)),
            )
        )
    return deal


def taken_whole(hand: KlaverjasHand, loser: str, winner: str, name: Callable) -> Item:
    """K7, K9: the team that did not go nat takes all 162 card points (doubled by kraken)."""
    points = DEAL_POINTS * hand.doubled
    names = {"loser": name(loser), "side": name(winner), "points": points}
    if hand.verzaakt is not None:
        words = said("{loser} revoked (verzaakt): {side} takes all {points}", **names)
        return Item("verzaakt", winner, points, said=words)
    words = said("{loser} went nat: {side} takes all {points}", **names)
    return Item("nat", winner, points, said=words)
