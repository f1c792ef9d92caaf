"""A match from one team's side and the record of two teams' meetings (league.md "The table",
"The season's story"): plain Python, no database."""

from leagues.rules import LeagueRules, MatchResult
from leagues.rules.results import HeadToHead, TeamResult, as_seen_by, head_to_head

RULES = LeagueRules()
# The Crown beat the Swan at home 3-1, aggregate 55-42: 8 points to 2.
CROWN_WIN = MatchResult(
    "crown", "swan", ((15, 9), (15, 12), (10, 15), (15, 6)), provisional=True, fixture=4
)


def test_a_match_as_each_team_saw_it():
    assert as_seen_by("crown", CROWN_WIN, RULES) == TeamResult(
        "swan", True, "W", (3, 1), (55, 42), 8, provisional=True, fixture=4
    )
    assert as_seen_by("swan", CROWN_WIN, RULES) == TeamResult(
        "crown", False, "L", (1, 3), (42, 55), 2, provisional=True, fixture=4
    )


def test_a_record_adds_up_the_meetings_from_the_first_teams_side():
    meetings = [
        TeamResult("swan", True, "W", (3, 1), (54, 48), 8),
        TeamResult("swan", False, "D", (2, 2), (50, 50), 5),
        TeamResult("swan", False, "L", (0, 0), (0, 0), 0, walkover=True),
    ]
    assert head_to_head(meetings) == HeadToHead(3, 1, 1, 1, (5, 3), (104, 98))
    assert head_to_head(iter(meetings[1:])) == HeadToHead(2, 0, 1, 1, (2, 2), (50, 50))
    assert head_to_head([]) == HeadToHead(0, 0, 0, 0, (0, 0), (0, 0))
