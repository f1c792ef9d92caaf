"""The secretary's forms: a season and its rules, its teams and captains, the fixtures,
adjustments, the leaderboard and the house rules."""

import datetime
import re

from django import forms
from django.core.validators import MaxValueValidator, MinValueValidator
from django.utils.dates import WEEKDAYS_ABBR
from django.utils.text import format_lazy
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from kernel.forms import SaysWhatIsMissing
from kernel.numbers import WholeNumber
from kernel.words import in_words, listed
from leagues.models.house_rules import default_target, league_variants, own_end
from leagues.models.league import one_line, writable
from leagues.rules.facts import (
    AGGREGATE_TIE_NAMES,
    DEFAULT_RULES,
    DEFAULT_TIE_BREAKERS,
    LONGEST_LEAGUE_NAME,
    LONGEST_NAME_OF_ONE,
    LONGEST_SEASON_NAME,
    LONGEST_TEAM_NAME,
    RULE_BOUNDS,
    LeagueRules,
)
from leagues.rules.table import TIE_BREAKER_NAMES
from scoring.forms import option_field
from scoring.rules.limits import name_refusal

# What the secretary's forms hold besides the rules' bounds (leagues/rules/facts.py): nothing
# overflows the database and a slip of the thumb is caught on the form.
MAX_ADJUSTMENT = 1_000  # league points added or deducted by the secretary
# Fixtures are dated within this century: far-off dates are typing slips, and the schedule
# adds weeks to the first one.
SEASON_DATES = [
    MinValueValidator(datetime.date(2000, 1, 1), _("Give a date from the year 2000 on.")),
    MaxValueValidator(datetime.date(2099, 12, 31), _("Give a date before the year 2100.")),
]


TIE_BREAKER_CHOICES = [
    (key, _(name)) for key, name in TIE_BREAKER_NAMES.items() if key in DEFAULT_TIE_BREAKERS
]


def _rule_field(name: str, label, **kwargs) -> WholeNumber:
    """A number of the season's rules, within its bounds, the default rules' value first."""
    least, most = RULE_BOUNDS[name]
    return WholeNumber(
        label=label,
        min_value=least,
        max_value=most,
        **{"initial": getattr(DEFAULT_RULES, name), **kwargs},
    )


def _game_choices() -> list[tuple[str, str]]:
    """The games a season's pair games may be played to, as stored, by their players' names,
    each with what it is played to unless the target below says otherwise (Croatian Bela's
    1001 shows as it is chosen: the target's box stays empty for the game's own)."""
    named = [("", _("All Fours (any variant may go on a card)"))] + [
        (stored, _(spec.title)) for stored, spec in league_variants()
    ]
    said = gettext("%(game)s, to %(target)s")
    return [(stored, said % {"game": name, "target": own_end(stored)}) for stored, name in named]


def _target_field(**kwargs) -> WholeNumber:
    """The score a game is played to; empty, the chosen game's own (the engine's)."""
    kwargs = {"initial": None, **kwargs}
    return _rule_field("target", _("Games played to"), required=False, **kwargs)


class SeasonForm(SaysWhatIsMissing):
    """A new league (or a new season of one the user runs) with its rules; league.md defaults."""

    league = forms.CharField(
        label=_("League name"), max_length=LONGEST_LEAGUE_NAME, validators=[one_line]
    )
    season = forms.CharField(
        label=_("Season"), max_length=LONGEST_SEASON_NAME, initial="2026-27", validators=[one_line]
    )
    game = forms.ChoiceField(label=_("Card game"), required=False, choices=_game_choices)
    target = _target_field(
        help_text=_("Empty: the game's own (a Klaverjas boom ends after its deals)")
    )
    games_per_match = _rule_field("games_per_match", _("Games in a match"))
    game_win_points = _rule_field("game_win_points", _("Points for each game won"))
    aggregate_points = _rule_field("aggregate_points", _("Points for the higher aggregate"))
    aggregate_tie = forms.ChoiceField(
        label=_("Equal aggregates"),
        initial=DEFAULT_RULES.aggregate_tie,
        widget=forms.RadioSelect,
        choices=[(tie.value, _(name)) for tie, name in AGGREGATE_TIE_NAMES.items()],
    )
    walkover_points = _rule_field(
        "walkover_points",
        _("Points for a walkover"),
        required=False,
        help_text=format_lazy(
            _("Empty: every point of a match ({points} by default)"),
            points=DEFAULT_RULES.match_total,
        ),
    )
    match_time = forms.TimeField(
        label=_("Match night starts at"),
        required=False,
        widget=forms.TimeInput(attrs={"type": "time"}),
        help_text=_("For the teams' calendars, e.g. 20:00; empty: all-day events"),
    )
    breaker_1 = forms.ChoiceField(
        label=_("First tie-breaker"), choices=TIE_BREAKER_CHOICES, initial=DEFAULT_TIE_BREAKERS[0]
    )
    breaker_2 = forms.ChoiceField(
        label=_("Second tie-breaker"), choices=TIE_BREAKER_CHOICES, initial=DEFAULT_TIE_BREAKERS[1]
    )
    breaker_3 = forms.ChoiceField(
        label=_("Third tie-breaker"), choices=TIE_BREAKER_CHOICES, initial=DEFAULT_TIE_BREAKERS[2]
    )
    breaker_4 = forms.ChoiceField(
        label=_("Fourth tie-breaker"), choices=TIE_BREAKER_CHOICES, initial=DEFAULT_TIE_BREAKERS[3]
    )

    def clean(self):
        data = super().clean()
        breakers = [data.get(f"breaker_{n}") for n in range(1, len(DEFAULT_TIE_BREAKERS) + 1)]
        if None not in breakers and len(set(breakers)) != len(breakers):
            self.add_error("breaker_4", gettext("Use each tie-breaker once."))
        data["tie_breakers"] = breakers
        if "target" not in self.errors and data.get("target") is None:
            data["target"] = default_target(data.get("game") or "")
        return data

    def rules(self) -> LeagueRules:
        """The season's rules as the form gave them (once it is valid)."""
        data = self.cleaned_data
        numbers = {name: data[name] for name in RULE_BOUNDS}
        return LeagueRules(
            **numbers, aggregate_tie=data["aggregate_tie"], tie_breakers=tuple(data["tie_breakers"])
        )


