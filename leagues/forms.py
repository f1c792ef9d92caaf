"""Plain forms for match cards. A card's scores are checked by leagues/rules.check_card."""

import datetime
import re

from django import forms
from django.core.validators import MaxValueValidator, MinValueValidator
from django.utils.dates import WEEKDAYS_ABBR
from django.utils.text import format_lazy
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from leagues.models import CardLine
from leagues.models.cards import SIDES, in_game
from leagues.rules import check_card, check_lineup
from leagues.rules.facts import (
    AGGREGATE_TIE_NAMES,
    DEFAULT_RULES,
    DEFAULT_TIE_BREAKERS,
    LONGEST_LEAGUE_NAME,
    LONGEST_SEASON_NAME,
    LONGEST_TEAM_NAME,
    MAX_GAME_SCORE,
    RULE_BOUNDS,
    LeagueRules,
)
from leagues.rules.table import TIE_BREAKER_NAMES
from scoring.forms import option_field
from scoring.sheets import in_words

# What the secretary's forms hold besides the rules' bounds (leagues/rules/facts.py): nothing
# overflows the database and a slip of the thumb is caught on the form.
MAX_ADJUSTMENT = 1_000  # league points added or deducted by the secretary
MAX_VERSION = 100_000  # card versions of one fixture
# Fixtures are dated within this century: far-off dates are typing slips, and the schedule
# adds weeks to the first one.
SEASON_DATES = [
    MinValueValidator(datetime.date(2000, 1, 1), _("Give a date from the year 2000 on.")),
    MaxValueValidator(datetime.date(2099, 12, 31), _("Give a date before the year 2100.")),
]


