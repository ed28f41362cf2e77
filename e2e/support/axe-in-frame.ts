import axe from "axe-core";
import { expect, type Page, test } from "@playwright/test";

type Violation = Pick<axe.Result, "id" | "impact" | "help"> & { nodes: Pick<axe.NodeResult, "target">[] };

/**
 * Serious and critical axe violations inside the partner's iframe. axe-core runs in the frame's own document: the
 * host page's builder (@axe-core/playwright) gives a frame one second to take axe's source and, on a busy machine,
 * skips it, a false pass or a failed run. Injecting into the frame directly has no such race.
 */
export async function seriousViolationsInFrame(
  page: Page,
  frameSelector = "#accounting",
): Promise<Violation[]> {
  // One pass takes 4–15 s on CI's two shared cores: each pass brings its own time to the test.
  test.info().setTimeout(test.info().timeout + 30_000);
  const frame = await (await page.locator(frameSelector).elementHandle())?.contentFrame();
  expect(frame, `${frameSelector} is an iframe with a document`).toBeTruthy();
  await frame!.waitForLoadState("load");
  // A report being fetched again keeps its last figures on screen, dimmed (aria-busy, components/reports/
  // report-layout.tsx), which axe finds below contrast: the page is checked as it settles, not mid-fetch.
  await expect(page.frameLocator(frameSelector).locator('[aria-busy="true"]')).toHaveCount(0, {
    timeout: 15_000,
  });
  await frame!.evaluate(axe.source);
  const violations = await frame!.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ["violations"],
    });
    return violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target }) => ({ target })),
    }));
  });
  return violations.filter((violation) => ["serious", "critical"].includes(violation.impact ?? ""));
}

/** The assertion every UI spec makes: no serious or critical axe violation inside the embed's iframe. */
export async function expectNoSeriousViolationsInFrame(page: Page, frameSelector = "#accounting") {
  const serious = await seriousViolationsInFrame(page, frameSelector);
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
