import "server-only";
import { messagesFor } from "../i18n/catalog";
import type { Locale } from "../i18n/locales";
import type { LaunchFailure, LaunchRefusal } from "./launch-token";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Outside production, for whoever is wiring up the embed: which check refused the token, and what exactly. */
const detailLine = (refusal: LaunchRefusal, detail?: string) =>
  `<p data-launch-refusal="${refusal}">Refused because: ${refusal.replace(/_/g, " ")}${
    detail ? `. ${escapeHtml(detail)}` : ""
  } (shown outside production only).</p>`;

/**
 * The page a failed launch shows inside the partner's iframe: a plain document with the reason and nothing else, so
 * no business data can be on it. Static HTML keeps it independent of the session the launch did not create.
 */
export function launchErrorPage(
  reason: LaunchFailure,
  locale: Locale,
  refusal?: LaunchRefusal,
  detail?: string,
): string {
  const messages = messagesFor(locale).session;
  const title = escapeHtml(messages.launchFailedTitle);
  const body = escapeHtml(messages[`launch_${reason}`]);
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>body{margin:0;font-family:system-ui,sans-serif;background:#0b1220;color:#f1f5f9}
main{max-width:32rem;margin:3rem auto;padding:1.5rem}h1{font-size:1.25rem}p{color:#cbd5e1}</style></head>
<body><main role="alert" data-launch-error="${reason}"><h1>${title}</h1><p>${body}</p>${refusal ? detailLine(refusal, detail) : ""}</main></body></html>`;
}
