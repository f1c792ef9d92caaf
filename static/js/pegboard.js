// Pegboard's page behaviour, small and optional: every page works without it.
// - Keep the screen awake on the scorer's page, where the browser allows it: a phone that dims
//   between hands on a pub table is a phone nobody scores on.
// - Install the service worker (sw.js), so the scorer's page opens with no signal, and ask it
//   to keep a copy of the scorer's page on its first visit, and a fresh one whenever the
//   board changes.
// - Clear the hand form for the next hand once a hand is saved.
// - A [data-print] button prints the page (the printed fixture list and match card).
(function () {
  "use strict";
  document.documentElement.classList.add("js"); // shows what only works with scripts
  let lock = null;

  async function keepAwake() {
    if (!("wakeLock" in navigator)) return;
    if (lock || document.visibilityState !== "visible" || !document.querySelector("[data-keep-awake]")) return;
    try {
      lock = await navigator.wakeLock.request("screen");
      lock.addEventListener("release", function () { lock = null; });
    } catch (refused) {
      lock = null; // battery saver or permissions: the page works the same without it
    }
  }

  // A spectator's board is replaced every few seconds: announce only the new totals, once, in
  // a live region that stays put (a replaced region would be read out whole, or not at all).
  document.addEventListener("htmx:afterSettle", function () {
    const line = document.querySelector("[data-announce]");
    const announcer = document.getElementById("live-announcer");
    if (line && announcer && line.textContent && announcer.dataset.last !== line.textContent) {
      if (announcer.dataset.last !== undefined) announcer.textContent = line.textContent;
      announcer.dataset.last = line.textContent;
    }
  });

  // After a save, the answer is where the thumb is: the first field in error, focused, or the
  // status line (saved, undone, or why not) brought into view.
  document.addEventListener("htmx:afterSettle", function (event) {
    const config = event.detail && event.detail.requestConfig;
    const board = document.getElementById("board");
    if (!board || !config || config.verb === "get") return; // a poll or a refresh: stay put
    const error = board.querySelector(".has-error");
    if (error) {
      error.scrollIntoView({ block: "center" });
      const input = error.querySelector("input:not([type=hidden]), select, textarea");
      if (input) input.focus({ preventScroll: true });
      return;
    }
    // The game is won: its winner, and what comes next (close it, play again), on top.
    const banner = board.querySelector(".result-banner");
    if (banner) return banner.scrollIntoView({ block: "start" });
    const status = board.querySelector("#change-status");
    if (status && status.textContent.trim()) status.scrollIntoView({ block: "nearest" });
  });

  // The hand form, cleared for the next hand where the last one was entered: its answers, any
  // messages, and a new id for the hand (the server keeps a resent hand once by that id).
  function clearHandForm(form) {
    form.reset();
    form.querySelectorAll(".has-error").forEach(function (field) { field.classList.remove("has-error"); });
    form.querySelectorAll("p.error").forEach(function (error) { error.remove(); });
    form.querySelector("input[name=client_id]").value = crypto.randomUUID();
    // Declarations fold again: the next hand most likely has none.
    form.querySelectorAll("details.declarations").forEach(function (folded) { folded.open = false; });
  }
  window.PegboardEntry = { clear: clearHandForm };

  // The start form's first dealer: a chip per side named, by its name, following the names as
  // they are typed (a chip whose name is emptied goes, and is no longer chosen).
  function followNames(dealers) {
    dealers.querySelectorAll("[data-name-of]").forEach(function (chip) {
      const box = document.getElementById(chip.dataset.nameOf);
      const name = box ? box.value.trim() : "";
      chip.querySelector("span").textContent = name;
      chip.hidden = !name;
      if (!name) chip.querySelector("input").checked = false;
    });
  }
  document.addEventListener("input", function (event) {
    const dealers = event.target.form && event.target.form.querySelector("[data-dealers]");
    if (dealers && /^side_/.test(event.target.name)) followNames(dealers);
  });
  document.addEventListener("DOMContentLoaded", function () {
    document.querySelectorAll("[data-dealers]").forEach(followNames); // names the browser kept
  });

  // The start form's fields that count only under another's value (Klaverjas's target only in
  // a match to points) follow that choice; one that goes is put back to what the page offered,
  // so what is sent is what was shown.
  document.addEventListener("change", function (event) {
    const form = event.target.form;
    if (!form || event.target.type !== "radio") return;
    form.querySelectorAll('[data-when="' + CSS.escape(event.target.name) + '"]').forEach(function (field) {
      const counts = field.dataset.is === event.target.value;
      field.classList.toggle("not-counting", !counts);
      if (!counts) field.querySelectorAll("input:not([type=radio])").forEach(function (box) { box.value = box.defaultValue; });
    });
  });

  // A number offered as chips and a box (tricks, a card's scores): the one used clears the
  // other, so what the page shows is what is sent (the server takes the box over a chip).
  document.addEventListener("input", function (event) {
    const box = event.target;
    if (!(box instanceof HTMLInputElement)) return;
    const chips = box.closest(".chips");
    if (!chips) return;
    if (box.classList.contains("typed")) {
      if (box.value) chips.querySelectorAll("input[type=radio]").forEach(function (chip) { chip.checked = false; });
    } else if (box.type === "radio") {
      const typed = chips.querySelector("input.typed");
      if (typed) typed.value = "";
    }
  });

  // A hand saved: the server sent the new totals and row, not a new form (so the answer stays
  // small), and says which hand comes next and who deals it. A form that has moved on to a
  // later hand while the answer came (outbox.js readies it as a save is sent) is left as it
  // is: its number and dealer are the outbox's to say.
  document.addEventListener("pegboard:saved", function (event) {
    const form = document.querySelector("form.hand-form");
    if (form) form.dataset.handNumber = event.detail.hand;
    if (form && form.querySelector("input[name=client_id]").value === event.detail.client_id) {
      nextHand(form, event.detail.hand, event.detail.dealer);
    }
    const status = document.getElementById("change-status");
    if (status) status.scrollIntoView({ block: "nearest" });
    const controller = "serviceWorker" in navigator && navigator.serviceWorker.controller;
    if (controller) controller.postMessage({ type: "refresh-page", url: window.location.href });
  });

  function nextHand(form, number, dealerId) {
    clearHandForm(form);
    const heading = form.querySelector("[data-hand-heading]");
    if (heading && heading.dataset.words) {
      // In the page's digits, as the server writes them (Persian digits on a Persian page).
      const hand = Number(number).toLocaleString(document.documentElement.lang || "en", { useGrouping: false });
      heading.textContent = heading.dataset.words.replace("{n}", hand);
    }
    const dealer = dealerId && form.querySelector('input[name=dealer][value="' + CSS.escape(dealerId) + '"]');
    if (dealer) dealer.checked = true;
  }

  document.addEventListener("click", function (event) {
    if (event.target.closest && event.target.closest("[data-print]")) window.print();
  });

  document.addEventListener("visibilitychange", keepAwake);
  document.addEventListener("htmx:afterSettle", keepAwake);
  keepAwake();

  const script = document.currentScript || document.querySelector("script[data-service-worker]");
  const worker = script && script.dataset.serviceWorker;
  if (worker && "serviceWorker" in navigator) {
    const servedByWorker = Boolean(navigator.serviceWorker.controller);
    navigator.serviceWorker.register(worker, { scope: "/" }).catch(function () {
      // No worker (an old browser, a private window): the site works, only not offline.
    });
    // The scorer's page opened before the worker was in charge (the first visit) was not
    // kept on its way in: the worker fetches and keeps it now, so opening it once is enough.
    if (!servedByWorker && document.querySelector("[data-keep-awake]")) {
      navigator.serviceWorker.ready.then(function (registration) {
        if (registration.active) registration.active.postMessage({ type: "refresh-page", url: window.location.href });
      });
    }
    document.addEventListener("htmx:afterSettle", function (event) {
      const controller = navigator.serviceWorker.controller;
      if (controller && event.target && ["board", "entry"].includes(event.target.id) && document.querySelector("[data-keep-awake]")) {
        controller.postMessage({ type: "refresh-page", url: window.location.href });
      }
    });
  }
})();
