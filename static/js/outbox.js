// On the scorer's page: a hand that cannot reach the server goes into the phone's outbox
// (outbox-core.js) instead of vanishing. It is shown on the board as waiting, the form is
// ready for the next hand at once, and the outbox sends itself when the signal comes back:
// on the `online` event, when the page is looked at again, on a timer, and through
// Background Sync where the browser has it. A hand the server refuses stays visible with the
// server's words, to be put back in the form or discarded. Every request says what happened
// in the board's status line: sending, saved, or not sent and why. A hand sent straight to the
// site frees the form for the next hand at once; one saved before its answer comes waits in
// the outbox behind it, so hands entered faster than the site answers arrive in order, once.
(function () {
  "use strict";
  const Outbox = window.PegboardOutbox;
  if (!Outbox || !window.PegboardHandForm || !("indexedDB" in window)) return; // the plain form still posts as before
  const summary = window.PegboardHandForm.summary;
  const dealerAfter = window.PegboardHandForm.dealerAfter;
  const chooseDealer = window.PegboardHandForm.chooseDealer;
  const RETRY_MS = 15000;
  let waiting = 0; // this game's hands in the outbox, known synchronously for htmx:confirm
  let entering = false; // a hand is half entered: do not swap the board from under it

  function board() { return document.getElementById("board"); }
  function gameKey() { const b = board(); return b ? b.dataset.outboxGame : null; }
  function handForm() { return document.querySelector("form.hand-form[data-outbox]"); }
  function isHandForm(element) { return element && element.matches && element.matches("form.hand-form[data-outbox]"); }

  // The page's words for the phone (scoring's phone_words tag), in its language.
  let words = null;
  function word(key, values) {
    if (words === null) {
      const element = document.getElementById("phone-words");
      try { words = element ? JSON.parse(element.textContent) : {}; } catch (e) { words = {}; }
    }
    let text = words[key] || key;
    Object.keys(values || {}).forEach(function (name) {
      const value = typeof values[name] === "number" ? inPageDigits(values[name]) : values[name];
      text = text.split("{" + name + "}").join(value);
    });
    return text;
  }
  // A number in the page's digits, as the server writes them (Persian digits on a Persian page).
  function inPageDigits(n) {
    return Number(n).toLocaleString(document.documentElement.lang || "en", { useGrouping: false });
  }
  // Why a hand is not sent: the server's words, else the reason the phone knows.
  function reasonFor(entry) {
    return entry.message || word(entry.reason, { status: entry.status });
  }

  function say(text) {
    const status = document.getElementById("change-status");
    if (!status) return;
    const line = document.createElement("p");
    line.textContent = text;
    status.replaceChildren(line);
  }

  function csrfToken() {
    try { return JSON.parse(document.body.getAttribute("hx-headers"))["X-CSRFToken"]; } catch (e) { return ""; }
  }

  // The hand being sent straight to the server (htmx), as it was when Save was tapped: the form
  // is ready for the next hand at once, so a slow answer never holds up the next hand, and
  // the answer (or its failure) acts on this copy, never on what the form holds by then.
  // `kept`: its place in the outbox (a promise of its id), once a later hand queued behind it.
  let sendingHand = null;

  // The next hand's number: after the saved hands (the form's), those waiting, and the one
  // on its way.
  function handNumber(form) {
    return Number(form.dataset.handNumber) + waiting + (sendingHand && !sendingHand.kept ? 1 : 0);
  }

  function showNumber() {
    const form = handForm();
    const heading = form && form.querySelector("[data-hand-heading]");
    if (heading && heading.dataset.words) heading.textContent = heading.dataset.words.replace("{n}", inPageDigits(handNumber(form)));
  }

  // After a hand is queued: a fresh form for the next one, with its own client id and the
  // dealer who follows this hand.
  function readyForNextHand(form, pairs) {
    window.PegboardEntry.clear(form);
    entering = false;
    chooseDealer(form, dealerAfter(form, pairs));
    showNumber();
  }

  // The hand in the form, as an outbox entry.
  function entryFrom(form, reason, status) {
    return {
      game: gameKey(),
      url: form.getAttribute("action"),
      csrf: csrfToken(),
      body: Array.from(new FormData(form).entries()).filter(function (pair) { return typeof pair[1] === "string"; }),
      number: handNumber(form),
      summary: summary(form),
      state: "waiting",
      message: "",
      reason: reason,
      status: status,
    };
  }

  function queue(form, reason, status) {
    return keep(entryFrom(form, reason, status), form);
  }

  // Keep a hand in the outbox; `form` (when the hand came from it) is made ready for the next.
  function keep(entry, form) {
    return Outbox.add(entry).then(function (id) {
      waiting += 1;
      if (form) readyForNextHand(form, entry.body);
      say(word("kept", { n: entry.number, reason: reasonFor(entry) }));
      askForBackgroundSync();
      if (navigator.storage && navigator.storage.persist) navigator.storage.persist();
      return render().then(function () { return id; });
    }, function () {
      say(word("not_kept"));
    });
  }

  function askForBackgroundSync() {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker.ready.then(function (registration) {
      if (registration.sync) registration.sync.register(Outbox.SYNC_TAG).catch(function () {});
    });
  }

  function button(text, action) {
    const element = document.createElement("button");
    element.type = "button";
    element.className = "secondary";
    element.textContent = text;
    element.addEventListener("click", action);
    return element;
  }

  // Put a refused hand back into the form (keeping the form's fresh client id) to be fixed.
  function putBack(entry) {
    const form = handForm();
    if (!form) return;
    form.reset();
    entering = true; // its dealer stays as it was entered
    entry.body.forEach(function (pair) {
      const name = pair[0], value = pair[1];
      if (name === "client_id" || name === "csrfmiddlewaretoken") return;
      form.querySelectorAll('[name="' + CSS.escape(name) + '"]').forEach(function (input) {
        if (input.type === "radio" || input.type === "checkbox") input.checked = input.value === value;
        else input.value = value;
      });
    });
    Outbox.remove(entry.id).then(function () {
      waiting -= 1;
      render();
      say(word("put_back", { n: entry.number }));
      form.scrollIntoView({ block: "start" });
      const first = form.querySelector("input:not([type=hidden])");
      if (first) first.focus();
    });
  }

  function discard(entry) {
    if (!window.confirm(word("throw_away_question", { n: entry.number }))) return;
    Outbox.remove(entry.id).then(function () {
      waiting -= 1;
      render();
      say(word("thrown_away", { n: entry.number }));
    });
  }

  function render() {
    const key = gameKey();
    const list = document.querySelector("[data-outbox-list]");
    if (!key || !list) return Promise.resolve();
    return Outbox.forGame(key).then(function (entries) {
      waiting = entries.length;
      showNumber();
      markTotals(waiting > 0 || awaitingBoard);
      const form = handForm();
      // The next hand is dealt by whoever follows the last hand entered, waiting or not (also
      // on a page reloaded with no signal, which the server wrote before those hands).
      if (form && entries.length && !entering) chooseDealer(form, dealerAfter(form, entries[entries.length - 1].body));
      list.replaceChildren();
      if (!entries.length) return;
      const heading = document.createElement("h2");
      heading.textContent = word("outbox_heading");
      const items = document.createElement("ol");
      items.className = "hands outbox";
      // Newest first, as the hands below them: the sheet reads in one order, top to bottom.
      entries.slice().reverse().forEach(function (entry) {
        const item = document.createElement("li");
        item.className = "hand " + (entry.state === "refused" ? "refused" : "waiting");
        const head = document.createElement("div");
        head.className = "hand-head";
        const name = document.createElement("span");
        name.textContent = word(entry.state === "refused" ? "hand_refused" : "hand_waiting", { n: entry.number });
        // Its points are the rules' to work out, on the server: until then, not in the totals.
        const points = document.createElement("span");
        points.className = "hand-scores muted";
        points.textContent = word("not_counted_yet");
        head.append(name, points);
        const why = document.createElement("p");
        why.className = entry.state === "refused" ? "error" : "muted";
        why.textContent = word(entry.state === "refused" ? "refused_why" : "waiting_why", { reason: reasonFor(entry) });
        const lines = document.createElement("ul");
        lines.className = "items";
        entry.summary.forEach(function (text) {
          const line = document.createElement("li");
          line.textContent = text;
          lines.append(line);
        });
        item.append(head, why, lines);
        if (entry.state === "refused") {
          const actions = document.createElement("div");
          actions.className = "actions";
          actions.append(button(word("put_back_button"), function () { putBack(entry); }),
                         button(word("throw_away_button"), function () { discard(entry); }));
          item.append(actions);
        }
        items.append(item);
      });
      list.append(heading, items);
    });
  }

  // While hands wait (or have been sent and the server's board is not back yet), the totals
  // are the server's without them: said in words above the totals, until they are replaced.
  let awaitingBoard = false;
  function markTotals(provisional) {
    const totals = document.getElementById("totals");
    if (!totals) return;
    let note = document.getElementById("provisional-totals");
    if (provisional && !note) {
      note = document.createElement("p");
      note.id = "provisional-totals";
      note.className = "provisional";
      note.textContent = word("provisional_totals");
      totals.before(note);
    } else if (!provisional && note) {
      note.remove();
    }
    totals.classList.toggle("provisional", provisional);
    if (provisional) totals.setAttribute("aria-describedby", "provisional-totals");
    else totals.removeAttribute("aria-describedby");
  }

  // The board with the server's totals and hands. A hand half entered meanwhile keeps its
  // taps: its form is carried over into the new board (hx-preserve), told the new number.
  let keepingForm = false;
  let keptForm = false;
  function refreshBoard() {
    if (!window.htmx || !board()) { awaitingBoard = false; return Promise.resolve(); }
    keepingForm = entering;
    return window.htmx.ajax("GET", window.location.pathname, { target: "#board", swap: "outerHTML" })
      .finally(function () { keepingForm = false; });
  }
  document.addEventListener("htmx:beforeSwap", function (event) {
    const form = handForm();
    const answered = isSending(event) && event.detail.xhr.status;
    // The hand on its way has later hands waiting behind it: the outbox takes over (its
    // worker may have sent them meanwhile, so this answer may be older than the site's
    // board). Refused, it is sent again from there, to be marked refused in the site's words.
    if (answered && sendingHand.kept) { event.detail.shouldSwap = false; return; }
    // Saved, with the whole board: the next hand, begun meanwhile, keeps its taps.
    const keep = keepingForm || (answered && answered < 300 && entering);
    if (!keep || !form || event.detail.target !== board()) return;
    const page = new DOMParser().parseFromString(event.detail.serverResponse, "text/html");
    const fresh = page.querySelector("form.hand-form[data-outbox]");
    if (!fresh) return; // no next hand (the game was won): the new board says so
    form.dataset.handNumber = fresh.dataset.handNumber;
    fresh.setAttribute("hx-preserve", ""); // htmx puts the page's form, taps and all, in its place
    event.detail.serverResponse = page.body.innerHTML;
    keptForm = true;
  });
  document.addEventListener("change", function (event) {
    if (event.target.closest && event.target.closest("form.hand-form")) entering = true;
  });
  document.addEventListener("htmx:afterSwap", function () {
    entering = entering && keptForm;
    keptForm = false;
    awaitingBoard = false; // the server's board (or its totals) is in
  });

  function flush() {
    const key = gameKey();
    if (!key || !waiting) return;
    say(word("sending_kept"));
    Outbox.flush(key).then(function (sent) {
      if (sent) awaitingBoard = true;
      // The board comes back with the server's totals and hands, which replace the waiting ones.
      return (sent ? refreshBoard() : Promise.resolve()).then(render).then(function () {
        if (sent && !waiting) say(sent === 1 ? word("kept_saved_one") : word("kept_saved_many", { n: sent }));
        else if (sent) say(word("kept_saved_some", { n: sent }));
        else if (waiting) say(word("still_waiting"));
      });
    });
  }

  // A save goes to the outbox when there is no signal, when earlier hands are still waiting
  // (hands must reach the server in order), or while the hand before is on its way.
  document.addEventListener("htmx:confirm", function (event) {
    const form = event.detail.elt;
    if (!isHandForm(form) || (waiting === 0 && navigator.onLine && !sendingHand)) return;
    event.preventDefault();
    if (sendingHand) queueBehindSending(form);
    else queue(form, navigator.onLine ? "in_order" : "no_signal");
  });

  // The hand on its way goes into the outbox first, then this one behind it; both are sent
  // from there, in order, once its answer comes (sent again, it is kept once by its id).
  function queueBehindSending(form) {
    const sending = sendingHand;
    if (!sending.kept) {
      sending.kept = Outbox.add(sending.entry).then(function (id) {
        sending.entry.id = id;
        waiting += 1;
        return id;
      });
    }
    sending.kept.then(function () { return queue(form, "in_order"); });
  }

  document.addEventListener("htmx:beforeRequest", function (event) {
    if (event.detail.requestConfig && event.detail.requestConfig.verb !== "get") say(word("sending"));
    const form = event.detail.elt;
    if (!isHandForm(form)) return;
    sendingHand = { entry: entryFrom(form, "no_answer_yet"), kept: null, xhr: event.detail.xhr };
    readyForNextHand(form, sendingHand.entry.body);
  });

  // The answer to the hand on its way (saved, or refused with its messages): the hands kept
  // behind it follow.
  document.addEventListener("htmx:afterOnLoad", function (event) {
    const sending = sendingHand;
    if (!isSending(event)) return;
    sendingHand = null;
    if (!sending.kept) { render(); return; }
    if (event.detail.xhr.status >= 300) { sending.kept.then(render).then(flush); return; }
    sending.kept.then(Outbox.remove)
      .then(function () { awaitingBoard = true; return refreshBoard(); })
      .then(render).then(function () {
        if (waiting) flush();
        else say(word("kept_saved_one")); // (its worker sent the hand behind it meanwhile)
      });
  });

  // An event of the hand's request (told by its request: a whole board answering it has
  // replaced the form the event would name).
  function isSending(event) { return Boolean(sendingHand) && event.detail.xhr === sendingHand.xhr; }

  // The hand on its way was not answered: it waits in the outbox, as it was sent.
  function sendingFailed(reason, status) {
    const sending = sendingHand;
    sendingHand = null;
    if (!sending) return;
    sending.entry.reason = reason;
    sending.entry.status = status;
    if (!sending.kept) { keep(sending.entry); return; }
    sending.kept.then(function () { return Outbox.update(sending.entry); }).then(render);
    say(word("kept", { n: sending.entry.number, reason: reasonFor(sending.entry) }));
  }

  function notSent(event, reason, status) {
    const element = event.detail.elt;
    if (isSending(event)) { sendingFailed(reason, status); return; }
    if (event.detail.requestConfig && event.detail.requestConfig.verb === "get") return; // a poll: the next one will do
    say(word("not_done", { reason: word(reason, { status: status }) }));
  }
  document.addEventListener("htmx:sendError", function (event) { notSent(event, "no_signal"); });
  document.addEventListener("htmx:timeout", function (event) { notSent(event, "timeout"); });
  document.addEventListener("htmx:responseError", function (event) {
    notSent(event, "server_error", event.detail.xhr.status);
  });

  document.addEventListener("htmx:afterSettle", render);
  window.addEventListener("online", flush);
  document.addEventListener("visibilitychange", function () { if (document.visibilityState === "visible") flush(); });
  navigator.serviceWorker && navigator.serviceWorker.addEventListener("message", function (event) {
    if (event.data && event.data.type === "outbox-sent") { awaitingBoard = true; refreshBoard().then(render); }
  });
  setInterval(function () { if (waiting && navigator.onLine) flush(); }, RETRY_MS);
  // A page opened from the phone's kept copy carries the hand id written when the copy was
  // made, which a hand queued since may have taken: the server would take a second hand with
  // it for the first, sent again, and drop it. Every page starts its hand with a new id.
  const form = handForm();
  if (form) form.querySelector("input[name=client_id]").value = crypto.randomUUID();
  render().then(flush);
})();
