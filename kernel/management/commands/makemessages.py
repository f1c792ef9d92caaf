"""Django's makemessages, also collecting the rules core's messages: `said("High to
{side}", ...)` in scoring/rules (plain Python, no Django import; see kernel/said.py).
This is the customisation Django documents: a subclass with more xgettext options."""

from django.core.management.commands import makemessages


class Command(makemessages.Command):
    xgettext_options = [*makemessages.Command.xgettext_options, "--keyword=said", "--keyword=named"]