class TeamForm(SaysWhatIsMissing):
    name = forms.CharField(
        label=_("Team name"), max_length=LONGEST_TEAM_NAME, validators=[one_line]
    )
    venue = forms.CharField(
        label=_("Pub (venue)"),
        max_length=LONGEST_NAME_OF_ONE,
        validators=[one_line],
        required=False,
        help_text=_("Teams of one pub are never both at home the same night"),
    )
    captains = forms.CharField(
        label=_("Captains' usernames"),
        max_length=200,
        required=False,
        help_text=_(
            "Separated by commas; they must have signed up, and each becomes a captain once "
            "they say yes"
        ),
    )
    players = forms.CharField(
        label=_("Players"),
        max_length=500,
        required=False,
        help_text=_("Names, separated by commas"),
    )

    def __init__(self, *args, divisions=(), **kwargs):
        super().__init__(*args, **kwargs)
        if len(divisions) > 1:  # a season of one division asks nothing
            choices = [(division.pk, division.shown_name) for division in divisions]
            self.fields["division"] = forms.TypedChoiceField(
                label=_("Division"), choices=choices, coerce=int
            )

    def clean_players(self):
        """Each name, as the season's page and the team's calendar will show it, is one line."""
        for name in self.cleaned_data["players"].split(","):
            if refusal := name_refusal(name.strip(), longest=LONGEST_NAME_OF_ONE):
                raise forms.ValidationError(in_words(refusal))
        return self.cleaned_data["players"]

    def clean_captains(self):
        from django.contrib.auth import get_user_model

        names = [n.strip() for n in self.cleaned_data["captains"].split(",") if n.strip()]
        users = list(get_user_model().objects.filter(username__in=names))
        missing = sorted(set(names) - {user.username for user in users})
        if missing:
            raise forms.ValidationError(
                gettext("Nobody has signed up as %(names)s.") % {"names": listed(missing)}
            )
        return users


class EditTeamForm(TeamForm):
    """A team as the secretary changes it: its name, pub and captains, a box for each of its
    players (emptied, they leave the team) and new players' names."""

    def __init__(self, *args, team, **kwargs):
        asked = [
            offer.user for offer in team.invitations.all() if offer.user and offer.state == "open"
        ]
        captains = ", ".join(user.get_username() for user in [*team.captains.all(), *asked])
        venue = team.venue.name if team.venue else ""
        initial = {"name": team.name, "venue": venue, "captains": captains}
        super().__init__(*args, initial=initial, **kwargs)
        added = self.fields.pop("players")
        added.label = _("New players")
        self.players = sorted(team.players.all(), key=lambda player: player.pk)
        for n, player in enumerate(self.players, start=1):
            self.fields[f"player_{player.pk}"] = forms.CharField(
                label=format_lazy(_("Player {n}"), n=n),
                max_length=LONGEST_NAME_OF_ONE,
                validators=[one_line],
                required=False,
                initial=player.name,
            )
        self.fields["players"] = added

    def players_given(self) -> dict[int, str]:
        """Each player's name as given ("": leaves the team), by id, once the form is valid."""
        return {player.pk: self.cleaned_data[f"player_{player.pk}"] for player in self.players}

    def new_players(self) -> list[str]:
        return [name.strip() for name in self.cleaned_data["players"].split(",") if name.strip()]


class GenerateFixturesForm(SaysWhatIsMissing):
    start = forms.DateField(
        label=_("First week from"),
        widget=forms.DateInput(attrs={"type": "date"}),
        validators=SEASON_DATES,
    )
    weekday = forms.TypedChoiceField(
        label=_("Match night"),
        coerce=int,
        initial=3,
        widget=forms.RadioSelect,
        choices=sorted(WEEKDAYS_ABBR.items()),  # Monday is 0, as datetime.date.weekday() says
    )


