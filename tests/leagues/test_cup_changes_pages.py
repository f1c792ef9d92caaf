"""A cup put right on its pages, per persona (leagues/cup_views.py): the secretary alone sees
"Undo this draw" and "Withdraw a team", exactly when the POST would succeed, and alone may
post them; a withdrawal is shown before it is made; everyone else is refused and nothing
changes. A card sent for a tie whose round was undone meanwhile is answered calmly (404), and
no malformed POST answers 500."""

import re

import pytest
from django.urls import reverse
from hypothesis import given
from hypothesis import strategies as st

from leagues.models import Cup, Fixture
from tests.i18n_helpers import english_left, words_of
from tests.leagues.cards import PERSONAS, SLUG, as_, games_posted
from tests.leagues.cups import WON, drawn_cup
from tests.test_no_server_errors import SETTINGS, assert_calm, bodies, field_names

pytestmark = pytest.mark.django_db
NOT_SECRETARY = [who for who in PERSONAS if who != "secretary"]


def urls(cup, number=1) -> dict[str, str]:
    return {
        "cup": reverse("leagues-cup", args=[SLUG, cup.pk]),
        "undo": reverse("leagues-cup-undo-round", args=[SLUG, cup.pk, number]),
        "withdrawals": reverse("leagues-cup-withdrawals", args=[SLUG, cup.pk]),
        "swan": reverse("leagues-cup-withdraw", args=[SLUG, cup.pk, "swan"]),
        "bull": reverse("leagues-cup-withdraw", args=[SLUG, cup.pk, "bull"]),
    }


def card_body(lines) -> dict:
    body = {"replaces": 0, **games_posted(5)}  # a cup tie: and its extra game
    for n, line in enumerate(lines, start=1):
        body |= {f"game-{n}-home_score": line.home_score, f"game-{n}-away_score": line.away_score}
    return body


@pytest.mark.parametrize("who", NOT_SECRETARY)
def test_only_the_secretary_undoes_a_draw_or_withdraws_a_team(client, league, who):
    season, _, people = league
    cup, tie = drawn_cup(season, people)
    url = urls(cup)
    as_(client, people, who)
    body = client.get(url["cup"]).content.decode()
    assert url["undo"] not in body and url["withdrawals"] not in body
    drawn = {"drawn": cup.rounds.get().pk}
    answers = [
        client.post(url["undo"], drawn),
        client.get(url["withdrawals"]),
        client.get(url["swan"]),
        client.post(url["swan"]),
    ]
    expected = 302 if who == "anonymous" else 403
    assert [answer.status_code for answer in answers] == [expected] * 4
    if who == "anonymous":
        assert all("/accounts/login/" in answer["Location"] for answer in answers)
    assert cup.rounds.count() == 1 and not tie.cards.exists()


def test_the_secretary_undoes_round_one_and_draws_again(client, league):
    season, _, people = league
    cup, tie = drawn_cup(season, people)
    url = urls(cup)
    as_(client, people, "secretary")
    page = client.get(url["cup"]).content.decode()
    drawn = cup.rounds.get().pk
    assert url["undo"] in page and f'name="drawn" value="{drawn}"' in page
    assert "Undo this draw" in page and "The cup goes back to not drawn" in page
    assert client.post(url["undo"], {"drawn": "x"}).status_code == 400
    assert client.post(url["undo"]).status_code == 400 and cup.rounds.exists()
    first, again = (client.post(url["undo"], {"drawn": drawn}) for _ in range(2))
    assert first.status_code == again.status_code == 302 and first.url == url["cup"]
    page = client.get(url["cup"]).content.decode()
    assert "The draw is undone: the cup is not drawn now." in page
    assert "That round is undone already." in page
    assert "Not drawn yet." in page and url["undo"] not in page
    assert reverse("leagues-cup-draw", args=[SLUG, cup.pk]) in page
    assert not Fixture.objects.filter(pk=tie.pk).exists()


def test_the_undo_is_offered_exactly_while_no_card_is_in(client, league):
    season, _, people = league
    cup, tie = drawn_cup(season, people)
    url, drawn = urls(cup), {"drawn": cup.rounds.get().pk}
    tie.send_card(people["home_captain"], WON)
    as_(client, people, "secretary")
    assert url["undo"] not in client.get(url["cup"]).content.decode()
    refused = client.post(url["undo"], drawn)
    assert refused.status_code == 409
    assert "A card is in for a tie of this round: the round stands." in refused.content.decode()
    assert cup.rounds.count() == 1
    tie.cards.get().confirm(people["away_captain"])
    assert cup.draw_next(people["secretary"], 1, 3, None).changed
    final = urls(cup, 2)
    page = client.get(url["cup"]).content.decode()
    assert final["undo"] in page and url["undo"] not in page  # the final's, not round one's
    assert "The round's ties are taken out, to be drawn again." in page
    assert client.post(url["undo"], drawn).status_code == 409  # an older page: round one
    assert cup.rounds.count() == 2
    answer = client.post(final["undo"], {"drawn": cup.rounds.get(number=2).pk})
    assert answer.status_code == 302 and cup.rounds.count() == 1


