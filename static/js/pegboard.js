// Pegboard's page behaviour, small and optional: every page works without it.
// - Keep the screen awake on the scorer's page, where the browser allows it: a phone that dims
//   between hands on a pub table is a phone nobody scores on.
// - Install the service worker (sw.js), so the scorer's page opens with no signal, and ask it
//   to keep a fresh copy of a game page whenever the board changes.
(function () {
  "use strict";
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

  document.addEventListener("visibilitychange", keepAwake);
  document.addEventListener("htmx:afterSettle", keepAwake);
  keepAwake();

  const script = document.currentScript || document.querySelector("script[data-service-worker]");
  const worker = script && script.dataset.serviceWorker;
  if (worker && "serviceWorker" in navigator) {
    navigator.serviceWorker.register(worker, { scope: "/" }).catch(function () {
      // No worker (an old browser, a private window): the site works, only not offline.
    });
    document.addEventListener("htmx:afterSettle", function (event) {
      const controller = navigator.serviceWorker.controller;
      if (controller && event.target && event.target.id === "board" && document.querySelector("[data-keep-awake]")) {
        controller.postMessage({ type: "refresh-page", url: window.location.href });
      }
    });
  }
})();
