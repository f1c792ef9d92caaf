"""Registered players, the pure rule (leagues/rules/registration.py): who may play for whom,
and the guests a league allows a team a season."""

from hypothesis import given
from hypothesis import strategies as st

from leagues.rules.registration import check_registration, pair_names
from scoring.rules.names import name_key

TEAMS = ("The Swan", "The Crown")
REGISTERED = {
    "sam hill": {"The Swan"},
    "ann": {"The Swan"},
    "cal": {"The Crown"},
    "dee": {"The Crown"},
}


def words(problems) -> list[tuple[int, str, str]]:
    return [(p.number, p.side, str(p.said)) for p in problems]


def test_a_pair_is_written_in_any_of_the_ways_cards_write_it():
    assert pair_names("Sam Hill & Ann") == ["Sam Hill", "Ann"]
    assert pair_names("Sam Hill and ann, ") == ["Sam Hill", "ann"]
    assert pair_names("Ann + Bob / Cy") == ["Ann", "Bob", "Cy"]
    assert name_key("  sam   HILL ") == "sam hill"


def test_a_player_registered_for_the_other_team_is_refused_in_the_players_words():
    pairs = [(["Ann", "Cal"], ["Sam Hill", "Dee"])]
    assert words(check_registration(pairs, TEAMS, REGISTERED, None)) == [
        (1, "home", "Cal is registered for The Crown."),
        (1, "away", "Sam Hill is registered for The Swan."),
    ]


def test_without_the_house_rule_anyone_registered_nowhere_may_play():
    pairs = [(["Ann", "Zed"], ["Cal", "Yan"]), (["Xi", "Wu"], ["Dee", "Vic"])]
    assert check_registration(pairs, TEAMS, REGISTERED, None) == []


def test_no_guests_allowed_refuses_every_unregistered_player():
    pairs = [(["Ann", "Zed"], ["Cal", "Dee"])]
    assert words(check_registration(pairs, TEAMS, REGISTERED, 0)) == [
        (
            1,
            "home",
            "Zed is not registered for The Swan, and the league allows no unregistered players.",
        )
    ]


def test_guests_are_counted_once_each_over_the_season():
    pairs = [(["Ann", "Zed"], ["Cal", "Dee"]), (["zed", "Yan"], ["Cal", "Dee"])]
    # Two guests allowed: Zed (twice, counted once) and Yan.
    assert check_registration(pairs, TEAMS, REGISTERED, 2) == []
    # Zed played earlier in the season, so Yan is the second guest, and Xi one too many.
    refused = check_registration(
        [*pairs, (["Xi", "Ann"], ["Cal", "Dee"])], TEAMS, REGISTERED, 2, ({"zed"}, ())
    )
    assert words(refused) == [
        (
            3,
            "home",
            "Xi is not registered for The Swan, and The Swan has had as many guests this "
            "season as the league allows (2).",
        )
    ]


def test_a_guest_who_plays_again_is_still_one_guest():
    """One guest allowed: the same guest in two games of a card is that one guest (a guest
    counts once however often they play); a second guest is one too many."""
    twice = [(["Ann", "Zed"], ["Cal", "Dee"]), (["ZED", "Ann"], ["Cal", "Dee"])]
    assert check_registration(twice, TEAMS, REGISTERED, 1) == []
    refused = check_registration([*twice, (["Yan", "Ann"], ["Cal", "Dee"])], TEAMS, REGISTERED, 1)
    assert [(p.number, p.side, str(p.said).split(",")[0]) for p in refused] == [
        (3, "home", "Yan is not registered for The Swan")
    ]


names = st.sampled_from(["Ann", "Sam Hill", "Cal", "Dee", "Zed", "Yan", "Xi", "Wu"])


@given(
    st.lists(st.tuples(st.lists(names, max_size=2), st.lists(names, max_size=2)), max_size=6),
    st.integers(0, 4),
)
def test_never_more_guests_than_allowed_and_never_a_player_of_the_other_team(pairs, allowed):
    problems = check_registration(pairs, TEAMS, REGISTERED, allowed)
    refused = {(p.number, p.side, str(p.said).split(" is ")[0]) for p in problems}
    for index, side in enumerate(("home", "away")):
        guests = set()
        for number, game in enumerate(pairs, start=1):
            for name in game[index]:
                holders = REGISTERED.get(name_key(name), set())
                if holders and TEAMS[index] not in holders:
                    assert (number, side, name) in refused
                elif not holders and (number, side, name) not in refused:
                    guests.add(name_key(name))
        assert len(guests) <= allowed


# Issue 47: a name written with an unseen character is the same person.
LOOKALIKES = [
    "Sam\u200b Hill",  # a zero-width space
    "Sam Hi\u0307ll",  # a combining dot on the i
    "\u2060Sam Hill\ufeff",  # a word joiner, a byte-order mark
    "Sam\u00ad Hill",  # a soft hyphen
    "Ｓａｍ Ｈｉｌｌ",  # full-width letters
    "SAM\u200c HILL",  # a zero-width non-joiner, in capitals
    "Sam Hill\u3164",  # a Hangul filler, a letter drawn as nothing
    "Sam\uffa0 Hill",  # its half-width form
    "\u2800Sam Hill",  # the blank Braille pattern
]


def test_a_lookalike_of_a_registered_player_is_that_player():
    for lookalike in LOOKALIKES:
        assert name_key(lookalike) == "sam hill", ascii(lookalike)
        pairs = [([lookalike, "Cal"], ["Ann", "Yan"])]
        problems = words(check_registration(pairs, ("The Crown", "The Swan"), REGISTERED, None))
        assert problems == [(1, "home", f"{lookalike} is registered for The Swan.")]


def test_a_persian_name_is_the_same_person_with_its_half_space_or_without():
    assert name_key("علی\u200cرضا") == name_key("علیرضا") == name_key("علی\u200dرضا")
    assert name_key("علیرضا") != name_key("علی رضا")  # a space still parts two words
