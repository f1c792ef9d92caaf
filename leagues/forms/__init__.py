"""The league's plain forms: the captains' (cards.py) and the secretary's (secretary.py)."""

from .cards import DisputeForm, MatchCardForm
from .league_file import LeagueFileForm
from .secretary import (
    AdjustmentForm,
    CaptainForm,
    EditTeamForm,
    EmbedOriginsForm,
    GenerateFixturesForm,
    GuestsForm,
    HouseRulesForm,
    LeaderboardForm,
    PlayerRequestForm,
    RearrangeForm,
    SeasonForm,
    TeamForm,
)

__all__ = [
    "AdjustmentForm",
    "CaptainForm",
    "DisputeForm",
    "EditTeamForm",
    "EmbedOriginsForm",
    "GenerateFixturesForm",
    "GuestsForm",
    "HouseRulesForm",
    "LeaderboardForm",
    "LeagueFileForm",
    "MatchCardForm",
    "PlayerRequestForm",
    "RearrangeForm",
    "SeasonForm",
    "TeamForm",
]
