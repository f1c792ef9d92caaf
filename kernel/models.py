"""What the site keeps of an account beyond Django's user: whether its owner wants reminders,
the language they read them in (kernel/accounts.py's profile page), and the address they have
shown to be theirs (kernel/addresses.py)."""

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
    # The address its owner proved theirs (a confirmation link, or an invitation mailed to
    # it, was followed). Kept as the address, not a flag, so that any change to the user's
    # address, from whatever page, leaves it unconfirmed until it is proved in turn.
    confirmed_email = models.EmailField(blank=True, help_text="the address proved the user's")

    def __str__(self) -> str:
        return f"{self.user}: {self.language}{'' if self.reminders else ', no reminders'}"

    @classmethod
    def of(cls, user) -> "Profile":
        """The user's profile, as it is saved or as a new one would be (not saved)."""
        try:
            return user.profile
        except cls.DoesNotExist:
            return cls(user=user)

    @property
    def address_confirmed(self) -> bool:
        email = self.user.email
        return bool(email) and email.casefold() == self.confirmed_email.casefold()

    @classmethod
    def confirm(cls, user, email: str) -> bool:
        """The address proved the user's, if it is still theirs: False (nothing changed) once
        they have moved on to another one."""
        if not email or user.email.casefold() != email.casefold():
            return False
        cls.objects.update_or_create(user=user, defaults={"confirmed_email": user.email})
        return True


# Why someone due a reminder gets none (`reach`), as `manage.py remind` says it.
NO_ADDRESS = "no address"
NOT_CONFIRMED = "address not confirmed"


def reach(user) -> str | None:
    """Why the user cannot be mailed reminders, or None: they can. Reminders turned off are
    their own choice, not a failure to reach them (`manage.py remind` leaves them out)."""
    if not user.email:
        return NO_ADDRESS
    if not Profile.of(user).address_confirmed:
        return NOT_CONFIRMED
    return None
