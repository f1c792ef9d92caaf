"""The captains' forms: a match card's games (checked by leagues/rules.check_card) and a
dispute of the other team's card."""

from django import forms
from django.utils.formats import date_format
from django.utils.timezone import localtime
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from kernel.forms import SaysWhatIsMissing
from kernel.words import in_words, list_separator
from leagues.forms.card_games import PREFIX, CardGameForm, card_games
from leagues.models import CardLine
from leagues.models.card_lines import in_game
from leagues.models.cards import SIDES
from leagues.models.league import writable
from leagues.rules import check_card, check_lineup
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
        initial = dict(kwargs.pop("initial", None) or {})
        games_initial = initial.pop("games", None)
        super().__init__(*args, initial=initial, **kwargs)
        # Who is registered for which team, and the guests so far (models/registration.py).
        self.registration = registration
        self.teams = (fixture.home.name, fixture.away.name)
        # The pairs each team wrote on its earlier cards, offered as a pair is typed.
        self.earlier_pairs = earlier_pairs or {}
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
        turned_up = gettext("To %(team)s, who turned up")
        self.fields["walkover_to"].choices = [
            ("", gettext("No: the match was played")),
            ("home", turned_up % {"team": fixture.home}),
            ("away", turned_up % {"team": fixture.away}),
        ]
        self.games = card_games(len(self.numbers), self.extra_number)(
            self.data if self.is_bound else None,
            initial=games_initial[: len(self.numbers)] if games_initial else None,
            prefix=PREFIX,
            form_kwargs={
                "fixture": fixture,
                "rules": rules,
                "players": self.team_players,
                "phone_choices": [("", gettext("Typed in"))]
                + [(game.public_id, self.phone_game_label(game)) for game in phone_games],
                "earlier_pairs": self.earlier_pairs,
            },
        )

    @staticmethod
    def phone_game_label(game) -> str:
        """A phone game as the card offers it: its sides, its final score and when it was
        started, the day and time as the page's language writes them, with its own comma."""
        started = date_format(localtime(game.created), "SHORT_DATETIME_FORMAT")
        scores = game.final_scores
        return f"{game} ({scores[0]}–{scores[1]}{list_separator()}{started})"

    def game(self, number: int) -> CardGameForm:
        """Game `number` of the card (from 1)."""
        return self.games.forms[number - 1]

    @property
    def game_rows(self):
        rows = []
        for game in self.games:
            pickers = [
                game[f"{side}_players"] for side in SIDES if f"{side}_players" in game.fields
            ]
            fields = [game[part] for part in ("home_pair", "away_pair", "home_score", "away_score")]
            phone = (game["phone_game"], game["phone_swap"], self.filled.get(game.number))
            rows.append((game.number, pickers, fields, *phone))
        return rows

    @classmethod
    def initial_from(cls, card) -> dict:
        """A card's answers, to start a corrected card from the latest version rather than
        from nothing (8 scores and 16 players retyped, and histories lost if not)."""
        initial = {"replaces": card.version}
        if card.walkover_to_id:
            side = "home" if card.walkover_to_id == card.fixture.home_id else "away"
            return {**initial, "walkover_to": side}
        games = {}
        for row in card.games.select_related("game"):
            line = row.line()
            games[row.number] = {
                "home_score": row.home_score,
                "away_score": row.away_score,
                "home_pair": row.home_pair,
                "away_pair": row.away_pair,
                "home_players": list(line.home_players),
                "away_players": list(line.away_players),
                "phone_game": row.game.public_id if row.game is not None else "",
            }
        count = max(games, default=0)
        return {**initial, "games": [games.get(n, {}) for n in range(1, count + 1)]}

    def is_valid(self) -> bool:
        """The card and every one of its games (the games are checked with the card)."""
        return super().is_valid() and self.games.is_valid()

    def _has_errors(self) -> bool:
        return bool(self.errors) or any(game.errors for game in self.games)

    def clean(self):
        data = super().clean()
        if data.get("walkover_to"):
            data["lines"] = []
            return data
        if self.games.non_form_errors():
            return data  # a page out of date: its games are not the card's to check
        for game in self.games:
            self._take_phone_game(game)
        played = [game for game in self.games if not game.extra or game.scored()]
        for game in played:
            if None in game.scores:
                game.add_error(
                    "home_score",
                    gettext("Give both final scores of game %(n)s.") % {"n": game.number},
                )
        if not self._has_errors():
            for problem in self.card_problems([list(game.scores) for game in played]):
                if problem.number:
                    self.game(problem.number).add_error(
                        "home_score", in_game(problem.number, problem.said)
                    )
                else:
                    self.add_error(None, in_game(problem.number, problem.said))
        self._check_lineup()
        self._check_registration()
        for game in self.games:
            self._check_phone_pairs(game)
        if not self._has_errors():
            data["lines"] = [self._line(game) for game in played]
        return data

    def _line(self, game: CardGameForm) -> CardLine:
        """The game as sent; a pair picked from the players is written with their names."""
        pairs = {}
        for side in SIDES:
            named = " & ".join(self.player_names[pk] for pk in game.players(side))
            pairs[side] = game.cleaned_data.get(f"{side}_pair") or named
        phone_game = self.phone_games.get(game.cleaned_data.get("phone_game") or "")
        return CardLine(
            *game.scores,
            pairs["home"],
            pairs["away"],
            game.players("home"),
            game.players("away"),
            phone_game.pk if phone_game else None,
        )

    def _check_lineup(self) -> None:
        match = [game for game in self.games if not game.extra]  # the extra: a pair of it
        lineup = [[game.players(side) for side in SIDES] for game in match]
        for problem in check_lineup(lineup, self.player_names):
            self.game(problem.number).add_error(f"{problem.side}_players", in_words(problem.said))

    def _check_registration(self) -> None:
        """Each pair's players are registered for their side, or guests the league allows."""
        if self.registration is None:
            return
        pairs = [[self._pair_names(game, side) for side in SIDES] for game in self.games]
        facts = self.registration
        for problem in check_registration(
            pairs, self.teams, facts.registered, facts.guests_allowed, facts.guests_before
        ):
            game, side = self.game(problem.number), problem.side
            field = f"{side}_players" if game.players(side) else f"{side}_pair"
            game.add_error(field, in_words(problem.said))

    def _pair_names(self, game: CardGameForm, side: str) -> list[str]:
        """The pair's players: those picked, else the names as typed."""
        if players := game.players(side):
            return [self.player_names[pk] for pk in players]
        return pair_names(game.cleaned_data.get(f"{side}_pair") or "")

    def _take_phone_game(self, game: CardGameForm) -> None:
        """A phone game gives its card game the final score (the home pair is the phone game's
        first side unless swapped); a typed score must agree with it."""
        data = game.cleaned_data
        phone_game = self.phone_games.get(data.get("phone_game") or "")
        if phone_game is None:
            return
        if problem := self.house_rules(phone_game):
            game.add_error(
                "phone_game",
                gettext("%(problem)s Link a game scored to them, or type the score in.")
                % {"problem": problem},
            )
            return
        first, second = phone_game.final_scores
        scores = (second, first) if data.get("phone_swap") else (first, second)
        typed = game.scores
        if typed != (None, None) and typed != scores:
            game.add_error(
                "home_score",
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
        data["home_score"], data["away_score"] = scores

    def _check_phone_pairs(self, game: CardGameForm) -> None:
        """A phone game's sides are the card game's pairs: where both name the players, they
        must be the same people (the first side is the home pair unless swapped)."""
        phone_game = self.phone_games.get(game.cleaned_data.get("phone_game") or "")
        if phone_game is None:
            return
        sides = list(phone_game.sides)
        if game.cleaned_data.get("phone_swap"):
            sides.reverse()
        for side, game_side in zip(SIDES, sides, strict=True):
            on_phone = _people(", ".join(game_side.get("players") or []))
            players = game.players(side)
            written = " & ".join(self.player_names[pk] for pk in players)
            typed = game.cleaned_data.get(f"{side}_pair") or ""
            on_card = _people(written or typed)
            if on_phone and on_card and on_phone != on_card:
                game.add_error(
                    f"{side}_players" if players else f"{side}_pair",
                    gettext("The phone game's %(side)s were %(players)s, not %(card)s.")
                    % {
                        "side": game_side["name"],
                        "players": " & ".join(game_side["players"]),
                        "card": written or typed,
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
