"""The secretary's invitation of a team's captain, by e-mail address."""

from django import forms
from django.utils.translation import gettext_lazy as _

from kernel.forms import SaysWhatIsMissing


class InviteForm(SaysWhatIsMissing):
    email = forms.EmailField(label=_("E-mail address"), max_length=254)
