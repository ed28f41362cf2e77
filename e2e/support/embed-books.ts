import type { FrameLocator, Page } from "@playwright/test";
import { embedBusiness, openInHostPage, signLaunchToken } from "./embed";
import type { Books } from "./payables";
import { TEST_BASE_URL } from "./test-env";

/** A business of the embedding partner as the API helpers' Books, to arrange data the embed then shows. */
export async function embedBooks(overrides: Record<string, unknown> = {}): Promise<Books> {
  const { api, businessId, partnerAccessToken } = await embedBusiness(overrides);
  return { api, token: partnerAccessToken, businessId, base: `/v1/platform/businesses/${businessId}` };
}

/** embedBooks with the business's own token, as the embed's server side uses. */
export async function embedBusinessBooks(overrides: Record<string, unknown> = {}): Promise<Books> {
  const { api, businessId, businessAccessToken } = await embedBusiness(overrides);
  return { api, token: businessAccessToken, businessId, base: `/v1/platform/businesses/${businessId}` };
}

/**
 * Launches a session for `role` in the partner's host page, then moves the iframe to `path` of the business (as a
 * link inside the embed would), and returns the iframe.
 */
export async function openEmbedPage(
  page: Page,
  books: Books,
  path: string,
  options: { role?: "editor" | "viewer"; width?: number } = {},
): Promise<FrameLocator> {
  const token = await signLaunchToken({ role: options.role ?? "editor", business_id: books.businessId });
  const frame = await openInHostPage(page, token, options.width);
  await frame.locator("#embed-main").waitFor();
  const embed = page.frames().find((candidate) => candidate.url().startsWith(TEST_BASE_URL));
  if (!embed) throw new Error("The embed's iframe did not load.");
  await embed.goto(`${TEST_BASE_URL}/embed/${books.businessId}${path}`);
  return frame;
}
