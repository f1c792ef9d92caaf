"""The merge pages, asked by every persona (docs/ratings.md, "When two persons are merged"):
from a person's page, whoever runs a league or a club where both play finds the other by
name among those they may merge, confirms which one is kept, and the merge is made once
however often the confirmation is sent; the undo is on the kept person's page. Everyone else
is refused (signed out: sent to sign in) and nothing is written."""

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from people.models import Alias, RatedResult
from people.places import Place
from tests.people.results import at, persons, stored_ratings

pytestmark = pytest.mark.django_db

PERSONAS = ["anonymous", "stranger", "secretary", "half_secretary", "staff"]


class LeagueOf:
    """A league the secretary runs, where `players` play; the half secretary runs a league
    where only the first of them plays."""

    def __init__(self, players):
        self.players = {person.pk for person in players}
        self.first = min(self.players)

    def played_at(self, persons):
        return [Place("league", "Thursday league", "/leagues/thursday/")] if persons else []

    def managed_by(self, user, persons):
        runs = {"secretary": self.players, "half_secretary": {self.first}}
        return set(persons) & runs.get(user.username, set())


@pytest.fixture
def book(monkeypatch):
    """Ann and Anne (one player entered twice) and Bo, who beat Anne once."""
    ann, anne, bo = persons("Ann", "Anne", "Bo")
    RatedResult.objects.record("game:1", at(0), [[ann.pk], [bo.pk]], [11, 4], 0)
    RatedResult.objects.record("game:2", at(1), [[bo.pk], [anne.pk]], [11, 6], 0)
    monkeypatch.setattr("people.places._REGISTERED", [LeagueOf([ann, anne, bo])])
    users = {name: User.objects.create_user(name, password="pw-test-42") for name in PERSONAS[1:]}
    users["staff"].is_staff = True
    users["staff"].save()
    return ann, anne, bo, users


def signed_in(client, users, who):
    client.logout()
    if who != "anonymous":
        client.force_login(users[who])
    return client


def main_of(answer) -> str:
    """The page's own part (its title, header and footer left out)."""
    return answer.content.decode().split('<main id="main">')[1].split("</main>")[0]


def merge(client, merged, into):
    return client.post(reverse("people-merge"), {"merged": merged.pk, "into": into.pk})


@pytest.mark.parametrize("who", PERSONAS)
def test_only_whoever_runs_where_both_play_merges_them(client, book, who):
    ann, anne, _bo, users = book
    signed_in(client, users, who)
    before = stored_ratings()
    answers = {
        "search": client.get(reverse("people-merge-search", args=[ann.pk]), {"q": "ann"}),
        "confirm": client.get(reverse("people-merge-confirm", args=[ann.pk, anne.pk])),
        "merge": merge(client, anne, ann),
    }
    statuses = {page: answer.status_code for page, answer in answers.items()}
    if who in ("secretary", "staff"):
        assert statuses == {"search": 200, "confirm": 200, "merge": 302}
        assert Alias.objects.mapping() == {str(anne.pk): str(ann.pk)}
        assert stored_ratings()[ann.pk]["games"] == 2
    elif who == "half_secretary":  # runs where Ann plays, not Anne: may look, not merge
        assert statuses == {"search": 200, "confirm": 403, "merge": 403}
        assert not Alias.objects.exists() and stored_ratings() == before
    else:
        expected = 302 if who == "anonymous" else 403
        assert set(statuses.values()) == {expected}, statuses
        if who == "anonymous":
            assert all("/accounts/login/" in answer["Location"] for answer in answers.values())
        assert not Alias.objects.exists() and stored_ratings() == before


def test_the_search_lists_only_those_the_user_may_merge_by_name(client, book):
    ann, anne, _bo, users = book
    persons("Annabel")  # plays nowhere the secretary runs
    signed_in(client, users, "secretary")
    page = client.get(reverse("people-merge-search", args=[ann.pk]), {"q": "ANN"})
    text = page.content.decode()
    confirm = reverse("people-merge-confirm", args=[ann.pk, anne.pk])
    assert f'href="{confirm}"><bdi>Anne</bdi>' in text
    assert "Annabel" not in text and "<bdi>Bo</bdi>" not in text
    assert f'"{reverse("people-merge-confirm", args=[ann.pk, ann.pk])}"' not in text
    empty = client.get(reverse("people-merge-search", args=[ann.pk]), {"q": "Zed"})
    assert "Nobody by that name plays in a league or a club you run." in empty.content.decode()


