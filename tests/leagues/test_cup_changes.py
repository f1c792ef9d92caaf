"""A cup put right once drawn (leagues/models/cup_changes.py): the last round's draw undone
while no card is in for its ties (round one's: the cup is not drawn), once, through the
season's door, never a newer round than the page showed; a team withdrawn, its undecided tie
going to its opponent as the secretary's confirmed walkover card, once, or told why not."""

import pytest
from django.core.exceptions import PermissionDenied, ValidationError

from leagues.models import CardLine, Cup, Fixture, MatchCard, Season
from tests.leagues.cups import CODES, LEVEL, ROUND_ONE, SEED, WON, drawn_cup

pytestmark = pytest.mark.django_db


def version(season) -> int:
    return Season.objects.get(pk=season.pk).version


def fresh(cup) -> Cup:
    return Cup.objects.get(pk=cup.pk)


def final_drawn(season, people):
    """The cup with its final drawn: the Swan beat the Crown, and meet the Bull."""
    cup, tie = drawn_cup(season, people)
    tie.send_card(people["secretary"], WON)
    assert cup.draw_next(people["secretary"], 1, 5, None).changed
    return fresh(cup), cup.rounds.get(number=2)


def test_round_ones_draw_is_undone_once_and_the_cup_drawn_again_without_a_team(league):
    season, _, people = league
    secretary = people["secretary"]
    cup, tie = drawn_cup(season, people)
    first = cup.rounds.get()
    assert cup.can_undo_round(secretary)
    for who in ("home_captain", "away_captain", "player", "other_secretary"):
        assert not cup.can_undo_round(people[who]), who
        with pytest.raises(PermissionDenied):
            cup.undo_round(people[who], 1, first.pk)
    before = version(season)
    outcome = cup.undo_round(secretary, 1, first.pk)
    assert outcome.changed and outcome.message == "The draw is undone: the cup is not drawn now."
    assert version(season) == before + 1  # through the door
    assert not cup.rounds.exists() and not Fixture.objects.filter(pk=tie.pk).exists()
    cup = fresh(cup)
    assert cup.can_draw(secretary) and not cup.can_undo_round(secretary)
    again = cup.undo_round(secretary, 1, first.pk)  # sent twice: undone once, said calmly
    assert not again.changed and not again.conflict
    assert again.message == "That round is undone already."
    # The Bull entered by mistake: left out of the draw made again.
    assert cup.make_draw(secretary, ["crown", "swan"], SEED, ROUND_ONE).changed
    (pair,) = cup.rounds.get().draw
    assert sorted(pair) == ["crown", "swan"] and cup.ties().count() == 1


@pytest.mark.parametrize("card", ["submitted", "disputed", "confirmed", "walkover"])
def test_once_any_card_is_in_the_round_stands(league, card):
    season, _, people = league
    cup, tie = drawn_cup(season, people)
    if card == "walkover":
        tie.send_card(people["secretary"], [], walkover_to="home")
    elif card == "confirmed":
        tie.send_card(people["secretary"], WON)
    else:
        _, sent = tie.send_card(people["home_captain"], WON)
        if card == "disputed":
            sent.dispute(people["away_captain"], "Game 3 was 15-14")
    assert tie.cards.get().status == {"walkover": "confirmed"}.get(card, card)
    cup = fresh(cup)
    assert not cup.can_undo_round(people["secretary"])
    outcome = cup.undo_round(people["secretary"], 1, cup.rounds.get().pk)
    assert outcome.conflict and not outcome.changed
    assert outcome.message == "A card is in for a tie of this round: the round stands."
    assert cup.rounds.count() == 1 and Fixture.objects.filter(pk=tie.pk).exists()


def test_the_last_round_is_undone_never_an_older_one_nor_one_drawn_again(league):
    season, _, people = league
    secretary = people["secretary"]
    cup, final = final_drawn(season, people)
    first = cup.rounds.get(number=1)
    assert cup.undoable().made == final  # the final: no card in for it
    older = cup.undo_round(secretary, 1, first.pk)  # from a page before the final was drawn
    assert older.conflict and older.message == "A later round is drawn: undo that one first."
    assert cup.undo_round(secretary, 2, first.pk).conflict  # not the round the page showed
    assert cup.rounds.count() == 2
    outcome = cup.undo_round(secretary, 2, final.pk)
    assert outcome.changed
    assert outcome.message == "The round's draw is undone: draw it again."
    cup = fresh(cup)
    assert cup.rounds.count() == 1 and cup.ties().count() == 1
    assert cup.can_draw_next(secretary)  # round one's winners stand
    assert not cup.can_undo_round(secretary)  # round one has its card
    assert cup.draw_next(secretary, 1, 7, None).changed
    redrawn = cup.rounds.get(number=2)
    stale = cup.undo_round(secretary, 2, final.pk)  # the page before the draw was made again
    assert stale.conflict and stale.message == (
        "This round was drawn again meanwhile: look at the new draw."
    )
    assert cup.rounds.get(number=2) == redrawn


