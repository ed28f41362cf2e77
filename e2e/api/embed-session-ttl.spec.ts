import { expect, test } from "@playwright/test";
import { startAppInstances, type AppInstance } from "../support/app-instances";
import { fixtures } from "../support/api";
import { embedBusiness, signLaunchToken } from "../support/embed";
import { TEST_PORT } from "../support/test-env";

/** Its own port: app-instances, crash-safety and webhook-instances use TEST_PORT + 2 … + 9. */
const PORT = TEST_PORT + 12;

const TTL_SECONDS = 6;
const https = { "X-Forwarded-Proto": "https" };

test.describe("an embed session ends at EMBED_SESSION_TTL_SECONDS for API calls too", () => {
  test.skip(
    !process.env.DATABASE_URL,
    "the short-lived instance shares the test server's PostgreSQL database",
  );
  test.describe.configure({ timeout: 150_000 });
  let server: AppInstance;
  test.beforeAll(async () => {
    const [started] = await startAppInstances(1, {
      firstPort: PORT,
      // The embed acts for the embedding partner, as the test server's embed does.
      env: {
        EMBED_SESSION_TTL_SECONDS: String(TTL_SECONDS),
        PARTNER_ID: fixtures().embedder.partner_id,
        PARTNER_API_KEY: fixtures().embedder.api_key,
      },
    });
    server = started!;
  });
  test.afterAll(async () => server?.stop());

  test("the token handout never outlives the session and refuses once it has ended", async () => {
    const { businessId } = await embedBusiness({ name: "Short Session AB" });
    const token = await signLaunchToken({ role: "viewer", business_id: businessId });
    const launchedAt = Date.now();
    const launch = await fetch(`${server.baseUrl}/embed/launch/?token=${encodeURIComponent(token)}`, {
      redirect: "manual",
      headers: https,
    });
    expect(launch.status, server.output()).toBe(303);
    const cookie = (launch.headers.get("set-cookie") ?? "").split(";")[0]!;
    expect(cookie).toMatch(/^__Host-embed_session=.+/);
    const handout = () =>
      fetch(`${server.baseUrl}/embed/session/?business_id=${businessId}`, {
        headers: { ...https, Cookie: cookie },
      });

    const granted = await handout();
    expect(granted.status).toBe(200);
    const body = await granted.json();
    const sessionEnd = Date.parse(body.session_expires_at);
    expect(sessionEnd).toBeLessThanOrEqual(launchedAt + TTL_SECONDS * 1000 + 2_000);
    expect(Date.parse(body.expires_at), "the handed-out token is due for renewal when the session ends").toBe(
      sessionEnd,
    );
    const business = await fetch(`${server.baseUrl}/v1/platform/businesses/${businessId}/`, {
      headers: { ...https, Authorization: `Bearer ${body.access_token}` },
    });
    expect(business.status).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, sessionEnd - Date.now()) + 1_000));
    for (const method of ["GET", "POST"] as const) {
      const refused = await fetch(`${server.baseUrl}/embed/session/?business_id=${businessId}`, {
        method,
        headers: { ...https, Cookie: cookie },
      });
      expect(refused.status, `${method} after the session's end`).toBe(401);
      expect(await refused.json()).toEqual({ error: "session_expired" });
    }
  });
});
