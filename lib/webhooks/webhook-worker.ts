import "server-only";
import type { Db } from "../db/client";
import { onEventsCommitted } from "../events/events-committed";
import { attemptDelivery } from "./attempt-delivery";
import { claimDueDeliveries } from "./claim-deliveries";
import { webhookSender } from "./delivery";
import { dispatchEvents } from "./dispatch-events";
import { webhookConfig } from "./webhook-config";

const BATCH = 25;
const holder = globalThis as typeof globalThis & { __webhookWorker?: { stop(): void } };

/**
 * The delivery loop of this instance: dispatches committed events into deliveries, then claims and sends due ones, a
 * batch at a time in parallel. Every instance runs one; the database (SKIP LOCKED claims, leases) keeps them from
 * sending a message twice, and all state lives there, so a restart resumes where the last run stopped. Runs every
 * poll interval, and at once when this instance commits events.
 */
export function startWebhookWorker(db: Db): { stop(): void } {
  if (holder.__webhookWorker) return holder.__webhookWorker;
  const config = webhookConfig();
  const sender = webhookSender();
  // Long enough for an attempt that runs its full timeout, short enough that a crashed instance's claims come back soon.
  const leaseMs = config.timeoutMs * 2 + 1_000;
  let timer: NodeJS.Timeout | undefined;
  let isRunning = false;
  let isWakeRequested = false;
  let isStopped = false;

  let lastClaimAt = 0;
  let wakeTimer: NodeJS.Timeout | undefined;

  // A pass claims due deliveries when it made some, or when the last claim is a poll interval old: a pass woken by
  // this instance's commits need not look for retries or other instances' deliveries at every write.
  const runOnce = async () => {
    while (!isStopped) {
      const dispatched = await dispatchEvents(db);
      const isClaiming = dispatched.deliveries > 0 || Date.now() - lastClaimAt >= config.pollMs;
      const claimed = isClaiming ? await claimDueDeliveries(db, BATCH, leaseMs) : [];
      if (isClaiming) lastClaimAt = Date.now();
      await Promise.all(claimed.map((item) => attemptDelivery(db, sender, config, item)));
      if (!dispatched.hasMore && claimed.length < BATCH) return;
    }
  };
  const tick = async () => {
    if (isRunning) {
      isWakeRequested = true;
      return;
    }
    isRunning = true;
    clearTimeout(timer);
    try {
      do {
        isWakeRequested = false;
        await runOnce();
      } while (isWakeRequested && !isStopped);
    } catch (error) {
      console.error("webhook worker:", error);
    } finally {
      isRunning = false;
      if (!isStopped) timer = setTimeout(() => void tick(), config.pollMs);
    }
  };
  // Commits close together (concurrent writes) wake one pass, wakeDelayMs after the first of them, and woken passes
  // start at least wakeIntervalMs apart: a quiet instance dispatches within wakeDelayMs, a busy one in passes that each
  // take many events (a pass is a few statements however many events it dispatches).
  let lastWokenAt = -Infinity;
  const wake = () => {
    wakeTimer ??= setTimeout(
      () => {
        wakeTimer = undefined;
        lastWokenAt = Date.now();
        void tick();
      },
      Math.max(config.wakeDelayMs, lastWokenAt + config.wakeIntervalMs - Date.now()),
    );
  };
  const unsubscribe = onEventsCommitted(wake);
  timer = setTimeout(() => void tick(), 0);
  const worker = {
    stop() {
      isStopped = true;
      clearTimeout(timer);
      clearTimeout(wakeTimer);
      unsubscribe();
      holder.__webhookWorker = undefined;
    },
  };
  holder.__webhookWorker = worker;
  return worker;
}