def test_a_card_sent_for_a_tie_undone_meanwhile_is_not_found(client, league):
    season, _, people = league
    cup, tie = drawn_cup(season, people)
    enter = reverse("leagues-enter-card", args=[SLUG, tie.pk])
    as_(client, people, "home_captain")
    assert client.get(enter).status_code == 200  # the captain fills in the card
    cup.undo_round(people["secretary"], 1, cup.rounds.get().pk)
    answer = client.post(enter, card_body(WON))
    assert answer.status_code == 404 and not Fixture.objects.filter(pk=tie.pk).exists()


def test_the_secretary_sees_what_a_withdrawal_does_then_makes_it_once(client, league):
    season, _, people = league
    cup, tie = drawn_cup(season, people)
    url = urls(cup)
    as_(client, people, "secretary")
    assert url["withdrawals"] in client.get(url["cup"]).content.decode()
    listed = client.get(url["withdrawals"]).content.decode()
    assert url["swan"] in listed and url["bull"] not in listed  # the Bull: a bye
    assert "The Black Bull has a bye in this round, so no tie to concede" in listed
    bull = client.get(url["bull"]).content.decode()
    assert "has a bye in this round" in bull and f'action="{url["bull"]}"' not in bull
    assert client.post(url["bull"]).status_code == 400
    shown = client.get(url["swan"]).content.decode()
    assert "<title>Withdraw The Swan · Challenge Cup · Pegboard</title>" in shown
    assert (
        "<bdi>The Swan</bdi> withdraws from the cup. Their tie against <bdi>The Crown</bdi> "
        "(Semi-finals) goes to <bdi>The Crown</bdi> as a walkover, confirmed at once." in shown
    )
    assert f'action="{url["swan"]}"' in shown and not tie.cards.exists()  # shown, not made
    first, again = client.post(url["swan"]), client.post(url["swan"])
    assert first.status_code == again.status_code == 302
    assert tie.cards.get().walkover_to == tie.away
    page = client.get(url["cup"]).content.decode()
    assert "<bdi>The Swan</bdi> withdrew: <bdi>The Crown</bdi> go through on a walkover." in page
    assert "<bdi>The Swan</bdi> is out of the cup." in page
    assert "<bdi>The Crown</bdi> through on a walkover" in page
    out = client.get(url["swan"]).content.decode()
    assert "<bdi>The Swan</bdi> is out of the cup." in out and f'action="{url["swan"]}"' not in out
    nobody = reverse("leagues-cup-withdraw", args=[SLUG, cup.pk, "nobody"])
    assert client.get(nobody).status_code == client.post(nobody).status_code == 404


def test_nothing_to_withdraw_from_a_cup_not_drawn(client, league):
    season, _, people = league
    _, cup = Cup.start(season, people["secretary"], "Challenge Cup", "aggregate", "drawn")
    url = urls(cup)
    as_(client, people, "secretary")
    assert url["withdrawals"] not in client.get(url["cup"]).content.decode()
    assert client.get(url["withdrawals"]).status_code == 302
    assert "<bdi>The Swan</bdi> is not in the cup." in client.get(url["swan"]).content.decode()
    assert client.post(url["swan"]).status_code == 302  # calm: nothing in the cup to leave
    assert "<bdi>The Swan</bdi> is not in the cup." in client.get(url["cup"]).content.decode()
    assert client.post(url["undo"], {"drawn": 1}).status_code == 302


CHANGE_WORDS = re.compile(
    r"\b([Uu]ndo|[Ww]ithdraws?|[Ww]ithdrew|walkover|card|draw|round|tie|through|"
    r"against|[Aa]nother|mistake|out|cup)\b"
)


@pytest.mark.parametrize("language", ["fa", "ur", "it", "hr", "nl"])
def test_the_changes_pages_leave_no_english_words(client, league, language):
    season, _, people = league
    cup, tie = drawn_cup(season, people)
    tie.send_card(people["home_captain"], WON)  # awaiting an answer: set aside if withdrawn
    url = urls(cup)
    as_(client, people, "secretary")
    names = {"Challenge Cup", "The Crown", "The Swan", "The Black Bull"}
    accept = {"Accept-Language": language}
    for page in (url["withdrawals"], url["swan"], url["bull"]):
        body = client.get(page, headers=accept).content.decode()
        assert english_left(CHANGE_WORDS, words_of(body, names), language) == [], page
        assert language not in ("fa", "ur") or "·" not in body, page  # their own marks
    with season.changing():
        tie.cards.all().delete()  # the undo is offered again
    body = client.get(url["cup"], headers=accept).content.decode()
    assert url["undo"] in body
    assert english_left(CHANGE_WORDS, words_of(body, names), language) == []
    withdrawn = client.post(url["swan"], headers=accept, follow=True).content.decode()
    assert english_left(CHANGE_WORDS, words_of(withdrawn, names), language) == []


def test_malformed_posts_to_the_cups_changes_never_answer_500(client, league):
    season, _, people = league
    cup, _ = drawn_cup(season, people)
    as_(client, people, "secretary")
    names = field_names(client, urls(cup)["cup"])

    @SETTINGS
    @given(
        body=bodies(names),
        where=st.sampled_from(["undo", "swan", "bull", "withdrawals"]),
        number=st.integers(min_value=0, max_value=10**30),
    )
    def send(body, where, number):
        assert_calm(client.post(urls(cup, number)[where], body))

    send()
