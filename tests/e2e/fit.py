"""What a page must do to fit a phone, measured in the browser: no text outside the screen or
outside its table cell, and no short word of a table heading broken across lines."""

# Every text node's boxes, against the screen and against its cell. A word of a heading is
# measured alone: two boxes for one word is a word broken inside ("Ga-me").
SPILLS = """
() => {
  const width = document.documentElement.clientWidth, slack = 1, found = [];
  const skip = "script, style, template, noscript, option, svg, .visually-hidden, select";
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent.trim();
    const owner = node.parentElement;
    if (!text || owner.closest(skip)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const cell = owner.closest("td, th");
    const box = cell && cell.getBoundingClientRect();
    for (const rect of range.getClientRects()) {
      if (!rect.width) continue;
      if (rect.left < -slack || rect.right > width + slack)
        found.push(`off the screen: "${text}" at ${rect.left | 0}..${rect.right | 0}`);
      else if (box && (rect.left < box.left - slack || rect.right > box.right + slack))
        found.push(`out of its cell: "${text}"`);
    }
    if (!cell || cell.tagName !== "TH") continue;
    let at = 0;
    for (const word of node.textContent.split(/\\s+/)) {
      const start = node.textContent.indexOf(word, at);
      at = start + word.length;
      if (!word || word.length > 12) continue;  // a long name may have to break
      const part = document.createRange();
      part.setStart(node, start); part.setEnd(node, at);
      const boxes = [...part.getClientRects()].filter(r => r.width);
      const lines = new Set(boxes.map(r => Math.round(r.top)));
      if (lines.size > 1) found.push(`a heading's word broken: "${word}"`);
    }
  }
  if (document.documentElement.scrollWidth > width)
    found.push(`the page is ${document.documentElement.scrollWidth}px wide`);
  return found;
}
"""


def spills(page) -> list[str]:
    """What does not fit on the page as it is now (every <details> opened first)."""
    page.locator("details").evaluate_all("all => all.forEach(d => d.open = true)")
    return page.evaluate(SPILLS)


def spills_on(page, base: str, paths: list[str], shot=None) -> dict[str, list[str]]:
    """What does not fit on each page `base + path`, by path (those that fit left out);
    `shot(path)`, if given, names a screenshot to take of each page."""
    found = {}
    for path in paths:
        page.goto(base + path)
        if problems := spills(page):
            found[path] = problems
        if shot is not None:
            page.screenshot(path=shot(path), full_page=True)
    return found
