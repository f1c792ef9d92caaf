"""Real deals of 32 cards for the property tests (scoring/rules/bela/deal.py): a shuffled pack,
eight cards to each of four players (players 0 and 2 one team, 1 and 3 the other), eight tricks
played by the rules of following suit, and what the deal gives: each team's card points, the
Croatian declarations each player could make, bela, and the Klaverjas roem in the tricks."""

from dataclasses import dataclass

from hypothesis import strategies as st

from scoring.rules.bela.deal import PACK, card_value
from scoring.rules.bela.variants import RUN_RANKS, SUITS

TRUMP_ORDER = ("J", "9", "A", "10", "K", "Q", "8", "7")
PLAIN_ORDER = ("A", "10", "K", "Q", "J", "9", "8", "7")
CROATIAN_FOURS = ("J", "9", "A", "10", "K", "Q")
KLAVERJAS_FOURS = {"J": "four_jacks", "A": "four_aces", "K": "four_kings", "Q": "four_queens"}
KLAVERJAS_FOURS |= {"10": "four_tens"}  # the default table's fours (four_of_a_kind: tens)


@dataclass
class Deal:
    trump: str
    hands: list  # each player's eight cards, as dealt
    points: list  # each team's card points, the last trick's 10 included
    tricks: list  # (winner, cards) in the order played


def _beats(card, best, led, trump) -> bool:
    (suit, rank), (best_suit, best_rank) = card, best
    if suit == best_suit:
        order = TRUMP_ORDER if suit == trump else PLAIN_ORDER
        return order.index(rank) < order.index(best_rank)
    return suit == trump


def _legal(hand, led, trump):
    """Follow suit if you can, else trump if you can, else anything."""
    for wanted in (led, trump):
        cards = [card for card in hand if card[0] == wanted]
        if cards:
            return cards
    return list(hand)


@st.composite
def real_deals(draw) -> Deal:
    pack = draw(st.permutations(PACK))
    trump = draw(st.sampled_from(SUITS))
    hands = [sorted(pack[player * 8 : player * 8 + 8]) for player in range(4)]
    held = [list(hand) for hand in hands]
    points, tricks, leader = [0, 0], [], draw(st.integers(0, 3))
    for _ in range(8):
        played = []
        for seat in range(4):
            player = (leader + seat) % 4
            choices = _legal(held[player], played[0][1][0] if played else None, trump)
            card = draw(st.sampled_from(choices))
            held[player].remove(card)
            played.append((player, card))
        winner, best = played[0]
        for player, card in played[1:]:
            if _beats(card, best, played[0][1][0], trump):
                winner, best = player, card
        cards = [card for _, card in played]
        points[winner % 2] += sum(card_value(card, trump) for card in cards)
        tricks.append((winner, cards))
        leader = winner
    points[tricks[-1][0] % 2] += 10
    return Deal(trump, hands, points, tricks)


def runs_in(cards, longest=7):
    """The runs of three or more (to `longest`) in `cards`, as (suit, top, length), each run
    as long as it goes."""
    runs = []
    for suit in SUITS:
        ranks = [rank in {r for s, r in cards if s == suit} for rank in RUN_RANKS]
        start = None
        for index, present in enumerate([*ranks, False]):
            if present and start is None:
                start = index
            if not present and start is not None:
                if 3 <= index - start <= longest:
                    runs.append((suit, RUN_RANKS[start], index - start))
                start = None
    return runs


def trump_pair_team(deal: Deal, sides):
    """The team of the player dealt the king and queen of trumps (bela, stuk), if one was."""
    pair = {(deal.trump, "K"), (deal.trump, "Q")}
    return next((sides[p % 2] for p, hand in enumerate(deal.hands) if pair <= set(hand)), None)


def croatian_declarations(deal: Deal, sides):
    """Every declaration each player could make, in seat order, and bela's team if any."""
    declarations = []
    for player, hand in enumerate(deal.hands):
        side = sides[player % 2]
        for rank in CROATIAN_FOURS:
            if sum(1 for _, r in hand if r == rank) == 4:
                declarations.append({"side": side, "kind": "four", "rank": rank})
        for suit, top, length in runs_in(hand):
            declarations.append(
                {"side": side, "kind": "sequence", "cards": length, "top": top, "suit": suit}
            )
    return declarations, trump_pair_team(deal, sides)


def klaverjas_roem(deal: Deal, sides):
    """The roem in each trick, to the team that won it (one roem a trick, the best), and
    stuk to the team of the player who held the king and queen of trumps."""
    roem = []
    for winner, cards in deal.tricks:
        ranks = {rank for _, rank in cards}
        if len(ranks) == 1 and ranks <= set(KLAVERJAS_FOURS):
            roem.append({"side": sides[winner % 2], "kind": KLAVERJAS_FOURS[ranks.pop()]})
            continue
        runs = runs_in(cards, longest=4)
        if runs:
            kind = "four" if max(length for *_, length in runs) == 4 else "three"
            roem.append({"side": sides[winner % 2], "kind": kind})
    return roem, trump_pair_team(deal, sides)
