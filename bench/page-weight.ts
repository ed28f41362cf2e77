/**
 * What a browser downloads to show an embed page for the first time: every script of a fresh load (empty cache),
 * gzipped as `next start` serves it, plus the time until a given element is on screen. Uses the machine's Chromium.
 */
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "@playwright/test";

export interface PageLoad {
  path: string;
  /** Next.js's "first load JS": the scripts the page's HTML names (its route chunks), gzipped. */
  firstLoadBytesGzip: number;
  firstLoadScripts: number;
  /** Every script fetched until the network went quiet: first load plus lazy chunks (charts) and prefetches. */
  allScriptBytesGzip: number;
  allScripts: number;
  renderedMs: number;
}

/** Script URLs a page's HTML refers to: its <script src> and <link rel=preload as=script> chunks. */
function scriptsNamedIn(html: string, baseUrl: string): Set<string> {
  const named = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="([^"]+\.js)"/g))
    named.add(new URL(match[1]!, baseUrl).href);
  return named;
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
    const bodies: Promise<{ url: string; size: number }>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() !== "script") return;
      const url = response.url();
      bodies.push(
        response.body().then(
          (body) => ({ url, size: gzipSync(body).length }),
          () => ({ url, size: 0 }),
        ),
      );
    });
    const started = Date.now();
    const response = await page.goto(options.path);
    if (!response?.ok()) throw new Error(`${options.path} answered ${response?.status()}`);
    await page.locator(options.readySelector).first().waitFor({ timeout: 60_000 });
    const renderedMs = Date.now() - started;
    const named = scriptsNamedIn(await response.text(), response.url());
    await page.waitForLoadState("networkidle");
    const scripts = await Promise.all(bodies);
    const firstLoad = scripts.filter((script) => named.has(script.url));
    const total = (list: { size: number }[]) => list.reduce((sum, script) => sum + script.size, 0);
    return {
      path: options.path,
      firstLoadBytesGzip: total(firstLoad),
      firstLoadScripts: firstLoad.length,
      allScriptBytesGzip: total(scripts),
      allScripts: scripts.length,
      renderedMs,
    };
  } finally {
    await context.close();
  }
}
