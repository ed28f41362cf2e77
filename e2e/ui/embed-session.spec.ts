import { expect, test } from "@playwright/test";
import { fixtures } from "../support/api";
import { embedBusiness, launchUrl, openInHostPage, signLaunchToken } from "../support/embed";
import { HOST_ORIGIN, TEST_BASE_URL } from "../support/test-env";

test.describe("embed sessions through a partner's iframe", () => {
  test("a launch token opens the business inside the cross-origin iframe", async ({ page }) => {
    const { businessId } = await embedBusiness({ name: "Iframe Bakery" });
    const frame = await openInHostPage(
      page,
      await signLaunchToken({ role: "editor", business_id: businessId }),
    );
    await expect(frame.getByRole("heading", { name: "Iframe Bakery" })).toBeVisible();
    await expect(frame.getByRole("navigation", { name: "Accounting sections" })).toBeVisible();
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === "__Host-embed_session");
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: "None" });
    expect(session?.partitionKey ?? "", "the cookie is partitioned by the host site").toContain("localhost");
  });

  for (const [name, makeToken, reason, refusal] of [
    [
      "tampered",
      async (id: string) => (await signLaunchToken({ role: "editor", business_id: id })).slice(0, -3) + "abc",
      "invalid",
      "bad_signature",
    ],
    [
      "signed with another secret",
      (id: string) => signLaunchToken({ role: "editor", business_id: id }, { secret: "x".repeat(40) }),
      "invalid",
      "bad_signature",
    ],
    [
      "expired",
      (id: string) =>
        signLaunchToken({ role: "editor", business_id: id }, { issuedSecondsAgo: 400, lifetimeSeconds: 60 }),
      "expired",
      "expired",
    ],
    [
      "living longer than 5 minutes",
      (id: string) => signLaunchToken({ role: "editor", business_id: id }, { lifetimeSeconds: 3600 }),
      "invalid",
      "too_long",
    ],
    [
      "from another issuer",
      (id: string) =>
        signLaunchToken({ role: "editor", business_id: id }, { issuer: fixtures().beta.partner_id }),
      "invalid",
      "bad_claims",
    ],
    [
      "with a theme whose text would be unreadable",
      (id: string) =>
        signLaunchToken({
          role: "editor",
          business_id: id,
          theme: { card_background: "#fdfdfd", text: "#111111" },
        }),
      "invalid",
      "low_contrast",
    ],
    [
      "with a theme outside its grammar",
      (id: string) =>
        signLaunchToken({ role: "editor", business_id: id, theme: { text: "red; background: url(x)" } }),
      "invalid",
      "bad_theme",
    ],
  ] as const) {
    test(`a ${name} launch token shows an error page and no data`, async ({ page }) => {
      const { businessId } = await embedBusiness({ name: "Secret Books Ltd" });
      const frame = await openInHostPage(page, await makeToken(businessId));
      await expect(frame.locator(`[data-launch-error="${reason}"]`)).toBeVisible();
      await expect(
        frame.locator(`[data-launch-refusal="${refusal}"]`),
        "the page names the check",
      ).toBeVisible();
      await expect(frame.getByText("Secret Books Ltd")).toHaveCount(0);
      expect(
        (await page.context().cookies()).filter((c) => c.name === "__Host-embed_session" && c.value),
      ).toEqual([]);
    });
  }

  test("an unreadable theme's refusal names the colours that lack contrast, from the token or from embed.js", async ({
    request,
  }) => {
    const { businessId } = await embedBusiness();
    const viaToken = await request.get(
      launchUrl(
        await signLaunchToken({
          role: "viewer",
          business_id: businessId,
          theme: { card_background: "#fdfdfd", text: "#111111" },
        }),
      ),
    );
    expect(viaToken.status()).toBe(401);
    expect(await viaToken.text()).toContain("text #111111 on nav_background #0b1220 has a contrast of");
    const token = await signLaunchToken({ role: "viewer", business_id: businessId });
    const viaScript = await request.get(
      `${launchUrl(token)}&theme=${encodeURIComponent(JSON.stringify({ secondary_text: "#222a3a" }))}`,
    );
    expect(viaScript.status()).toBe(401);
    expect(await viaScript.text()).toContain("secondary_text #222a3a on card_background #111a2e");
  });

  test("a launch token works once; reusing it shows an error page", async ({ page, request }) => {
    const { businessId } = await embedBusiness();
    const token = await signLaunchToken({ role: "viewer", business_id: businessId });
    const first = await request.get(launchUrl(token), { maxRedirects: 0 });
    expect(first.status()).toBe(303);
    expect(first.headers()["location"]).toBe(`/embed/${businessId}/`);
    const frame = await openInHostPage(page, token);
    await expect(frame.locator('[data-launch-error="reused"]')).toBeVisible();
    await expect(frame.locator('[data-launch-refusal="reused"]')).toBeVisible();
  });

  test("a launch lands on return_to only under its own business's pages", async ({ request }) => {
    const { businessId } = await embedBusiness();
    const other = await embedBusiness();
    const home = `/embed/${businessId}/`;
    for (const [returnTo, landing] of [
      [`${home}invoices/?status=overdue`, `${home}invoices/?status=overdue`],
      [`/embed/${other.businessId}/invoices/`, home],
      ["//evil.example/", home],
      ["https://evil.example/", home],
      [`${home}../${other.businessId}/`, home],
    ]) {
      const token = await signLaunchToken({ role: "viewer", business_id: businessId });
      const launched = await request.get(`${launchUrl(token)}&return_to=${encodeURIComponent(returnTo!)}`, {
        maxRedirects: 0,
      });
      expect(launched.status(), returnTo).toBe(303);
      expect(launched.headers()["location"], returnTo).toBe(landing);
    }
  });

  test("a launch token for a business of another partner is refused", async ({ page }) => {
    const frame = await openInHostPage(
      page,
      await signLaunchToken({ role: "editor", business_id: crypto.randomUUID() }),
    );
    await expect(frame.locator('[data-launch-error="invalid"]')).toBeVisible();
    await expect(frame.locator('[data-launch-refusal="foreign_business"]')).toBeVisible();
  });

  test("embed pages may be framed only by the partner's origins; other pages by nobody", async ({
    request,
  }) => {
    const { businessId } = await embedBusiness();
    const embed = await request.get(`/embed/${businessId}/`);
    expect(embed.headers()["content-security-policy"]).toBe(`frame-ancestors 'self' ${HOST_ORIGIN}`);
    const home = await request.get("/");
    expect(home.headers()["content-security-policy"]).toBe("frame-ancestors 'none'");
    expect(home.headers()["x-frame-options"]).toBe("DENY");
  });

  test("an embed page without a session shows 'session expired' and no data", async ({ page }) => {
    const { businessId } = await embedBusiness({ name: "Nobody's Books" });
    await page.goto(`/embed/${businessId}/`);
    await expect(page.getByRole("heading", { name: "Your session has expired" })).toBeVisible();
    await expect(page.getByText("Nobody's Books")).toHaveCount(0);
  });

  test("a session for one business cannot open another", async ({ page }) => {
    const first = await embedBusiness();
    const second = await embedBusiness({ name: "Other Shop" });
    const frame = await openInHostPage(
      page,
      await signLaunchToken({ role: "editor", business_id: first.businessId }),
    );
    await expect(frame.getByRole("navigation", { name: "Accounting sections" })).toBeVisible();
    const embedFrame = page.frames().find((candidate) => candidate.url().startsWith(TEST_BASE_URL));
    const statuses = await embedFrame!.evaluate(
      async (ids) => {
        const ask = async (id: string) => (await fetch(`/embed/session/?business_id=${id}`)).status;
        return [await ask(ids.own), await ask(ids.other)];
      },
      { own: first.businessId, other: second.businessId },
    );
    expect(statuses).toEqual([200, 403]);
  });

  test("the language and theme of the launch token apply", async ({ page }) => {
    const { businessId } = await embedBusiness({ name: "Bäckerei Müller" });
    const frame = await openInHostPage(
      page,
      await signLaunchToken({
        role: "editor",
        business_id: businessId,
        locale: "de-DE",
        theme: {
          nav_background: "#ffffff",
          card_background: "#fdfdfd",
          text: "#111111",
          secondary_text: "#4b5563",
          active: "#1d4ed8",
          product_name: "Buchhaltung",
        },
      }),
    );
    await expect(frame.getByRole("navigation", { name: "Buchhaltungsbereiche" })).toBeVisible();
    await expect(frame.getByRole("link", { name: "Buchhaltung", exact: true })).toBeVisible();
    const root = frame.locator("[lang=de]").first();
    await expect(root).toHaveCSS("background-color", "rgb(253, 253, 253)");
  });
});