def test_a_card_for_a_tie_undone_meanwhile_finds_no_fixture(league):
    season, _, people = league
    cup, tie = drawn_cup(season, people)
    cup.undo_round(people["secretary"], 1, cup.rounds.get().pk)
    with pytest.raises(Fixture.DoesNotExist):  # the view answers 404, saying why
        tie.send_card(people["home_captain"], WON)
    assert not MatchCard.objects.filter(fixture_id=tie.pk).exists()


def test_a_withdrawn_team_concedes_its_tie_as_the_secretarys_walkover_once(league):
    season, _, people = league
    secretary = people["secretary"]
    cup, tie = drawn_cup(season, people)
    assert cup.can_withdraw(secretary) and not cup.can_withdraw(people["home_captain"])
    going = {w.team.code: w for w in cup.withdrawals()}
    assert set(going) == set(CODES)
    assert going["swan"].tie.fixture == tie and going["swan"].opponent.code == "crown"
    assert going["bull"].tie is None and going["bull"].why_not.startswith(
        "The Black Bull has a bye in this round, so no tie to concede"
    )
    with pytest.raises(PermissionDenied):
        cup.withdraw(people["away_captain"], "swan")
    with pytest.raises(ValidationError) as refused:
        cup.withdraw(secretary, "bull")
    assert refused.value.messages == [going["bull"].why_not]
    before = version(season)
    outcome = cup.withdraw(secretary, "swan")
    assert outcome.changed
    assert outcome.message == (
        "<bdi>The Swan</bdi> withdrew: <bdi>The Crown</bdi> go through on a walkover."
    )
    assert version(season) > before
    card = tie.cards.get()
    assert (card.status, card.walkover_to, card.sent_by) == ("confirmed", tie.away, "league")
    assert card.entered_by == secretary and not card.games.exists()
    again = fresh(cup).withdraw(secretary, "swan")  # sent twice: once
    assert not again.changed and again.message == "<bdi>The Swan</bdi> is out of the cup."
    assert tie.cards.count() == 1
    cup = fresh(cup)
    shown = next(t for t in cup.bracket().rounds[0].ties if t.fixture)
    assert shown.winner.code == "crown" and shown.decision.by == "walkover"
    assert cup.can_draw_next(secretary)
    crown = cup.withdrawal_of("crown")
    assert crown.tie is None and crown.why_not == (
        "The Crown is through to the next round, so no tie to concede yet: withdraw them "
        "once it is drawn."
    )
    assert cup.withdrawal_of("swan") is None


def test_a_card_awaiting_an_answer_is_set_aside_by_the_withdrawal(league):
    season, _, people = league
    cup, tie = drawn_cup(season, people)
    tie.send_card(people["home_captain"], [*LEVEL, CardLine(15, 9)])
    going = cup.withdrawal_of("swan")
    assert going.card_set_aside and going.tie.fixture == tie
    assert fresh(cup).withdraw(people["secretary"], "swan").changed
    statuses = list(tie.cards.order_by("version").values_list("status", flat=True))
    assert statuses == ["superseded", "confirmed"]
    assert fresh(cup).bracket().rounds[0].ties[1].winner.code == "crown"


def test_a_team_withdrawn_from_the_final_hands_the_cup_to_the_other(league):
    season, _, people = league
    secretary = people["secretary"]
    cup, _ = final_drawn(season, people)
    going = {w.team.code: w for w in cup.withdrawals()}
    assert set(going) == {"swan", "bull"}  # the Crown is out: nothing to withdraw it from
    assert cup.withdrawal_of("crown") is None
    assert fresh(cup).withdraw(secretary, "bull").changed
    cup = fresh(cup)
    assert cup.bracket().winner.code == "swan"
    assert not cup.can_withdraw(secretary) and cup.withdrawals() == []
    assert not cup.can_undo_round(secretary)  # the final's walkover card is in
