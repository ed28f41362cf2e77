import { describe, expect, it } from "vitest";
import { nextAttemptAt, retryDelayMs } from "./retry-schedule";
import { webhookConfig } from "./webhook-config";

const config = { retryBaseMs: 1_000, maxDelayMs: 60_000, retryWindowMs: 10 * 60_000 };

describe("retryDelayMs", () => {
  it.each([
    [1, 0, 500],
    [1, 1, 1_000],
    [2, 0, 1_000],
    [3, 1, 4_000],
    [6, 0.5, 24_000],
    [7, 0, 30_000], // 64 s capped at 60 s, half of it fixed
    [50, 1, 60_000],
  ])("after attempt %i with random %f waits %i ms", (attempt, random, expected) => {
    expect(retryDelayMs(attempt, config, () => random)).toBe(expected);
  });

  it("stays within half and all of the capped exponential for any jitter", () => {
    for (let attempt = 1; attempt <= 30; attempt++) {
      const full = Math.min(60_000, 1_000 * 2 ** (attempt - 1));
      for (const random of [0, 0.3, 0.999]) {
        const delay = retryDelayMs(attempt, config, () => random);
        expect(delay).toBeGreaterThanOrEqual(full / 2);
        expect(delay).toBeLessThanOrEqual(full);
      }
    }
  });
});

describe("nextAttemptAt", () => {
  const created = new Date("2026-01-01T00:00:00Z");

  it("retries while the delivery is younger than the window, then gives up", () => {
    const early = new Date(created.getTime() + 5_000);
    expect(nextAttemptAt(3, created, early, config, () => 1)).toEqual(new Date(early.getTime() + 4_000));
    const late = new Date(created.getTime() + config.retryWindowMs);
    expect(nextAttemptAt(9, created, late, config)).toBeNull();
  });

  it("by default keeps retrying for at least 3 days, the delays growing to a cap", () => {
    const defaults = webhookConfig({} as NodeJS.ProcessEnv);
    expect(defaults.retryWindowMs).toBeGreaterThanOrEqual(3 * 24 * 3600 * 1000);
    let now = created;
    let attempts = 0;
    for (let next = nextAttemptAt(1, created, now, defaults, () => 1); next; attempts++) {
      now = next;
      next = nextAttemptAt(attempts + 2, created, now, defaults, () => 1);
    }
    expect(now.getTime() - created.getTime()).toBeGreaterThanOrEqual(3 * 24 * 3600 * 1000);
    expect(attempts).toBeGreaterThan(10);
    expect(attempts).toBeLessThan(40);
  });
});
