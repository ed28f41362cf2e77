import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";

/**
 * Serious and critical axe violations inside the partner's iframe. @axe-core/playwright gives up on a frame whose
 * injection takes over a second (it happens on a busy machine) and then reports only the host page, a false pass:
 * so the analysis is repeated until it holds nodes inside the frame, and fails if it never does.
 */
export async function seriousViolationsInFrame(page: Page, frameSelector = "#accounting") {
  // One pass takes 4–15 s on CI's two shared cores (more on a retry): each pass brings its own time to the test.
  test.info().setTimeout(test.info().timeout + 30_000);
  for (let attempt = 1; ; attempt++) {
    const results = await new AxeBuilder({ page }).include(frameSelector).analyze();
    const isFrameAnalysed = results.passes.some((rule) => rule.nodes.some((node) => node.target.length > 1));
    if (isFrameAnalysed)
      return results.violations.filter((violation) =>
        ["serious", "critical"].includes(violation.impact ?? ""),
      );
    expect(attempt, "axe never got into the iframe").toBeLessThan(4);
  }
}

/** The assertion every UI spec makes: no serious or critical axe violation inside the embed's iframe. */
export async function expectNoSeriousViolationsInFrame(page: Page, frameSelector = "#accounting") {
  const serious = await seriousViolationsInFrame(page, frameSelector);
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}
