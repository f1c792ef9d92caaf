"""The league's plain forms: the captains' (cards.py) and the secretary's (secretary.py)."""

from .cards import DisputeForm, MatchCardForm
from .league_file import LeagueFileForm
from .secretary import (
    AdjustmentForm,
    CaptainForm,
    GenerateFixturesForm,
    HouseRulesForm,
    LeaderboardForm,
    RearrangeForm,
    SeasonForm,
    TeamForm,
)

__all__ = [
    "AdjustmentForm",
    "CaptainForm",
    "DisputeForm",
    "GenerateFixturesForm",
    "HouseRulesForm",
    "LeaderboardForm",
    "LeagueFileForm",
    "MatchCardForm",
    "RearrangeForm",
    "SeasonForm",
    "TeamForm",
]
