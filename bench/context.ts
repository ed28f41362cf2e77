/** What a scenario gets while the server runs: where it is, who to be, tokens, and the measure helper. */
import type { DatabaseKind } from "./config";
import { measure, type Measurement, type MeasureOptions } from "./measure";
import { PROXY_HEADERS } from "./next-server";

export interface BenchFixtures {
  partnerId: string;
  apiKey: string;
  businessId: string;
}

export interface BenchContext {
  database: DatabaseKind;
  baseUrl: string;
  partner: { id: string; apiKey: string; basicAuth: string };
  businessId: string;
  /** Headers every request needs (X-Forwarded-Proto: https); `measure` and `request` add them. */
  headers: Record<string, string>;
  /** A fetch against the bench server, failing on non-2xx responses, returning the parsed JSON body. */
  request<T = unknown>(path: string, init?: RequestInit): Promise<T>;
  /** A partner access token from the token endpoint, fetched once. */
  partnerToken(): Promise<string>;
  /** A business token (default: the bench business, business_access), fetched once per business and scope. */
  businessToken(businessId?: string, scope?: "business_access" | "business_read"): Promise<string>;
  /** Runs warm-up plus a measured autocannon run; the result becomes a row in the report. */
  measure(name: string, options: MeasureOptions): Promise<Measurement>;
  /** A figure that is not a load measurement (bytes of JavaScript, ms to a rendered page): a row in "Figures". */
  figure(name: string, value: number, unit: string, target?: string): void;
  /** The measurements of this database's run so far (earlier scenarios'), for figures that compare them. */
  measurements(): readonly Measurement[];
}

export interface Figure {
  database: DatabaseKind;
  scenario: string;
  name: string;
  value: number;
  unit: string;
  /** The target it is held to, e.g. "≤ 200 kB". */
  target?: string;
}

export const basicAuth = (id: string, key: string) =>
  `Basic ${Buffer.from(`${id}:${key}`).toString("base64")}`;

export function createContext(options: {
  database: DatabaseKind;
  baseUrl: string;
  /** The app server's process, whose CPU time each measurement reports per request. */
  serverPid?: number;
  fixtures: BenchFixtures;
  scenario: () => string;
  record: (measurement: Measurement) => void;
  measurements: () => readonly Measurement[];
  recordFigure: (figure: Figure) => void;
}): BenchContext {
  const { database, baseUrl, fixtures } = options;
  const tokens = new Map<string, Promise<string>>();
  const once = (key: string, fetchToken: () => Promise<string>) => {
    if (!tokens.has(key)) tokens.set(key, fetchToken());
    return tokens.get(key)!;
  };

  const context: BenchContext = {
    database,
    baseUrl,
    partner: {
      id: fixtures.partnerId,
      apiKey: fixtures.apiKey,
      basicAuth: basicAuth(fixtures.partnerId, fixtures.apiKey),
    },
    businessId: fixtures.businessId,
    headers: { ...PROXY_HEADERS },
    async request<T>(path: string, init: RequestInit = {}) {
      const headers = new Headers(init.headers);
      for (const [name, value] of Object.entries(PROXY_HEADERS)) headers.set(name, value);
      const response = await fetch(new URL(path, baseUrl), { ...init, headers });
      const text = await response.text();
      if (!response.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${response.status} ${text}`);
      return (text ? JSON.parse(text) : undefined) as T;
    },
    partnerToken: () =>
      once("partner", async () => {
        const body = await context.request<{ access_token: string }>("/v1/platform/oauth2/token/", {
          method: "POST",
          headers: { Authorization: context.partner.basicAuth },
          body: new URLSearchParams({ grant_type: "client_credentials" }),
        });
        return body.access_token;
      }),
    businessToken: (businessId = fixtures.businessId, scope = "business_access") =>
      once(`business:${businessId}:${scope}`, async () => {
        const body = await context.request<{ access_token: string }>(
          `/v1/platform/${businessId}/oauth2/token/`,
          {
            method: "POST",
            headers: { Authorization: `Bearer ${await context.partnerToken()}` },
            body: new URLSearchParams({ scope }),
          },
        );
        return body.access_token;
      }),
    figure(name, value, unit, target) {
      const figure = { database, scenario: options.scenario(), name, value, unit, target };
      console.log(`bench: [${database}] ${name}: ${value} ${unit}${target ? ` (target ${target})` : ""}`);
      options.recordFigure(figure);
    },
    measurements: options.measurements,
    measure(name, measureOptions) {
      const target = { baseUrl, database, scenario: options.scenario(), serverPid: options.serverPid };
      return measure(target, name, measureOptions, options.record);
    },
  };
  return context;
}
