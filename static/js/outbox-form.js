// What the outbox (outbox.js) reads from the scorer's hand form: what was entered, in the
// form's own words, for a hand waiting on the phone; and who deals after it, from the rules'
// table the server wrote on the form.
(function () {
  "use strict";
  // What was entered, as the form's own labels say it: "Turned up: 4", "High: Red Lion".
  function summary(form) {
    const lines = [];
    form.querySelectorAll("fieldset.field").forEach(function (fieldset) {
      const legend = fieldset.querySelector("legend");
      // A chip with an empty value is the form's "as usual" answer (its holder, nobody): left out.
      const chosen = Array.from(fieldset.querySelectorAll("input:checked")).filter(function (input) {
        return input.value !== "";
      }).map(function (input) {
        const label = input.closest("label");
        return label ? label.textContent.trim() : input.value;
      });
      if (legend && chosen.length) lines.push(legend.textContent.trim() + ": " + chosen.join(", "));
    });
    form.querySelectorAll("div.field input:not([type=hidden]):not([type=checkbox]), div.field select").forEach(function (input) {
      const label = form.querySelector('label[for="' + input.id + '"]');
      if (input.value && label) lines.push(label.textContent.trim() + ": " + input.value);
    });
    form.querySelectorAll("div.field input[type=checkbox]:checked").forEach(function (input) {
      const label = input.closest("label");
      if (label) lines.push(label.textContent.trim());
    });
    return lines;
  }

  // Who deals after a hand entered as `pairs` (the form's [name, value] pairs), looked up in
  // the table the server wrote on the form from the rules' own answers (data-dealer-after,
  // HandEntry.dealer_after): under the name of a ticked box that changes the answer (a
  // misdeal: the same dealer again), else under "". The phone never rotates the deal itself,
  // so it cannot disagree with the rules.
  function dealerAfter(form, pairs) {
    const table = JSON.parse(form.dataset.dealerAfter || "{}");
    const given = new Map(pairs);
    const box = Object.keys(table).find(function (name) { return name && given.has(name); });
    return (table[box || ""] || {})[given.get("dealer")];
  }

  function chooseDealer(form, dealer) {
    const chip = dealer && form.querySelector('input[name=dealer][value="' + CSS.escape(dealer) + '"]');
    if (chip) chip.checked = true;
  }

  window.PegboardHandForm = { summary: summary, dealerAfter: dealerAfter, chooseDealer: chooseDealer };
})();
