"""Signing up: captains and secretaries need an account; scoring a game never does."""

from django.contrib.auth import login
from django.contrib.auth.forms import AuthenticationForm, UserCreationForm
from django.contrib.auth.views import LoginView
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.utils.translation import gettext_lazy as _
from django.views.decorators.http import require_http_methods

# Django's own catalogues have no Urdu word for "username": the label is said here, so the
# project's catalogue gives it in every language the players read.
USERNAME = _("Username")


class SignInForm(AuthenticationForm):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["username"].label = USERNAME


class SignUpForm(UserCreationForm):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["username"].label = USERNAME


sign_in = LoginView.as_view(authentication_form=SignInForm)


@require_http_methods(["GET", "HEAD", "POST"])
def signup(request: HttpRequest) -> HttpResponse:
    form = SignUpForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        # Named, since django-axes adds a backend in front of the one that checks passwords.
        login(request, form.save(), backend="django.contrib.auth.backends.ModelBackend")
        return redirect("leagues-list")
    return render(request, "registration/signup.html", {"form": form})
