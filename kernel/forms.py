"""What the site's plain forms share: a missing answer is refused in a sentence that names
the field and says what to do ("League name: fill this in."), not Django's "This field is
required.", which names nothing when the form lists its refusals at the top."""

from django import forms
from django.utils.text import format_lazy
from django.utils.translation import gettext_lazy as _

REQUIRED = _("{field}: fill this in.")


class SaysWhatIsMissing(forms.Form):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for field in self.fields.values():
            if field.label and field.error_messages.get("required") == _REQUIRED_BY_DJANGO:
                field.error_messages["required"] = format_lazy(REQUIRED, field=field.label)


_REQUIRED_BY_DJANGO = forms.Field.default_error_messages["required"]
