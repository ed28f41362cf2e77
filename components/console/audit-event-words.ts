import { auditActionOf, auditNounOf } from "@/lib/audit/audit-action";
import { fill } from "@/lib/i18n/define-messages";
import type { Messages } from "@/lib/i18n/catalog";
import type { AuditEventResponse } from "@/lib/schemas/audit-event";

type ConsoleMessages = Messages["console"];

/** "Voided invoice INV-104": the action's template with the resource's translated noun and human name. */
export function auditActionText(event: AuditEventResponse, t: ConsoleMessages): string {
  const action = auditActionOf(event);
  const type = action === "other" ? event.resource_type : auditNounOf(event.resource_type);
  const text = fill(t[`action_${action}`], {
    method: event.method,
    resource: t[`resource_${type}`],
    label: event.resource_label ?? "",
  });
  return text.replace(/\s+/g, " ").trim();
}

/** Who wrote: the recorded name (a partner's is its name), else the start of the id; and the kind in words. */
export function auditActorWords(event: AuditEventResponse, t: ConsoleMessages) {
  const kind = {
    partner: t.actorKindPartner,
    business: t.actorKindBusiness,
    user: t.actorKindUser,
  }[event.actor_kind];
  const shortId = event.actor_id.length > 12 ? `${event.actor_id.slice(0, 8)}…` : event.actor_id;
  return { name: event.actor_name ?? shortId, kind, fullId: event.actor_id };
}

/** The instant in the business's time zone, the zone named ("Nov 27, 2026, 10:15:02 AM Sweden Time", "… MEZ"). */
export function auditTime(value: string, locale: string, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    timeZone,
    timeZoneName: "shortGeneric",
  }).format(new Date(value));
}
