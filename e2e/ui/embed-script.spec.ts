import { expect, test } from "@playwright/test";
import "../support/host-window";
import { embedBusiness, launchUrl, signLaunchToken } from "../support/embed";
import { HOST_ORIGIN, TEST_BASE_URL } from "../support/test-env";

test.describe("public/embed.js on a partner's page", () => {
  test("mounts the iframe, sizes it to its content and passes events to the host", async ({ page }) => {
    const { businessId } = await embedBusiness({ name: "Scripted Shop" });
    const token = await signLaunchToken({ role: "editor", business_id: businessId });
    await page.goto(`${HOST_ORIGIN}/script/?src=${encodeURIComponent(launchUrl(token))}&locale=fr`);
    const frame = page.frameLocator("#accounting-slot iframe");
    await expect(frame.getByRole("heading", { name: "Scripted Shop" })).toBeVisible();
    await expect(frame.getByRole("navigation", { name: "Sections comptables" })).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => window.hostEvents.some((e) => e.type === "resize")))
      .toBe(true);
    const height = await page.locator("#accounting-slot iframe").evaluate((iframe) => iframe.style.height);
    expect(height).toMatch(/^\d+px$/);
  });

  test("the iframe's height follows the content down as well as up", async ({ page }) => {
    const { businessId } = await embedBusiness({ name: "Shrinking Shop" });
    const token = await signLaunchToken({ role: "editor", business_id: businessId });
    await page.goto(`${HOST_ORIGIN}/script/?src=${encodeURIComponent(launchUrl(token))}`);
    const frame = page.frameLocator("#accounting-slot iframe");
    const iframe = page.locator("#accounting-slot iframe");
    const height = async () => parseInt(await iframe.evaluate((element) => element.style.height || "0"), 10);
    // The home dashboard is tall; the reports index is short.
    await expect(frame.getByRole("heading", { name: "Top expenses this year" })).toBeVisible();
    await expect.poll(height).toBeGreaterThan(600);
    const tall = await height();
    await frame
      .getByRole("navigation", { name: "Accounting sections" })
      .getByRole("link", { name: "Reports" })
      .click();
    await expect(frame.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
    await expect.poll(height, "the iframe shrinks with its content").toBeLessThan(tall - 100);
    const contentHeight = await page
      .frames()
      .find((candidate) => candidate.url().includes("/reports/"))!
      .evaluate(() =>
        Math.ceil(document.querySelector("[data-embed-content]")!.getBoundingClientRect().height),
      );
    expect(await height()).toBe(contentHeight);
  });

  test("re-launches with a new token from getLaunchToken when the session expires, back on the same page", async ({
    page,
  }) => {
    const { businessId } = await embedBusiness({ name: "Relaunch Cafe" });
    await page.goto(`${HOST_ORIGIN}/script/?business=${businessId}`);
    const frame = page.frameLocator("#accounting-slot iframe");
    await expect(frame.getByRole("heading", { name: "Relaunch Cafe" })).toBeVisible();
    expect(await page.evaluate(() => window.launchTokenRequests)).toBe(1);
    // The session ends (cookie gone) while the person is on a filtered list: the embed says so, the script
    // re-launches, and the new session opens that same page.
    await page.context().clearCookies();
    const where = `/embed/${businessId}/invoices/?status=overdue`;
    await page
      .locator("#accounting-slot iframe")
      .evaluate((iframe: HTMLIFrameElement, url) => (iframe.src = url), `${TEST_BASE_URL}${where}`);
    await expect.poll(() => page.evaluate(() => window.launchTokenRequests)).toBe(2);
    const events = await page.evaluate(() => window.hostEvents.map((e) => e.type));
    expect(events).toContain("session_expired");
    const frameUrl = () =>
      page
        .frames()
        .find((candidate) => candidate.url().includes("/embed/"))
        ?.url();
    await expect.poll(frameUrl).toBe(`${TEST_BASE_URL}${where}`);
    await expect(frame.getByRole("heading", { name: "Invoices" })).toBeVisible();
  });
});
