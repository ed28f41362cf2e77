import type { WebhookConfig } from "./webhook-config";

/**
 * The wait before the retry that follows failed attempt number `attempt` (1-based): exponential (base · 2^(n-1)),
 * capped, with "equal jitter" (half fixed, half random) so endpoints that failed together do not retry in step.
 */
export function retryDelayMs(
  attempt: number,
  config: Pick<WebhookConfig, "retryBaseMs" | "maxDelayMs">,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(config.maxDelayMs, config.retryBaseMs * 2 ** Math.min(attempt - 1, 40));
  return Math.round(exponential / 2 + random() * (exponential / 2));
}

/**
 * When to try a failed delivery again, or null to give up: retries go on until the delivery is older than the retry
 * window, so every message is tried for at least that long (3 days by default) whatever the delays.
 */
export function nextAttemptAt(
  attempt: number,
  createdAt: Date,
  now: Date,
  config: Pick<WebhookConfig, "retryBaseMs" | "maxDelayMs" | "retryWindowMs">,
  random: () => number = Math.random,
): Date | null {
  if (now.getTime() - createdAt.getTime() >= config.retryWindowMs) return null;
  return new Date(now.getTime() + retryDelayMs(attempt, config, random));
}