class RearrangeForm(SaysWhatIsMissing):
    date = forms.DateField(
        label=_("New date"),
        required=False,
        widget=forms.DateInput(attrs={"type": "date"}),
        validators=SEASON_DATES,
    )
    postponed = forms.BooleanField(label=_("Postponed"), required=False)


class AdjustmentForm(SaysWhatIsMissing):
    team = forms.ChoiceField(label=_("Team"))
    points = WholeNumber(
        label=_("Points (negative to deduct)"),
        min_value=-MAX_ADJUSTMENT,
        max_value=MAX_ADJUSTMENT,
    )
    reason = forms.CharField(label=_("Reason"), max_length=200, validators=[writable])

    def __init__(self, *args, teams, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["team"].choices = [(team.code, team.name) for team in teams]


class LeaderboardForm(SaysWhatIsMissing):
    min_games = WholeNumber(
        label=_("Games a player needs to be ranked on the leaderboard"),
        min_value=1,
        max_value=99,
    )


class GuestsForm(SaysWhatIsMissing):
    guests = WholeNumber(
        label=_("Unregistered guests a team may field in a season"),
        min_value=0,
        max_value=99,
        required=False,
        help_text=_(
            "Empty: registration is not checked, but a player registered for another team "
            "is still refused."
        ),
    )
    captains_ask = forms.BooleanField(
        label=_("Captains may ask to register a player; the secretary approves"), required=False
    )


class PlayerRequestForm(SaysWhatIsMissing):
    name = forms.CharField(
        label=_("The player's name"), max_length=LONGEST_NAME_OF_ONE, validators=[one_line]
    )


# A site's origin as a Content-Security-Policy names it: a scheme, a host and perhaps a port.
ORIGIN = re.compile(r"(https?)://([a-z0-9-]+(?:\.[a-z0-9-]+)*)(:\d{1,5})?/?", re.IGNORECASE)
MAX_EMBED_ORIGINS = 10


class EmbedOriginsForm(SaysWhatIsMissing):
    origins = forms.CharField(
        label=_("Sites that may show the table"),
        required=False,
        max_length=1000,
        help_text=_(
            "Their addresses, written as the example is, separated by spaces; empty: any site"
        ),
        widget=forms.TextInput(attrs={"placeholder": "https://theswan.example"}),
    )

    def clean_origins(self) -> list[str]:
        """Each site once, as its origin ("https://theswan.example"), in the order given."""
        found = []
        for given in re.split(r"[\s,]+", self.cleaned_data["origins"].strip()):
            if not given:
                continue
            if not (origin := ORIGIN.fullmatch(given)):
                raise forms.ValidationError(
                    gettext("%(site)s is not a site's address: give it as https://theswan.example.")
                    % {"site": given}
                )
            scheme, host, port = origin.groups()
            found.append(f"{scheme.lower()}://{host.lower()}{port or ''}")
        found = list(dict.fromkeys(found))
        if len(found) > MAX_EMBED_ORIGINS:
            raise forms.ValidationError(
                gettext("Name at most %(most)s sites.") % {"most": MAX_EMBED_ORIGINS}
            )
        return found


class HouseRulesForm(forms.Form):
    """The target and options of the house rules' variant (chosen in the address), each with
    the league's current choice or the variant's default. The target is the season's: fixed
    once a card is in (`locked`), the games having been played to it."""

    def __init__(self, *args, spec, current: dict, target: int, locked=False, **kwargs):
        super().__init__(*args, **kwargs)
        self.spec, self.option_keys = spec, []
        if locked:
            said = _("Cards are in: the games were played to this, so it stays.")
        else:
            said = format_lazy(_("Empty: the game's own, {target}"), target=spec.defaults["target"])
        self.fields["target"] = _target_field(initial=target, disabled=locked, help_text=said)
        for key, option in spec.options.items():
            if key == "target":
                continue
            field = option_field(option, current.get(key, spec.defaults.get(key)))
            if field is not None:
                self.fields[f"option_{key}"] = field
                self.option_keys.append(key)

    def options(self) -> dict:
        """The options that differ from the variant's own rules."""
        chosen = {key: self.cleaned_data.get(f"option_{key}") for key in self.option_keys}
        return {
            key: value
            for key, value in chosen.items()
            if value not in (None, "") and value != self.spec.defaults.get(key)
        }


class CaptainForm(SaysWhatIsMissing):
    username = forms.CharField(label=_("Username"), max_length=150)

    def clean_username(self):
        from django.contrib.auth import get_user_model

        user = (
            get_user_model().objects.filter(username=self.cleaned_data["username"].strip()).first()
        )
        if user is None:
            raise forms.ValidationError(gettext("Nobody has signed up with that username."))
        return user
