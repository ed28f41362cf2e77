import "server-only";
import { lookup } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isPrivateAddress } from "../private-address";
import { EXCERPT_LENGTH, type WebhookResponse, type WebhookSender } from "./webhook-sender";

/**
 * Direct HTTP(S) POST with node:http. The address is checked where the socket connects (the `lookup` hook), so a
 * host name resolving to a private address is refused even if its DNS changed after the URL was accepted. Redirects
 * are not followed (a 3xx is a failed attempt), and the whole attempt, connection included, is bounded by timeoutMs.
 */
export const httpWebhookSender: WebhookSender = {
  send(request) {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    return new Promise<WebhookResponse>((resolve) => {
      const url = new URL(request.url);
      const literal = url.hostname.replace(/^\[|\]$/g, "");
      // An IP literal connects without a lookup, so the lookup hook below would not see it.
      if (!request.allowLocalTargets && isIP(literal) && isPrivateAddress(literal)) {
        resolve({
          status: null,
          latencyMs: 0,
          excerpt: null,
          error: `Refused: ${literal} is a private address.`,
        });
        return;
      }
      const client = url.protocol === "https:" ? https : http;
      const settle = (response: Omit<WebhookResponse, "latencyMs">) => {
        clearTimeout(timer);
        resolve({ ...response, latencyMs: elapsed() });
      };
      const outgoing = client.request(
        url,
        {
          method: "POST",
          headers: { ...request.headers, "content-length": String(Buffer.byteLength(request.body)) },
          lookup: checkedLookup(request.allowLocalTargets),
          agent: false,
        },
        (response) => {
          const chunks: Buffer[] = [];
          let size = 0;
          response.on("data", (chunk: Buffer) => {
            if (size < EXCERPT_LENGTH * 4) chunks.push(chunk);
            size += chunk.length;
          });
          response.on("end", () =>
            settle({
              status: response.statusCode ?? null,
              excerpt: Buffer.concat(chunks).toString("utf8").slice(0, EXCERPT_LENGTH),
              error: null,
            }),
          );
          response.on("error", (error) => settle({ status: null, excerpt: null, error: error.message }));
        },
      );
      const timer = setTimeout(() => {
        outgoing.destroy(new Error(`No answer within ${request.timeoutMs} ms.`));
      }, request.timeoutMs);
      outgoing.on("error", (error) => settle({ status: null, excerpt: null, error: error.message }));
      outgoing.end(request.body);
    });
  },
};

function checkedLookup(allowLocalTargets: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 4);
      const list = addresses as unknown as { address: string; family: number }[];
      const refused = allowLocalTargets ? undefined : list.find((entry) => isPrivateAddress(entry.address));
      if (refused) {
        return callback(
          new Error(`Refused: ${hostname} resolves to a private address (${refused.address}).`),
          "",
          4,
        );
      }
      if (options.all) return (callback as unknown as (e: null, a: typeof list) => void)(null, list);
      callback(null, list[0]!.address, list[0]!.family);
    });
  };
}
