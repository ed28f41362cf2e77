// @ts-check
/**
 * The production server: `next start`, plus the answers Next.js cannot give in the API's error shape because they
 * happen before any route runs (server/http-guard.mjs). `npm start` runs it; flags as `next start`'s:
 * `-H/--hostname` (default 0.0.0.0) and `-p/--port` (default $PORT, else 3000).
 */
import http from "node:http";
import { parseArgs } from "node:util";
import next from "next";
import {
  SERVED_METHODS,
  answerClientError,
  answerConnect,
  answerMalformedPath,
  answerUnsupportedMethod,
} from "./http-guard.mjs";

const { values } = parseArgs({
  options: {
    hostname: { type: "string", short: "H", default: "0.0.0.0" },
    port: { type: "string", short: "p", default: process.env.PORT ?? "3000" },
  },
});
const hostname = values.hostname;
const port = Number(values.port);

const app = next({ dev: false, hostname, port, dir: process.cwd() });
const handle = app.getRequestHandler();
await app.prepare();

const server = http.createServer((req, res) => {
  if (answerMalformedPath(req, res)) return;
  if (!SERVED_METHODS.has(req.method ?? "")) return void answerUnsupportedMethod(req, res, handle);
  void handle(req, res);
});
// A client (a load balancer, a pooled HTTP agent) may reuse an idle connection just as the server closes it, and gets
// ECONNRESET: idle connections are kept longer than the usual 60 s of load balancers' and clients' idle timeouts.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.on("clientError", answerClientError);
server.on("connect", answerConnect);
server.listen(port, hostname, () => console.log(`> Ready on http://${hostname}:${port}`));

const stop = () => {
  server.close(() => process.exit(0));
  // Keep-alive connections would hold close() open; give requests in flight a moment, then go.
  setTimeout(() => process.exit(0), 5_000).unref();
  server.closeIdleConnections();
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
