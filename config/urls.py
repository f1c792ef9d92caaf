from django.contrib import admin
from django.urls import include, path

from scoring.accounts import signup

urlpatterns = [
    path("", include("scoring.urls")),
    path("leagues/", include("leagues.urls")),
    path("accounts/signup/", signup, name="signup"),
    path("accounts/", include("django.contrib.auth.urls")),
    path("admin/", admin.site.urls),
]
