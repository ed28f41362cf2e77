/**
 * A stand-in for a partner's product: a page on another site (http://localhost:HOST_PORT) that frames the embed.
 * `/?src=<launch URL>&width=<px>` puts the launch URL in an iframe; `/script/?…` uses public/embed.js instead.
 */
import http from "node:http";
import { SignJWT } from "jose";
import { HOST_PORT, TEST_BASE_URL, TEST_EMBED_LAUNCH_SECRET } from "./test-env";

const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);

function iframePage(src: string, width: number): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner app</title></head>
<body style="margin:0;font-family:sans-serif"><h1 style="font-size:16px;margin:8px">Partner app</h1>
<iframe id="accounting" title="Accounting" src="${escapeAttribute(src)}"
  style="width:${width}px;height:900px;border:0;display:block"></iframe></body></html>`;
}

/** The partner backend's launch-token endpoint, as public/embed.js's getLaunchToken would call it. */
function signLaunchToken(partnerId: string, query: URLSearchParams): Promise<string> {
  const role = query.get("role") ?? "editor";
  const claims = role === "support" ? { role } : { role, business_id: query.get("business") ?? "" };
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(partnerId)
    .setAudience("ledgerkit-embed")
    .setIssuedAt()
    .setExpirationTime("2m")
    .setJti(crypto.randomUUID())
    .sign(new TextEncoder().encode(TEST_EMBED_LAUNCH_SECRET));
}

function scriptPage(query: URLSearchParams): string {
  const options = JSON.stringify({
    selector: "#accounting-slot",
    launchUrl: query.get("src") ?? undefined,
    locale: query.get("locale") ?? undefined,
    theme: query.get("theme") ? JSON.parse(query.get("theme")!) : undefined,
  }).replace(/</g, "\\u003c");
  const tokenUrl = JSON.stringify(
    `/launch-token?${new URLSearchParams({
      business: query.get("business") ?? "",
      role: query.get("role") ?? "editor",
    })}`,
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner app</title>
<script src="${TEST_BASE_URL}/embed.js"></script></head>
<body style="margin:0;font-family:sans-serif"><h1 style="font-size:16px;margin:8px">Partner app</h1>
<div id="accounting-slot" style="width:${Number(query.get("width") ?? 1024)}px"></div>
<script>window.hostEvents = []; window.addEventListener("load", function () {
  var options = ${options}; options.onEvent = function (event) { window.hostEvents.push(event); };
  if (!options.launchUrl) options.getLaunchToken = function () {
    window.launchTokenRequests = (window.launchTokenRequests || 0) + 1;
    return fetch(${tokenUrl}).then(function (response) { return response.text(); });
  };
  window.LedgerKit.mountAccounting(options); });</script></body></html>`;
}

export function startHostPageServer(partnerId: string): http.Server {
  const server = http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", `http://localhost:${HOST_PORT}`);
    if (url.pathname === "/launch-token") {
      response.writeHead(200, { "Content-Type": "text/plain" });
      response.end(await signLaunchToken(partnerId, url.searchParams));
      return;
    }
    const width = Math.min(2000, Math.max(200, Number(url.searchParams.get("width") ?? 1024) || 1024));
    const html = url.pathname.startsWith("/script")
      ? scriptPage(url.searchParams)
      : iframePage(url.searchParams.get("src") ?? "about:blank", width);
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(html);
  });
  server.listen(HOST_PORT, "127.0.0.1");
  return server;
}
