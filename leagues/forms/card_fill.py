"""A card game filled in from a game scored on a phone, for the captain to see before the
card is sent: its final score, and its pairs (the players the phone game's sides named, picked
from the teams' registered players where each is one of them, as the card's registration check
compares names; else written as the phone game wrote them)."""

from django.utils.translation import gettext

from leagues.models.cards import SIDES
from scoring.rules.names import name_key


def filled_in_from_phone_game(form, number: int) -> tuple[dict, str, bool]:
    """The card form's entries as posted (`form` bound, not checked), with game `number` filled
    in from its chosen phone game; with the line that says where they came from, and whether
    they were filled in (False: the line says why not, and the entries are as posted)."""
    entries = posted_entries(form)
    choose = gettext("Choose the phone game to fill this game in from.")
    if number not in range(1, len(entries["games"]) + 1):
        return entries, choose, False
    game_form, game_entries = form.game(number), entries["games"][number - 1]
    game = form.phone_games.get(game_entries.get("phone_game") or "")
    if game is None:
        return entries, choose, False
    if problem := form.house_rules(game):
        refused = gettext("%(problem)s Link a game scored to them, or type the score in.")
        return entries, refused % {"problem": problem}, False
    sides = list(game.sides)
    swapped = _away_first(form, sides)
    if swapped is None:  # the names do not tell: as the captain ticked it
        swapped = bool(game_entries["phone_swap"])
    scores = list(game.final_scores)
    if swapped:
        sides.reverse()
        scores.reverse()
    game_entries["phone_swap"] = swapped
    game_entries["home_score"], game_entries["away_score"] = scores
    for side, game_side in zip(SIDES, sides, strict=True):
        names = list(game_side.get("players") or [])
        if not names:
            continue  # the phone game named no players: the pair is the captain's to give
        picked = _registered(form, side, names)
        if f"{side}_players" not in game_form.fields:
            picked = []  # the team has no players registered: the pair is written
        game_entries[f"{side}_players"] = picked
        game_entries[f"{side}_pair"] = "" if picked else " & ".join(names)
    said = gettext(
        "Filled in from the phone game %(game)s: check the score and the pairs before you "
        "send in the card."
    )
    return entries, said % {"game": form.phone_game_label(game)}, True


def posted_entries(form) -> dict:
    """The card's entries as posted, as the card form's `initial` takes them: its own fields,
    and each game's under "games" (none from a page that did not say how many it posted)."""
    entries = {name: form[name].data for name in form.fields}
    entries["games"] = [{name: game[name].data for name in game.fields} for game in form.games]
    return entries


def _registered(form, side: str, names: list[str]) -> list[int]:
    """The pks of the side's registered players the names are, or [] unless all are."""
    by_person = {name_key(player.name): player.pk for player in form.team_players[side]}
    picked = [by_person.get(name_key(name)) for name in names]
    return picked if None not in picked else []


def _away_first(form, sides) -> bool | None:
    """Whether the phone game's first side was the away team's players (True) or the home
    team's (False), as their registered players say; None when they do not tell."""
    first = list(sides[0].get("players") or [])
    second = list(sides[1].get("players") or [])
    home_first = bool(_registered(form, "home", first) or _registered(form, "away", second))
    away_first = bool(_registered(form, "away", first) or _registered(form, "home", second))
    if home_first == away_first:
        return None
    return away_first
