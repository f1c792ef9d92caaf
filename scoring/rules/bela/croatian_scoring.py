"""Scoring one Croatian Bela deal: whose declarations count, whether the calling side made it
or fell, štiglja, bela and kontra (docs/rules/croatian-bela.md)."""

from collections.abc import Callable
from dataclasses import dataclass, field

from kernel.said import Said, said

from ..result import Item
from .croatian import BELA_POINTS
from .croatian_declarations import side_counting_declarations, why_counting
from .croatian_hand import CroatianHand, multiplier
from .variants import DEAL_POINTS


@dataclass
class Deal:
    """What a deal adds: its items, whether the caller made it (None: the points hang), the
    caller's points that hang, and who won the deal (they collect points hung before)."""

    items: list[Item] = field(default_factory=list)
    made: bool | None = None
    held: int = 0
    winner: str | None = None
    totals: dict[str, int] = field(default_factory=dict)


def other(side: str, sides: tuple[str, ...]) -> str:
    return next(s for s in sides if s != side)


def declaration_points(hand: CroatianHand, options: dict) -> dict[str, int]:
    """Each side's declarations as they count: all of its own for the side with the best single
    declaration, nothing for the other ("Which declarations count")."""
    counting = side_counting_declarations(
        hand.declarations, hand.trump, options["equal_declarations"]
    )
    points = {side: 0 for side in hand.card_points}
    for declaration in hand.declarations:
        if declaration.side == counting:
            points[counting] += declaration.value
    return points


def deal_totals(hand: CroatianHand, declared: dict[str, int]) -> dict[str, int]:
    """What each side made in the deal, compared to decide it: card points, the declarations
    that count and bela, before any kontra ("Making it or falling")."""
    return {
        side: points + declared[side] + (BELA_POINTS if hand.bela == side else 0)
        for side, points in hand.card_points.items()
    }


def caller_made(hand: CroatianHand, totals: dict[str, int], tie_rule: str) -> bool | None:
    """The calling side must make strictly more than the other side, or it falls. Level, it
    falls too, or under `hang` its points hang (None). Štiglja decides at once: the side
    that took every trick has made it ("Making it or falling", "Štiglja")."""
    if hand.stiglja is not None:
        return hand.stiglja == hand.caller
    defender = other(hand.caller, tuple(totals))
    if totals[hand.caller] == totals[defender]:
        return level_deal(tie_rule)
    return totals[hand.caller] > totals[defender]


def level_deal(tie_rule: str) -> bool | None:
    """A level deal ("A tie"): it falls (`fall`, [P]: "manje ili jednako"), its points hang
    (`hang`, None: [NB]), or it counts as made, each side writing its own, 81 / 81 (`made`:
    tables play it, but no public scorer or rule page was found that says so, issue 50)."""
    return {"fall": False, "hang": None, "made": True}[tie_rule]


def all_declarations(hand: CroatianHand) -> dict[str, int]:
    """Every declaration shown in the deal, each side's own, whether or not it counts."""
    points = {side: 0 for side in hand.card_points}
    for declaration in hand.declarations:
        points[declaration.side] += declaration.value
    return points


def stiglja_declarations(hand: CroatianHand, declared: dict[str, int], options) -> dict[str, int]:
    """What the štiglja side takes of the declarations ("Štiglja"): those that count (`best`,
    [BT]'s engine), or both sides' (`all`: [LK] `resultStore.ts`, [BB]
    `score_calculator.dart`, [BBot] `util.py` add the two teams' announcements to 252)."""
    return all_declarations(hand) if options["stiglja_declarations"] == "all" else declared


def bela_writer(hand: CroatianHand, taker: str | None, options) -> str | None:
    """Who writes bela ("Bela"): its holder while its side keeps its points (a made deal,
    `bela_kept`); when its side loses the deal, the side that takes everything (`lost_bela:
    taken`, [BB], [BT]) or nobody (`dropped`: no public source found, issue 50)."""
    if taker is None or taker == hand.bela or options["bela_kept"]:
        return hand.bela
    return taker if options["lost_bela"] == "taken" else None


