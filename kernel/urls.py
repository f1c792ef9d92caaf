"""What every page of the site shares: the installable app (its manifest, service worker and
offline page), signing in and up, and the health check."""

from django.urls import path

from kernel import accounts, addresses, pwa
from kernel.accounts import profile, sign_in, signup
from kernel.outage import health

urlpatterns = [
    path("health/", health, name="health"),
    path("sw.js", pwa.service_worker, name="service-worker"),
    path("manifest.webmanifest", pwa.manifest, name="manifest"),
    path("offline/", pwa.offline, name="offline"),
    path("accounts/signup/", signup, name="signup"),
    path("accounts/login/", sign_in, name="login"),
    path("accounts/profile/", profile, name="profile"),
    path("accounts/profile/confirm/", addresses.confirm_again, name="confirm-address-again"),
    path("accounts/confirm/<str:token>/", addresses.confirm, name="confirm-address"),
    # Django's own password reset and change (django.contrib.auth.urls' addresses and names), in
    # our pages.
    path("accounts/password_reset/", accounts.password_reset, name="password_reset"),
    path("accounts/password_reset/done/", accounts.password_reset_done, name="password_reset_done"),
    path(
        "accounts/reset/<uidb64>/<token>/",
        accounts.password_reset_confirm,
        name="password_reset_confirm",
    ),
    path("accounts/reset/done/", accounts.password_reset_complete, name="password_reset_complete"),
    path("accounts/password_change/", accounts.password_change, name="password_change"),
    path(
        "accounts/password_change/done/",
        accounts.password_change_done,
        name="password_change_done",
    ),
]
