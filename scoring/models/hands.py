"""A game's hands, as entered, and its audit trail: who changed what, when. Both are written
only inside the game's door, which its one change path opens (GameChanges._change)."""

from django.conf import settings
from django.db import models

from kernel.doors import Guarded


class GameOwned(Guarded):
    """A row of a game's: written only through the game's change path (kernel/doors.py)."""

    door_kind = "game"
    door_path = "game"
    door_opened_by = "Game._change, the game's one change path (scoring/models/changes.py)"

    class Meta:
        abstract = True


class Hand(GameOwned):
    game = models.ForeignKey("scoring.Game", on_delete=models.CASCADE, related_name="hands")
    position = models.PositiveIntegerField()
    data = models.JSONField(help_text="the hand record as entered (spec/record-format.md)")
    client_id = models.UUIDField(help_text="made by the phone, so a resent hand is saved once")
    revision = models.PositiveIntegerField(default=0, help_text="one more at every edit")
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["position"]
        constraints = [
            models.UniqueConstraint(fields=["game", "position"], name="one_hand_per_place"),
            models.UniqueConstraint(fields=["game", "client_id"], name="one_hand_per_client_id"),
        ]

    def __str__(self) -> str:
        return f"hand {self.position} of {self.game}"


class AuditEntry(GameOwned):
    """Who changed what, when: every hand added, edited, deleted or undone, and every close."""

    class Action(models.TextChoices):
        ADD = "add"
        EDIT = "edit"
        DELETE = "delete"
        UNDO = "undo"
        FINISH = "finish"
        REOPEN = "reopen"
        IMPORT = "import"

    game = models.ForeignKey("scoring.Game", on_delete=models.CASCADE, related_name="audit")
    action = models.CharField(max_length=10, choices=Action)
    position = models.PositiveIntegerField(null=True, blank=True)
    client_id = models.UUIDField(
        null=True, blank=True, help_text="the hand changed, so a resent change can be recognised"
    )
    before = models.JSONField(null=True, blank=True)
    after = models.JSONField(null=True, blank=True)
    actor = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL
    )
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created", "pk"]
        verbose_name_plural = "audit entries"
        indexes = [models.Index(fields=["game", "client_id"], name="audit_by_hand")]

    def __str__(self) -> str:
        where = f" hand {self.position}" if self.position else ""
        return f"{self.action}{where} of {self.game} at {self.created:%Y-%m-%d %H:%M}"