def doubling_words(hand: CroatianHand) -> Said | None:
    if hand.rekontra:
        return said("×4 for rekontra")
    return said("×2 for kontra") if hand.kontra else None


def _with_doubling(words: Said, hand: CroatianHand) -> Said:
    doubling = doubling_words(hand)
    return said("{line}, {doubling}", line=words, doubling=doubling) if doubling else words


def score_deal(hand: CroatianHand, sides: tuple[str, ...], options: dict, name: Callable) -> Deal:
    declared = declaration_points(hand, options)
    totals = deal_totals(hand, declared)
    made = caller_made(hand, totals, options["tie_rule"])
    deal = Deal(made=made, totals=totals)
    if hand.stiglja is not None:
        swept = stiglja_declarations(hand, declared, options)
        _everything_to(deal, hand.stiglja, hand, swept, options, name, sweep=True)
    elif made and hand.kontra and options["kontra_made"] == "all":
        _everything_to(deal, hand.caller, hand, declared, options, name)
    elif made:
        _each_their_own(deal, sides, hand, declared, options, name)
    elif made is False:
        _everything_to(deal, other(hand.caller, sides), hand, declared, options, name)
    else:
        _hang(deal, sides, hand, declared, options, name)
    _none_count(deal, hand, options)
    deal.winner = None if made is None else hand.caller if made else other(hand.caller, sides)
    return deal


def _face(hand: CroatianHand, options: dict) -> int:
    """Declarations and bela stay at face value under kontra, unless `kontra_all`."""
    return multiplier(hand) if options["kontra_all"] else 1


def why_words(why: str, side: str) -> Said:
    """Why a side's declarations count, in plain words."""
    if why == "first":
        return said(
            "{side}'s declarations count: both sides held an equal best one, and {side} "
            "declared first",
            side=side,
        )
    if why == "trump":
        return said(
            "{side}'s declarations count: both sides held an equal best one, and {side}'s "
            "is in trumps",
            side=side,
        )
    return said("{side}'s declarations count: {side} held the best single declaration", side=side)


def _declaration_line(deal, side, points, hand, options, name, taken=False) -> None:
    if not points:
        return
    if taken:
        words = said("{side} take every declaration of the deal", side=name(side))
    else:
        why = why_counting(hand.declarations, hand.trump, options["equal_declarations"])
        words = why_words(why, name(side))
    deal.items.append(Item("declarations", side, points * _face(hand, options), said=words))


def _none_count(deal, hand, options) -> None:
    """Equal bests under `nobody`: the line says why no declaration counted."""
    if why_counting(hand.declarations, hand.trump, options["equal_declarations"]) == "nobody":
        words = said("both sides held an equal best declaration: by the house rule none count")
        deal.items.append(Item("declarations", hand.caller, 0, said=words))


def _bela_line(deal, taker, hand, options, name) -> None:
    if hand.bela is None:
        return
    points = BELA_POINTS * _face(hand, options)
    writer = bela_writer(hand, taker, options)
    if writer == hand.bela:
        words = said("{side} declared bela", side=name(hand.bela))
        deal.items.append(Item("bela", hand.bela, points, said=words))
    elif writer is None:
        words = said(
            "{holder} lost the deal: by the house rule nobody writes their bela",
            holder=name(hand.bela),
        )
        deal.items.append(Item("bela", hand.bela, 0, said=words))
    else:
        words = said("{side} take {holder}'s bela", side=name(taker), holder=name(hand.bela))
        deal.items.append(Item("bela", taker, points, said=words))


