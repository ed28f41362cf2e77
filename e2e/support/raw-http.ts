import net from "node:net";
import { TEST_PORT } from "./test-env";

export interface RawResponse {
  status: number;
  /** Lower-cased names; a repeated header's values joined with ", ". */
  headers: Record<string, string>;
  body: string;
}

/**
 * Sends `method target` over a plain socket and reads the whole answer: what no HTTP client library lets a test send
 * (TRACE, CONNECT, unknown method tokens, malformed escapes, a request line over the server's limit). One request per
 * connection (`Connection: close`).
 */
export function rawRequest(
  method: string,
  target: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const lines = [
    `${method} ${target} HTTP/1.1`,
    `Host: 127.0.0.1:${TEST_PORT}`,
    "X-Forwarded-Proto: https",
    "Connection: close",
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return new Promise((resolve, reject) => {
    const socket = net.connect(TEST_PORT, "127.0.0.1");
    const chunks: Buffer[] = [];
    socket.setTimeout(15_000, () =>
      socket.destroy(new Error(`no answer to ${method} ${target.slice(0, 80)}`)),
    );
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      try {
        resolve(parseResponse(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
    socket.write(`${lines.join("\r\n")}\r\n\r\n`);
  });
}

function parseResponse(bytes: Buffer): RawResponse {
  const headEnd = bytes.indexOf("\r\n\r\n");
  if (headEnd < 0) throw new Error(`not an HTTP response: ${JSON.stringify(bytes.toString("utf8", 0, 200))}`);
  const [statusLine, ...headerLines] = bytes.toString("latin1", 0, headEnd).split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of headerLines) {
    const separator = line.indexOf(":");
    const name = line.slice(0, separator).trim().toLowerCase();
    const value = line.slice(separator + 1).trim();
    headers[name] = headers[name] ? `${headers[name]}, ${value}` : value;
  }
  const rest = bytes.subarray(headEnd + 4);
  const body = headers["transfer-encoding"]?.includes("chunked") ? unchunk(rest) : rest;
  return { status: Number(statusLine!.split(" ")[1]), headers, body: body.toString("utf8") };
}

function unchunk(bytes: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = bytes.indexOf("\r\n", offset);
    const size = parseInt(bytes.toString("latin1", offset, lineEnd), 16);
    if (!size) return Buffer.concat(parts);
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
}
