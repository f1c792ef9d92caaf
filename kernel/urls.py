"""What every page of the site shares: the installable app (its manifest, service worker and
offline page), signing in and up, and the health check."""

from django.urls import path

from kernel import pwa
from kernel.accounts import sign_in, signup
from kernel.outage import health

urlpatterns = [
    path("health/", health, name="health"),
    path("sw.js", pwa.service_worker, name="service-worker"),
    path("manifest.webmanifest", pwa.manifest, name="manifest"),
    path("offline/", pwa.offline, name="offline"),
    path("accounts/signup/", signup, name="signup"),
    path("accounts/login/", sign_in, name="login"),
]
