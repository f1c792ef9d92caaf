// Keep the screen awake on the scorer's page, where the browser allows it: a phone that dims
// between hands on a pub table is a phone nobody scores on. Nothing else lives here.
(function () {
  "use strict";
  if (!("wakeLock" in navigator)) return;
  let lock = null;

  async function keepAwake() {
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
})();