def _each_their_own(deal, sides, hand, declared, options, name) -> None:
    """A made deal: each side scores its own card points (×2 or ×4 under kontra),
    declarations and bela."""
    times = multiplier(hand)
    for side in sides:
        if side == hand.caller:
            words = said("{side} called and made it: their card points", side=name(side))
        else:
            words = said("{side}'s card points", side=name(side))
        points = hand.card_points[side] * times
        deal.items.append(Item("card_points", side, points, said=_with_doubling(words, hand)))
        _declaration_line(deal, side, declared[side], hand, options, name)
    _bela_line(deal, None, hand, options, name)


def _everything_to(deal, taker, hand, declared, options, name, sweep=False) -> None:
    """A fall, štiglja or a kontra made under `kontra_made: all`: `taker` takes all 162 card
    points (×2 or ×4 under kontra), every declaration that counts and, unless `bela_kept`,
    bela; with štiglja its bonus too ("Kontra and rekontra")."""
    times = multiplier(hand)
    if sweep:
        words = said("{side} took every trick: all 162 card points", side=name(taker))
    elif taker == hand.caller:
        words = said("{side} made it under kontra: they take all 162 card points", side=name(taker))
    elif deal.totals[hand.caller] == deal.totals[taker]:
        words = said(
            "{caller} only drew level, and a tie falls: {side} take all 162 card points",
            caller=name(hand.caller),
            side=name(taker),
        )
    else:
        words = said(
            "{caller} fell ({mine} to {theirs}): {side} take all 162 card points",
            caller=name(hand.caller),
            mine=deal.totals[hand.caller],
            theirs=deal.totals[taker],
            side=name(taker),
        )
    kind = "card_points" if sweep or taker == hand.caller else "fall"
    deal.items.append(Item(kind, taker, DEAL_POINTS * times, said=_with_doubling(words, hand)))
    if sweep:
        bonus = options["stiglja"] * times
        words = said("štiglja: {side} took every trick", side=name(taker))
        deal.items.append(Item("stiglja", taker, bonus, said=_with_doubling(words, hand)))
    all_declared = sum(declared.values())
    _declaration_line(deal, taker, all_declared, hand, options, name, taken=True)
    _bela_line(deal, taker, hand, options, name)


def _hang(deal, sides, hand, declared, options, name) -> None:
    """Level under `hang`: the other side scores its own; the caller's points hang and go to
    whoever wins the next deal ("A tie"). Under kontra or rekontra every point of the deal
    hangs, the other side's too ([NB]: "When there was a double or a redouble declared all
    points remain for the winner of the next game")."""
    defender = other(hand.caller, sides)
    if hand.kontra:
        times, face = multiplier(hand), _face(hand, options)
        deal.held = DEAL_POINTS * times + sum(declared.values()) * face
        deal.held += BELA_POINTS * face if hand.bela else 0
        words = said(
            "{caller} only drew level under kontra: all {points} of the deal hang for whoever "
            "wins the next deal",
            caller=name(hand.caller),
            points=deal.held,
        )
        deal.items.append(Item("hang", hand.caller, 0, said=words))
        return
    own = hand.card_points[defender]  # undoubled: a doubled level deal hangs whole, above
    deal.items.append(
        Item("card_points", defender, own, said=said("{side}'s card points", side=name(defender)))
    )
    _declaration_line(deal, defender, declared[defender], hand, options, name)
    bela = BELA_POINTS if hand.bela == hand.caller else 0
    if hand.bela == defender:
        _bela_line(deal, None, hand, options, name)
    deal.held = hand.card_points[hand.caller] + declared[hand.caller] + bela
    words = said(
        "{caller} only drew level: their {points} hang for whoever wins the next deal",
        caller=name(hand.caller),
        points=deal.held,
    )
    deal.items.append(Item("hang", hand.caller, 0, said=words))


def collect_hung(points: int, winner: str, name: Callable) -> Item:
    """Points that hung go to the side that wins the next decided deal ("A tie")."""
    words = said(
        "{side} won the deal: the {points} that hung are theirs", side=name(winner), points=points
    )
    return Item("hung", winner, points, said=words)
