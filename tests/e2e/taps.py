"""Counting a player's taps in a browser journey: each chip, box or button tapped is one, and
each key typed on the phone's keyboard is one more."""


class Taps:
    def __init__(self, page):
        self.page, self.count = page, 0

    def tap(self, locator) -> None:
        locator.click()
        self.count += 1

    def chip(self, field: str, value: str) -> None:
        """The chip of `field` whose value is `value` (whatever its words in the language)."""
        self.tap(self.page.locator(f"#field-{field} label.chip:has(input[value='{value}'])"))

    def type(self, locator, text: str) -> None:
        """Tap the box, then each key."""
        self.tap(locator)
        locator.press_sequentially(text)
        self.count += len(text)
