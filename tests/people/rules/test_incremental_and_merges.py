"""A new result updates the ratings without rating the history again, to exactly what rating
the whole history gives, touching only the game's persons; a merge is an alias and its undo
the alias taken away, so the undo gives back every rating from before the merge."""

from collections.abc import Mapping
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from people.rules import Rating, Ratings, rate, rate_one, replay, surviving
from people.rules.ratings import in_order
from tests.people.rules.games import PERSONS, game, histories

PROPERTIES = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@PROPERTIES
@given(histories())
def test_rating_the_games_one_by_one_gives_what_rating_them_all_gives(games):
    ratings = Ratings()
    for each in in_order(games):
        ratings = rate_one(ratings, each)
    whole = rate(games)
    assert dict(ratings) == dict(whole) and ratings.last == whole.last


class OnlyThese(Ratings):
    """Ratings that fail a test when anyone but the given persons is looked up."""

    def __init__(self, by_person: Mapping, last, allowed):
        super().__init__(by_person, last)
        self.allowed = set(allowed)

    def __getitem__(self, person):
        assert person in self.allowed, f"{person} was read"
        return super().__getitem__(person)


@PROPERTIES
@given(histories(min_size=2))
def test_a_new_result_reads_and_changes_only_its_own_persons(games):
    *earlier, new = in_order(games)
    before = rate(earlier)
    players = {person for side in new.sides for person in side}
    theirs = OnlyThese({p: before[p] for p in players if p in before}, before.last, players)
    after = rate_one(theirs, new)
    assert set(after) == players
    whole = rate(games)
    assert {person: whole[person] for person in players} == dict(after)
    assert all(whole[person] == before[person] for person in before if person not in players)


def test_a_game_before_the_last_one_rated_is_not_added_one_at_a_time():
    ratings = rate([game("2", 2, (("a",), ("b",)))])
    with pytest.raises(ValueError, match="rate them all"):
        rate_one(ratings, game("1", 1, (("a",), ("c",))))
    with pytest.raises(ValueError, match="rate them all"):
        rate_one(ratings, game("2", 2, (("c",), ("d",))))


two_persons = st.permutations(PERSONS).map(lambda persons: persons[:2])


@PROPERTIES
@given(histories(), two_persons)
def test_a_merge_and_its_undo_leave_every_rating_as_before_the_merge(games, two):
    merged, kept = two
    before = rate(games)
    after_merge = rate(games, {merged: kept})
    if merged in before:
        assert merged not in after_merge and dict(after_merge) != dict(before)
    undone = rate(games, {})
    assert dict(undone) == dict(before) and undone.last == before.last


@PROPERTIES
@given(histories(), two_persons)
def test_a_merged_person_is_rated_as_if_every_game_named_the_one_kept(games, two):
    merged, kept = two
    renamed = [
        replace(each, sides=tuple(tuple(kept if p == merged else p for p in s) for s in each.sides))
        for each in games
    ]
    # A game the two played against each other (or together) is not rated once they are one.
    renamed = [each for each in renamed if len(set(everyone(each))) == len(everyone(each))]
    assert dict(rate(games, {merged: kept})) == dict(rate(renamed))
    assert merged not in rate(games, {merged: kept})


def everyone(each):
    return [person for side in each.sides for person in side]


def test_a_game_of_two_persons_merged_into_one_is_not_rated():
    games = [game("1", 1, (("a",), ("b",))), game("2", 2, (("a",), ("c",)))]
    merged = rate(games, {"b": "a"})
    assert merged["a"].games == 1 and [each.id for each, _ in replay(games, {"b": "a"})] == ["2"]


def test_merges_are_followed_to_the_person_kept_and_a_circle_is_refused():
    assert surviving("c", {"c": "b", "b": "a"}) == "a"
    assert surviving("a", {"c": "b"}) == "a"
    with pytest.raises(ValueError, match="circle"):
        surviving("a", {"a": "b", "b": "a"})
    with pytest.raises(ValueError, match="circle"):
        surviving("a", {"a": "a"})


@PROPERTIES
@given(histories())
def test_the_replay_gives_each_games_persons_and_ends_at_the_ratings(games):
    """What a chart over time and a rebuild read: after each game, its persons' ratings."""
    seen = {}
    for each, changed in replay(games):
        assert set(changed) == set(everyone(each))
        assert all(changed[p].games == seen.get(p, Rating()).games + 1 for p in changed)
        seen.update(changed)
    assert seen == dict(rate(games))
