// The phone's outbox: hands saved with no signal wait here, in IndexedDB (it survives reloads
// and the phone sleeping), until the server has them. Each keeps the client id the server
// knows it by, so sending one twice (a lost answer, the page and the service worker both
// trying) stores it once. Hands of a game are sent in the order they were saved, and sending
// stops at the first one the server refuses, so no hand lands before an earlier one.
//
// Shared by the page (outbox.js) and the service worker (sw.js, for Background Sync): no DOM.
(function (scope) {
  "use strict";
  const DB_NAME = "pegboard";
  const STORE = "outbox";
  const SYNC_TAG = "pegboard-outbox";

  function open() {
    return new Promise(function (resolve, reject) {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = function () {
        const store = request.result.createObjectStore(STORE, { keyPath: "id", autoIncrement: true });
        store.createIndex("game", "game");
      };
      request.onsuccess = function () { resolve(request.result); };
      request.onerror = function () { reject(request.error); };
    });
  }

  // One transaction; `work` may return an IDBRequest, whose result is the promise's value.
  function run(mode, work) {
    return open().then(function (db) {
      return new Promise(function (resolve, reject) {
        const transaction = db.transaction(STORE, mode);
        const request = work(transaction.objectStore(STORE));
        transaction.oncomplete = function () { db.close(); resolve(request ? request.result : undefined); };
        transaction.onerror = transaction.onabort = function () { db.close(); reject(transaction.error); };
      });
    });
  }

  function add(entry) { return run("readwrite", function (store) { return store.add(entry); }); }
  function update(entry) { return run("readwrite", function (store) { return store.put(entry); }); }
  function remove(id) { return run("readwrite", function (store) { store.delete(id); }); }
  function all() { return run("readonly", function (store) { return store.getAll(); }); }
  function forGame(game) {
    return run("readonly", function (store) { return store.index("game").getAll(game); })
      .then(function (entries) { return entries.sort(function (a, b) { return a.id - b.id; }); });
  }

  // Send one hand. "saved" (also when the server had it already), "refused" (the server will
  // not take it as it is: it stays, with the server's words), or "waiting" (no signal, or the
  // site is not answering: it stays, to be sent again). Where the server gave no words, a
  // `reason` names them, for the page to say in its language (the phone-words in the page).
  function send(entry) {
    return fetch(entry.url, {
      method: "POST",
      credentials: "same-origin",
      headers: { "X-CSRFToken": entry.csrf, "X-Pegboard-Outbox": "1" },
      body: new URLSearchParams(entry.body),
    }).then(function (response) {
      if (response.status === 200) {
        return response.json().then(function (answer) { return { state: "saved", message: answer.message }; });
      }
      if (response.status === 409 || response.status === 422) {
        return response.json().then(function (answer) { return { state: "refused", message: answer.message }; });
      }
      if (response.status === 403) {
        return { state: "refused", message: "", reason: "not_accepted" };
      }
      return { state: "waiting", message: "", reason: "server_error", status: response.status };
    }, function () {
      return { state: "waiting", message: "", reason: "no_signal" };
    });
  }

  let sending = Promise.resolve();

  // One flush at a time, across the page and the service worker (a Web Lock where the browser
  // has them): both wake up when the signal returns, and the second finds the work done.
  function exclusively(work) {
    const locks = scope.navigator && scope.navigator.locks;
    return locks ? locks.request("pegboard-outbox", work) : work();
  }

  // Send a game's waiting hands in order; resolves to how many reached the server.
  function flush(game) {
    // A failed flush does not stop the next one.
    sending = sending.catch(function () { return 0; }).then(function () {
      return exclusively(function () { return forGame(game).then(function (entries) {
        let sent = 0;
        function next(index) {
          const entry = entries[index];
          if (!entry || entry.state === "refused") return sent;
          return send(entry).then(function (answer) {
            if (answer.state === "saved") {
              sent += 1;
              return remove(entry.id).then(function () { return next(index + 1); });
            }
            entry.state = answer.state;
            entry.message = answer.message;
            entry.reason = answer.reason;
            entry.status = answer.status;
            return update(entry).then(function () { return sent; });
          });
        }
        return next(0);
      }); });
    });
    return sending;
  }

  function flushAll() {
    return all().then(function (entries) {
      const games = Array.from(new Set(entries.map(function (entry) { return entry.game; })));
      return Promise.all(games.map(flush));
    }).then(function (counts) {
      return counts.reduce(function (total, sent) { return total + sent; }, 0);
    });
  }

  scope.PegboardOutbox = { SYNC_TAG: SYNC_TAG, add: add, update: update, remove: remove, forGame: forGame, flush: flush, flushAll: flushAll };
})(self);
