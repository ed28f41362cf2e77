import { expect, test } from "@playwright/test";

test("the home page renders and links to the API reference", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Ledger Platform" })).toBeVisible();
  await page.getByRole("link", { name: "API reference" }).click();
  await expect(page.getByRole("heading", { name: /Platform API reference/ })).toBeVisible();
  await expect(page.getByText("/v1/platform/businesses/{business_id}/").first()).toBeVisible();
});
