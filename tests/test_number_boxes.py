"""Every number a player types is a text box with a numeric keypad that keeps the digits a
Persian, Urdu or Arabic keyboard types, shows its value in the page's digits, and reads any of
them back; a number with few values (tricks, a card's game score) is chips and a box."""

import re

import pytest
from django.urls import reverse
from django.utils import translation
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kernel.numbers import SIGNED, WHOLE, NumberBox, NumberChips, WholeNumber
from leagues.forms import AdjustmentForm
from scoring.entry import entry_form_for
from scoring.forms import StartGameForm, find_variant
from scoring.models import Game

pytestmark = pytest.mark.django_db

PERSIAN = str.maketrans("0123456789", "۰۱۲۳۴۵۶۷۸۹")
ARABIC = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")
SCRIPTS = st.sampled_from([None, PERSIAN, ARABIC])


def typed(number: int, script, minus: str = "-") -> str:
    text = str(abs(number))
    text = text.translate(script) if script else text
    return f"{minus}{text}" if number < 0 else text


def sides(count: int) -> list[dict]:
    return [{"id": c, "name": f"Side {c}", "players": []} for c in "ABCDEF"[:count]]


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(target=st.integers(1, 999), script=SCRIPTS)
def test_the_start_forms_play_to_reads_every_script_and_shows_the_pages_digits(target, script):
    spec = find_variant("allfours:trinidad")
    data = {"variant": "allfours:trinidad", "side_a": "Ann", "side_b": "Bob"}
    form = StartGameForm({**data, "target": typed(target, script)}, spec=spec)
    assert form.is_valid(), form.errors
    assert form.cleaned_data["target"] == target
    with translation.override("fa"):
        shown = re.search(r'value="([^"]*)"', str(form["target"]))[1]
    assert shown == str(target).translate(PERSIAN)
    again = StartGameForm({**data, "target": shown}, spec=spec)  # the box posted as shown
    assert again.is_valid() and again.cleaned_data["target"] == target


@settings(max_examples=60, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(points=st.integers(-1000, 1000), script=SCRIPTS, minus=st.sampled_from("-\u2212"))
def test_a_negative_adjustment_reads_a_hyphen_or_a_real_minus(points, script, minus):
    form = AdjustmentForm(
        {"team": "crown", "points": typed(points, script, minus), "reason": "Late"},
        teams=[type("Team", (), {"code": "crown", "name": "Crown"})],
    )
    assert form.is_valid(), form.errors
    assert form.cleaned_data["points"] == points


@settings(max_examples=40, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(tricks=st.lists(st.integers(0, 12), min_size=3, max_size=3), script=SCRIPTS)
def test_amerikaner_tricks_typed_or_tapped_in_any_script(tricks, script):
    """Four players share 12 tricks (a kitty); the fourth's are worked out."""
    game = Game(game="amerikaner", variant="amerikaner", sides=sides(4), first_dealer="A")
    posted = {f"tricks_{side}": typed(n, script) for side, n in zip("ABC", tricks, strict=True)}
    form = entry_form_for(game, {**posted, "client_id": "6f1c0f6e-0000-4000-8000-000000000000"})
    form.is_valid()
    assert [form.cleaned_data.get(f"tricks_{side}") for side in "ABC"] == tricks


def test_a_typed_number_wins_over_a_chip_and_an_empty_box_leaves_the_chip():
    from django.http import QueryDict

    widget = NumberChips(13)
    assert widget.value_from_datadict(QueryDict("t=4&t="), {}, "t") == "4"
    assert widget.value_from_datadict(QueryDict("t=4&t=%DB%B1%DB%B2"), {}, "t") == "۱۲"
    assert widget.value_from_datadict(QueryDict(""), {}, "t") is None


def test_the_boxes_pattern_takes_the_three_scripts_and_a_minus_only_where_allowed():
    # Python's re reads these patterns as the browser does for these characters.
    for text in ("40", "۴۰", "٤٠"):
        assert re.fullmatch(WHOLE, text) and re.fullmatch(SIGNED, text)
    for text in ("-6", "\u22126", "−٦"):
        assert re.fullmatch(SIGNED, text) and not re.fullmatch(WHOLE, text)
    assert not re.fullmatch(SIGNED, "4a")
    assert NumberBox(negative=True).attrs["pattern"] == SIGNED
    assert WholeNumber(min_value=0).widget.attrs["pattern"] == WHOLE


def test_bad_input_is_refused_naming_the_field_with_the_entries_kept(client):
    page = client.post(
        reverse("scoring-new-game"),
        {"variant": "allfours:trinidad", "side_a": "Ann", "side_b": "Bob", "target": "۱x"},
    ).content.decode()
    assert not Game.objects.exists()
    assert "Play to: type a whole number, in digits." in page
    assert 'value="Ann"' in page and 'value="Bob"' in page and 'value="۱x"' in page


def number_inputs(page: str) -> list[str]:
    return re.findall(r"<input[^>]*inputmode[^>]*>", page)


@pytest.mark.parametrize(
    "variant", ["allfours:trinidad", "allfours:sevenup", "bela:klaberjass", "amerikaner:kani"]
)
def test_no_page_has_the_browsers_number_box(client, variant):
    """The start form and the scorer of each family: every number is a box that keeps the
    digits, in the page's digits."""
    start = client.get(reverse("scoring-new-game"), {"variant": variant}).content.decode()
    game_id, variant_id = variant.split(":")
    game = Game.objects.create(
        game=game_id,
        variant=variant_id,
        sides=sides(4 if game_id == "amerikaner" else 2),
        options={"target": 30} if variant_id == "kani" else {},
    )
    scorer = client.get(
        reverse("scoring-scorer", args=[game.public_id, game.secret]),
        headers={"Accept-Language": "fa"},
    ).content.decode()
    for page in (start, scorer):
        assert 'type="number"' not in page
        assert number_inputs(page)
        for box in number_inputs(page):
            assert 'type="text"' in box and 'inputmode="numeric"' in box and "pattern=" in box


def test_amerikaner_tricks_are_chips_with_a_box_in_the_pages_digits(client):
    game = Game.objects.create(game="amerikaner", variant="amerikaner", sides=sides(4))
    page = client.get(
        reverse("scoring-scorer", args=[game.public_id, game.secret]),
        headers={"Accept-Language": "fa"},
    ).content.decode()
    tricks = page.split('id="field-tricks_A"')[1].split("</fieldset>")[0]
    assert tricks.count('type="radio"') == 13  # 0 to 12: four players, a kitty
    assert ">۱۲</span>" in tricks and 'class="typed"' in tricks


def test_a_match_cards_scores_are_chips_to_the_target_and_take_typed_persian_digits(client):
    """A score to the target is a tap; a score past it (an overshoot) is typed, in any digits."""
    from tests.leagues.cards import CARD, enter_url, league_with_everyone

    season, fixture, people = league_with_everyone()
    client.force_login(people["home_captain"])
    page = client.get(enter_url(fixture), headers={"Accept-Language": "fa"}).content.decode()
    score = page.split('id="field-game-1-home_score"')[1].split("</fieldset>")[0]
    assert score.count('type="radio"') == season.target + 1 and 'class="typed"' in score
    persian = {key: str(value).translate(PERSIAN) for key, value in CARD.items()}
    posted = {**persian, "game-1-home_score": ["", "۱۷"], "game-1-away_score": ["9", ""]}
    answer = client.post(enter_url(fixture), posted, headers={"Accept-Language": "fa"})
    assert answer.status_code == 302
    card = fixture.cards.get()
    first = card.games.get(number=1)
    assert (first.home_score, first.away_score) == (17, 9)
