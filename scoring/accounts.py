"""Signing up: captains and secretaries need an account; scoring a game never does."""

from django.contrib.auth import login
from django.contrib.auth.forms import UserCreationForm
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_http_methods


@require_http_methods(["GET", "HEAD", "POST"])
def signup(request: HttpRequest) -> HttpResponse:
    form = UserCreationForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        # Named, since django-axes adds a backend in front of the one that checks passwords.
        login(request, form.save(), backend="django.contrib.auth.backends.ModelBackend")
        return redirect("leagues-list")
    return render(request, "registration/signup.html", {"form": form})
