"""The captains' forms: a match card's games (checked by leagues/rules.check_card) and a
dispute of the other team's card."""

from django import forms
from django.utils.formats import date_format
from django.utils.timezone import localtime
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from kernel.forms import SaysWhatIsMissing
from kernel.numbers import number_field
from kernel.words import in_words, list_separator
from leagues.models import CardLine
from leagues.models.card_lines import in_game
from leagues.models.cards import SIDES
from leagues.models.league import one_line, writable
from leagues.rules import check_card, check_lineup
from leagues.rules.facts import LONGEST_NAME_OF_ONE, MAX_GAME_SCORE
from leagues.rules.registration import check_registration, pair_names
from scoring.rules.names import name_key

MAX_VERSION = 100_000  # card versions of one fixture: a bound the hidden field takes


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
        earlier_pairs=None,
        registration=None,
        card_problems=None,
        extra_game=False,
        **kwargs,
    ):
        super().__init__(*args, **kwargs)
        # Who is registered for which team, and the guests so far (models/registration.py).
        self.registration = registration
        self.teams = (fixture.home.name, fixture.away.name)
        # The pairs each team wrote on its earlier cards, offered as a pair is typed.
        self.earlier_pairs = earlier_pairs or {}
        self.rules = rules
        self.house_rules = house_rules  # why a phone game was not played to them, or None
        self.player_names = {player.pk: player.name for player in [*home_players, *away_players]}
        self.team_players = {"home": list(home_players), "away": list(away_players)}
        # The line a game filled in from a phone game shows (card_fill.py): {number: words}.
        self.filled = {}
        # A cup match's card has a row for its extra game, filled in only when it is level;
        # its scores are then checked by the cup's rules (`card_problems`, Fixture's).
        self.numbers = range(1, rules.games_per_match + 1 + extra_game)
        self.extra_number = rules.games_per_match + 1 if extra_game else None
        # The fixture's own check (card_checks.score_problems: its house rules' finish, a cup
        # tie's extra game); a plain league card's without one.
        self.card_problems = card_problems or (lambda games: check_card(games, rules))
        # Games scored on the phone pages that can fill a card game: {public id: game}.
        self.phone_games = {game.public_id: game for game in phone_games}
        phone_choices = [("", gettext("Typed in"))] + [
            (game.public_id, self.phone_game_label(game)) for game in phone_games
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
                label=pair % {"team": fixture.home},
                required=False,
                max_length=LONGEST_NAME_OF_ONE,
                validators=[one_line],
            )
            self.fields[f"away_pair_{n}"] = forms.CharField(
                label=pair % {"team": fixture.away},
                required=False,
                max_length=LONGEST_NAME_OF_ONE,
                validators=[one_line],
            )
            # A score to the target is a tap; past it (a game that overshot) it is typed.
            for side in SIDES:
                self.fields[f"{side}_score_{n}"] = number_field(
                    f"{getattr(fixture, side)}",
                    MAX_GAME_SCORE,
                    chips_to=rules.target,
                    required=False,
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
        for side, names in self.earlier_pairs.items():
            for n in self.numbers:
                if names:  # the page's <datalist id="home-pairs"> (enter_card.html)
                    self.fields[f"{side}_pair_{n}"].widget.attrs["list"] = f"{side}-pairs"

    @staticmethod
    def phone_game_label(game) -> str:
        """A phone game as the card offers it: its sides, its final score and when it was
        started, the day and time as the page's language writes them, with its own comma."""
        started = date_format(localtime(game.created), "SHORT_DATETIME_FORMAT")
        scores = game.final_scores
        return f"{game} ({scores[0]}–{scores[1]}{list_separator()}{started})"

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
            phone = (self[f"phone_game_{n}"], self[f"phone_swap_{n}"], self.filled.get(n))
            rows.append((n, pickers, fields, *phone))
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
        played = [n for n in self.numbers if n != self.extra_number or self._scored(data, n)]
        games = [[data.get(f"home_score_{n}"), data.get(f"away_score_{n}")] for n in played]
        for n, game in zip(played, games, strict=True):
            if None in game:
                self.add_error(
                    f"home_score_{n}", gettext("Give both final scores of game %(n)s.") % {"n": n}
                )
        if not self.errors:
            for problem in self.card_problems(games):
                field = f"home_score_{problem.number}" if problem.number else None
                self.add_error(field, in_game(problem.number, problem.said))
        self._check_lineup(data)
        self._check_registration(data)
        self._check_phone_pairs(data)
        if not self.errors:
            data["lines"] = [self._line(data, n) for n in played]
        return data

    def _scored(self, data, n: int) -> bool:
        """Whether game n has a score given, typed or from a phone game."""
        given = (data.get(f"home_score_{n}"), data.get(f"away_score_{n}"))
        return given != (None, None) or bool(data.get(f"phone_game_{n}"))

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
        match = [n for n in self.numbers if n != self.extra_number]  # the extra: a pair of it
        lineup = [[self._players(data, side, n) for side in SIDES] for n in match]
        for problem in check_lineup(lineup, self.player_names):
            self.add_error(f"{problem.side}_players_{problem.number}", in_words(problem.said))

    def _check_registration(self, data) -> None:
        """Each pair's players are registered for their side, or guests the league allows."""
        if self.registration is None:
            return
        pairs = [[self._pair_names(data, side, n) for side in SIDES] for n in self.numbers]
        facts = self.registration
        for problem in check_registration(
            pairs, self.teams, facts.registered, facts.guests_allowed, facts.guests_before
        ):
            side, n = problem.side, problem.number
            picked = self._players(data, side, n)
            self.add_error(
                f"{side}_players_{n}" if picked else f"{side}_pair_{n}", in_words(problem.said)
            )

    def _pair_names(self, data, side: str, n: int) -> list[str]:
        """The pair's players: those picked, else the names as typed."""
        if players := self._players(data, side, n):
            return [self.player_names[pk] for pk in players]
        return pair_names(data.get(f"{side}_pair_{n}") or "")

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
    """The people a pair is written as ("Ann & Bob", "ann, bob", "Ann and Bob"), compared as
    the card's registration check compares them."""
    return frozenset(name_key(name) for name in pair_names(names))


class DisputeForm(SaysWhatIsMissing):
    reason = forms.CharField(
        label=_("What is wrong with this card?"),
        max_length=500,
        widget=forms.Textarea(attrs={"rows": 3}),
        validators=[writable],
    )
