import type { ReactNode } from "react";
import { businessMenu } from "@/lib/embed/business-menu";
import { pageSession } from "@/lib/embed/page-session";
import { messagesFor } from "@/lib/i18n/catalog";
import { isTabEnabled } from "@/lib/schemas/menu-tabs";
import { SECTION_TABS, type Section } from "./embed-tabs";

/**
 * A section's layout wraps its pages in this: a tab the menu configuration turned off shows a friendly page instead,
 * also when its URL is visited directly. Support staff see every tab (the console's view of the business).
 */
export async function MenuGuard({
  businessId,
  section,
  children,
}: {
  businessId: string;
  section: Section;
  children: ReactNode;
}) {
  const session = await pageSession(businessId);
  if (!session || session.role === "support") return children;
  if (isTabEnabled(await businessMenu(businessId), SECTION_TABS[section])) return children;
  const m = messagesFor(session.locale).menu;
  return (
    <section
      data-state="tab-disabled"
      aria-labelledby="tab-disabled-title"
      className="rounded-embed border border-dashed border-embed-border p-8 text-center"
    >
      <h1 id="tab-disabled-title" className="text-xl font-semibold text-embed-text">
        {m.tabDisabledTitle}
      </h1>
      <p className="mt-2 text-sm text-embed-muted">{m.tabDisabledBody}</p>
    </section>
  );
}
