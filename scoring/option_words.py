"""The house rules' choices in the players' words: a record names a choice by its id
("capturer"), the start form and the card page say what it means ("the side that captures
it"). Keyed by option and choice, since one id can mean different things under two options."""

from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

CHOICE_WORDS = {
    ("kick_scoring", "every"): _("every card turned up"),
    ("kick_scoring", "final"): _("only the card that sets trumps"),
    ("low_to", "holder"): _("the side dealt it"),
    ("low_to", "capturer"): _("the side that captures it"),
    ("game_tie", "nobody"): _("nobody"),
    ("game_tie", "non_dealer"): _("the side that did not deal"),
    ("revoke_game", "nobody"): _("nobody: it is lost"),
    ("revoke_game", "opponents"): _("the other side"),
    ("revoke_game", "no_effect"): _("the revoking side, as if nothing happened"),
    ("end_rule", "claims"): _("a claim ends the game"),
    ("end_rule", "play_out"): _("every hand is played out"),
    ("end_rule", "east_lothian"): _("a claim only within the first three tricks"),
    ("tie_rule", "hold_over"): _("the maker's points are held over"),
    ("tie_rule", "maker_zero"): _("the maker scores nothing"),
    ("tie_rule", "bate"): _("the maker is bate"),
    ("equal_runs", "first"): _("the run declared first"),
    ("equal_runs", "nobody"): _("neither run"),
    ("equal_runs", "both"): _("both runs"),
    ("bate_to", "higher"): _("the higher opponent"),
    ("bate_to", "each"): _("each opponent"),
    ("split", "halves"): _("exact halves"),
    ("split", "floor"): _("halves rounded down"),
    ("kitty", "kitty"): _("a kitty"),
    ("kitty", "kitty_trick"): _("a kitty, which counts as a trick for the bidders"),
    ("kitty", "none"): _("no kitty: every card is dealt"),
    ("kitty", "jokers"): _("no kitty: jokers added"),
    ("double", "off"): _("no doubling"),
    ("double", "bidder_x2"): _("the bidder scores twice the bid"),
    ("double", "partner_half"): _("the partner scores half the bid"),
    ("all_pass", "redeal"): _("deal again"),
    ("all_pass", "play_negative"): _("play without trumps, minus 1 a trick"),
    ("top_tie", "joint"): _("a joint win"),
    ("top_tie", "play_on"): _("play on"),
    ("tie_rule", "fall"): _("the calling side falls"),
    ("tie_rule", "hang"): _("the points hang for the next deal's winner"),
    ("equal_declarations", "first"): _("the one declared first"),
    ("equal_declarations", "trump"): _("the one in trumps, else the first"),
    ("equal_declarations", "nobody"): _("neither counts"),
    ("end", "boom"): _("a boom of deals"),
    ("end", "points"): _("to the target"),
    ("tie", "nat"): _("nat"),
    ("tie", "made"): _("they make it"),
    ("four_of_a_kind", "tens"): _("aces, kings, queens and tens"),
    ("four_of_a_kind", "faces"): _("aces, kings and queens"),
    ("four_of_a_kind", "nines"): _("aces, kings, queens, tens and nines"),
    ("revoke_roem", "all"): _("all the roem"),
    ("revoke_roem", "own"): _("only its own roem"),
    ("kontra_made", "own"): _("each side writes its own points"),
    ("kontra_made", "all"): _("the side that made it takes everything"),
    ("belot_points", "target"): _("the game's target"),
    ("belot_points", "none"): _("nothing: the game just ends"),
    ("pit_by", "any"): _("either team"),
    ("pit_by", "maker"): _("only the playing team"),
    ("tie_rule", "made"): _("the calling side makes it"),
    ("lost_bela", "taken"): _("the side that wins the deal takes it"),
    ("lost_bela", "dropped"): _("nobody writes it"),
    ("stiglja_declarations", "best"): _("only the best declaration's side's"),
    ("stiglja_declarations", "all"): _("both sides' declarations"),
    ("kraak_scoring", "whole"): _("won or lost whole"),
    ("kraak_scoring", "each"): _("each team its own points, doubled"),
}


def choice_words(key: str, value: str) -> str:
    """A choice as the players say it; its id where no words are given (never for the
    variants Pegboard has: a test checks every choice of every variant)."""
    return CHOICE_WORDS.get((key, value), value.replace("_", " "))


def value_words(key: str, value) -> str:
    """An option's value as the players say it: yes or no, a choice's words, or the value."""
    if isinstance(value, bool):
        return gettext("yes") if value else gettext("no")
    if isinstance(value, str):
        return str(choice_words(key, value))
    return str(value)
