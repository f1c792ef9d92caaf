from django.urls import path

from people import views

urlpatterns = [
    path("<int:pk>/", views.person, name="people-person"),
]