class MatchCardForm(forms.Form):
    """The games of a match: each side's pair and the final score, typed in or taken from a
    game scored on a phone that evening; or a walkover. Cleaned, it gives the card's `lines`
    (CardLine) for Fixture.send_card."""

    walkover_to = forms.ChoiceField(label=_("Walkover"), required=False, widget=forms.RadioSelect)
    # The version this card corrects, as the sender saw it (0: the first card): a card that
    # came in meanwhile is then shown to them, not overwritten, and a resent card kept once.
    replaces = forms.IntegerField(
        widget=forms.HiddenInput,
        min_value=0,
        max_value=MAX_VERSION,
        error_messages=dict.fromkeys(
            ("required", "invalid", "min_value", "max_value"),
            _("This card form is out of date: open it again from the fixture."),
        ),
    )

    def __init__(
        self,
        *args,
        fixture,
        rules,
        phone_games=(),
        home_players=(),
        away_players=(),
        house_rules=lambda game: None,
        **kwargs,
    ):
        super().__init__(*args, **kwargs)
        self.rules = rules
        self.house_rules = house_rules  # why a phone game was not played to them, or None
        self.player_names = {player.pk: player.name for player in [*home_players, *away_players]}
        self.numbers = range(1, rules.games_per_match + 1)
        # Games scored on the phone pages that can fill a card game: {public id: game}.
        self.phone_games = {game.public_id: game for game in phone_games}
        phone_choices = [("", gettext("Typed in"))] + [
            (
                game.public_id,
                f"{game} ({game.final_scores[0]}-{game.final_scores[1]}, {game.created:%a %H:%M})",
            )
            for game in phone_games
        ]
        turned_up = gettext("To %(team)s, who turned up")
        self.fields["walkover_to"].choices = [
            ("", gettext("No: the match was played")),
            ("home", turned_up % {"team": fixture.home}),
            ("away", turned_up % {"team": fixture.away}),
        ]
        pair = gettext("%(team)s pair")
        for n in self.numbers:
            self.fields[f"home_pair_{n}"] = forms.CharField(
                label=pair % {"team": fixture.home}, required=False, max_length=120
            )
            self.fields[f"away_pair_{n}"] = forms.CharField(
                label=pair % {"team": fixture.away}, required=False, max_length=120
            )
            self.fields[f"home_score_{n}"] = forms.IntegerField(
                label=f"{fixture.home}", required=False, min_value=0, max_value=MAX_GAME_SCORE
            )
            self.fields[f"away_score_{n}"] = forms.IntegerField(
                label=f"{fixture.away}", required=False, min_value=0, max_value=MAX_GAME_SCORE
            )
            for side, players in (("home", home_players), ("away", away_players)):
                if players:
                    self.fields[f"{side}_players_{n}"] = forms.TypedMultipleChoiceField(
                        label=pair % {"team": getattr(fixture, side)},
                        required=False,
                        coerce=int,
                        choices=[(player.pk, player.name) for player in players],
                        widget=forms.CheckboxSelectMultiple,
                    )
            self.fields[f"phone_game_{n}"] = forms.ChoiceField(
                label=gettext("Scored on a phone"), required=False, choices=phone_choices
            )
            self.fields[f"phone_swap_{n}"] = forms.BooleanField(
                label=gettext("%(team)s's pair was the phone game's first side")
                % {"team": fixture.away},
                required=False,
            )

    @property
    def game_rows(self):
        rows = []
        for n in self.numbers:
            pickers = [
                self[f"{side}_players_{n}"]
                for side in SIDES
                if f"{side}_players_{n}" in self.fields
            ]
            fields = [
                self[f"{part}_{n}"]
                for part in ("home_pair", "away_pair", "home_score", "away_score")
            ]
            rows.append((n, pickers, fields, self[f"phone_game_{n}"], self[f"phone_swap_{n}"]))
        return rows

    @classmethod
    def initial_from(cls, card) -> dict:
        """A card's answers, to start a corrected card from the latest version rather than
        from nothing (8 scores and 16 players retyped, and histories lost if not)."""
        initial = {"replaces": card.version}
        if card.walkover_to_id:
            side = "home" if card.walkover_to_id == card.fixture.home_id else "away"
            return {**initial, "walkover_to": side}
        for row in card.games.select_related("game"):
            n = row.number
            line = row.line()
            initial[f"home_score_{n}"], initial[f"away_score_{n}"] = row.home_score, row.away_score
            initial[f"home_pair_{n}"], initial[f"away_pair_{n}"] = row.home_pair, row.away_pair
            initial[f"home_players_{n}"] = list(line.home_players)
            initial[f"away_players_{n}"] = list(line.away_players)
            if row.game is not None:
                initial[f"phone_game_{n}"] = row.game.public_id
        return initial

    def clean(self):
        data = super().clean()
        if data.get("walkover_to"):
            data["lines"] = []
            return data
        self._take_phone_games(data)
        games = [[data.get(f"home_score_{n}"), data.get(f"away_score_{n}")] for n in self.numbers]
        for n, game in zip(self.numbers, games, strict=True):
            if None in game:
                self.add_error(
                    f"home_score_{n}", gettext("Give both final scores of game %(n)s.") % {"n": n}
                )
        if not self.errors:
            for problem in check_card(games, self.rules):
                field = f"home_score_{problem.number}" if problem.number else None
                self.add_error(field, in_game(problem.number, problem.said))
        self._check_lineup(data)
        self._check_phone_pairs(data)
        if not self.errors:
            data["lines"] = [self._line(data, n) for n in self.numbers]
        return data

    def _players(self, data, side: str, n: int) -> tuple[int, ...]:
        return tuple(data.get(f"{side}_players_{n}") or ())

    def _line(self, data, n: int) -> CardLine:
        """Game n as sent; a pair picked from the players is written with their names."""
        pairs = {}
        for side in SIDES:
            players = self._players(data, side, n)
            named = " & ".join(self.player_names[pk] for pk in players)
            pairs[side] = data.get(f"{side}_pair_{n}") or named
        game = self.phone_games.get(data.get(f"phone_game_{n}") or "")
        return CardLine(
            data[f"home_score_{n}"],
            data[f"away_score_{n}"],
            pairs["home"],
            pairs["away"],
            self._players(data, "home", n),
            self._players(data, "away", n),
            game.pk if game else None,
        )

    def _check_lineup(self, data) -> None:
        lineup = [[self._players(data, side, n) for side in SIDES] for n in self.numbers]
        for problem in check_lineup(lineup, self.player_names):
            self.add_error(f"{problem.side}_players_{problem.number}", in_words(problem.said))

    def _take_phone_games(self, data) -> None:
        """A phone game gives its card game the final score (the home pair is the phone game's
        first side unless swapped); a typed score must agree with it."""
        for n in self.numbers:
            game = self.phone_games.get(data.get(f"phone_game_{n}") or "")
            if game is None:
                continue
            if problem := self.house_rules(game):
                self.add_error(
                    f"phone_game_{n}",
                    gettext("%(problem)s Link a game scored to them, or type the score in.")
                    % {"problem": problem},
                )
                continue
            first, second = game.final_scores
            scores = (second, first) if data.get(f"phone_swap_{n}") else (first, second)
            typed = (data.get(f"home_score_{n}"), data.get(f"away_score_{n}"))
            if typed != (None, None) and typed != scores:
                self.add_error(
                    f"home_score_{n}",
                    gettext(
                        "The phone game finished %(home)s-%(away)s; the card says "
                        "%(typed_home)s-%(typed_away)s."
                    )
                    % {
                        "home": scores[0],
                        "away": scores[1],
                        "typed_home": typed[0],
                        "typed_away": typed[1],
                    },
                )
            data[f"home_score_{n}"], data[f"away_score_{n}"] = scores

    def _check_phone_pairs(self, data) -> None:
        """A phone game's sides are the card game's pairs: where both name the players, they
        must be the same people (the first side is the home pair unless swapped)."""
        for n in self.numbers:
            game = self.phone_games.get(data.get(f"phone_game_{n}") or "")
            if game is None:
                continue
            sides = list(game.sides)
            if data.get(f"phone_swap_{n}"):
                sides.reverse()
            for side, game_side in zip(SIDES, sides, strict=True):
                on_phone = _people(", ".join(game_side.get("players") or []))
                players = self._players(data, side, n)
                written = " & ".join(self.player_names[pk] for pk in players)
                on_card = _people(written or data.get(f"{side}_pair_{n}") or "")
                if on_phone and on_card and on_phone != on_card:
                    field = f"{side}_players_{n}" if players else f"{side}_pair_{n}"
                    self.add_error(
                        field,
                        gettext("The phone game's %(side)s were %(players)s, not %(card)s.")
                        % {
                            "side": game_side["name"],
                            "players": " & ".join(game_side["players"]),
                            "card": written or data[field],
                        },
                    )


