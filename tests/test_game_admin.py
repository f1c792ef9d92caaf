"""The admin shows a game, its hands and its audit trail and changes none of them (they
change only through the game's change path, which locks, counts, audits and keeps the score
in step); a whole game may be deleted, and then nothing a process kept of it is served."""

import uuid

import pytest
from django.contrib.auth.models import User
from django.urls import reverse

from scoring.models import AuditEntry, Game
from tests.scoring_helpers import POSTED, SIDES

pytestmark = pytest.mark.django_db
HAND = {"dealer": "A", "turned": ["4"], "high": "A", "low": "B", "game": "A"}


@pytest.fixture
def admin_client(client):
    client.force_login(User.objects.create_superuser("admin", password="pegboard-test-pw"))
    return client


@pytest.fixture
def game():
    game = Game.objects.create(game="allfours", variant="trinidad", sides=SIDES)
    game.add_hand(HAND, uuid.uuid4())
    return game


def test_a_game_is_shown_read_only_with_its_hands(admin_client, game):
    page = admin_client.get(reverse("admin:scoring_game_change", args=[game.pk]))
    html = page.content.decode()
    assert page.status_code == 200 and "Red Lion" in html
    assert 'name="version"' not in html and 'name="hands-0-revision"' not in html
    assert 'name="_save"' not in html and 'name="hands-MAX_NUM_FORMS" value="0"' in html
    version = Game.objects.get(pk=game.pk).version
    changed = admin_client.post(
        reverse("admin:scoring_game_change", args=[game.pk]),
        {"version": "0", "status": "finished", "hands-TOTAL_FORMS": "0"},
    )
    assert changed.status_code == 403
    assert Game.objects.filter(pk=game.pk, version=version, status="live").exists()
    assert admin_client.get(reverse("admin:scoring_game_add")).status_code == 403


def test_audit_entries_cannot_be_added_changed_or_deleted(admin_client, game):
    entry = game.audit.get()
    change = reverse("admin:scoring_auditentry_change", args=[entry.pk])
    assert admin_client.get(change).status_code == 200  # shown
    assert admin_client.post(change, {"client_id": str(uuid.uuid4())}).status_code == 403
    delete = reverse("admin:scoring_auditentry_delete", args=[entry.pk])
    assert admin_client.post(delete, {"post": "yes"}).status_code == 403
    assert admin_client.get(reverse("admin:scoring_auditentry_add")).status_code == 403
    listed = admin_client.get(reverse("admin:scoring_auditentry_changelist")).content.decode()
    assert "delete_selected" not in listed
    assert AuditEntry.objects.get(pk=entry.pk).client_id == entry.client_id


def test_a_deleted_game_is_gone_everywhere_though_this_process_kept_it(admin_client, game):
    scorer = reverse("scoring-scorer", args=[game.public_id, game.secret])
    assert admin_client.get(scorer).status_code == 200  # kept here: its fields and its score
    delete = reverse("admin:scoring_game_delete", args=[game.pk])
    assert "Are you sure" in admin_client.get(delete).content.decode()  # no permission missing
    assert admin_client.post(delete, {"post": "yes"}).status_code == 302
    assert not Game.objects.exists() and not AuditEntry.objects.exists()
    assert admin_client.get(scorer).status_code == 404
    assert admin_client.get(reverse("scoring-live", args=[game.public_id])).status_code == 404
    add = reverse("scoring-add-hand", args=[game.public_id, game.secret])
    saved = admin_client.post(add, {**POSTED, "client_id": str(uuid.uuid4())})
    assert saved.status_code == 404
