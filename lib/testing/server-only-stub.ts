// Stands in for the `server-only` marker package when unit tests import server modules outside Next.js.
export {};
