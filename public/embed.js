/*
 * LedgerKit embed script. On the partner's page:
 *
 *   <script src="https://books.example.com/embed.js"></script>
 *   <div id="accounting"></div>
 *   <script>
 *     const embed = LedgerKit.mountAccounting({
 *       selector: "#accounting",
 *       getLaunchToken: () => fetch("/my-backend/ledger-launch-token").then((r) => r.text()), // or launchUrl: "..."
 *       locale: "sv",                 // used when the launch token names none
 *       theme: { active: "#0a7" },    // likewise; validated by the server like a token's theme
 *       onEvent: (event) => console.log(event.type, event), // README: Host events
 *     });
 *   </script>
 *
 * The iframe is sized to its content. On "session_expired" it re-launches by itself when getLaunchToken is given,
 * back on the page the person was on.
 */
(function () {
  "use strict";
  var scriptOrigin = (function () {
    var current = document.currentScript;
    return current && current.src ? new URL(current.src).origin : window.location.origin;
  })();

  function launchUrlFor(token, options, returnTo) {
    var url = new URL("/embed/launch/", options.baseUrl || scriptOrigin);
    url.searchParams.set("token", token);
    // The page the expired session was on; the server keeps it only under the new session's own pages.
    if (typeof returnTo === "string" && returnTo.charAt(0) === "/")
      url.searchParams.set("return_to", returnTo);
    return withPreferences(url.toString(), options);
  }

  function withPreferences(launchUrl, options) {
    var url = new URL(launchUrl, options.baseUrl || scriptOrigin);
    if (options.locale) url.searchParams.set("locale", options.locale);
    if (options.theme) url.searchParams.set("theme", JSON.stringify(options.theme));
    return url.toString();
  }

  function mountAccounting(options) {
    if (!options || !options.selector) throw new Error("mountAccounting: selector is required.");
    if (!options.launchUrl && typeof options.getLaunchToken !== "function") {
      throw new Error("mountAccounting: give launchUrl or getLaunchToken.");
    }
    var container = document.querySelector(options.selector);
    if (!container) throw new Error("mountAccounting: nothing matches " + options.selector + ".");
    var iframe = document.createElement("iframe");
    iframe.title = options.title || "Accounting";
    iframe.style.cssText =
      "width:100%;border:0;display:block;min-height:" + (options.minHeight || 480) + "px";
    iframe.setAttribute("allow", "clipboard-write");
    container.appendChild(iframe);
    var frameOrigin = new URL(options.launchUrl || "/", options.baseUrl || scriptOrigin).origin;
    var isRelaunching = false;

    function emit(event) {
      if (typeof options.onEvent === "function") options.onEvent(event);
    }

    function launch(returnTo) {
      if (options.launchUrl && typeof options.getLaunchToken !== "function") {
        iframe.src = withPreferences(options.launchUrl, options);
        return Promise.resolve();
      }
      return Promise.resolve(options.getLaunchToken()).then(function (token) {
        iframe.src = launchUrlFor(String(token).trim(), options, returnTo);
      });
    }

    function onMessage(message) {
      if (message.source !== iframe.contentWindow || message.origin !== frameOrigin) return;
      var data = message.data;
      if (!data || data.source !== "ledgerkit" || typeof data.type !== "string") return;
      if (data.type === "resize" && typeof data.height === "number") {
        iframe.style.height = Math.max(0, Math.ceil(data.height)) + "px";
      }
      emit(data);
      if (data.type === "session_expired" && typeof options.getLaunchToken === "function" && !isRelaunching) {
        isRelaunching = true;
        launch(data.path).then(
          function () {
            isRelaunching = false;
          },
          function (error) {
            isRelaunching = false;
            emit({ source: "ledgerkit", type: "relaunch_failed", message: String(error) });
          },
        );
      }
    }

    window.addEventListener("message", onMessage);
    launch().catch(function (error) {
      emit({ source: "ledgerkit", type: "relaunch_failed", message: String(error) });
    });
    return {
      iframe: iframe,
      relaunch: function () {
        return launch();
      },
      unmount: function () {
        window.removeEventListener("message", onMessage);
        iframe.remove();
      },
    };
  }

  window.LedgerKit = Object.assign(window.LedgerKit || {}, { mountAccounting: mountAccounting });
})();