def test_a_doubled_confirmation_merges_once_and_the_undo_gives_every_rating_back(client, book):
    ann, anne, _bo, users = book
    signed_in(client, users, "secretary")
    before = stored_ratings()
    confirm = client.get(reverse("people-merge-confirm", args=[ann.pk, anne.pk])).content.decode()
    assert "Keep <bdi>Ann</bdi>: merge <bdi>Anne</bdi> into them" in confirm
    assert "Keep <bdi>Anne</bdi>: merge <bdi>Ann</bdi> into them" in confirm
    first, second = merge(client, anne, ann), merge(client, anne, ann)
    kept_page = reverse("people-person", args=[ann.pk])
    assert first["Location"] == second["Location"] == kept_page + "#merges"
    assert Alias.objects.count() == 1
    page = main_of(client.get(kept_page))
    assert "Anne was already merged into Ann: nothing changed." in page
    assert (
        "<bdi>Anne</bdi>, merged into this player on" in page
        and "(by <bdi>secretary</bdi>)" in page
    )
    assert "Plays in:" in page and "Thursday league" in page
    undo = reverse("people-undo-merge", args=[anne.pk])
    assert f'action="{undo}"' in page
    assert client.post(undo).status_code == 302 and client.post(undo).status_code == 302
    assert stored_ratings() == before
    assert Alias.objects.get().undone_by == users["secretary"]
    again = client.get(reverse("people-person", args=[anne.pk])).content.decode()
    assert "Anne is not merged into anyone: nothing changed." in again


def test_a_merge_that_cannot_be_is_refused_in_words_on_the_confirmation(client, book):
    ann, anne, bo, users = book
    signed_in(client, users, "secretary")
    merge(client, anne, ann)
    refused = merge(client, bo, anne)  # Anne is Ann now
    assert refused.status_code == 400
    assert "Anne was merged into Ann: merge into Ann instead." in refused.content.decode()
    assert client.post(reverse("people-merge"), {"merged": "x"}).status_code == 400
    assert merge(client, anne, anne).status_code == 400


def test_only_whoever_may_undo_sees_the_undo_and_may_send_it(client, book):
    ann, anne, _bo, users = book
    anne.merge_into(ann, users["secretary"])
    undo = reverse("people-undo-merge", args=[anne.pk])
    for who in ("anonymous", "stranger", "half_secretary"):
        signed_in(client, users, who)
        page = client.get(reverse("people-person", args=[ann.pk])).content.decode()
        assert "<bdi>Anne</bdi>, merged into this player on" in page
        assert undo not in page
        assert client.post(undo).status_code == (302 if who == "anonymous" else 403)
    assert Alias.objects.standing().count() == 1


@pytest.mark.parametrize("lang", ["fa", "ur", "it", "hr", "nl"])
def test_the_merge_pages_are_in_every_language(client, book, lang):
    ann, anne, _bo, users = book
    signed_in(client, users, "secretary").defaults["HTTP_ACCEPT_LANGUAGE"] = lang
    english = (
        "Merge",
        "into them",
        "Search",
        "Plays in",
        "Keep",
        "Back to",
        "rated game",
        "Undo",
        "Nobody",
    )
    pages = [
        client.get(reverse("people-merge-search", args=[ann.pk]), {"q": "Zed"}),
        client.get(reverse("people-merge-search", args=[ann.pk])),
        client.get(reverse("people-merge-confirm", args=[ann.pk, anne.pk])),
    ]
    anne.merge_into(ann, users["secretary"])
    pages.append(client.get(reverse("people-person", args=[ann.pk])))
    assert 'id="merges"' in main_of(pages[-1])
    for page in pages:
        main = main_of(page)
        assert not [word for word in english if word in main], (lang, main)