def _people(names: str) -> frozenset[str]:
    """The people a pair is written as ("Ann & Bob", "ann, bob", "Ann and Bob")."""
    parts = re.split(r"\s*(?:&|,|\+|/|\band\b)\s*", names.casefold())
    return frozenset(part.strip() for part in parts if part.strip())


class DisputeForm(forms.Form):
    reason = forms.CharField(
        label=_("What is wrong with this card?"),
        max_length=500,
        widget=forms.Textarea(attrs={"rows": 3}),
    )


TIE_BREAKER_CHOICES = [
    (key, _(name)) for key, name in TIE_BREAKER_NAMES.items() if key in DEFAULT_TIE_BREAKERS
]


def _rule_field(name: str, label, **kwargs) -> forms.IntegerField:
    """A number of the season's rules, within its bounds, the default rules' value first."""
    least, most = RULE_BOUNDS[name]
    return forms.IntegerField(
        label=label,
        min_value=least,
        max_value=most,
        initial=getattr(DEFAULT_RULES, name),
        **kwargs,
    )


class SeasonForm(forms.Form):
    """A new league (or a new season of one the user runs) with its rules; league.md defaults."""

    league = forms.CharField(label=_("League name"), max_length=LONGEST_LEAGUE_NAME)
    season = forms.CharField(label=_("Season"), max_length=LONGEST_SEASON_NAME, initial="2026-27")
    target = _rule_field("target", _("Games played to"))
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
        return data

    def rules(self) -> LeagueRules:
        """The season's rules as the form gave them (once it is valid)."""
        data = self.cleaned_data
        numbers = {name: data[name] for name in RULE_BOUNDS}
        return LeagueRules(
            **numbers, aggregate_tie=data["aggregate_tie"], tie_breakers=tuple(data["tie_breakers"])
        )


class TeamForm(forms.Form):
    name = forms.CharField(label=_("Team name"), max_length=LONGEST_TEAM_NAME)
    venue = forms.CharField(
        label=_("Pub (venue)"),
        max_length=120,
        required=False,
        help_text=_("Teams of one pub are never both at home the same night"),
    )
    captains = forms.CharField(
        label=_("Captains' usernames"),
        max_length=200,
        required=False,
        help_text=_("Separated by commas; they must have signed up"),
    )
    players = forms.CharField(
        label=_("Players"),
        max_length=500,
        required=False,
        help_text=_("Names, separated by commas"),
    )

    def clean_captains(self):
        from django.contrib.auth import get_user_model

        names = [n.strip() for n in self.cleaned_data["captains"].split(",") if n.strip()]
        users = list(get_user_model().objects.filter(username__in=names))
        missing = sorted(set(names) - {user.username for user in users})
        if missing:
            raise forms.ValidationError(
                gettext("Nobody has signed up as %(names)s.") % {"names": ", ".join(missing)}
            )
        return users


class GenerateFixturesForm(forms.Form):
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


class RearrangeForm(forms.Form):
    date = forms.DateField(
        label=_("New date"),
        required=False,
        widget=forms.DateInput(attrs={"type": "date"}),
        validators=SEASON_DATES,
    )
    postponed = forms.BooleanField(label=_("Postponed"), required=False)


class AdjustmentForm(forms.Form):
    team = forms.ChoiceField(label=_("Team"))
    points = forms.IntegerField(
        label=_("Points (negative to deduct)"),
        min_value=-MAX_ADJUSTMENT,
        max_value=MAX_ADJUSTMENT,
    )
    reason = forms.CharField(label=_("Reason"), max_length=200)

    def __init__(self, *args, teams, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["team"].choices = [(team.code, team.name) for team in teams]


class LeaderboardForm(forms.Form):
    min_games = forms.IntegerField(
        label=_("Games a player needs to be ranked on the leaderboard"),
        min_value=1,
        max_value=99,
    )


class HouseRulesForm(forms.Form):
    """The options of the house rules' variant (chosen in the address), each with the
    league's current choice or the variant's default; the target is the season's."""

    def __init__(self, *args, spec, current: dict, **kwargs):
        super().__init__(*args, **kwargs)
        self.spec, self.option_keys = spec, []
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


class CaptainForm(forms.Form):
    username = forms.CharField(label=_("Username"), max_length=150)

    def clean_username(self):
        from django.contrib.auth import get_user_model

        user = (
            get_user_model().objects.filter(username=self.cleaned_data["username"].strip()).first()
        )
        if user is None:
            raise forms.ValidationError(gettext("Nobody has signed up with that username."))
        return user
