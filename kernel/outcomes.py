"""What a change did, in the players' words: the answer every change of the site gives (a
game's hand saved, a card confirmed, a cup's round drawn, an invitation declined), so a page
shows it the same way whichever app made the change."""

from dataclasses import dataclass


@dataclass(frozen=True)
class Outcome:
    """What a change did, in the players' words. `changed` is False when the change had
    already been made (a resent or doubled request) or its target has moved on since the
    phone last saw it; either way nothing was changed twice. `conflict` marks the second
    kind: the phone should look at the page again before trying."""

    changed: bool
    message: str
    conflict: bool = False
