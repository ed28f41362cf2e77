/**
 * What a browser downloads to show an embed page for the first time: every script of a fresh load (empty cache),
 * gzipped as `next start` serves it, plus the time until a given element is on screen. Uses the machine's Chromium.
 */
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "@playwright/test";

export interface PageLoad {
  path: string;
  scriptBytesGzip: number;
  scripts: number;
  renderedMs: number;
}

export async function withBrowser<T>(run: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
  });
  try {
    return await run(browser);
  } finally {
    await browser.close();
  }
}

/**
 * Opens `launchUrl` (which redirects into the embed and sets the session) in a fresh context, then loads `path`
 * in that context with the cache disabled and measures it. `readySelector` marks "rendered".
 */
export async function measurePageLoad(
  browser: Browser,
  options: {
    baseUrl: string;
    launchUrl: string;
    path: string;
    readySelector: string;
    headers: Record<string, string>;
  },
): Promise<PageLoad> {
  const context = await browser.newContext({ baseURL: options.baseUrl, extraHTTPHeaders: options.headers });
  try {
    const launch = await context.newPage();
    const launched = await launch.goto(options.launchUrl);
    if (!launched?.ok()) throw new Error(`launch answered ${launched?.status()}`);
    await launch.close();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    const bodies: Promise<number>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      bodies.push(
        response.body().then(
          (body) => gzipSync(body).length,
          () => 0,
        ),
      );
    });
    const started = Date.now();
    const response = await page.goto(options.path);
    if (!response?.ok()) throw new Error(`${options.path} answered ${response?.status()}`);
    await page.locator(options.readySelector).first().waitFor({ timeout: 60_000 });
    const renderedMs = Date.now() - started;
    await page.waitForLoadState("networkidle");
    const sizes = await Promise.all(bodies);
    return {
      path: options.path,
      scriptBytesGzip: sizes.reduce((sum, size) => sum + size, 0),
      scripts: sizes.length,
      renderedMs,
    };
  } finally {
    await context.close();
  }
}
