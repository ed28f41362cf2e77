import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedMessage {
  path: string;
  headers: Record<string, string>;
  body: string;
  /** The status the receiver answered; null while held or never answered. */
  answered: number | null;
}

/**
 * A webhook receiver on 127.0.0.1 for the tests: records every request, and answers each path as told (a status, a
 * number of failures first, or holding the request without answering). Paths not configured answer 204.
 */
export class WebhookReceiver {
  readonly messages: ReceivedMessage[] = [];
  private readonly failures = new Map<string, number>();
  private readonly held = new Set<string>();
  private readonly statuses = new Map<string, number>();
  private server?: Server;
  private holding: (() => void)[] = [];

  async start(port = 0): Promise<string> {
    this.server = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        const path = request.url ?? "/";
        const message: ReceivedMessage = {
          path,
          headers: request.headers as Record<string, string>,
          body,
          answered: null,
        };
        this.messages.push(message);
        if (this.held.has(path)) {
          this.holding.push(() => response.destroy());
          return;
        }
        const left = this.failures.get(path) ?? 0;
        this.failures.set(path, left - 1);
        message.answered = left > 0 ? 500 : (this.statuses.get(path) ?? 204);
        response.writeHead(message.answered).end(left > 0 ? "failing on purpose" : undefined);
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  failFirst(path: string, times: number) {
    this.failures.set(path, times);
  }

  answer(path: string, status: number) {
    this.statuses.set(path, status);
  }

  /** Requests to `path` get no answer until release(). */
  hold(path: string) {
    this.held.add(path);
  }

  release(path: string) {
    this.held.delete(path);
    for (const drop of this.holding.splice(0)) drop();
  }

  at(path: string) {
    return this.messages.filter((message) => message.path === path);
  }

  async stop() {
    this.release("");
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}

/** Polls `check` until it returns true, or fails after `timeoutMs` with `what`. */
export async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
