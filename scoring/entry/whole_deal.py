"""What the entry forms of the games counted as one deal of 162 share (Croatian Bela and the
Dutch Klaverjas): one side's card points typed, the other's worked out from the deal."""

from django.utils.translation import gettext_lazy as _

from scoring.entry.base import HandEntry
from scoring.rules.bela import facts


class WholeDealEntry(HandEntry):
    """Every card and the last trick are played, so the deal's 162 are shared between the
    two sides: the first side's points are typed, the last side's worked out."""

    def add_card_points(self) -> None:
        self.add_side_numbers("points", _("{name}'s card points"), facts.DEAL_POINTS)

    @property
    def worked_out_field(self) -> str | None:
        return f"points_{self.side_ids[-1]}"

    def work_out_the_rest(self, data: dict) -> None:
        """The one side left blank gets the rest of the deal's points (none when the typed
        points are already more than the deal: the engine refuses them in words)."""
        points = self.card_points(data, given_only=False)
        blank = [side for side, value in points.items() if value is None]
        if len(blank) == 1:
            rest = facts.DEAL_POINTS - sum(value for value in points.values() if value is not None)
            if rest >= 0:
                data[f"points_{blank[0]}"] = rest

    def card_points(self, data: dict, given_only: bool = True) -> dict:
        points = {side: data.get(f"points_{side}") for side in self.side_ids}
        if given_only:
            return {side: value for side, value in points.items() if value is not None}
        return points
