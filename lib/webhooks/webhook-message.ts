/** The body of every message, as Standard Webhooks recommends: `{type, timestamp, data}`. */
export function webhookMessage(type: string, at: Date, data: unknown) {
  return { type, timestamp: at.toISOString(), data };
}

export const TEST_MESSAGE_TYPE = "webhook.test";
