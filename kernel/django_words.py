"""Django's own words on the sign-up and password-change pages, carried in the project's catalogues.

Django's Urdu catalogue for accounts holds five messages, so signing up in Urdu showed the
password rules and their refusals in English. The project's catalogues come first
(LOCALE_PATHS), so listing the messages here, word for word as Django says them, lets
`makemessages` keep them and the translators give them in every language. Nothing calls
these: Django asks gettext for its own messages, and finds ours."""

from django.utils.translation import gettext_noop, ngettext_lazy

SIGN_UP = [
    gettext_noop("Required. 150 characters or fewer. Letters, digits and @/./+/-/_ only."),
    gettext_noop("Your password can’t be too similar to your other personal information."),
    gettext_noop("Your password can’t be a commonly used password."),
    gettext_noop("Your password can’t be entirely numeric."),
    gettext_noop("Password"),  # (Urdu's catalogue says لفظ اجازت; players say پاس ورڈ)
    gettext_noop("Password confirmation"),
    gettext_noop("Enter the same password as before, for verification."),
    gettext_noop("The two password fields didn’t match."),
    gettext_noop("This password is too common."),
    gettext_noop("This password is entirely numeric."),
    gettext_noop("The password is too similar to the %(verbose_name)s."),
    gettext_noop("A user with that username already exists."),
    gettext_noop(
        "Enter a valid username. This value may contain only letters, "
        "numbers, and @/./+/-/_ characters."
    ),
]
# Italian's and Urdu's catalogues leave the password change's refusal untranslated.
PASSWORD_CHANGE = [
    gettext_noop("Your old password was entered incorrectly. Please enter it again."),
]
SIGN_UP_COUNTED = [
    ngettext_lazy(
        "Your password must contain at least %(min_length)d character.",
        "Your password must contain at least %(min_length)d characters.",
        "min_length",
    ),
    ngettext_lazy(
        "This password is too short. It must contain at least %d character.",
        "This password is too short. It must contain at least %d characters.",
        "min_length",
    ),
]
# The names of days and months in a date (config/formats: "l", "D" and "F"). Italian's and
# Croatian's catalogues capitalise them, so "giocata il Martedì 24 Novembre" read as a German
# sentence; both languages write them in lower case (issue 48). A date that opens a line or a
# heading is given its capital there (`capfirst` in the template), as a sentence's first word.
DATES = [
    gettext_noop("Monday"),
    gettext_noop("Tuesday"),
    gettext_noop("Wednesday"),
    gettext_noop("Thursday"),
    gettext_noop("Friday"),
    gettext_noop("Saturday"),
    gettext_noop("Sunday"),
    gettext_noop("Mon"),
    gettext_noop("Tue"),
    gettext_noop("Wed"),
    gettext_noop("Thu"),
    gettext_noop("Fri"),
    gettext_noop("Sat"),
    gettext_noop("Sun"),
    gettext_noop("January"),
    gettext_noop("February"),
    gettext_noop("March"),
    gettext_noop("April"),
    gettext_noop("May"),
    gettext_noop("June"),
    gettext_noop("July"),
    gettext_noop("August"),
    gettext_noop("September"),
    gettext_noop("October"),
    gettext_noop("November"),
    gettext_noop("December"),
]
