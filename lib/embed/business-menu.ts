import "server-only";
import { cache } from "react";
import type { MenuConfigResponse } from "../schemas/menu-config";
import { ALL_TABS_ENABLED, type EffectiveMenu } from "../schemas/menu-tabs";
import { embedConfig } from "./embed-config";
import { partnerToken } from "./partner-token";
import { platformRequest } from "./platform-request";

/**
 * The menu configuration the business's embed follows (docs/menu-config.md), read once per page request (the layout
 * and the section's guard share it) and never cached longer, so a PUT shows on the next page. When the API cannot
 * answer, every tab shows: the pages themselves then say what went wrong, which a hidden menu would not.
 */
export const businessMenu = cache(async (businessId: string): Promise<EffectiveMenu> => {
  try {
    const config = embedConfig();
    const { menu, sub_menu_tabs } = await platformRequest<MenuConfigResponse>(
      config,
      `/v1/platform/businesses/${businessId}/menu-config/`,
      { headers: { Authorization: `Bearer ${await partnerToken(config)}` } },
    );
    return { menu, sub_menu_tabs };
  } catch {
    return ALL_TABS_ENABLED;
  }
});
