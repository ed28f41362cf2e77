/**
 * A stand-in for a partner's product: a page on another site (http://localhost:HOST_PORT) that frames the embed.
 * `/?src=<launch URL>&width=<px>` puts the launch URL in an iframe; `/script/?…` uses public/embed.js instead.
 */
import http from "node:http";
import { HOST_PORT, TEST_BASE_URL } from "./test-env";

const escapeAttribute = (text: string) => text.replace(/[&"<>]/g, (char) => `&#${char.charCodeAt(0)};`);

function iframePage(src: string, width: number): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner app</title></head>
<body style="margin:0;font-family:sans-serif"><h1 style="font-size:16px;margin:8px">Partner app</h1>
<iframe id="accounting" title="Accounting" src="${escapeAttribute(src)}"
  style="width:${width}px;height:900px;border:0;display:block"></iframe></body></html>`;
}

function scriptPage(query: URLSearchParams): string {
  const options = JSON.stringify({
    selector: "#accounting-slot",
    launchUrl: query.get("src") ?? "",
    locale: query.get("locale") ?? undefined,
  }).replace(/</g, "\\u003c");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner app</title>
<script src="${TEST_BASE_URL}/embed.js"></script></head>
<body style="margin:0;font-family:sans-serif"><h1 style="font-size:16px;margin:8px">Partner app</h1>
<div id="accounting-slot" style="width:${Number(query.get("width") ?? 1024)}px"></div>
<script>window.hostEvents = []; window.addEventListener("load", function () {
  var options = ${options}; options.onEvent = function (event) { window.hostEvents.push(event); };
  window.LedgerKit.mountAccounting(options); });</script></body></html>`;
}

export function startHostPageServer(): http.Server {
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", `http://localhost:${HOST_PORT}`);
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
