from django.contrib import admin
from django.urls import include, path

from config.outage import health
from scoring.accounts import signup

handler500 = "config.outage.server_error"

urlpatterns = [
    path("health/", health, name="health"),
    path("", include("scoring.urls")),
    path("leagues/", include("leagues.urls")),
    path("accounts/signup/", signup, name="signup"),
    path("accounts/", include("django.contrib.auth.urls")),
    path("admin/", admin.site.urls),
]
