"""Where a person plays, as the apps above people say it. people never imports leagues or clubs
(tests/test_layers.py: they record their results into people, not the reverse), so each of them
registers here, in its AppConfig.ready, an object that answers two questions about persons:

- `played_at(persons)`: the leagues and clubs they play in, for their page;
- `managed_by(user, persons)`: those of them who play somewhere the user runs (a league's
  secretary, a club's organiser), who may therefore merge them (docs/ratings.md, "When two
  persons are merged").
"""

from collections.abc import Collection
from dataclasses import dataclass
from typing import Protocol


@dataclass(frozen=True)
class Place:
    """A league or a club a person plays in, as their page links it."""

    kind: str  # "league" or "club"
    name: str
    url: str


class Places(Protocol):
    def played_at(self, persons: Collection[int]) -> list[Place]: ...

    def managed_by(self, user, persons: Collection[int]) -> set[int]: ...


_REGISTERED: list[Places] = []


def register(places: Places) -> None:
    """An app's answers, registered once (AppConfig.ready may run twice in tests)."""
    if not any(type(known) is type(places) for known in _REGISTERED):
        _REGISTERED.append(places)


def places_of(persons: Collection[int]) -> list[Place]:
    """Every league and club these persons (one player and those merged into them) play in."""
    found = [place for places in _REGISTERED for place in places.played_at(persons)]
    return sorted(set(found), key=lambda place: (place.kind, place.name.casefold(), place.url))


def managed_by(user, persons: Collection[int]) -> set[int]:
    """Those of these persons who play somewhere `user` runs (all of them for the site's staff)."""
    if not getattr(user, "is_authenticated", False):
        return set()
    if user.is_staff:
        return set(persons)
    return {person for places in _REGISTERED for person in places.managed_by(user, persons)}


def may_merge(user, merged: int, into: int) -> bool:
    """A merge changes two persons' ratings: whoever makes (or undoes) it runs a league or a
    club where each of them plays."""
    return managed_by(user, {merged, into}) == {merged, into}
