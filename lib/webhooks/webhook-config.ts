/** The webhook settings (README's configuration table), read from the environment once per call site. */
export interface WebhookConfig {
  /** http:// URLs and private, loopback and link-local targets allowed: development and tests only. */
  allowLocalTargets: boolean;
  /** First retry delay; each later one doubles, up to maxDelayMs, each with jitter. */
  retryBaseMs: number;
  maxDelayMs: number;
  /** Retries stop once a delivery is this old (default 3 days): the attempt after that is the last. */
  retryWindowMs: number;
  /** Time allowed for one attempt, connection included. */
  timeoutMs: number;
  /** An endpoint failing without a single success for this long is disabled (default 5 days). */
  disableAfterMs: number;
  pollMs: number;
  /** How long after a commit with events this instance dispatches: commits within it share one pass. */
  wakeDelayMs: number;
  /** The least time between two passes woken by commits: under a stream of writes, one pass per interval. */
  wakeIntervalMs: number;
  isWorkerEnabled: boolean;
}

const DAY = 24 * 3600 * 1000;

export function webhookConfig(env: NodeJS.ProcessEnv = process.env): WebhookConfig {
  const number = (name: string, fallback: number) => {
    const value = Number(env[name]);
    return env[name] !== undefined && env[name] !== "" && Number.isFinite(value) && value >= 0
      ? value
      : fallback;
  };
  return {
    allowLocalTargets: env.WEBHOOK_ALLOW_LOCAL_TARGETS === "1" || env.NODE_ENV === "development",
    retryBaseMs: number("WEBHOOK_RETRY_BASE_MS", 30_000),
    maxDelayMs: number("WEBHOOK_RETRY_MAX_DELAY_MS", 6 * 3600 * 1000),
    retryWindowMs: number("WEBHOOK_RETRY_WINDOW_MS", 3 * DAY),
    timeoutMs: number("WEBHOOK_TIMEOUT_MS", 10_000),
    disableAfterMs: number("WEBHOOK_DISABLE_AFTER_MS", 5 * DAY),
    pollMs: number("WEBHOOK_POLL_MS", 1_000),
    wakeDelayMs: number("WEBHOOK_WAKE_DELAY_MS", 20),
    wakeIntervalMs: number("WEBHOOK_WAKE_INTERVAL_MS", 100),
    isWorkerEnabled: env.WEBHOOK_WORKER !== "0",
  };
}
