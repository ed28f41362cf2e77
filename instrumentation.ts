/**
 * Runs once when a server starts: brings the database schema up to date, seeds the demo when asked to, and starts
 * this instance's webhook delivery worker (WEBHOOK_WORKER=0 turns it off).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getDatabase } = await import("./lib/db/client");
  const database = await getDatabase();
  if (process.env.SEED_DEMO === "1") {
    const { seedDemo, printDemoBanner } = await import("./lib/demo/seed-demo");
    printDemoBanner(await seedDemo(database.db));
  }
  const { webhookConfig } = await import("./lib/webhooks/webhook-config");
  if (webhookConfig().isWorkerEnabled) {
    const { startWebhookWorker } = await import("./lib/webhooks/webhook-worker");
    startWebhookWorker(database.db);
  }
}
