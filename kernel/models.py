"""What the site keeps of an account beyond Django's user: whether its owner wants reminders,
and the language they read them in (kernel/accounts.py's profile page)."""

from django.conf import settings
from django.db import models


class Profile(models.Model):
    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="profile"
    )
    reminders = models.BooleanField(default=True, help_text="e-mail reminders of cards")
    language = models.CharField(
        max_length=10, choices=settings.LANGUAGES, default=settings.LANGUAGE_CODE
    )

    def __str__(self) -> str:
        return f"{self.user}: {self.language}{'' if self.reminders else ', no reminders'}"

    @classmethod
    def of(cls, user) -> "Profile":
        """The user's profile, as it is saved or as a new one would be (not saved)."""
        try:
            return user.profile
        except cls.DoesNotExist:
            return cls(user=user)


def reminded(users) -> list:
    """Those of the users who get reminders: an e-mail address, reminders not turned off.
    Each with its `language`."""
    found = []
    for user in users:
        profile = Profile.of(user)
        if user.email and profile.reminders:
            user.language = profile.language
            found.append(user)
    return found
