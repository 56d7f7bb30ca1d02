// Live updates for kiosk-web pages. Every page works without this file; with it:
// - the page listens to /events (Server-Sent Events) and, when its session's state changes,
//   re-fetches the page's live parts (body[data-live-url]) and swaps each element marked
//   data-live by its id;
// - forms marked data-inline (the counters' + and -, the carts' quantities) are posted with
//   fetch, and the live parts are swapped instead of reloading the page;
// - on a signed-in page (body[data-touch-url]) a key, a click or a touch is posted there, so
//   the idle sign-out counts from it: at once, then at most once a second;
// - a live refresh the server redirects (the idle limit signed the page out) opens that page;
// - a PIN pad (div[data-pin-pad], hidden without this file) types into its field by touch:
//   digits, Clear and ⌫; the field stays a password field, so the digits never show;
// - a GET form marked data-live-search (the wine catalog's search) shows its results as the
//   person types: the page at the form's address is fetched and its live parts swapped, and
//   the address bar follows, so reload and back show the same results.
// The HTML comes from our own server, which escapes every value it writes.
(function () {
  "use strict";
  var liveURL = document.body.getAttribute("data-live-url");
  if (!liveURL || !window.fetch || !window.DOMParser) return;

  var fetching = false;
  var again = false;
  var swaps = 0;

  function refresh() {
    if (fetching) { again = true; return; }
    fetching = true;
    fetch(liveURL, { credentials: "same-origin", headers: { "Accept": "text/html" } })
      .then(function (response) {
        if (!response.ok) throw new Error("status " + response.status);
        if (response.redirected) { window.location.assign(response.url); return null; }
        return response.text();
      })
      .then(function (html) { if (html !== null) swap(html); })
      .catch(function () { /* the next event or a reload will bring it */ })
      .then(function () {
        fetching = false;
        if (again) { again = false; refresh(); }
      });
  }

  function swap(html) {
    var fresh = new DOMParser().parseFromString(html, "text/html");
    fresh.querySelectorAll("[data-live][id]").forEach(function (element) {
      var current = document.getElementById(element.id);
      if (current) current.replaceWith(document.importNode(element, true));
    });
    swaps += 1;
    document.body.setAttribute("data-live-swaps", String(swaps));
  }

  document.addEventListener("submit", function (event) {
    var form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-inline")) return;
    event.preventDefault();
    fetch(form.action, {
      method: "POST",
      body: new URLSearchParams(new FormData(form)),
      credentials: "same-origin",
      redirect: "manual"
    }).then(function (response) {
      // 303 (an opaque redirect here) is success; anything else shows the server's page.
      if (response.type === "opaqueredirect" || response.ok) refresh(); else form.submit();
    }).catch(function () { form.submit(); });
  });

  document.querySelectorAll("form[data-live-search]").forEach(function (form) {
    var timer = null;
    var shown = null;
    function search() {
      var address = form.getAttribute("action") + "?" + new URLSearchParams(new FormData(form)).toString();
      if (address === shown) return;
      shown = address;
      fetch(address, { credentials: "same-origin", headers: { "Accept": "text/html" } })
        .then(function (response) {
          if (!response.ok) throw new Error("status " + response.status);
          return response.text();
        })
        .then(function (html) {
          if (address !== shown) return; // a newer search is on its way
          swap(html);
          window.history.replaceState(null, "", address);
          liveURL = address + "&live=1";
        })
        .catch(function () { form.submit(); });
    }
    function soon() {
      window.clearTimeout(timer);
      timer = window.setTimeout(search, 250);
    }
    form.addEventListener("input", soon);
    form.addEventListener("change", soon);
  });

  document.querySelectorAll("[data-pin-pad]").forEach(function (pad) {
    var field = document.getElementById(pad.getAttribute("data-pin-pad"));
    if (!field) return;
    pad.hidden = false;
    pad.addEventListener("click", function (event) {
      var button = event.target.closest("button[data-key]");
      if (!button) return;
      var key = button.getAttribute("data-key");
      var longest = parseInt(field.getAttribute("maxlength") || "8", 10);
      if (key === "clear") field.value = "";
      else if (key === "back") field.value = field.value.slice(0, -1);
      else if (field.value.length < longest) field.value += key;
      field.dispatchEvent(new Event("input", { bubbles: true }));
    });
  });

  var touchURL = document.body.getAttribute("data-touch-url");
  if (touchURL) {
    var lastTouch = 0;
    var pending = null;
    function postTouch() {
      pending = null;
      lastTouch = Date.now();
      var token = document.querySelector("input[name=_csrf]");
      if (!token) return;
      fetch(touchURL, {
        method: "POST",
        body: new URLSearchParams({ _csrf: token.value }),
        credentials: "same-origin",
        redirect: "manual"
      }).catch(function () { /* the next touch tries again */ });
    }
    function touched() {
      if (pending) return;
      var wait = lastTouch + 1000 - Date.now();
      if (wait <= 0) postTouch(); else pending = window.setTimeout(postTouch, wait);
    }
    ["pointerdown", "keydown", "touchstart", "wheel"].forEach(function (name) {
      document.addEventListener(name, touched, { passive: true, capture: true });
    });
  }

  if (window.EventSource) {
    var source = new EventSource("/events");
    source.addEventListener("changed", refresh);
    source.addEventListener("open", function () { document.body.setAttribute("data-live-connected", "true"); });
    // NB: close it when leaving, so the server does not keep a stream for a page that is gone.
    window.addEventListener("pagehide", function () { source.close(); });
  }
})();
