import { expect, type APIRequestContext, type FrameLocator, type Page } from "@playwright/test";
import { expectNoSeriousViolationsInFrame } from "./axe-in-frame";
import { bearer } from "./api";
import { TEST_BASE_URL } from "./test-env";

/** The embed's own frame inside the host page, for navigation and scripts run as the embed. */
export function embedFrame(page: Page) {
  const frame = page.frames().find((candidate) => candidate.url().startsWith(TEST_BASE_URL));
  if (!frame) throw new Error("The embed's iframe has not loaded.");
  return frame;
}

/** Opens an embed page inside the already launched iframe (the session cookie is the iframe's). */
export async function gotoInFrame(page: Page, path: string) {
  await embedFrame(page).goto(`${TEST_BASE_URL}${path}`);
}

/** The bills of a business as the API lists them (newest first). */
export async function listBills(api: APIRequestContext, businessId: string, token: string) {
  const response = await api.get(`/v1/platform/businesses/${businessId}/bills/?page_size=100`, {
    headers: bearer(token),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as {
    count: number;
    results: { id: string; external_id: string; vendor: { display_name: string } }[];
  };
}

/** axe over the iframe's content: no serious or critical violation. */
export const expectNoSeriousAxeViolations = (page: Page) => expectNoSeriousViolationsInFrame(page);

/** The page inside the frame does not scroll sideways (tables scroll inside their own box). */
export async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await embedFrame(page).evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Fills one line of the bill form: the line's fieldset is a group named "Line N". */
export async function fillBillLine(
  frame: FrameLocator,
  number: number,
  line: {
    account?: string;
    description: string;
    quantity: string;
    unitPrice: string;
    /** Name, rate (blank for none) and, when given, an amount in major units. */
    tax?: [name: string, rate: string, amount?: string];
  },
) {
  const group = frame.getByRole("group", { name: `Line ${number}` });
  if (line.account) await group.getByLabel("Account").selectOption({ label: line.account });
  await group.getByLabel("Description").fill(line.description);
  await group.getByLabel("Quantity").fill(line.quantity);
  await group.getByLabel("Unit price").fill(line.unitPrice);
  if (line.tax) {
    await group.getByRole("button", { name: `Add tax to line ${number}` }).click();
    await group.getByLabel("Tax name").fill(line.tax[0]);
    await group.getByLabel("Tax rate (%)").fill(line.tax[1]);
    if (line.tax[2] !== undefined) await group.getByLabel("Tax amount (instead of a rate)").fill(line.tax[2]);
  }
}

/** Names a new vendor by your app's id. */
export async function chooseNewVendor(frame: FrameLocator, externalId: string, name: string) {
  await frame.getByRole("radio", { name: "New vendor" }).check();
  await frame.getByLabel("Vendor ID").fill(externalId);
  await frame.getByLabel("Vendor name").fill(name);
}
