"""Signing up and in, and the profile: captains and secretaries need an account; scoring a
game never does. The profile holds the e-mail address the reminders and password resets go to,
whether to send reminders at all, and the language to write them in."""

from urllib.parse import urlsplit

from django import forms
from django.conf import settings
from django.contrib import messages
from django.contrib.auth import login
from django.contrib.auth import views as auth_views
from django.contrib.auth.decorators import login_required
from django.contrib.auth.forms import (
    AuthenticationForm,
    PasswordChangeForm,
    PasswordResetForm,
    SetPasswordForm,
    UserCreationForm,
)
from django.contrib.auth.views import LoginView
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.tasks import task
from django.utils import translation
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import get_language, gettext
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_http_methods

from kernel.confirmations import send_confirmation
from kernel.forms import SaysWhatIsMissing
from kernel.limits import mailbox_key, past_limit, too_many
from kernel.models import Profile

# Django's own catalogues have no Urdu word for "username" (and few others): the labels of its
# forms are said here, so the project's catalogue gives them in every language players read.
USERNAME = _("Username")
EMAIL = _("E-mail address")


class Relabelled:
    """A form of Django's with the labels of `labels` (field name: label)."""

    labels: dict = {}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for name, label in self.labels.items():
            self.fields[name].label = label


class SignInForm(Relabelled, AuthenticationForm):
    labels = {"username": USERNAME}


class SignUpForm(Relabelled, UserCreationForm):
    """A username and password, and optionally the address the league reminders go to: one
    given is mailed a link to confirm it, as the profile's is (kernel/addresses.py)."""

    labels = {"username": USERNAME, "email": EMAIL}

    class Meta(UserCreationForm.Meta):
        fields = ("username", "email")
        help_texts = {
            "email": _(
                "Optional: for league reminders; we mail a link to confirm it. Nobody else sees it."
            )
        }


class ResetForm(Relabelled, PasswordResetForm):
    labels = {"email": EMAIL}


NEW_PASSWORD = {"new_password1": _("New password"), "new_password2": _("The new password again")}


class NewPasswordForm(Relabelled, SetPasswordForm):
    labels = NEW_PASSWORD


class ChangePasswordForm(Relabelled, PasswordChangeForm):
    labels = {"old_password": _("Your current password"), **NEW_PASSWORD}


sign_in = LoginView.as_view(authentication_form=SignInForm)


class PasswordReset(auth_views.PasswordResetView):
    """Django's own view and mail, in the site's pages and words. The mail is in the language
    of the page it was asked from; its link starts with SITE_URL and carries a one-use token,
    which no log line shows (kernel/log_secrets.py).

    The answer does the same work for every address typed, known or not: it counts the
    address (so nobody can flood someone's inbox with resets) and leaves the rest (looking the
    address up, the token, the mail) to a task run after the answer (kernel/mail.py)."""

    form_class = ResetForm

    def form_valid(self, form):
        email = form.cleaned_data["email"]
        rate = settings.LIMIT_RESETS_TO_ONE_ADDRESS
        if wait := past_limit(self.request, "resets-to", mailbox_key(email), rate):
            return too_many(self.request, wait)
        mail_password_reset.enqueue(email, get_language() or settings.LANGUAGE_CODE)
        return redirect(self.get_success_url())


@task
def mail_password_reset(email: str, language: str) -> None:
    """Django's reset mail to each active account of the address, if any, with SITE_URL's
    links (never the Host the request was asked with)."""
    form = ResetForm({"email": email})
    if not form.is_valid():  # (it was, when asked)
        return
    site = urlsplit(settings.SITE_URL)
    with translation.override(language):
        form.save(
            domain_override=site.netloc,
            use_https=site.scheme == "https",
            email_template_name="registration/password_reset_email.txt",
            subject_template_name="registration/password_reset_subject.txt",
            extra_email_context={"site_url": settings.SITE_URL},
        )


password_reset = PasswordReset.as_view()
password_reset_done = auth_views.PasswordResetDoneView.as_view()
password_reset_confirm = auth_views.PasswordResetConfirmView.as_view(form_class=NewPasswordForm)
password_reset_complete = auth_views.PasswordResetCompleteView.as_view()

# Password change, for the signed-in only (Django's views ask for a sign-in): its pages are the
# site's (templates/registration/password_change_*.html), no longer the admin's of that name.
password_change = auth_views.PasswordChangeView.as_view(form_class=ChangePasswordForm)
password_change_done = auth_views.PasswordChangeDoneView.as_view()


@require_http_methods(["GET", "HEAD", "POST"])
def signup(request: HttpRequest) -> HttpResponse:
    form = SignUpForm(request.POST or None)
    after = request.POST.get("next") or request.GET.get("next", "")
    if not url_has_allowed_host_and_scheme(after, {request.get_host()}, request.is_secure()):
        after = ""
    if request.method == "POST" and form.is_valid():
        user = form.save()
        # The language they signed up in is the one their reminders are written in.
        Profile.objects.create(user=user, language=_site_language())
        # Named, since django-axes adds a backend in front of the one that checks passwords.
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        if user.email:
            send_confirmation(request, user)  # reminders go there once its link is followed
        return redirect(after or settings.LOGIN_REDIRECT_URL)
    return render(request, "registration/signup.html", {"form": form, "next": after})


def _site_language() -> str:
    """The page's language as one of the site's (Django may give a variant, e.g. "en-us")."""
    languages = dict(settings.LANGUAGES)
    current = get_language() or settings.LANGUAGE_CODE
    return current if current in languages else settings.LANGUAGE_CODE


class ProfileForm(SaysWhatIsMissing):
    email = forms.EmailField(
        label=EMAIL,
        required=False,
        help_text=_("Reminders and password resets go here. Nobody else sees it."),
    )
    reminders = forms.BooleanField(label=_("Remind me of cards by e-mail"), required=False)
    language = forms.ChoiceField(label=_("Language of the reminders"), choices=settings.LANGUAGES)


@login_required
@require_http_methods(["GET", "HEAD", "POST"])
def profile(request: HttpRequest) -> HttpResponse:
    """The signed-in user's own address, reminders and their language: nobody else's."""
    user, mine = request.user, Profile.of(request.user)
    initial = {"email": user.email, "reminders": mine.reminders, "language": mine.language}
    if mine.pk is None:
        initial["language"] = _site_language()
    form = ProfileForm(request.POST or None, initial=initial)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        moved = data["email"].casefold() != user.email.casefold()
        user.email = data["email"]
        user.save(update_fields=["email"])
        mine, _ = Profile.objects.update_or_create(
            user=user, defaults={"reminders": data["reminders"], "language": data["language"]}
        )
        messages.success(request, gettext("Profile saved."))
        if moved and user.email and not mine.address_confirmed:
            send_confirmation(request, user)  # (a new address: unconfirmed till its link)
        return redirect("profile")
    status = 400 if request.method == "POST" else 200
    context = {"form": form, "confirmed": mine.address_confirmed, "email": user.email}
    return render(request, "registration/profile.html", context, status=status)
