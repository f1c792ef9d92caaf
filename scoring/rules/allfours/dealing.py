"""Who deals the next hand (rulebook §1.A.1, OQ-AF-7)."""


def next_dealer(sides: tuple[str, ...], first_dealer: str, hands: list[dict]) -> str:
    """The deal passes to the next side in the order of `sides` after each hand; after a
    misdeal, or when the pack ran out, the same dealer deals again (OQ-AF-7 default)."""
    if not hands:
        return first_dealer
    last = hands[-1]
    dealer = last.get("dealer", first_dealer)
    if dealer not in sides:
        return first_dealer
    misdealt = any(
        p.get("kind") == "misdeal" for p in last.get("penalties", []) if isinstance(p, dict)
    )
    if misdealt or last.get("redeal"):
        return dealer
    return sides[(sides.index(dealer) + 1) % len(sides)]
