"""A confirmed card's pair games, rated (issue 52, docs/ratings.md): each game whose four
places name registered players is a rated result of their persons, named
"league:fixture:<pk>:game:<number>", on the fixture's date. Whatever changes a fixture's
cards (a card confirmed, a corrected version, a card superseded, a league file, the
secretary's card, the fixture moved) goes through its door (Fixture._changing), which then
asks `rate_the_card`: the results stored for the fixture are made what its confirmed card
says, inside the season's door and then the rating book's (always that order, so no two
changes wait on each other in a circle)."""

import datetime

from django.utils import timezone

from leagues.models.cards import PAIR_FIELDS, MatchCard
from leagues.rules.facts import MAX_GAMES_PER_MATCH
from people.models import RatedResult

# A cup tie may play one game more than a league match (its deciding game).
MOST_GAMES_A_CARD = MAX_GAMES_PER_MATCH + 1

type Result = tuple[datetime.date, list[list[int]], list[int], int | None]


def source_of(fixture_pk: int, number: int) -> str:
    """How a league game is named among the rated results (docs/record-format.md)."""
    return f"league:fixture:{fixture_pk}:game:{number}"


def results_of(fixture) -> dict[str, Result]:
    """The rated results the fixture's confirmed card gives, by source: its games whose four
    places name registered players, four persons apart (none: no card confirmed)."""
    card = fixture.cards.filter(status=MatchCard.Status.CONFIRMED).first()
    if card is None:
        return {}
    when = fixture.date or timezone.localdate(card.answered_at or card.created)
    rows = card.games.values_list(
        "number", "home_score", "away_score", *(f"{place}__person" for place in PAIR_FIELDS)
    )
    results = {}
    for number, home, away, *persons in rows:
        if None in persons or len(set(persons)) != len(persons):
            continue  # a pair written by name only, or one person in two places
        winner = 0 if home > away else 1 if away > home else None
        sides = [persons[:2], persons[2:]]
        results[source_of(fixture.pk, number)] = (when, sides, [home, away], winner)
    return results


def rate_the_card(fixture) -> None:
    """The fixture's rated results made what its confirmed card says: a game new to it
    recorded, one changed corrected, one no longer on a confirmed card withdrawn, with the
    history rated again at most once (RatedResult.objects.put). Inside the fixture's door
    (the season's is open); the book's not opened when there is nothing to rate."""
    wanted = results_of(fixture)
    sources = [source_of(fixture.pk, number) for number in range(1, MOST_GAMES_A_CARD + 1)]
    stored = set(RatedResult.objects.filter(source__in=sources).values_list("source", flat=True))
    if wanted or stored:
        RatedResult.objects.put(sources, wanted)
