import "server-only";
import { TtlCache } from "../cache/ttl-cache";
import type { BusinessResponse } from "../schemas/business";
import { embedConfig } from "./embed-config";
import { partnerToken } from "./partner-token";
import { platformRequest } from "./platform-request";

// A business's time zone almost never changes; each instance asks the API once per business every five minutes.
const recent = new TtlCache<string>(5 * 60_000);

/**
 * The business's IANA time zone, for the embed to show timestamps on the business's calendar and to default dates to
 * its today. Read with the partner token, which reaches every business of the partner (support sessions open any of
 * them). Undefined when the API cannot say: the pages then fall back to the viewer's zone rather than not rendering.
 */
export async function businessTimeZone(businessId: string): Promise<string | undefined> {
  try {
    return await recent.get(businessId, async () => {
      const config = embedConfig();
      const business = await platformRequest<BusinessResponse>(
        config,
        `/v1/platform/businesses/${businessId}/`,
        {
          headers: { Authorization: `Bearer ${await partnerToken(config)}` },
        },
      );
      return business.timezone;
    });
  } catch {
    return undefined;
  }
}
