/** Runs once when a server starts: brings the database schema up to date, and seeds the demo when asked to. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getDatabase } = await import("./lib/db/client");
  const database = await getDatabase();
  if (process.env.SEED_DEMO === "1") {
    const { seedDemo, printDemoBanner } = await import("./lib/demo/seed-demo");
    printDemoBanner(await seedDemo(database.db));
  }
}
